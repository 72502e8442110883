// What Agent Mode puts in a trip's plan, from what Astra's data knows: the airport a place stands
// for, the place of a stay or an activity in a city, and the trip covering a day. Shared by the
// embedded engine (answers/itinerary.ts) and the LLM's plan tools (api/astra/tools.ts), so both
// propose the same items.
import type { ItineraryPlace } from '../itinerary-schema';
import type { AstraPlace, AstraTrip, CityDetails } from './types';

/** An airport as a flight item stores it: a three-letter code, its zone, and the map position of its city. */
export type PlanAirport = ItineraryPlace & { code: string };

const countryCodeOf = (code: string) => (/^[A-Z]{2}$/.test(code) ? { country_code: code } : {});

/**
 * The airport a place stands for: the code the traveller typed (LHR), else the city's own code when
 * it is one of its airports (SIN), else its only airport. A city-wide code (LON) or a city with
 * several airports is no airport to land at: undefined, and `airportCodesOf` says which to ask about.
 */
export function airportOf(place: AstraPlace, details: CityDetails | undefined, typedCode?: string): PlanAirport | undefined {
  const airports = details?.iata ?? [];
  const typed = typedCode && place.iata === typedCode.toUpperCase() ? place.iata : undefined;
  const code = typed ?? (place.iata && airports.includes(place.iata) ? place.iata : airports.length === 1 ? airports[0] : undefined);
  const timezone = place.timezone ?? details?.timezone;
  if (!code || !/^[A-Z]{3}$/.test(code) || !timezone) return undefined;
  const named = details?.airports.find((airport) => airport.iata === code)?.name;
  return {
    name: named ?? place.name,
    code,
    timezone,
    ...countryCodeOf(place.country_code),
    ...(place.lat !== undefined && place.lon !== undefined ? { lat: place.lat, lon: place.lon } : {}),
  };
}

/** The airports a city's data lists, to ask which one when `airportOf` found none. */
export const airportCodesOf = (details: CityDetails | undefined): readonly string[] => details?.iata ?? [];

/** A city as the place of a stay or an activity: its guide's name, slug and zone, else what the search found. */
export function cityPlaceOf(place: AstraPlace, details: CityDetails | undefined): ItineraryPlace | undefined {
  if (details)
    return {
      name: details.name,
      code: details.slug,
      timezone: details.timezone,
      ...countryCodeOf(details.country_code),
      lat: details.lat,
      lon: details.lon,
    };
  if (!place.timezone) return undefined;
  return {
    name: place.name,
    ...(place.slug ? { code: place.slug } : {}),
    timezone: place.timezone,
    ...countryCodeOf(place.country_code),
    ...(place.lat !== undefined && place.lon !== undefined ? { lat: place.lat, lon: place.lon } : {}),
  };
}

/** The first trip whose dates cover `day`, earliest first. */
export const coveringTrip = (trips: readonly AstraTrip[], day: string): AstraTrip | undefined =>
  [...trips].sort((a, b) => a.start_date.localeCompare(b.start_date)).find((trip) => trip.start_date <= day && day <= trip.end_date);
