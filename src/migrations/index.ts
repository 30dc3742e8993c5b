import * as migration_20261121_135651_initial from './20261121_135651_initial';
import * as migration_20261121_162811_posts_listing_index from './20261121_162811_posts_listing_index';
import * as migration_20261123_223800_orders_delivery_security from './20261123_223800_orders_delivery_security';
import * as migration_20261125_032226_media_card_large from './20261125_032226_media_card_large';
import * as migration_20261126_120357_delete_rules from './20261126_120357_delete_rules';
import * as migration_20261126_135243_security_round_2 from './20261126_135243_security_round_2';
import * as migration_20261126_152300_google_sign_in from './20261126_152300_google_sign_in';
import * as migration_20261126_152600_locked_documents_quota_cascade from './20261126_152600_locked_documents_quota_cascade';
import * as migration_20261126_152953_refunds from './20261126_152953_refunds';
import * as migration_20261126_154042_subscriptions from './20261126_154042_subscriptions';
import * as migration_20261126_165005_channel from './20261126_165005_channel';
import * as migration_20261126_165204_completion_remedy from './20261126_165204_completion_remedy';
import * as migration_20261126_170000_locked_documents_cascade from './20261126_170000_locked_documents_cascade';
import * as migration_20261126_185958_legal_pages_channel_refunds from './20261126_185958_legal_pages_channel_refunds';
import * as migration_20261126_190558_snippet_changes from './20261126_190558_snippet_changes';
import * as migration_20261126_222051_thumbnail_changes from './20261126_222051_thumbnail_changes';
import * as migration_20261126_222708_youtube_quota_use from './20261126_222708_youtube_quota_use';
import * as migration_20261126_223201_competitor_watchlist from './20261126_223201_competitor_watchlist';
import * as migration_20261126_224434_watchlist_digest from './20261126_224434_watchlist_digest';
import * as migration_20261126_230714_rank_tracking from './20261126_230714_rank_tracking';

export const migrations = [
  {
    up: migration_20261121_135651_initial.up,
    down: migration_20261121_135651_initial.down,
    name: '20261121_135651_initial',
  },
  {
    up: migration_20261121_162811_posts_listing_index.up,
    down: migration_20261121_162811_posts_listing_index.down,
    name: '20261121_162811_posts_listing_index',
  },
  {
    up: migration_20261123_223800_orders_delivery_security.up,
    down: migration_20261123_223800_orders_delivery_security.down,
    name: '20261123_223800_orders_delivery_security',
  },
  {
    up: migration_20261125_032226_media_card_large.up,
    down: migration_20261125_032226_media_card_large.down,
    name: '20261125_032226_media_card_large',
  },
  {
    up: migration_20261126_120357_delete_rules.up,
    down: migration_20261126_120357_delete_rules.down,
    name: '20261126_120357_delete_rules',
  },
  {
    up: migration_20261126_135243_security_round_2.up,
    down: migration_20261126_135243_security_round_2.down,
    name: '20261126_135243_security_round_2',
  },
  {
    up: migration_20261126_152300_google_sign_in.up,
    down: migration_20261126_152300_google_sign_in.down,
    name: '20261126_152300_google_sign_in',
  },
  {
    up: migration_20261126_152600_locked_documents_quota_cascade.up,
    down: migration_20261126_152600_locked_documents_quota_cascade.down,
    name: '20261126_152600_locked_documents_quota_cascade',
  },
  {
    up: migration_20261126_152953_refunds.up,
    down: migration_20261126_152953_refunds.down,
    name: '20261126_152953_refunds',
  },
  {
    up: migration_20261126_154042_subscriptions.up,
    down: migration_20261126_154042_subscriptions.down,
    name: '20261126_154042_subscriptions',
  },
  {
    up: migration_20261126_165005_channel.up,
    down: migration_20261126_165005_channel.down,
    name: '20261126_165005_channel',
  },
  {
    up: migration_20261126_165204_completion_remedy.up,
    down: migration_20261126_165204_completion_remedy.down,
    name: '20261126_165204_completion_remedy',
  },
  {
    up: migration_20261126_170000_locked_documents_cascade.up,
    down: migration_20261126_170000_locked_documents_cascade.down,
    name: '20261126_170000_locked_documents_cascade',
  },
  {
    up: migration_20261126_185958_legal_pages_channel_refunds.up,
    down: migration_20261126_185958_legal_pages_channel_refunds.down,
    name: '20261126_185958_legal_pages_channel_refunds',
  },
  {
    up: migration_20261126_190558_snippet_changes.up,
    down: migration_20261126_190558_snippet_changes.down,
    name: '20261126_190558_snippet_changes',
  },
  {
    up: migration_20261126_222051_thumbnail_changes.up,
    down: migration_20261126_222051_thumbnail_changes.down,
    name: '20261126_222051_thumbnail_changes',
  },
  {
    up: migration_20261126_222708_youtube_quota_use.up,
    down: migration_20261126_222708_youtube_quota_use.down,
    name: '20261126_222708_youtube_quota_use',
  },
  {
    up: migration_20261126_223201_competitor_watchlist.up,
    down: migration_20261126_223201_competitor_watchlist.down,
    name: '20261126_223201_competitor_watchlist',
  },
  {
    up: migration_20261126_224434_watchlist_digest.up,
    down: migration_20261126_224434_watchlist_digest.down,
    name: '20261126_224434_watchlist_digest',
  },
  {
    up: migration_20261126_230714_rank_tracking.up,
    down: migration_20261126_230714_rank_tracking.down,
    name: '20261126_230714_rank_tracking',
  },
];
