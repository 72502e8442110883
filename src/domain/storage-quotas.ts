// How many live records of each kind the server keeps for one owner scope: a traveller's own
// records, or a shared trip's (docs/decisions/020-device-registration-and-write-limits.md). Far
// above any real traveller's use, they bound what one registered device can make the server
// store. A create past its quota is refused with quota-exceeded; the change stays in the device's
// outbox with that reason, so nothing is lost. The wallet's bytes have their own quota
// (src/domain/document-files.ts travellerQuotaBytes).
import type { SyncEntity } from './sync-protocol';
import { syncEntityRegistry } from './synced-entities';

export const recordQuotas: Partial<Record<SyncEntity, number>> = {
  trip: 2_000,
  price_alert: 200,
  packing_list: 1_000,
  clock_city: 100,
  itinerary_item: 50_000,
  expense: 50_000,
  document: 5_000,
};

export const quotaExceededCode = 'quota-exceeded';

/** The words a traveller sees on a change refused by its quota. */
export function quotaMessage(entity: SyncEntity, quota: number): string {
  const label = syncEntityRegistry[entity].label;
  const plural = label.endsWith('y') ? `${label.slice(0, -1)}ies` : `${label}s`;
  return `You have ${quota.toLocaleString('en-GB')} ${plural} saved, the most Astra keeps. Delete some you no longer need; this ${label} stays on this device and syncs once there is room.`;
}
