// Price alerts on the device: live queries to read, the outbox to write (src/db/local-changes), so
// alerts can be made, paused and deleted offline and reach the server once. The server's price
// watcher writes the watch fields; they arrive here with the next pull.
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type PriceAlertRow } from '../../db/database';
import { describeStorageError, pendingRecordIds, recordLocalChange, type LocalSaveError } from '../../db/local-changes';
import { uuidv7 } from '../../domain/ids';
import { routeOf } from '../../domain/price-alert-rules';
import type { PriceAlertFields } from '../../domain/price-alerts';

export type { PriceAlertRow };

export type AlertsQuery = { alerts?: PriceAlertRow[]; pendingIds: ReadonlySet<string>; error?: LocalSaveError };

/** Newest first, with the ids of alerts whose changes have not reached the server yet. */
export function usePriceAlerts(): AlertsQuery | undefined {
  return useLiveQuery(async (): Promise<AlertsQuery> => {
    try {
      const [alerts, pendingIds] = await Promise.all([db.priceAlerts.orderBy('id').reverse().toArray(), pendingRecordIds(db, 'price_alert')]);
      return { alerts, pendingIds };
    } catch (error) {
      return { pendingIds: new Set(), error: describeStorageError(error) };
    }
  }, []);
}

const labelOf = (alert: { origin: string; destination: string }) => routeOf(alert.origin, alert.destination);

export async function createPriceAlert(fields: PriceAlertFields): Promise<string> {
  const id = uuidv7();
  await recordLocalChange(db, { entity: 'price_alert', recordId: id, kind: 'create', payload: { ...fields }, label: labelOf(fields) });
  return id;
}

export async function setPriceAlertActive(alert: PriceAlertRow, isActive: boolean): Promise<void> {
  await recordLocalChange(db, { entity: 'price_alert', recordId: alert.id, kind: 'update', payload: { is_active: isActive }, label: labelOf(alert) });
}

export async function deletePriceAlert(alert: PriceAlertRow): Promise<void> {
  await recordLocalChange(db, { entity: 'price_alert', recordId: alert.id, kind: 'delete', label: labelOf(alert) });
}
