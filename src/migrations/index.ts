import * as migration_20261121_135651_initial from './20261121_135651_initial';
import * as migration_20261121_155851_posts_status_published_index from './20261121_155851_posts_status_published_index';

export const migrations = [
  {
    up: migration_20261121_135651_initial.up,
    down: migration_20261121_135651_initial.down,
    name: '20261121_135651_initial',
  },
  {
    up: migration_20261121_155851_posts_status_published_index.up,
    down: migration_20261121_155851_posts_status_published_index.down,
    name: '20261121_155851_posts_status_published_index'
  },
];
