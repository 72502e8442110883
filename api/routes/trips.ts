import { tripFieldsSchema } from '../../src/domain/trips';
import type { Storage } from '../db/index';
import { tripEntity } from '../sync/entities';
import { syncedRecordRouteDocs } from './synced-record-docs';
import { syncedRecordRoutes } from './synced-records';

export function tripRoutes({ storage }: { storage: Storage }) {
  return syncedRecordRoutes(tripEntity, { storage });
}

export const tripRouteDocs = syncedRecordRouteDocs({
  tag: 'trips',
  label: 'trip',
  fields: tripFieldsSchema,
  create: tripEntity.create,
  patch: tripEntity.patch,
});
