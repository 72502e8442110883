// Named airports ("Heathrow", "Changi", "Charles de Gaulle"): each read as the airport, with its code,
// the city it serves and how far out it is, from the airport data, never a town of the same name.
import { normaliseName } from '../../cities';
import { airportNicknameKeys } from '../airport-words';
import { findPlaceList, isStopWord } from '../extract';
import type { AstraContext, AstraEntities, AstraPlace } from '../types';
import { detailsOf, link, reply, type Draft, type Reply } from './reply';

/** The airports named in the message, in order (one per code). */
export async function namedAirports(draft: Draft, entities: AstraEntities, context: AstraContext): Promise<AstraPlace[]> {
  let mentions = draft.piece ? await findPlaceList(draft.piece, context.data) : [];
  // "Charles de Gaulle or Orly for Disneyland": a choice with one airport named is between airports, so the other name is read as one too.
  if (draft.piece && /\bor\b|\bvs\.?\b|\bversus\b/.test(draft.lower) && mentions.some((mention) => mention.place.airport_name))
    mentions = await findPlaceList(draft.piece, context.data, 4, true);
  // "cdg and ory, which is which", "dmk vs bkk": two three-letter words set side by side and asked about are read as codes.
  const twoCodes =
    /^[^.?!]*\b[a-z]{3}\s*(?:\band\b|\bor\b|\bvs\.?|\bversus\b|&|\/|,)\s*[a-z]{3}\b/.test(draft.lower) &&
    /\bwhich is which\b|\bdifference\b|\bvs\.?\b|\bversus\b|\bwhat (?:are|is)\b|\bwhere (?:are|is)\b|\?\s*$/.test(draft.lower);
  // ("jfk or newark for manhattan": a three-letter word set against another name as a choice is read as a code too.)
  const codeInChoice = /(?:^|\s)[a-z]{3}\s+(?:or|vs\.?|versus)\s+\p{L}|\p{L}\s+(?:or|vs\.?|versus)\s+[a-z]{3}(?![\p{L}])/u.test(
    draft.lower,
  );
  if (draft.piece && (twoCodes || codeInChoice) && !mentions.some((mention) => mention.place.airport_name))
    mentions = await findPlaceList(draft.piece, context.data, 4, true);
  // "St Ives Cornwall closest airport": the nearest airports to a town named are asked, not an airport named along the way.
  if (
    /\b(?:nearest|closest)\s+(?:(?:big|main|major|international|commercial|large|real)\s+)?airports?\b/.test(draft.lower) &&
    !/\bor\b|\bvs\.?\b|\bversus\b/.test(draft.lower) &&
    mentions.some((mention) => !mention.place.airport_name && mention.place.kind !== 'country')
  )
    return [];
  const airports = mentions.map((mention) => mention.place).filter((place) => place.airport_name);
  // "How far is JFK from Manhattan", "Orly or CDG, which is closer": an airport typed as its code,
  // asked how far out it is, is the airport too (its name and distance from the city's details).
  // "What does LHR stand for", "which airport is FCO": a code asked what it names is the airport too.
  // "EWR or JFK for Brooklyn", "what's BCN": two codes to choose between, or a code asked alone, are airports too.
  const codesTyped = draft.piece
    ? mentions.filter((mention) => mention.place.iata && draft.piece!.cased.slice(mention.index, mention.end) === mention.place.iata).length
    : 0;
  // "cdg and ory, which is which", "dmk vs bkk": two codes set side by side, in any case, are two airports to tell apart.
  const codesSideBySide = draft.piece
    ? mentions.filter(
        (mention) => mention.place.iata && draft.piece!.cased.slice(mention.index, mention.end).toUpperCase() === mention.place.iata,
      ).length
    : 0;
  if (
    draft.piece &&
    (/\bhow far\b|\bdistance\b|\bhow close\b|\bcloser\b|\bclosest\b|\bnearer\b|\bbetter\b|\bstands? for\b|\bthe same (?:airport )?as\b|\b(?:which|what) (?:airport|city)\b|\bairport is\b|\bwhere(?:'s| is)\b|\bis [a-z]{3} (?:in|near)\b/.test(
      draft.lower,
    ) ||
      (codesTyped >= 2 && /\bor\b|\bvs\.?\b|\bversus\b|\bto\b/.test(draft.lower)) ||
      // ("jfk or newark for manhattan": a code set against another airport named by its town is a choice of airports.)
      (codesSideBySide >= 1 && /\b[a-z]{3} (?:or|vs\.?|versus) [a-z]|[a-z] (?:or|vs\.?|versus) [a-z]{3}\b/.test(draft.lower)) ||
      (codesSideBySide >= 2 && twoCodes) ||
      // "EWR is new york right?", "LGW = London?": a code typed first, said to be a place, is the airport asked about.
      /^\s*(?:so\s+|and\s+)?[A-Z]{3}\s+(?:is|=|means)\b/.test(draft.piece.cased) ||
      /^\s*what(?:'s|s| is) [A-Z]{3}\s*\??\s*$/.test(draft.piece.cased))
  ) {
    for (const mention of mentions) {
      const { place } = mention;
      const typed = draft.piece.cased.slice(mention.index, mention.end);
      if (place.airport_name || !place.iata || typed.toUpperCase() !== place.iata) continue;
      const nearby = (await detailsOf(place, context))?.airports.find((airport) => airport.iata === place.iata);
      if (nearby) airports.push({ ...place, kind: 'airport', airport_name: nearby.name });
    }
  }
  // "Luton or Stansted for central London": a town that gives its name to the airport its code names
  // (Luton's LTN is London Luton Airport), beside another airport or an airport word, is that airport.
  // Asked how far out it is too ("how far is Luton from London", "flying into Newark, how far to NYC").
  // ("The closest airport to Cannes": the airports of a town are asked, not the one named after it.)
  // ("Dubrovnik airport to the old town": an airport named by its town goes somewhere; its town's airports are not asked.)
  // ("Which airports are near Venice", "which airports serve Venice", "which airports could we fly into": the town's list.)
  const townAsked =
    [
      ...draft.lower.matchAll(
        /(?:^|(\S+)\s+)(?:airports?|fly(?:ing)? into)\s+(?:(?:are|is)\s+(?:there\s+)?)?(?:(?:do|should|would|can|could)\s+(?:i|we)\s+(?:fly\s+into|use|take)(?:\s+|(?=[,.?!;]|$)))?(?:(?:to|for|near|around|in|of|serve|serves|serving)\s|(?<=(?:into|use|take))(?=[,.?!;]|$))/g,
      ),
    ].some((match) => !match[1] || isStopWord(match[1])) && !/\bor\b|\bvs\.?\b|\bversus\b/.test(draft.lower);
  if (
    draft.piece &&
    !townAsked &&
    // (What was typed: "and Cannes?" after the airports of Nice asks Cannes's airports, not the one named after it.)
    (airports.length > 0 ||
      /\bairports?\b|\bhow far\b|\bdistance\b|\bfly(?:ing)? into\b|\bland(?:ing)? (?:at|in)\b|^\s*is (?!it\b|there\b|this\b|that\b)[a-z' .-]+ (?:in|near)\b/.test(
        draft.piece.lower,
      ))
  ) {
    // ("Marco Polo or Treviso": a town whose own airport bears its name, where the message says "airport"
    // or names another airport, is that airport too.)
    const ownAirportToo = airports.length > 0 || /\bairports?\b/.test(draft.lower);
    const asksHowFar = /\bhow (?:far|close)\b|\bdistance\b/.test(draft.lower);
    for (const mention of mentions) {
      const { place } = mention;
      // (A country stands for its capital, whose airport nobody named: "kotor montenegro airport".)
      if (place.airport_name || !place.iata || place.kind === 'country') continue;
      // ("Charleroi airport, how far from Brussels": the city after "from" is where the distance is measured from.)
      if (
        asksHowFar &&
        airports.length > 0 &&
        /\bfrom (?:the )?(?:centre of |center of )?$/.test(draft.piece.lower.slice(0, mention.index))
      )
        continue;
      const served = await context.data.findPlace(place.iata);
      if (!served || (served.name === place.name && !ownAirportToo)) continue;
      const airport = (await detailsOf(served, context))?.airports.find((nearby) => nearby.iata === place.iata);
      // ("itami or kansai": a town whose name is the airport's nickname, Itami for Osaka International, is that airport too.)
      const nickname = airportNicknameKeys(place.iata).some((key) => key.replace(/^~/, '') === normaliseName(place.name));
      // (Accents aside: the town Keflavík names Keflavik International Airport.)
      if (airport && (normaliseName(airport.name).includes(normaliseName(place.name)) || nickname))
        airports.push({ ...served, iata: place.iata, kind: 'airport', airport_name: airport.name });
    }
  }
  for (const place of [entities.destination, entities.origin]) if (place?.airport_name) airports.push(place);
  // "Sabiha Gokcen or Istanbul airport": a city's own airport named after it alone ("İstanbul Airport",
  // "Munich Airport"), beside another airport or a choice, is that airport.
  if (draft.piece && (airports.length > 0 || /\bor\b|\bvs\.?\b|\bversus\b/.test(draft.lower))) {
    for (const named of draft.piece.lower.matchAll(/\b([a-z][a-z' -]{2,30}?) (?:international )?airport\b/g)) {
      const words = named[1]!.split(' ');
      for (let start = 0; start < words.length; start++) {
        const name = words.slice(start).join(' ');
        const city = await context.data.findPlace(name);
        if (!city || city.kind === 'country' || city.airport_name) continue;
        const own = (await detailsOf(city, context))?.airports.find((airport) =>
          [`${name} airport`, `${name} international airport`].includes(normaliseName(airport.name)),
        );
        if (own) airports.push({ ...city, iata: own.iata, kind: 'airport', airport_name: own.name });
        break;
      }
    }
  }
  if (airports.length === 0) {
    const small = await airportOfSmallTown(draft, mentions, context);
    if (small) airports.push(small);
  }
  return airports.filter((place, index) => airports.findIndex((other) => other.iata === place.iata) === index);
}

/**
 * "Is Orly in Paris", "orly to city km?": a name typed in lower case that is both a small town and the name of a big city's
 * airport (too small to be read as a place on its own), asked whether it is in that city or how far it is into town, is the
 * airport.
 */
async function airportOfSmallTown(
  draft: Draft,
  mentions: ReadonlyArray<{ place: AstraPlace }>,
  context: AstraContext,
): Promise<AstraPlace | undefined> {
  if (!context.data.findAirport) return undefined;
  const isIn = /^\s*(?:so\s+|and\s+)?is (?!it\b|there\b|this\b|that\b)([a-z][a-z'-]{3,20}) (?:in|near|part of|outside|for)\b/.exec(
    draft.lower,
  );
  const howFar = /\bhow (?:far|close)\b|\bdistance\b|\bkms?\b|\bkilomet|\bmiles\b/.test(draft.lower)
    ? /^\s*([a-z][a-z'-]{3,20})\s+(?:to|from|into|->|→)\s/.exec(draft.lower)
    : null;
  const name = (isIn ?? howFar)?.[1];
  if (!name || isStopWord(name) || mentions.some((mention) => normaliseName(mention.place.name) === normaliseName(name))) return undefined;
  const airport = await context.data.findAirport(name, true);
  if (!airport?.airport_name) return undefined;
  // (Asked whether it is in a city, it must be that city's airport: "is Orly in Paris", not "is Orly in Lyon".)
  if (isIn && !mentions.some((mention) => mention.place.slug === airport.slug)) return undefined;
  return airport;
}

/**
 * `from`: another city the distance was asked from ("how far is Kansai airport from Kyoto"), told where its own details list the airport.
 * `askedSame`: whether they are one airport was asked ("is LHR the same as Gatwick"): two airports say first that they are not.
 * `compared`: the message sets the airports against each other ("Stansted or Luton", "which is closer"): no ride is offered.
 */
export async function answerNamedAirports(
  airports: AstraPlace[],
  context: AstraContext,
  from?: AstraPlace,
  askedSame = false,
  compared = false,
): Promise<Reply> {
  const lines: string[] = [];
  const [one, other] = airports;
  if (askedSame && one && other && one.iata !== other.iata) {
    const city = one.slug === other.slug ? `, though both serve **${one.name}**` : '';
    lines.push(
      `No: **${one.airport_name}** (${one.iata}) and **${other.airport_name}** (${other.iata}) are two different airports${city}.`,
    );
  }
  const fromAirports = from ? ((await detailsOf(from, context))?.airports ?? []) : [];
  for (const airport of airports) {
    const details = await detailsOf(airport, context);
    const distance = details?.airports.find((nearby) => nearby.iata === airport.iata)?.distance_km;
    const where = `${airport.name}${airport.country && airport.country !== airport.name ? `, ${airport.country}` : ''}`;
    const fromDistance = fromAirports.find((nearby) => nearby.iata === airport.iata)?.distance_km;
    const away =
      from && fromDistance !== undefined
        ? `; it is ${fromDistance} km from the centre of **${from.name}**`
        : distance !== undefined
          ? `, ${distance} km from the centre`
          : '';
    lines.push(`**${airport.airport_name}** has the code **${airport.iata}** and serves **${where}**${away}.`);
  }
  const first = airports[0]!;
  const into = from && fromAirports.some((nearby) => nearby.iata === first.iata) ? from.name : first.name;
  // ("Is LHR the same as Gatwick", "Orly or CDG, which is closer": airports set side by side are compared, and a ride
  // from one of them is a search nobody asked for.)
  if (askedSame || (airports.length > 1 && compared)) return reply(lines.join('\n\n'));
  return reply(lines.join('\n\n'), {
    links: [link('transfers', `Transfers from ${first.iata}`, { origin: first.iata, city: into }, 'city_info', context)],
  });
}
