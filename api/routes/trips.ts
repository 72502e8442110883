import { tripFieldsSchema } from '../../src/domain/trips';
import type { Storage } from '../db/index';
import { tripEntity } from '../sync/entities';
import { membershipsOf, tripScopeFor } from '../sync/scopes';
import { ApiError } from '../errors';
import { syncedRecordRouteDocs } from './synced-record-docs';
import { syncedRecordRoutes } from './synced-records';

/** A traveller's trips are its own and the shared trips it is on; a viewer changes none of a shared trip, only its owner deletes it. */
export function tripRoutes({ storage }: { storage: Storage }) {
  return syncedRecordRoutes(
    tripEntity,
    { storage },
    {
      listScopes: async (db, travellerId) => [travellerId, ...(await membershipsOf(db, travellerId)).map((membership) => membership.scope)],
      recordScope: async (db, travellerId, id, change) => {
        const access = await tripScopeFor(db, travellerId, id);
        if (!access || access.role === 'self') return travellerId;
        if (access.role === 'viewer') {
          throw new ApiError(
            403,
            'trip-read-only',
            "You can view this shared trip but not change it. Ask the trip's owner to let you edit.",
          );
        }
        if (change === 'delete' && access.role !== 'owner') {
          throw new ApiError(403, 'trip-owner-only', "Only the trip's owner can delete a shared trip. You can leave it instead.");
        }
        return access.scope;
      },
    },
  );
}

export const tripRouteDocs = syncedRecordRouteDocs({
  tag: 'trips',
  label: 'trip',
  fields: tripFieldsSchema,
  create: tripEntity.create,
  patch: tripEntity.patch,
});
