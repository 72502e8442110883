// Writing price alerts (the Dexie `priceAlerts` table): the one place an alert is created, paused,
// resumed or deleted, for the Price Alerts screen and Astra's Agent Mode alike. Each write is a local
// change with its outbox op. The server's price watcher owns the watch fields; they arrive by pull.
import type { AstraDatabase } from './database';
import { syncedRecordWrites } from './local-changes';
import { routeOf } from '../domain/price-alert-rules';
import type { PriceAlertFields } from '../domain/price-alerts';

type Route = Pick<PriceAlertFields, 'origin' | 'destination'>;

/** An alert in the traveller's words: its route as the spec writes it and the server returns it ('LON-PAR'). */
export const priceAlertLabel = (alert: Route) => routeOf(alert.origin, alert.destination);

const writes = syncedRecordWrites<PriceAlertFields, Route>('price_alert', priceAlertLabel);

export const createPriceAlert = writes.create;
export const updatePriceAlert = writes.update;
export const deletePriceAlert = writes.remove;

/** Pauses or resumes an alert. */
export function setPriceAlertActive(alert: { id: string } & Route, isActive: boolean, database?: AstraDatabase): Promise<void> {
  return updatePriceAlert(alert, { is_active: isActive }, database);
}
