// Country facts asked directly ("what plugs in Japan", "emergency number in Kyoto", "capital of
// Turkey"): languages, currency, plug types, driving side, emergency numbers, tipping, calling code,
// time zone and capital, for a country or any city in it. Read from the city's quick facts (the same
// the city screen shows, built from the countries data and country-extras.ts) and the country facts
// where this side has them. Never invented: a fact the data does not hold is said to be missing, and
// what the data does hold is offered instead.
import { utcOffset } from '../../city-details';
import type { AstraContext, AstraEntities, AstraPlace, CityDetails } from '../types';
import { findCurrency } from '../../currency';
import { placeAliasOf } from '../place-aliases';
import { detailsOf, notFound, reply, withPlaceNotHeld, type Draft, type Reply } from './reply';

import { factTopics, type FactTopic } from '../fact-topics';

export type { FactTopic };

/** Money by name, as travellers ask whether a country uses it ("is it the shekel they use"). */
const moneyNames =
  '(?:euros?|dollars?|us dollars|pounds?|yen|francs?|kron(?:a|e|er|or)|shekels?|dirhams?|rand|baht|pesos?|won|rupees?|ringgits?|lira|forints?|zloty|korunas?|dong|yuan|rupiahs?|reais|real|shillings?)';

/** How each topic is asked: checked on the lower-case message. */
const topicPatterns: Record<FactTopic, RegExp> = {
  // (Not an airport's name: "Beijing Capital airport", "Capital City Airport".)
  // ("The capital's nearest airport": something of the capital's is asked, not which city it is.)
  capital: /\bcapital\b(?!'s\b| (?:city )?(?:international )?airports?\b)/,
  languages:
    /\blang(?:u|a)?ages?\b|\bspeak\b|\bspoken\b|\bmother tongue\b|\b(?:english|spanish|french|german|italian) (?:widely |commonly )?(?:common|understood|used)\b/,
  // Not a conversion: "what currency", "currency in X", "money ... use".
  // ("Is it the shekel they use", "do they take dirhams": a currency named and asked whether it is the one used.)
  // ("Should I bring euros to Croatia": money named to take to a place, no sum asked.)
  currency: new RegExp(
    `\\b(?:uses?|using|accepts?|take|pay (?:in|with))\\s+(?:the\\s+)?${moneyNames}\\b|\\bcurr?[ae]nc(?:y|ies)\\b|\\bmoney\\b[^.?!]*\\b(?:use|used|in)\\b|\\bwhat money\\b|\\bwhich money\\b|\\bpay with\\b|\\b${moneyNames}\\b[^.?!]*\\b(?:used|accepted|taken|the currency|they use|people use)\\b|\\b(?:is it|are they on|is the money)\\s+(?:still\\s+)?(?:the\\s+)?${moneyNames}\\b|\\b(?:bring|take|carry|pack)\\s+(?:some\\s+|any\\s+)?${moneyNames}\\s+(?:to|in|into|for)\\b|^(?!.*\\d)(?!.*\\bhow much money\\b).*\\bmoney\\b`,
  ),
  plugs:
    /\bplugs?\b|\bsockets?\b|\boutlets?\b|\badapt[eo]rs?\b|\bvoltage\b|(?<!currency |money |unit )\bconverters?\b|\bpower points?\b|\bchargers?\b[^.?!]*\bwork\b|\bwill my [a-z ]*(?:charger|hair ?dryer|laptop|phone)\b|\b(?:is it|are they|is that|they use|uses?|still|it's|its) (?:a )?types? [a-o]\b(?! (?:message|note|word|letter))|^types? [a-o]\b|\btypes? [a-o](?: (?:or|and) [a-o])?\s*\??\s*$/,
  driving:
    /\bdriv(?:e|es|ing)\b[^.?!]*\b(?:left|right|side)\b|\broads?\b[^.?!]*\b(?:left or right|right or left)\b|\b(?:left or right|right or left)\b[^.?!]*\broads?\b|\b(?:which|what) way (?:do|does|will|should) (?:cars|traffic|they|people|you|i|we) drive\b|\b(?:which|what) side\b[^.?!]*\b(?:driv|ride\b)|\b(?:left|right)(?:[- ]hand)?(?:[- ]side)? driving\b|\bside of (?:the )?road\b|\b(?:cars|traffic|people|they|you)\s+(?:go|goes|drive|drives|run|runs|circulate|keep)\s+(?:in|on|by|to)\s+the\s+(?:left|right)\b|\bdriving side\b|\b(?:left|right)[- ]hand (?:drive|traffic)\b|\b(?:left|right) or (?:left|right)\b[^.?!]*\bdriv(?:e|es|ing)\b/,
  // "If something happens in Seoul what number do I call", "who do I ring if I get robbed": a number to call in trouble.
  emergency:
    /\bemer?g[ae]n[cs](?:y|ies)\b|\b(?:if|when|in case) (?:something|anything) (?:bad )?(?:happens|goes wrong)\b|\bif (?:i|we|you|u) (?:get|am|are|'m|'re|have been|get) (?:robbed|mugged|hurt|injured|attacked|in trouble|in an accident)\b|\bin case of (?:trouble|an accident|a fire|a theft)\b|\bwho (?:do|should|can) (?:i|we|you|u) (?:call|ring|phone)\b|\b(?:what|which) (?:phone )?number (?:do|should|can|would|shall) (?:i|we|you|u) (?:call|ring|dial|phone)\b(?!\s+(?:first|before|to (?:reach|get|call) (?:my|the|a|our)\b))|\bpolice number\b|\bambulance\b|\bnumber (?:for|of) (?:the )?(?:tourist |local )?police\b|\b(?:call|ring|phone|dial|reach|contact) (?:the )?(?:police|cops|fire brigade|fire department|firefighters)\b|\bnumber (?:to|for) (?:call|ring|phone|dial|reach) (?:the )?(?:police|cops|fire)|\b(?:is it|is it still|do they (?:use|have)|do (?:i|we|you|u) (?:dial|call|ring))\s+(?:911|999|112|000|111)\b/,
  // ("Do the Japanese tip", "do greeks expect tips": the people who tip, or the tip they expect, asked about.)
  // ("Do people in South Korea tip?", "in Finland nobody tips": who tips, asked about or told.)
  tipping:
    /\btipping\b|\b(?:necessary|obligatory|mandatory|customary|normal|usual|expected|polite|rude) (?:to )?(?:give (?:a )?|leave (?:a )?)?tip\b|\btips? (?:is |are )?(?:necessary|obligatory|mandatory|customary|expected)\b|\bdo (?:people|locals|they|you|tourists|visitors)\b[^.?!]{0,40}?\btip\b(?! (?:for|on|about)\b)|\b(?:nobody|no one|everyone|everybody|anyone|locals|people) (?:really |actually |usually |ever )?tips\b|\b(?:expect|give|leave|get|accept)s? (?:a |any )?tips?\b(?! (?:for|on|about)\b)|\bdo (?:the )?[a-z]+ (?:people )?tip\b|\b(?:do|should|to|i|we|you|u|ppl|people|they|much) (?:i |we |you |u |ppl |people )?(?:leave a )?tip\b|\btip (?:in|at|for (?:a |the )?(?:waiter|taxi|driver|service))\b|\bleave a tip\b|\bgratuit(?:y|ies)\b|\btips? (?:customs?|etiquette)\b/,
  calling:
    /\b(?:what|which) (?:number|code|prefix) (?:do|should|must|shall) (?:i|we|you|u) (?:dial|put|type|add|press) (?:first|before|in front)\b|\bwhat (?:do|should|must|shall) (?:i|we|you|u) (?:dial|put|type|add|press) (?:in front of|before) (?:the|a|their|her|his|my|our|your) (?:phone )?number\b|\b(?:calling|dial(?:l)?ing|phone|telephone|international|country|area) (?:country )?(?:code|prefix)\b|\b(?:phon|call|ring|dial)\w*\b[^.?!]*\b(?:what|which)\b[^.?!]*\b(?:number|dial|put|type|add|press)\b[^.?!]*\b(?:first|before|in front)\b|\bcode\b[^.?!]*\b(?:to )?(?:call|dial|phone|ring)\b|\b(?:call|dial)\w*\b[^.?!]*\bcode\b|\bhow (?:do|can|would|should) (?:i|we|you|u) (?:call|phone|ring|dial)\b(?! (?:the )?(?:police|cops|fire|an? ambulance|emergency))/,
  timezone: /\btime ?zones?\b|\butc offset\b|\bwhat zone\b|\b(?:on|in) (?:gmt|utc|cet|cest|bst|est|pst)\b/,
  population:
    /\bpopulation\b|\bhow many (?:people|inhabitants|residents|citizens) (?:live|are there|does)\b|\binhabitants\b|\bhow (?:big|populous) is\b/,
};

/** The fact topics a message asks about, in the order asked. */
export function findFactTopics(lower: string): FactTopic[] {
  const found: Array<[FactTopic, number]> = [];
  for (const topic of factTopics) {
    const match = topicPatterns[topic].exec(lower);
    if (!match) continue;
    // "airport code", "QR code", "dress code" are not calling codes.
    if (
      topic === 'calling' &&
      /\b(?:airport|iata|promo|discount|zip|post(?:al)?) code\b/.test(lower) &&
      !/\b(?:call|dial|phone)/.test(lower)
    )
      continue;
    // "Cape Town international code": an airport's name before "code", not the country's calling code.
    if (
      topic === 'calling' &&
      /\b(?!the\b|an?\b|what\b|whats\b|is\b|its\b|their\b|my\b)[a-z]{3,} international code\b/.test(lower) &&
      !/\b(?:call|dial|phone)/.test(lower)
    )
      continue;
    // "tips for Paris" is advice, not tipping.
    found.push([topic, match.index]);
  }
  return found.sort((a, b) => a[1] - b[1]).map(([topic]) => topic);
}

const topicWords: Record<FactTopic, string> = {
  capital: 'capital',
  languages: 'languages',
  currency: 'currency',
  plugs: 'plug types',
  driving: 'driving side',
  emergency: 'emergency numbers',
  tipping: 'tipping custom',
  calling: 'calling code',
  timezone: 'time zone',
  population: 'population',
};

const quickFactLabel: Partial<Record<FactTopic, string>> = {
  languages: 'Languages',
  currency: 'Currency',
  plugs: 'Plug types',
  driving: 'Driving side',
  emergency: 'Emergency number',
  tipping: 'Tipping',
  calling: 'Calling code',
  population: 'Population',
};

const factOf = (details: CityDetails, label: string) => details.quick_facts.find((fact) => fact.label === label)?.value;

/** Where the fact holds: the country for a country (or its capital), "Kyoto, Japan" for a city. */
function whereLabel(place: AstraPlace, details: CityDetails): string {
  if (place.kind === 'country') return `**${details.country}**`;
  // "Wales", "Bali": the name typed, not the city it is read as.
  const name = placeAliasOf(place.name.toLowerCase())?.shownAs === place.name ? place.name : details.name;
  return details.country && details.country !== name ? `**${name}** (${details.country})` : `**${name}**`;
}

function sentence(topic: FactTopic, value: string, where: string, details: CityDetails): string {
  switch (topic) {
    case 'languages':
      return `Languages in ${where}: **${value}**.`;
    case 'currency':
      return `The currency in ${where} is the **${value.replace(/ \(([A-Z]{3}).*\)$/, ' ($1)')}**.`;
    case 'plugs': {
      const plugs = value.split(/,\s*/);
      return `Plugs in ${where} are **type ${plugs.length > 1 ? `${plugs.slice(0, -1).join(', ')} and ${plugs.at(-1)}` : plugs[0]}**: bring an adapter if yours differ.`;
    }
    case 'driving':
      return `In ${where} traffic drives on the **${value.toLowerCase()}**.`;
    case 'emergency':
      return `The emergency number in ${where} is **${value}**.`;
    case 'tipping':
      return `Tipping in ${where}: ${value}`;
    case 'calling':
      return `The country calling code for ${where} is **${value}** (dial it before the number, dropping any leading 0).`;
    case 'timezone':
      return `${where}${where.includes(details.name) ? '' : ` (${details.name})`} is on **${value}**.`;
    case 'capital':
      return `The capital of **${details.country}** is **${value}**.`;
    case 'population':
      // The city data holds the city's own figure (the city screen shows it), nothing wider.
      return `${where} has a population of **${value}** (the city itself, from our city data; I don't have figures for its wider metropolitan area).`;
  }
}

/** The value the data holds for a topic, or undefined. */
async function valueOf(topic: FactTopic, place: AstraPlace, details: CityDetails, context: AstraContext): Promise<string | undefined> {
  if (topic === 'timezone') {
    const offset = utcOffset(details.timezone, context.now);
    return offset ? `${offset} (${details.timezone})` : details.timezone;
  }
  // A country's population is not in the data (the city data holds only its cities').
  // Nor a region's or an airport's read as their city ("population of Bali" is not Denpasar's).
  if (topic === 'population' && (place.kind === 'country' || place.name !== details.name || place.airport_name)) return undefined;
  if (topic === 'capital') {
    if (place.kind === 'country') return place.name;
    if (placeAliasOf(place.name.toLowerCase())?.capital) return details.name;
    const facts = await context.data.countryFacts?.(details.country_code);
    return facts?.capital || undefined;
  }
  const label = quickFactLabel[topic];
  return label ? factOf(details, label) : undefined;
}

/**
 * Countries by their people or by the adjective ("do the Japanese tip", "korean money", "italian roads"), for a
 * fact asked with no place named. Our own list, of the countries whose facts the data holds.
 */
const countryOfPeople: ReadonlyMap<string, string> = new Map(
  Object.entries({
    japanese: 'Japan',
    swiss: 'Switzerland',
    korean: 'South Korea',
    koreans: 'South Korea',
    greek: 'Greece',
    greeks: 'Greece',
    italian: 'Italy',
    italians: 'Italy',
    french: 'France',
    german: 'Germany',
    germans: 'Germany',
    spanish: 'Spain',
    spaniards: 'Spain',
    portuguese: 'Portugal',
    dutch: 'Netherlands',
    belgian: 'Belgium',
    belgians: 'Belgium',
    austrian: 'Austria',
    austrians: 'Austria',
    irish: 'Ireland',
    british: 'United Kingdom',
    canadian: 'Canada',
    canadians: 'Canada',
    mexican: 'Mexico',
    mexicans: 'Mexico',
    brazilian: 'Brazil',
    brazilians: 'Brazil',
    argentinian: 'Argentina',
    argentinians: 'Argentina',
    argentine: 'Argentina',
    colombian: 'Colombia',
    colombians: 'Colombia',
    australian: 'Australia',
    australians: 'Australia',
    thai: 'Thailand',
    vietnamese: 'Vietnam',
    chinese: 'China',
    indian: 'India',
    indians: 'India',
    indonesian: 'Indonesia',
    indonesians: 'Indonesia',
    malaysian: 'Malaysia',
    malaysians: 'Malaysia',
    filipino: 'Philippines',
    filipinos: 'Philippines',
    singaporean: 'Singapore',
    singaporeans: 'Singapore',
    taiwanese: 'Taiwan',
    turkish: 'Türkiye',
    turks: 'Türkiye',
    egyptian: 'Egypt',
    egyptians: 'Egypt',
    moroccan: 'Morocco',
    moroccans: 'Morocco',
    israeli: 'Israel',
    israelis: 'Israel',
    emirati: 'United Arab Emirates',
    emiratis: 'United Arab Emirates',
    qatari: 'Qatar',
    danish: 'Denmark',
    danes: 'Denmark',
    norwegian: 'Norway',
    norwegians: 'Norway',
    swedish: 'Sweden',
    swedes: 'Sweden',
    finnish: 'Finland',
    finns: 'Finland',
    icelandic: 'Iceland',
    icelanders: 'Iceland',
    polish: 'Poland',
    czech: 'Czechia',
    czechs: 'Czechia',
    hungarian: 'Hungary',
    hungarians: 'Hungary',
    croatian: 'Croatia',
    croatians: 'Croatia',
    croats: 'Croatia',
    russian: 'Russia',
    russians: 'Russia',
    'south african': 'South Africa',
    'south africans': 'South Africa',
    'south korean': 'South Korea',
    'south koreans': 'South Korea',
    'new zealanders': 'New Zealand',
  }),
);

/**
 * The country of the people or adjective a fact question names, when it names no place. Asked about
 * languages, a language's own name ("do they speak German") is no place: only "the Swiss", "Greeks".
 */
async function countryByPeople(lower: string, topics: readonly FactTopic[], context: AstraContext): Promise<AstraPlace | undefined> {
  for (const match of lower.matchAll(/\b(the )?((?:south |new )?[a-z]+)\b/g)) {
    const country = countryOfPeople.get(match[2]!);
    if (!country) continue;
    if (topics.includes('languages') && !match[1] && !/s$/.test(match[2]!)) continue;
    const place = await context.data.findPlace(country);
    if (place?.kind === 'country') return place;
  }
  return undefined;
}

export async function answerCountryFacts(
  topics: FactTopic[],
  draft: Draft,
  entities: AstraEntities,
  context: AstraContext,
): Promise<Reply> {
  const place = entities.destination ?? entities.origin ?? (await countryByPeople(draft.lower, topics, context));
  const asked = topics.map((topic) => topicWords[topic]);
  if (!place)
    return notFound(await withPlaceNotHeld(draft, context), context, `Which country or city? Try "${asked[0]} in Japan".`, 'city_info');
  const details = await detailsOf(place, context);
  if (!details) {
    if (context.offline) {
      return reply(
        `I don't have the details of **${place.name}** on this device, so I can't tell its ${asked.join(' or ')} offline. I can look it up when you're back online.`,
        { needsServer: true },
      );
    }
    return reply(`I don't have the ${asked.join(' or ')} for **${place.name}** on file.`);
  }
  const where = whereLabel(place, details);
  const lines: string[] = [];
  // "The area code for London": only the country's calling code is in the data.
  if (topics.includes('calling') && /\b(?:area|city|local|regional) (?:dialling |dialing )?codes?\b/.test(draft.lower))
    lines.push("I don't have area codes within a country, only its calling code.");
  const missing: FactTopic[] = [];
  // "The capital of Wales": a place that is not a country has no capital in the data; say which
  // country the place found is in before giving that country's ("Wales" is a town in England).
  const nation = place.kind !== 'country' && placeAliasOf(place.name.toLowerCase())?.capital;
  if (topics.includes('capital') && nation) {
    // "Capital of Scotland": a nation of a country, whose capital the alias names.
    lines.push(`The capital of **${place.name}** is **${details.name}** (${place.name} is part of the **${details.country}**).`);
    topics = topics.filter((topic) => topic !== 'capital');
  } else if (topics.includes('capital') && place.kind !== 'country' && place.name !== details.country)
    lines.push(`I don't have **${place.name}** as a country: the place I know by that name is in **${details.country}**.`);
  for (const topic of topics) {
    const value = await valueOf(topic, place, details, context);
    if (value) lines.push(sentence(topic, value, where, details));
    else missing.push(topic);
  }
  if (missing.length > 0) {
    const held = (['languages', 'currency', 'calling', 'plugs', 'driving', 'emergency', 'tipping'] as const).filter(
      (topic) => !topics.includes(topic) && quickFactLabel[topic] && factOf(details, quickFactLabel[topic]!),
    );
    const offer = held.length > 0 ? ` What I do have for it: its ${held.map((topic) => topicWords[topic]).join(', ')}.` : '';
    lines.push(`I don't have the ${missing.map((topic) => topicWords[topic]).join(' or ')} for ${where} on file.${offer}`);
  }
  return reply(lines.join('\n\n'));
}

/**
 * "+44 is which country", "whose country code is 353", "missed call from +81, where is that": a calling
 * code asked the other way round. The code, or undefined when the message asks nothing of the kind.
 */
export function callingCodeAsked(lower: string): string | undefined {
  const asksWhich = /\b(?:which|what|whose|who|where)\b|\bis that\b/.test(lower);
  const plus = /(?:^|[\s(])\+\s?(\d{1,4})\b/.exec(lower);
  // ("country code +33", "+351?": a code written with its plus and nothing else to call is asked about.)
  if (plus && (asksWhich || /\bcodes?\b/.test(lower) || /^\s*\+\s?\d{1,4}\s*\??\s*$/.test(lower))) return plus[1];
  if (!asksWhich) return undefined;
  const named =
    /\b(?:calling|dial(?:l)?ing|country|phone|telephone|international) (?:code|prefix)\s+(?:is\s+|of\s+)?(\d{1,4})\b|\b(\d{1,4})\s+(?:is\s+)?(?:the\s+)?(?:calling|dial(?:l)?ing|country|phone) (?:code|prefix)\b/.exec(
      lower,
    );
  return named?.[1] ?? named?.[2];
}

/** Which countries are dialled with a calling code, from the country table; said missing where this side has no table. */
export async function answerCallingCodeOwner(code: string, context: AstraContext): Promise<Reply> {
  const owners = (await context.data.countriesWithCallingCode?.(code)) ?? [];
  if (!context.data.countriesWithCallingCode)
    return reply(`I can't look up which country uses **+${code}** on this device. I can when you're back online.`, { needsServer: true });
  if (owners.length === 0) return reply(`I don't have a country with the calling code **+${code}** on file.`);
  const [first, ...others] = owners;
  const list = (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]);
  return reply(
    others.length === 0
      ? `**+${code}** is the calling code of **${first}**.`
      : `**+${code}** is the calling code of ${list(owners.map((name) => `**${name}**`))}.`,
  );
}

/**
 * "Which countries use the euro", "where can I pay in Swiss francs": a currency asked the other way
 * round. Its ISO code, or undefined when the message asks nothing of the kind.
 */
export function currencyOwnersAsked(lower: string): string | undefined {
  const asked =
    /\b(?:which|what) countries\b[^?.!]*?\b(?:use|uses|have|has|pay (?:in|with)|accept|take)\s+(?:the\s+)?([a-z][a-z ]{1,30}?)\s*(?:\?|$|\bas\b|\bcurrency\b)/.exec(
      lower.trim(),
    );
  return asked ? findCurrency(asked[1]!)?.code : undefined;
}

/** The countries whose currency it is, from the country table; said missing where this side has no table. */
export async function answerCurrencyOwners(code: string, context: AstraContext): Promise<Reply> {
  if (!context.data.countriesWithCurrency)
    return reply(`I can't list the countries that use **${code}** on this device. I can when you're back online.`, { needsServer: true });
  const owners = await context.data.countriesWithCurrency(code);
  if (owners.length === 0) return reply(`I don't have a country whose currency is **${code}** on file.`);
  const names = owners.map((name) => `**${name}**`);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return reply(
    `By my country table, ${owners.length === 1 ? 'one country or territory uses' : `${owners.length} countries and territories use`} **${code}**: ${list}.`,
  );
}
