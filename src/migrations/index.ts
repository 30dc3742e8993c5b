import * as migration_20261121_135651_initial from './20261121_135651_initial';
import * as migration_20261121_162811_posts_listing_index from './20261121_162811_posts_listing_index';
import * as migration_20261123_212337_campaign_delivery from './20261123_212337_campaign_delivery';
import * as migration_20261123_212818_order_expiry_refunds from './20261123_212818_order_expiry_refunds';

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
    up: migration_20261123_212337_campaign_delivery.up,
    down: migration_20261123_212337_campaign_delivery.down,
    name: '20261123_212337_campaign_delivery'
  },
  {
    up: migration_20261123_212818_order_expiry_refunds.up,
    down: migration_20261123_212818_order_expiry_refunds.down,
    name: '20261123_212818_order_expiry_refunds'
  },
];
