// The time somewhere else, and which time zone a place is in.
import { describeDay, findClockCity, readClock } from '../../world-clock';
import type { AstraContext, AstraEntities, AstraPlace } from '../types';
import { ask, detailsOf, notFound, placeLabel, reply, type Draft, type Reply } from './reply';

export async function zoneOf(place: AstraPlace, context: AstraContext): Promise<string | undefined> {
  if (place.timezone) return place.timezone;
  return (await detailsOf(place, context))?.timezone ?? findClockCity(place.name)?.timezone;
}

export async function answerTime(draft: Draft, entities: AstraEntities, context: AstraContext): Promise<Reply> {
  const place = entities.destination ?? entities.origin;
  if (!place) {
    if (draft.unresolved) return notFound(draft, context, 'Which city do you want the time in?', 'time');
    const here = readClock(context.now, context.timeZone, context.timeZone);
    return ask(`It's **${here.shortTime}** where you are. Which city do you want the time in?`, 'time');
  }
  const zone = await zoneOf(place, context);
  if (!zone) return reply(`I don't know which time zone ${placeLabel(place)} is in.`);
  const reading = readClock(context.now, zone, context.timeZone);
  const day = reading.dayDifference === 0 ? '' : ` (${describeDay(reading).toLowerCase()})`;
  const offset =
    reading.offsetMinutes === 0
      ? 'the same time as you'
      : `${reading.offsetLabel.replace(/^[+−-]/, '')} ${reading.offsetMinutes > 0 ? 'ahead of' : 'behind'} you`;
  return reply(`It's **${reading.shortTime}** in ${placeLabel(place)}${day}: ${offset}.${reading.isNight ? ' It is night there.' : ''}`, {
    cards: [
      {
        kind: 'time',
        place: place.name,
        timezone: zone,
        time: reading.shortTime,
        dateLabel: reading.dateLabel,
        offsetLabel: reading.offsetLabel,
        isNight: reading.isNight,
      },
    ],
  });
}
