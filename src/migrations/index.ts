import * as migration_20261121_122008_initial from './20261121_122008_initial';

export const migrations = [
  {
    up: migration_20261121_122008_initial.up,
    down: migration_20261121_122008_initial.down,
    name: '20261121_122008_initial'
  },
];
