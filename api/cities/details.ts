// A city's details: quick facts from the data (local time computed now, with Intl), its airports,
// and either the team's curated guide or content generated from facts alone. Generated content
// never invents: no attractions, and it says plainly that no curated guide exists yet.
import type { CityDetails, CityGuide, NearbyAirport, QuickFact } from '../../src/domain/cities';
import { cityGuides } from './city-guides';
import { countryExtras, type CountryExtras } from '../../src/domain/country-extras';
import type { CityRecord, CountryFacts } from './artifact';
import { listInWords } from '../../src/domain/list-in-words';

/** Nearby airports: within a drive a traveller would take to fly (Cape Town's next one is 365 km away), nearest first. */
export const airportLimits = { maxKm: 150, count: 5 } as const;

const guidesById = new Map<number, CityGuide>(cityGuides.map((guide) => [guide.geonameId, guide]));

export function guideFor(geonameId: number): CityGuide | undefined {
  return guidesById.get(geonameId);
}

const offsetFormats = new Map<string, Intl.DateTimeFormat | null>();

/** "UTC+1", "UTC-4", "UTC+5:30": the zone's offset at `now` (so summer time counts), or undefined for a zone Intl does not know. */
export function utcOffset(timeZone: string, now: Date): string | undefined {
  let format = offsetFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    } catch {
      format = null;
    }
    offsetFormats.set(timeZone, format);
  }
  const name = format?.formatToParts(now).find((part) => part.type === 'timeZoneName')?.value;
  if (!name) return undefined;
  const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name);
  if (!match) return undefined;
  if (!match[1]) return 'UTC+0';
  return `UTC${match[1]}${Number(match[2])}${match[3] === '00' ? '' : `:${match[3]}`}`;
}

const numberFormat = new Intl.NumberFormat('en-US');

function currencyText(facts: CountryFacts | undefined): string | undefined {
  const currency = facts?.currency;
  if (!currency) return undefined;
  const symbol = currency.symbol && currency.symbol !== currency.code ? `, ${currency.symbol}` : '';
  return `${currency.name} (${currency.code}${symbol})`;
}

function localTime(city: CityRecord, now: Date): string {
  const offset = utcOffset(city.timezone, now);
  return offset ? `${offset} (${city.timezone})` : city.timezone;
}

function quickFacts(city: CityRecord, facts: CountryFacts | undefined, extras: CountryExtras | undefined, now: Date): QuickFact[] {
  const list: Array<[string, string | undefined]> = [
    ['Country', city.country],
    ['Region', city.admin ?? undefined],
    ['Population', city.population > 0 ? numberFormat.format(city.population) : undefined],
    ['Local time', localTime(city, now)],
    ['Currency', currencyText(facts)],
    ['Languages', facts?.languages.length ? facts.languages.join(', ') : undefined],
    ['Calling code', facts?.callingCodes.length ? facts.callingCodes.map((code) => `+${code}`).join(', ') : undefined],
    ['Plug types', extras ? extras.plugs.join(', ') : undefined],
    ['Driving side', extras ? (extras.drivingSide === 'left' ? 'Left' : 'Right') : undefined],
    ['Tipping', extras?.tipping],
    ['Emergency number', extras?.emergency],
  ];
  return list.flatMap(([label, value]) => (value ? [{ label, value }] : []));
}

function airportList(airports: NearbyAirport[]): string {
  return listInWords(airports.map((airport) => `${airport.name} (${airport.iata}, ${airport.distance_km} km)`));
}

function generatedTransport(city: CityRecord, airports: NearbyAirport[], extras: CountryExtras | undefined): string {
  const flying = airports.length
    ? `The nearest airport${airports.length > 1 ? 's' : ''} with scheduled flights: ${airportList(airports)}.`
    : `We know of no airport with scheduled flights within ${airportLimits.maxKm} km of ${city.name}.`;
  const driving = extras ? ` Traffic drives on the ${extras.drivingSide}.` : '';
  return `${flying} Taxis and airport transfers can be booked ahead with our transfer partner, and rental cars with our car partner.${driving}`;
}

function generatedDining(city: CityRecord, facts: CountryFacts | undefined, extras: CountryExtras | undefined): string {
  const where = city.admin ? `${city.admin}, ${city.country}` : city.country;
  const currency = currencyText(facts);
  const paying = currency ? ` Restaurants charge in ${currency}.` : '';
  const tipping = extras ? ` Tipping: ${extras.tipping}` : '';
  return `We have no curated dining guide for ${city.name} (${where}) yet.${paying}${tipping}`;
}

function generatedTips(city: CityRecord, facts: CountryFacts | undefined, extras: CountryExtras | undefined, now: Date): string[] {
  const currency = currencyText(facts);
  // The screen says there is no guide (and `curated: false` tells any client): tips are facts only.
  const tips: string[] = [];
  if (currency) tips.push(`Pay in ${currency}.`);
  if (extras) {
    tips.push(`Plugs are type ${listInWords(extras.plugs)}: bring an adapter if yours differ.`);
    tips.push(`Traffic drives on the ${extras.drivingSide}.`);
    tips.push(`Tipping: ${extras.tipping}`);
    tips.push(`Emergency number: ${extras.emergency}.`);
  }
  tips.push(`Local time is ${localTime(city, now)}.`);
  return tips;
}

export function buildCityDetails(
  city: CityRecord,
  facts: CountryFacts | undefined,
  airports: NearbyAirport[],
  now: Date,
  guide: CityGuide | undefined = guideFor(city.geonameId),
): CityDetails {
  const extras = countryExtras[city.countryCode];
  const base = {
    slug: city.slug,
    name: city.name,
    country: city.country,
    country_code: city.countryCode,
    admin: city.admin,
    timezone: city.timezone,
    population: city.population,
    lat: city.lat,
    lon: city.lon,
    quick_facts: quickFacts(city, facts, extras, now),
    airports,
    iata: airports.map((airport) => airport.iata),
  };
  if (guide) {
    return {
      ...base,
      top_attractions: guide.top_attractions,
      dining_summary: guide.dining_summary,
      transport_summary: guide.transport_summary,
      local_tips: guide.local_tips,
      curated: true,
    };
  }
  return {
    ...base,
    top_attractions: [],
    dining_summary: generatedDining(city, facts, extras),
    transport_summary: generatedTransport(city, airports, extras),
    local_tips: generatedTips(city, facts, extras, now),
    curated: false,
  };
}
