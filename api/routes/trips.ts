import type { Storage } from '../db/index';
import { tripEntity } from '../sync/entities';
import { syncedRecordRoutes } from './synced-records';

export function tripRoutes({ storage }: { storage: Storage }) {
  return syncedRecordRoutes(tripEntity, { storage });
}
