import * as migration_20261126_115126_initial from './20261126_115126_initial';

export const migrations = [
  {
    up: migration_20261126_115126_initial.up,
    down: migration_20261126_115126_initial.down,
    name: '20261126_115126_initial'
  },
];
