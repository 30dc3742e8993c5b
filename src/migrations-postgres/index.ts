import * as migration_20261126_115126_initial from './20261126_115126_initial';
import * as migration_20261126_120357_delete_rules from './20261126_120357_delete_rules';
import * as migration_20261126_135243_security_round_2 from './20261126_135243_security_round_2';
import * as migration_20261126_165421_refunds_and_subscriptions from './20261126_165421_refunds_and_subscriptions';
import * as migration_20261126_165838_sign_in_channel_remedy from './20261126_165838_sign_in_channel_remedy';
import * as migration_20261126_190012_legal_pages_channel_refunds from './20261126_190012_legal_pages_channel_refunds';
import * as migration_20261126_190617_snippet_changes from './20261126_190617_snippet_changes';
import * as migration_20261126_222028_thumbnail_changes from './20261126_222028_thumbnail_changes';
import * as migration_20261126_222752_youtube_quota_use from './20261126_222752_youtube_quota_use';
import * as migration_20261126_223208_competitor_watchlist from './20261126_223208_competitor_watchlist';
import * as migration_20261126_224452_watchlist_digest from './20261126_224452_watchlist_digest';
import * as migration_20261126_231246_rank_tracking from './20261126_231246_rank_tracking';

export const migrations = [
  {
    up: migration_20261126_115126_initial.up,
    down: migration_20261126_115126_initial.down,
    name: '20261126_115126_initial',
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
    up: migration_20261126_165421_refunds_and_subscriptions.up,
    down: migration_20261126_165421_refunds_and_subscriptions.down,
    name: '20261126_165421_refunds_and_subscriptions',
  },
  {
    up: migration_20261126_165838_sign_in_channel_remedy.up,
    down: migration_20261126_165838_sign_in_channel_remedy.down,
    name: '20261126_165838_sign_in_channel_remedy',
  },
  {
    up: migration_20261126_190012_legal_pages_channel_refunds.up,
    down: migration_20261126_190012_legal_pages_channel_refunds.down,
    name: '20261126_190012_legal_pages_channel_refunds',
  },
  {
    up: migration_20261126_190617_snippet_changes.up,
    down: migration_20261126_190617_snippet_changes.down,
    name: '20261126_190617_snippet_changes',
  },
  {
    up: migration_20261126_222028_thumbnail_changes.up,
    down: migration_20261126_222028_thumbnail_changes.down,
    name: '20261126_222028_thumbnail_changes',
  },
  {
    up: migration_20261126_222752_youtube_quota_use.up,
    down: migration_20261126_222752_youtube_quota_use.down,
    name: '20261126_222752_youtube_quota_use',
  },
  {
    up: migration_20261126_223208_competitor_watchlist.up,
    down: migration_20261126_223208_competitor_watchlist.down,
    name: '20261126_223208_competitor_watchlist',
  },
  {
    up: migration_20261126_224452_watchlist_digest.up,
    down: migration_20261126_224452_watchlist_digest.down,
    name: '20261126_224452_watchlist_digest',
  },
  {
    up: migration_20261126_231246_rank_tracking.up,
    down: migration_20261126_231246_rank_tracking.down,
    name: '20261126_231246_rank_tracking',
  },
];
