// Sharing a trip from the device: who is on it (live, from what sync pulled), the name this traveller
// last gave companions, and the server calls that exist only online (invites, roles, removals), each
// followed by a sync so the change shows here as it does on the others' devices.
import { useLiveQuery } from '../../db/live-query';
import { db } from '../../db/database';
import { loadDeviceIdentity } from '../../db/device';
import { readTripAccess, type TripAccess } from '../../db/trip-access';
import { syncEngine } from '../../db/sync';
import { deviceKeyHeader } from '../../domain/sync-protocol';
import { api, ApiRequestError } from '../../lib/api-client';
import { serverErrorText } from '../../lib/error-text';
import type { InviteRole } from '../../domain/trip-sharing';
import { sharingMessages } from './messages';

export type { TripAccess };

const displayNameKey = 'sharing_display_name';

/** The trip's members and this traveller's role in it; undefined while loading. */
export function useTripAccess(tripId: string): TripAccess | undefined {
  return useLiveQuery(async () => (await readTripAccess(db, [tripId])).get(tripId), [tripId]);
}

/** The trip as it stands on this device (undefined while loading, null when it is not here). */
export function useTripOnDevice(tripId: string | undefined) {
  return useLiveQuery(async () => (tripId ? ((await db.trips.get(tripId)) ?? null) : null), [tripId]);
}

/** The name this traveller gave companions last time (undefined while loading, '' when never). */
export function useRememberedName(): string | undefined {
  return useLiveQuery(async () => {
    const row = await db.meta.get(displayNameKey);
    return typeof row?.value === 'string' ? row.value : '';
  }, []);
}

const rememberName = (name: string) => db.meta.put({ key: displayNameKey, value: name });

/** The device key, sent explicitly: the join page may call the server before the app's sync has started. */
async function deviceHeaders(): Promise<Record<string, string>> {
  return { [deviceKeyHeader]: (await loadDeviceIdentity(db)).deviceKey };
}

/** One sync round; a failure here is shown by the sync status, not by the caller. */
export const syncSoon = () => syncEngine.sync().catch(() => undefined);

export async function makeInvite(tripId: string, role: InviteRole, displayName?: string) {
  // A trip made offline must reach the server before it can be shared.
  await syncSoon();
  const invite = await api.createInvite(tripId, { role, ...(displayName ? { display_name: displayName } : {}) }, await deviceHeaders());
  if (displayName) await rememberName(displayName);
  void syncSoon();
  return invite;
}

export async function stopInvites(tripId: string) {
  await api.stopInvites(tripId, await deviceHeaders());
}

export async function changeRole(tripId: string, memberId: string, role: InviteRole) {
  await api.changeMemberRole(tripId, memberId, role, await deviceHeaders());
  await syncSoon();
}

export async function renameMe(tripId: string, memberId: string, displayName: string) {
  await api.renameMember(tripId, memberId, displayName, await deviceHeaders());
  await rememberName(displayName);
  await syncSoon();
}

export async function removeMember(tripId: string, memberId: string) {
  await api.removeMember(tripId, memberId, await deviceHeaders());
  await syncSoon();
}

export async function inviteDetails(token: string, signal?: AbortSignal) {
  return api.inviteDetails(token, await deviceHeaders(), signal);
}

export async function joinTrip(token: string, displayName: string) {
  const joined = await api.acceptInvite(token, displayName, await deviceHeaders());
  await rememberName(displayName);
  await syncSoon();
  return joined;
}

/** A message for a failed sharing call, in the traveller's words. */
export function sharingFailure(error: unknown, what: string): string {
  const t = sharingMessages.get();
  if (error instanceof ApiRequestError) {
    if (error.isNetworkError) return t.failureOffline({ what });
    if (error.status === 404 && error.code === 'trip-not-found') return t.failureNotOnServer;
    return serverErrorText(error);
  }
  return t.failureGeneric({ what });
}
