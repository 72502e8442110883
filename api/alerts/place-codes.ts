// Alerts may name places the way travellers do ("London", "Tokyo"); price sources want airport or
// city codes. This wraps a source so each place is read as a code first: a code stays as typed, a
// city name becomes its metropolitan or nearest airport code, anything else is left for the source
// to refuse with its note.
import { flightCodeOf } from '../astra/server-data';
import type { CityIndex } from '../cities/city-index';
import type { PriceSource, PriceTarget } from './price-sources';

export type PlaceCode = (place: string) => string | undefined;

/** A city's code by its whole name or alias ("Kiev", "Bombay"); the most populous city of that name. */
export function cityCodeResolver(cities: CityIndex): PlaceCode {
  return (place) => {
    const name = place.trim();
    if (/^[A-Za-z]{3}$/.test(name) || name.length === 0 || name.length > 100) return undefined;
    const city = cities.exactMatches(name, 1)[0];
    return city ? flightCodeOf(cities, city) : undefined;
  };
}

export function withPlaceCodes(source: PriceSource, codeOf: PlaceCode): PriceSource {
  const coded = <T extends PriceTarget>(target: T): T => ({
    ...target,
    origin: codeOf(target.origin) ?? target.origin,
    destination: codeOf(target.destination) ?? target.destination,
  });
  return {
    name: source.name,
    ...(source.unsupportedReason ? { unsupportedReason: (target: PriceTarget) => source.unsupportedReason!(coded(target)) } : {}),
    quote: (request) => source.quote(coded(request)),
  };
}
