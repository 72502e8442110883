// Packing lists: generated from the destination, the season and the kind of trip (business, beach,
// ski, hiking, with children) by the packing rules (src/domain/packing.ts); the answer names what
// matters for this trip rather than only counting. Without a length it assumes a typical one for
// the kind of trip and says so; saved in Agent Mode.
import { uuidv7 } from '../../ids';
import { formatDays, generatePackingList, type PackingActivity } from '../../packing';
import type { AstraAction, AstraContext, AstraEntities, AstraMemory } from '../types';
import { detailsOf, placeLabel, reply, type Draft, type Reply } from './reply';

const activityPatterns: Array<[PackingActivity, RegExp]> = [
  ['business', /\bbusiness\b|\bconference\b|\bmeetings?\b|\bwork trip\b|\bfor work\b|\bclient\b|\btrade (?:fair|show)\b/],
  ['beach', /\bbeach(?:es)?\b|\bswim(?:ming)?\b|\bseaside\b|\bsnorkel/],
  ['ski', /\bski(?:ing|s)?\b|\bsnowboard/],
  ['hiking', /\bhik(?:e|es|ing)\b|\btrek(?:s|king)?\b|\bwalking holiday\b|\bmountains?\b|\bcamping\b/],
];

/** A typical length for each kind of trip, used (and said) when the traveller gives none. */
const typicalDays: Record<PackingActivity | 'default', number> = { business: 3, beach: 7, ski: 7, hiking: 5, default: 5 };

export const withChildren = /\bkids?\b|\bchild(?:ren)?\b|\btoddlers?\b|\bbab(?:y|ies)\b|\bfamily\b|\blittle ones\b/;

/** A season named instead of a month, read for the hemisphere of the place. */
export function seasonMonth(lower: string, lat: number | undefined): number | undefined {
  const south = (lat ?? 0) < 0;
  if (/\bwinter\b/.test(lower)) return south ? 7 : 1;
  if (/\bsummer\b/.test(lower)) return south ? 1 : 7;
  if (/\bspring\b/.test(lower)) return south ? 10 : 4;
  if (/\bautumn\b|\bfall\b/.test(lower)) return south ? 4 : 10;
  // ("Thailand in the rainy season": the heart of the tropics' wet season, which follows the sun; the dry one is opposite.)
  if (/\b(?:rainy|wet|monsoon) season\b|\bmonsoon\b/.test(lower)) return south ? 2 : 8;
  if (/\bdry season\b/.test(lower)) return south ? 8 : 2;
  return undefined;
}

/** Whether the message names a season ("in winter"), which then sets the month. */
export const namesSeason = (lower: string): boolean => seasonMonth(lower, 0) !== undefined;

/**
 * The kinds of trip a packing question is for: those it names, or, when it only follows up the last packing answer
 * with another place or month ("and what if it were Singapore instead, in June?"), the kinds that answer packed for.
 */
export function packingKindsOf(lower: string, memory: AstraMemory | undefined): PackingActivity[] {
  const named = activityPatterns.filter(([, pattern]) => pattern.test(lower)).map(([activity]) => activity);
  // ("… for business" then "we'll do some hiking too": the kind added to the one before.)
  if (named.length && memory?.lastIntent === 'packing' && /\b(?:too|also|as well)\b/.test(lower))
    return [...new Set([...(memory.packingKinds ?? []), ...named])];
  if (named.length || memory?.lastIntent !== 'packing') return named;
  return /^(?:and|or|what about|how about|what if|same|also|then)\b|\binstead\b/.test(lower.trim()) ? [...(memory.packingKinds ?? [])] : [];
}

export async function answerPacking(draft: Draft, entities: AstraEntities, context: AstraContext, today: Date): Promise<Reply> {
  const place = entities.destination;
  const activities = packingKindsOf(draft.lower, context.memory);
  const children = withChildren.test(draft.lower);
  const assumed = !entities.durationDays;
  const days =
    entities.durationDays ?? (activities.length ? Math.max(...activities.map((activity) => typicalDays[activity])) : typicalDays.default);
  const details = place ? await detailsOf(place, context) : undefined;
  const lat = details?.lat ?? place?.lat;
  const travelMonth = entities.travelMonth ?? seasonMonth(draft.lower, lat) ?? today.getUTCMonth() + 1;
  const newId = context.newId ?? uuidv7;
  const kind = activities.length ? { activities: activities.map((activity) => ({ activity, reasons: [] })) } : undefined;
  const list = generatePackingList(
    {
      destination: place?.name ?? '',
      durationDays: days,
      travelMonth,
      ...(place && lat !== undefined ? { place: { name: place.name, country_code: place.country_code, lat } } : {}),
      ...(kind ? { kind } : {}),
    },
    newId,
  );
  // What this trip adds to the everyday list: its weather, plugs and kind of trip.
  const base = new Set(generatePackingList({ destination: '', durationDays: days }, () => '').items.map((item) => item.name));
  const extras = list.items.filter((item) => !base.has(item.name)).map((item) => item.name);
  const notes = place ? list.notes : list.notes.filter((note) => !/isn't a city saved on this device/.test(note));

  const where = place ? ` in ${placeLabel(place)}` : '';
  const length = assumed
    ? `a typical **${formatDays(days)}**${activities.length ? ` ${activities[0]} trip` : ''} (tell me your length and I'll adjust)`
    : `**${formatDays(days)}**`;
  const lines = [`Packing for ${length}${where}: ${list.items.length} things.`];
  if (extras.length) lines.push(`What matters for this trip: ${extras.join(', ')}.`);
  if (children)
    lines.push(
      'With kids: their passports or IDs, any medicines, snacks, wipes, a change of clothes in the day bag and something to keep them busy on the way.',
    );
  lines.push(...notes.map((note) => `- ${note}`));
  if (!place) lines.push("Tell me where you're going and I'll add the weather there and the plug adapter.");
  const actions: AstraAction[] = [];
  if (context.agentMode) {
    actions.push({
      kind: 'create_packing_list',
      list: {
        destination: place?.name ?? (activities[0] ? `${activities[0][0]!.toUpperCase()}${activities[0].slice(1)} trip` : 'My trip'),
        duration_days: days,
        ...(entities.startDate ? { start_date: entities.startDate } : {}),
        items: list.items,
        notes,
      },
    });
    lines.push(`I've saved it to your packing lists, ready to tick off.`);
  } else {
    lines.push('Open the **Packing List** for the full list to tick off, or turn on Agent Mode and I will save this list for you.');
  }
  return reply(lines.join('\n\n').replace(/\n\n- /g, '\n- '), { actions, understood: { durationDays: days, travelMonth } });
}
