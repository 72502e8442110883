// Itinerary items for tests, made through the real schema so every default is filled
// as a stored item's would be. Test-only: nothing in the app imports it.
import { itineraryItemFieldsSchema } from '../../src/domain/itinerary-schema';
import type { ItineraryItemWithId } from '../../src/domain/itinerary-rules';

export const tripId = '0193a7d2-5c1e-7abc-8def-0123456789ab';

export const places = {
  lhr: { name: 'London Heathrow', code: 'LHR', timezone: 'Europe/London', country_code: 'GB', lat: 51.47, lon: -0.4543 },
  sin: { name: 'Singapore Changi', code: 'SIN', timezone: 'Asia/Singapore', country_code: 'SG', lat: 1.3644, lon: 103.9915 },
  jfk: { name: 'New York JFK', code: 'JFK', timezone: 'America/New_York', country_code: 'US' },
  cdg: { name: 'Paris Charles de Gaulle', code: 'CDG', timezone: 'Europe/Paris', country_code: 'FR' },
  london: { name: 'London', timezone: 'Europe/London', country_code: 'GB' },
  paris: { name: 'Paris', timezone: 'Europe/Paris', country_code: 'FR', lat: 48.8566, lon: 2.3522 },
  singapore: { name: 'Singapore', timezone: 'Asia/Singapore', country_code: 'SG' },
  newYork: { name: 'New York', timezone: 'America/New_York', country_code: 'US' },
  boston: { name: 'Boston', timezone: 'America/New_York', country_code: 'US' },
};

let counter = 0;

/** A stored item from what a traveller would enter; the id counts up so each is distinct. */
export function makeItem(
  fields: { kind: string; day: string | null; position: string; details: Record<string, unknown> },
  id?: string,
): ItineraryItemWithId {
  counter += 1;
  const parsed = itineraryItemFieldsSchema.parse({ trip_id: tripId, ...fields });
  return { ...parsed, id: id ?? `0193a7d2-5c1e-7abc-8def-${String(counter).padStart(12, '0')}` };
}

export function flight(day: string | null, position: string, details: Record<string, unknown>, id?: string): ItineraryItemWithId {
  return makeItem({ kind: 'flight', day, position, details }, id);
}

export function stay(day: string | null, position: string, details: Record<string, unknown>, id?: string): ItineraryItemWithId {
  return makeItem({ kind: 'stay', day, position, details }, id);
}

export function activity(day: string | null, position: string, details: Record<string, unknown>, id?: string): ItineraryItemWithId {
  return makeItem({ kind: 'activity', day, position, details }, id);
}

export function transport(day: string | null, position: string, details: Record<string, unknown>, id?: string): ItineraryItemWithId {
  return makeItem({ kind: 'transport', day, position, details }, id);
}

export function note(day: string | null, position: string, text: string, id?: string): ItineraryItemWithId {
  return makeItem({ kind: 'note', day, position, details: { text } }, id);
}

/** BA15 as the ticket says it, in June (London on BST). */
export function ba15(day = '2027-06-12', month = '06'): ItineraryItemWithId {
  return flight(day, 'a0', {
    from: places.lhr,
    to: places.sin,
    depart_local: `2027-${month}-12T21:40`,
    arrive_local: `2027-${month}-13T18:05`,
    airline: 'British Airways',
    flight_number: 'BA15',
    terminal: '5',
    seat: '32A',
    confirmation: 'XK7Q2M',
  });
}

/** BA15 in March (London on GMT) as a traveller enters it: what a device or the API is given. */
export const ba15Entered = {
  kind: 'flight',
  day: '2027-03-12',
  details: {
    from: { name: 'London Heathrow', code: 'LHR', timezone: 'Europe/London' },
    to: { name: 'Singapore Changi', code: 'SIN', timezone: 'Asia/Singapore' },
    depart_local: '2027-03-12T21:40',
    arrive_local: '2027-03-13T18:05',
    airline: 'British Airways',
    flight_number: 'BA15',
    confirmation: 'X7K2PQ',
  },
} as const;
