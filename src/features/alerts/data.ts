// Price alerts on the device: live queries to read; writes are src/db/price-alerts.ts (through the
// outbox), so alerts can be made, paused and deleted offline and reach the server once. The server's price
// watcher writes the watch fields; they arrive here with the next pull.
import { useEffect, useMemo, useState } from 'react';
import { useLiveQuery } from '../../db/live-query';
import { db, type PriceAlertRow } from '../../db/database';
import { describeStorageError, pendingRecordIds, type LocalSaveError } from '../../db/local-changes';
import { loadBundledCities } from '../../lib/bundled-cities';
import { normaliseName, type BundledSearchEntry } from '../../domain/cities';
import { metroAreaOfCity } from '../../domain/astra/metro-codes';

export type { PriceAlertRow };
export { createPriceAlert, deletePriceAlert, setPriceAlertActive } from '../../db/price-alerts';

export type AlertsQuery = { alerts?: PriceAlertRow[]; pendingIds: ReadonlySet<string>; error?: LocalSaveError };

/** Newest first, with the ids of alerts whose changes have not reached the server yet. */
export function usePriceAlerts(): AlertsQuery | undefined {
  return useLiveQuery(async (): Promise<AlertsQuery> => {
    try {
      const [alerts, pendingIds] = await Promise.all([
        db.priceAlerts.orderBy('id').reverse().toArray(),
        pendingRecordIds(db, 'price_alert'),
      ]);
      return { alerts, pendingIds };
    } catch (error) {
      return { pendingIds: new Set(), error: describeStorageError(error) };
    }
  }, []);
}

export type PlaceSuggestion = { value: string; label: string };

const suggestionLimit = 6;

/**
 * Cities to offer in From and To as the traveller types (2 letters or more), from the list the
 * device has offline, with the code the price watcher will use for each.
 */
export function usePlaceSuggestions(text: string): PlaceSuggestion[] {
  const [places, setPlaces] = useState<BundledSearchEntry[]>([]);
  const wanted = normaliseName(text);
  const isLongEnough = wanted.length >= 2;
  useEffect(() => {
    if (!isLongEnough || places.length > 0) return;
    let isCurrent = true;
    loadBundledCities().then(
      (bundled) => {
        if (isCurrent) setPlaces(bundled.search);
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [isLongEnough, places.length]);
  return useMemo(() => {
    if (!isLongEnough) return [];
    const matches = places.filter((city) => normaliseName(city.name).startsWith(wanted)).slice(0, suggestionLimit);
    return matches.map((city) => {
      const code = metroAreaOfCity(city.slug, city.country_code)?.code ?? city.iata;
      return { value: city.name, label: `${city.country}${code ? ` · ${code}` : ''}` };
    });
  }, [isLongEnough, places, wanted]);
}
