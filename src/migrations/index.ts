import * as migration_20261121_131315_initial from './20261121_131315_initial';

export const migrations = [
  {
    up: migration_20261121_131315_initial.up,
    down: migration_20261121_131315_initial.down,
    name: '20261121_131315_initial'
  },
];
