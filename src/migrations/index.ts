import * as migration_20261121_135651_initial from './20261121_135651_initial';

export const migrations = [
  {
    up: migration_20261121_135651_initial.up,
    down: migration_20261121_135651_initial.down,
    name: '20261121_135651_initial'
  },
];
