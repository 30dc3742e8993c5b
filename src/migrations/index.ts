import * as migration_20261121_135651_initial from './20261121_135651_initial';
import * as migration_20261121_162811_posts_listing_index from './20261121_162811_posts_listing_index';
import * as migration_20261123_215041_security_no_account_lock from './20261123_215041_security_no_account_lock';

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
    up: migration_20261123_215041_security_no_account_lock.up,
    down: migration_20261123_215041_security_no_account_lock.down,
    name: '20261123_215041_security_no_account_lock'
  },
];
