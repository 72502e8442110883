// What every Astra answer is made of: the reading of the message an answer works from, the reply
// (or question back) it returns, and the wording, partner links and city lookups several answers share.
import type { PartnerId, PartnerSearchParams } from '../../partners';
import type { Currency } from '../../currency';
import { isStopWord, type Workpiece } from '../extract';
import type { AstraContext, AstraEntities, AstraIntent, AstraLink, AstraPlace, AstraReply, CityDetails } from '../types';

/** What the engine read in a message (its best intent, entities, unresolved place, currencies): the answers work from it. */
export type Draft = {
  intent: AstraIntent;
  entities: AstraEntities;
  unresolved?: string;
  lower: string;
  currencies: Currency[];
  howManyCurrency?: Currency;
  /** The message as typed and in lower case, with dates, travellers and amounts blanked: what places are read from. */
  piece?: Workpiece;
  /** What was assumed to read a date that reads two ways ("2/5"), said after the answer. */
  dateNote?: string;
  /** A group bigger than a search carries ("we are 12"), said after the answer. */
  partyNote?: string;
  /** The size of that group, remembered for the searches that follow. */
  groupSize?: number;
};

const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** "Fri 27 Nov" (with the year when it is not this year's). */
export function formatDay(iso: string, today: Date): string {
  const date = utcDay(iso);
  const withYear = date.getUTCFullYear() !== today.getUTCFullYear();
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(date);
}

export function placeLabel(place: AstraPlace): string {
  const where = [place.region, place.country !== place.name ? place.country : undefined].filter(Boolean).join(', ');
  return where ? `**${place.name}**, ${where}` : `**${place.name}**`;
}

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function subIdOf(intent: AstraIntent, context: AstraContext): string {
  return `astra_${intent}${context.offline ? '_offline' : ''}`;
}

export function link(
  partner: PartnerId,
  label: string,
  params: PartnerSearchParams,
  intent: AstraIntent,
  context: AstraContext,
): AstraLink {
  const clean = Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  ) as PartnerSearchParams;
  return { partner, label, params: clean, subId: subIdOf(intent, context) };
}

/** Hotels in a place for the dates and travellers the message gave. */
export function hotelsLink(
  place: { name: string; country: string; region?: string },
  entities: Pick<AstraEntities, 'startDate' | 'endDate' | 'travellers'>,
  intent: AstraIntent,
  context: AstraContext,
): AstraLink {
  const params = {
    // ("Portland, Maine, United States": a region told apart from a namesake goes to the search too.)
    city: [place.name, place.region, place.country].filter(Boolean).join(', '),
    departDate: entities.startDate,
    returnDate: entities.endDate,
    adults: entities.travellers,
  };
  return link('hotels', `Hotels in ${place.name}`, params, intent, context);
}

export async function detailsOf(place: AstraPlace | undefined, context: AstraContext): Promise<CityDetails | undefined> {
  if (!place) return undefined;
  try {
    return await context.data.cityDetails(place);
  } catch {
    return undefined;
  }
}

/** An answer before `answer()` adds the intent and memory: `pending` is a question asked back, `understood` what the answer settled (the currencies of a conversion). */
export type Reply = Omit<AstraReply, 'intent' | 'entities' | 'memory'> & {
  pending?: AstraIntent;
  understood?: Partial<AstraEntities>;
  /** A clock time converted ("9am in Berlin"), and the place it was read in (none: the traveller's own), for "and in LA?". */
  clock?: { time: string; place?: AstraPlace };
};

export const reply = (response: string, parts: Partial<Reply> = {}): Reply => ({
  response,
  links: [],
  cards: [],
  actions: [],
  clarifying: false,
  ...parts,
});

export const ask = (question: string, pending: AstraIntent, extra: Partial<Reply> = {}): Reply =>
  reply(question, { clarifying: true, pending, ...extra });

/** Words that end a question about a place without naming one ("tell me about it", "tipping in general"). */
const notPlaceEndings = new Set(['general', 'total', 'there', 'here', 'this', 'that', 'them', 'restaurants', 'bars', 'taxis', 'hotels']);

/**
 * A name typed last after "about", "in" or "of" that named no place this device knows ("tell me about
 * hvar", "currency in big sur"): one to three words of letters, none an everyday word.
 */
function trailingName(lower: string): string | undefined {
  const name = /\b(?:about|in|of)\s+((?:[\p{L}'-]{3,}\s+){0,2}[\p{L}'-]{3,})\s*[?.!]*\s*$/u.exec(lower)?.[1];
  if (!name || name.split(/\s+/).some((word) => isStopWord(word) || notPlaceEndings.has(word))) return undefined;
  return name;
}

/**
 * Offline, the draft with the place a question about a place named that this device does not hold
 * ("tell me about hvar"), so notFound says so and offers the question to the server rather than
 * asking which city.
 */
export async function withPlaceNotHeld(draft: Draft, context: AstraContext): Promise<Draft> {
  if (!context.offline || draft.unresolved) return draft;
  const name = trailingName(draft.lower);
  // ("the same plug as at home in germany": a name the device knows is no place it lacks.)
  return name && !(await context.data.findPlace(name)) ? { ...draft, unresolved: name } : draft;
}

export function notFound(draft: Draft, context: AstraContext, question: string, pending: AstraIntent): Reply {
  if (draft.unresolved && context.offline) {
    return reply(
      `I can't look up **${draft.unresolved}** while you're offline: this device keeps the bigger and better-known places and the cities you've opened, and not this one. I can send your question when you're back online.`,
      { needsServer: true },
    );
  }
  if (draft.unresolved) return ask(`I couldn't find a place called **${draft.unresolved}**. ${question}`, pending);
  return ask(question, pending);
}

export function datesSentence(entities: AstraEntities, today: Date, words: { from: string; to: string }): string {
  if (entities.startDate && entities.endDate) {
    return `${words.from} **${formatDay(entities.startDate, today)}**, ${words.to} **${formatDay(entities.endDate, today)}**`;
  }
  if (entities.startDate) return `${words.from} **${formatDay(entities.startDate, today)}**`;
  if (entities.endDate) return `${words.to} **${formatDay(entities.endDate, today)}**`;
  return '';
}

export const neverPrices = 'Prices and availability are live on the partner’s site: I never quote fares myself.';
