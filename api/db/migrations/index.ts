import type { Migration } from 'kysely/migration';
import * as init from './0001-init';

/** Every migration, in order. Add new ones at the end with the next number; never edit a landed one. */
export const migrations: Record<string, Migration> = {
  '0001-init': init,
};
