import * as migration_20261121_125511_initial from './20261121_125511_initial';

export const migrations = [
  {
    up: migration_20261121_125511_initial.up,
    down: migration_20261121_125511_initial.down,
    name: '20261121_125511_initial'
  },
];
