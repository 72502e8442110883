// Country facts asked directly ("what plugs in Japan", "emergency number in Kyoto", "capital of
// Turkey"): languages, currency, plug types, driving side, emergency numbers, tipping, calling code,
// time zone and capital, for a country or any city in it. Read from the city's quick facts (the same
// the city screen shows, built from the countries data and country-extras.ts) and the country facts
// where this side has them. Never invented: a fact the data does not hold is said to be missing, and
// what the data does hold is offered instead.
import { utcOffsetLabel } from '../dates';
import type { AstraContext, AstraEntities, AstraPlace, CityDetails } from '../types';
import { placeAliasOf } from '../place-aliases';
import { detailsOf, notFound, reply, type Draft, type Reply } from './reply';

import { factTopics, type FactTopic } from '../fact-topics';

export type { FactTopic };

/** How each topic is asked: checked on the lower-case message. */
const topicPatterns: Record<FactTopic, RegExp> = {
  capital: /\bcapital\b/,
  languages: /\blang(?:u|a)?ages?\b|\bspeak\b|\bspoken\b|\bmother tongue\b/,
  // Not a conversion: "what currency", "currency in X", "money ... use".
  currency:
    /\b(?:use|accept|take|pay (?:in|with))\s+(?:the\s+)?(?:euros?|dollars?|us dollars|pounds?|yen|francs?|krona|krone)\b|\bcurr?[ae]nc(?:y|ies)\b|\bmoney\b[^.?!]*\b(?:use|used|in)\b|\bwhat money\b|\bwhich money\b|\bpay with\b|\b(?:euros?|dollars?|pounds?|yen|francs?)\b[^.?!]*\b(?:used|accepted|taken|the currency)\b/,
  plugs:
    /\bplugs?\b|\bsockets?\b|\boutlets?\b|\badapt[eo]rs?\b|\bvoltage\b|(?<!currency |money |unit )\bconverters?\b|\bpower points?\b|\bchargers?\b[^.?!]*\bwork\b|\bwill my [a-z ]*(?:charger|hair ?dryer|laptop|phone)\b/,
  driving:
    /\bdriv(?:e|es|ing)\b[^.?!]*\b(?:left|right|side)\b|\b(?:which|what) side\b[^.?!]*\bdriv|\bside of (?:the )?road\b|\bdriving side\b|\b(?:left|right)[- ]hand (?:drive|traffic)\b/,
  emergency: /\bemer?g[ae]n[cs]y\b|\bpolice number\b|\bambulance\b|\bnumber for (?:the )?police\b/,
  tipping:
    /\btipping\b|\b(?:do|should|to|i|we|you|people|they|much) (?:i |we |you )?(?:leave a )?tip\b|\btip (?:in|at|for (?:a |the )?(?:waiter|taxi|driver|service))\b|\bleave a tip\b|\bgratuit(?:y|ies)\b|\btips? (?:customs?|etiquette)\b/,
  calling:
    /\b(?:calling|dial(?:l)?ing|phone|telephone|international|country|area) (?:country )?(?:code|prefix)\b|\bcode\b[^.?!]*\b(?:to )?(?:call|dial|phone|ring)\b|\b(?:call|dial)\w*\b[^.?!]*\bcode\b/,
  timezone: /\btime ?zones?\b|\butc offset\b|\bwhat zone\b/,
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
    const offset = utcOffsetLabel(details.timezone, context.now);
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

export async function answerCountryFacts(
  topics: FactTopic[],
  draft: Draft,
  entities: AstraEntities,
  context: AstraContext,
): Promise<Reply> {
  const place = entities.destination ?? entities.origin;
  const asked = topics.map((topic) => topicWords[topic]);
  if (!place) return notFound(draft, context, `Which country or city? Try "${asked[0]} in Japan".`, 'city_info');
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
