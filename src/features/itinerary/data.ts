// A trip's plan on the device: the trip and its itinerary items as live queries (so every change
// shows at once, offline too), the writes of src/db/itinerary-items.ts, and the places the item
// form suggests, all from what the device holds: the bundled city list and the cities opened before.
import { useEffect, useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type CachedCityRow, type ItineraryItemRow, type TripRow } from '../../db/database';
import { describeStorageError, pendingRecordIds, type LocalSaveError } from '../../db/local-changes';
import { loadBundledCities, type BundledCities } from '../../lib/bundled-cities';
import { normaliseName, type CityDetails } from '../../domain/cities';
import type { ItineraryPlace } from '../../domain/itinerary-schema';

export { createItineraryItem, deleteItineraryItem, moveItineraryItem, updateItineraryItem } from '../../db/itinerary-items';
export type { ItineraryItemRow, TripRow };

export type TripPlanQuery = { trip?: TripRow; items: ItineraryItemRow[]; pendingIds: ReadonlySet<string>; error?: LocalSaveError };

/** The trip and its items; `trip` undefined when the trip is not on this device. Undefined while loading. */
export function useTripPlan(tripId: string): TripPlanQuery | undefined {
  return useLiveQuery(async (): Promise<TripPlanQuery> => {
    try {
      const [trip, items, pendingIds] = await Promise.all([
        db.trips.get(tripId),
        db.itineraryItems.where('trip_id').equals(tripId).toArray(),
        pendingRecordIds(db, 'itinerary_item'),
      ]);
      return { ...(trip ? { trip } : {}), items, pendingIds };
    } catch (error) {
      return { items: [], pendingIds: new Set(), error: describeStorageError(error) };
    }
  }, [tripId]);
}

/** A place the form can offer: an airport (with its IATA code) or a city, with its zone. */
export type PlaceOption = { place: ItineraryPlace; kind: 'airport' | 'city'; /** "London, United Kingdom" */ where: string };

function cityPlace(city: { name: string; slug: string; timezone: string; country_code: string; lat: number; lon: number }): ItineraryPlace {
  return { name: city.name, code: city.slug, timezone: city.timezone, country_code: city.country_code, lat: city.lat, lon: city.lon };
}

function detailsOf(value: unknown): CityDetails | undefined {
  const details = value as Partial<CityDetails> | undefined;
  return details && typeof details.slug === 'string' && typeof details.timezone === 'string' && Array.isArray(details.airports)
    ? (details as CityDetails)
    : undefined;
}

/** Every airport and city the device knows: named airports of the guides first, then each listed city's code. */
export function placeOptions(bundled: BundledCities | undefined, opened: readonly CachedCityRow[]): PlaceOption[] {
  const guides = [...(bundled?.cities ?? []), ...opened.flatMap((row) => detailsOf(row.details) ?? [])];
  const airports = new Map<string, PlaceOption>();
  const cities = new Map<string, PlaceOption>();
  for (const city of guides) {
    const where = `${city.name}, ${city.country}`;
    cities.set(city.slug, { kind: 'city', place: cityPlace(city), where: city.country });
    for (const airport of city.airports) {
      if (!airport.iata || airports.has(airport.iata)) continue;
      airports.set(airport.iata, {
        kind: 'airport',
        where,
        place: {
          name: airport.name,
          code: airport.iata,
          timezone: city.timezone,
          country_code: city.country_code,
          lat: city.lat,
          lon: city.lon,
        },
      });
    }
  }
  for (const city of bundled?.search ?? []) {
    if (!cities.has(city.slug)) cities.set(city.slug, { kind: 'city', place: cityPlace(city), where: city.country });
    if (city.iata && !airports.has(city.iata)) {
      airports.set(city.iata, {
        kind: 'airport',
        where: `${city.name}, ${city.country}`,
        place: {
          name: `${city.name} (${city.iata})`,
          code: city.iata,
          timezone: city.timezone,
          country_code: city.country_code,
          lat: city.lat,
          lon: city.lon,
        },
      });
    }
  }
  return [...airports.values(), ...cities.values()];
}

const suggestionLimit = 6;

/** The best matches for what the traveller typed: an exact IATA code first, then names and cities that start with it. */
export function matchPlaces(options: readonly PlaceOption[], kind: 'airport' | 'city', text: string): PlaceOption[] {
  const wanted = normaliseName(text);
  if (wanted.length < 2) return [];
  const code = text.trim().toUpperCase();
  const ofKind = options.filter((option) => option.kind === kind);
  const scored = ofKind.flatMap((option) => {
    const name = normaliseName(option.place.name);
    const where = normaliseName(option.where);
    const score =
      kind === 'airport' && option.place.code === code
        ? 0
        : name.startsWith(wanted) || where.startsWith(wanted)
          ? 1
          : name.split(' ').some((word) => word.startsWith(wanted))
            ? 2
            : undefined;
    return score === undefined ? [] : [{ option, score }];
  });
  return scored
    .sort((a, b) => a.score - b.score)
    .slice(0, suggestionLimit)
    .map((entry) => entry.option);
}

/** The places the device knows, loaded once for the form; empty while loading or when the list cannot load. */
export function usePlaceOptions(): PlaceOption[] {
  const [bundled, setBundled] = useState<BundledCities>();
  const opened = useLiveQuery(() => db.cities.toArray().catch((): CachedCityRow[] => []), []);
  useEffect(() => {
    let isCurrent = true;
    loadBundledCities().then(
      (data) => {
        if (isCurrent) setBundled(data);
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return useMemo(() => placeOptions(bundled, opened ?? []), [bundled, opened]);
}
