// A trip's sharing as the screens read it from the device: this traveller's role from meta
// shared_trips, the members pulled by sync, and the owner's full rights on a trip never shared.
import { describe, expect, it } from 'vitest';
import { openDeviceDatabase } from '../../tests/setup/device-database';
import { uuidv7 } from '../domain/ids';
import type { TripRole } from '../domain/trip-sharing';
import { sharedTripsKey } from './database';
import { readTripAccess } from './trip-access';

const member = (tripId: string, display_name: string, role: TripRole) => ({
  id: uuidv7(),
  trip_id: tripId,
  display_name,
  role,
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
  server_version: 1,
});

describe('reading who is on a trip and what this traveller may do', () => {
  it("names a shared trip's people owner first, marks which one is this traveller, and gives a viewer read-only rights", async () => {
    const database = openDeviceDatabase('access');
    const shared = uuidv7();
    const own = uuidv7();
    const chloe = member(shared, 'Chloé', 'editor');
    const ben = member(shared, 'Ben', 'viewer');
    const ana = member(shared, 'Ana', 'owner');
    await database.tripMembers.bulkAdd([chloe, ben, ana, member(uuidv7(), 'Someone else', 'owner')]);
    await database.meta.put({
      key: sharedTripsKey,
      value: [{ scope: `trip:${shared}`, trip_id: shared, role: 'viewer', member_id: ben.id }],
    });

    const access = await readTripAccess(database, [shared, own]);
    expect(access.get(shared)).toMatchObject({
      role: 'viewer',
      memberId: ben.id,
      ownerName: 'Ana',
      canEdit: false,
      canDeleteTrip: false,
      canManageMembers: false,
    });
    expect(access.get(shared)!.members.map((row) => row.display_name)).toEqual(['Ana', 'Chloé', 'Ben']);
    expect(access.get(own)).toEqual({ canEdit: true, canDeleteTrip: true, canManageMembers: true, members: [] });
  });
});
