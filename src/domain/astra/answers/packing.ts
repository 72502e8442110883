// Packing lists: generated from the destination, the length of stay and the season; saved in Agent Mode.
import { uuidv7 } from '../../ids';
import { generatePackingList } from '../../packing';
import type { AstraAction, AstraContext, AstraEntities } from '../types';
import { ask, detailsOf, notFound, placeLabel, reply, type Draft, type Reply } from './reply';

export async function answerPacking(draft: Draft, entities: AstraEntities, context: AstraContext, today: Date): Promise<Reply> {
  const place = entities.destination;
  if (!place) return notFound(draft, context, 'Where are you going? Tell me the city and how many days.', 'packing');
  if (!entities.durationDays) return ask(`How many days will you be in ${place.name}?`, 'packing');
  const details = await detailsOf(place, context);
  const lat = details?.lat ?? place.lat;
  const travelMonth = entities.travelMonth ?? today.getUTCMonth() + 1;
  const list = generatePackingList(
    {
      destination: place.name,
      durationDays: entities.durationDays,
      travelMonth,
      ...(lat !== undefined ? { place: { name: place.name, country_code: place.country_code, lat } } : {}),
    },
    context.newId ?? uuidv7,
  );
  const byCategory = new Map<string, number>();
  for (const item of list.items) byCategory.set(item.category, (byCategory.get(item.category) ?? 0) + 1);
  const lines = [
    `Packing for **${entities.durationDays} days** in ${placeLabel(place)}: ${list.items.length} things in ${[...byCategory].map(([category, count]) => `${category} (${count})`).join(', ')}.`,
    ...list.notes.map((note) => `- ${note}`),
  ];
  const actions: AstraAction[] = [];
  if (context.agentMode) {
    actions.push({
      kind: 'create_packing_list',
      list: {
        destination: place.name,
        duration_days: entities.durationDays,
        ...(entities.startDate ? { start_date: entities.startDate } : {}),
        items: list.items,
        notes: list.notes,
      },
    });
    lines.push(`I've saved it to your packing lists, ready to tick off.`);
  } else {
    lines.push('Open the **Packing List** to tick items off, or turn on Agent Mode and I will save this list for you.');
  }
  return reply(lines.join('\n\n').replace(/\n\n- /g, '\n- '), { actions });
}
