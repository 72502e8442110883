// The order a typed place is looked up in, the same on the server (api/astra/server-data.ts, over
// the whole city index) and on the device (src/features/chat/data.ts, over its offline lists): a
// country's name first ("Peru" is the country, not Peru, Indiana), then three letters as an airport
// code or a town by the rules below, then a town by its name.

/**
 * A city of its own name beats a lower-case airport code from this size up ("ufa" is Ufa, "par" is
 * Paris rather than the village of Par): a code typed in capitals always wins.
 */
export const cityOverCodePopulation = 100_000;

/** Everyday words that are also airport codes (FOR is Fortaleza, CAN Guangzhou) or small towns: in lower case they are words. */
const commonWords = new Set(
  'the and for but not you all any can day get got has her him his how its let may new now off old one our out own see she two use way who why yes bus car eat fly hot big add air art bar bed box buy cab far fun man men red run sea sun top tour van via war zoo bay spa ski pub tea sky tip tap tax ten six yet los las les del dos das'.split(
    ' ',
  ),
);

/** Longer than this is no place name (and not worth a lookup). */
export const maxPlaceChars = 100;

export type PlaceLookups<P> = {
  /** The place a country's name stands for (its capital), if the text is one. */
  country(): P | undefined;
  /** The town of that name (the likeliest of its namesakes), with how many live there. */
  town(): { place: P; population: number } | undefined;
  /** The place of an airport code (its metropolitan area's city, else the city its airport serves). */
  code(): P | undefined;
};

/** The place `typed` names, looked up in the shared order. */
export function placeInOrder<P>(typed: string, by: PlaceLookups<P>): P | undefined {
  const country = by.country();
  if (country) return country;
  if (!/^[A-Za-z]{3}$/.test(typed)) return by.town()?.place;
  if (typed === typed.toUpperCase()) return by.code() ?? by.town()?.place;
  const town = by.town();
  if (town && town.population >= cityOverCodePopulation) return town.place;
  if (commonWords.has(typed.toLowerCase())) return undefined;
  return by.code() ?? town?.place;
}

/**
 * Of several places of one name: a namesake this many times smaller may still be the likelier one (it
 * has an airport named after it, the biggest none: "Valencia" is Spain's); and a smaller namesake at
 * least `notablePopulation` and a `notableRatio`th of the one taken is named beside it ("Portland, Maine").
 */
export const namesakeLimits = { airportRatio: 3, notablePopulation: 50_000, notableRatio: 10 } as const;

type Namesake = { name: string; country: string; country_code: string; admin?: string | null | undefined; population: number };

/** A smaller namesake worth naming beside the place taken ("Portland, Maine" beside Portland, Oregon)? */
export const isNotableNamesake = (other: Namesake, taken: Namesake) =>
  other.population >= namesakeLimits.notablePopulation && other.population * namesakeLimits.notableRatio >= taken.population;

/**
 * How a reply names the other place of the name beside the one taken: "Valencia, Venezuela"; in the
 * same country by its region, and then the place taken with its own ("Portland, Maine" beside Portland, Oregon).
 */
export function namesakeNote(taken: Namesake, other: Namesake): { namesake: string; region?: string } {
  const sameCountry = other.country_code === taken.country_code && Boolean(other.admin && taken.admin);
  return { namesake: `${other.name}, ${sameCountry ? other.admin : other.country}`, ...(sameCountry ? { region: taken.admin! } : {}) };
}
