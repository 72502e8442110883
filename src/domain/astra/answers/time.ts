// The time somewhere else, the difference between two places on the day asked (daylight saving
// right, by Intl), and a clock time carried from one place to another ("what time is it in Tokyo
// when it is 9 am in Paris"). "Here" and "me" are the traveller's own zone (`context.timeZone`).
import { describeDay, findClockCity, readClock } from '../../world-clock';
import { zoneOffsetMinutes } from '../../city-details';
import { findPlaceList, isStopWord, type PlaceMention } from '../extract';
import type { AstraContext, AstraEntities, AstraPlace } from '../types';
import { seasonMonth } from './packing';
import { ask, detailsOf, notFound, placeLabel, reply, type Draft, type Reply } from './reply';

/** Words after "in" at the end of a question about the time that are no place ("what time is it in summer"). */
const notPlaceWords = new Set([
  'general',
  'total',
  'bed',
  'morning',
  'evening',
  'afternoon',
  'winter',
  'spring',
  'autumn',
  'fall',
  'gmt',
  'utc',
  'real',
  'words',
]);
export async function zoneOf(place: AstraPlace, context: AstraContext): Promise<string | undefined> {
  if (place.timezone) return place.timezone;
  return (await detailsOf(place, context))?.timezone ?? findClockCity(place.name)?.timezone;
}

/** "8 hours", "5 hours 30 minutes", "45 minutes". */
export function hoursInWords(minutes: number): string {
  const size = Math.abs(minutes);
  const hours = Math.floor(size / 60);
  const rest = size % 60;
  return [hours ? `${hours} hour${hours === 1 ? '' : 's'}` : '', rest ? `${rest} minutes` : ''].filter(Boolean).join(' ');
}

/** A clock time in the message: "6pm", "3 pm", "10:30", "14:00", "noon". */
export type ClockTime = { hour: number; minute: number; index: number; end: number };

export function findClockTime(lower: string): ClockTime | undefined {
  const noon = /\b(noon|midday|midnight)\b/.exec(lower);
  // "9 in the morning", "at 7 in the evening".
  const spoken =
    /(?<![\d:.£$€])(\d{1,2})(?:[:.](\d{2}))?\s+(?:o'?clock\s+)?in the (morning|afternoon|evening)\b|(?<![\d:.£$€])(\d{1,2})(?:[:.](\d{2}))?\s+at night\b/.exec(
      lower,
    );
  if (spoken) {
    const hourText = spoken[1] ?? spoken[4]!;
    let hour = Number(hourText);
    const minute = Number(spoken[2] ?? spoken[5] ?? 0);
    const period = spoken[3] ?? 'night';
    if (hour <= 12 && minute <= 59) {
      if (period !== 'morning' && hour < 12 && !(period === 'night' && hour >= 1 && hour <= 4)) hour += 12;
      if (period === 'morning' && hour === 12) hour = 0;
      // The clock is the whole phrase ("7 in the evening"), so a place right after it is where it is read.
      return { hour, minute, index: spoken.index, end: spoken.index + spoken[0].length };
    }
  }
  const match = /(?<![\d:.£$€])(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?|h\b|o'?clock)?(?![\d%])/g;
  for (const found of lower.matchAll(match)) {
    const [, hourText, minuteText, period] = found;
    // A bare hour counts between "when it's" and a place ("when its 10 in Berlin"), never alone (a count, a date).
    if (
      !minuteText &&
      !period &&
      !(
        /\b(?:when it'?s|when it is|when its)\s+$/.test(lower.slice(0, found.index)) &&
        /^\s*in (?!the\b)[a-z]/.test(lower.slice(found.index + found[0].length))
      )
    )
      continue;
    let hour = Number(hourText);
    const minute = minuteText ? Number(minuteText) : 0;
    if (hour > 23 || minute > 59) continue;
    if (period?.startsWith('p') && hour < 12) hour += 12;
    if (period?.startsWith('a') && hour === 12) hour = 0;
    return { hour, minute, index: found.index, end: found.index + found[0].length };
  }
  if (noon) return { hour: noon[1] === 'midnight' ? 0 : 12, minute: 0, index: noon.index, end: noon.index + noon[0].length };
  return undefined;
}

/** The instant at which the wall clock in `zone` shows `day` (YYYY-MM-DD) at hour:minute. */
function instantAt(zone: string, day: string, hour: number, minute: number): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  let guess = wall - (zoneOffsetMinutes(zone, new Date(wall)) ?? 0) * 60_000;
  guess = wall - (zoneOffsetMinutes(zone, new Date(guess)) ?? 0) * 60_000;
  return new Date(guess);
}

const dayIn = (zone: string, instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

/** The moment a time difference is asked for: noon on a day, with the season it stands for when one was named. */
type Moment = { instant: Date; onDay?: string; season?: string };

/**
 * The moment the question is about: noon on the day asked, mid-month of a month asked, or of the month a season
 * names ("in summer": mid-July, or mid-January where the first place named is south of the equator), else now.
 */
function momentAsked(entities: AstraEntities, context: AstraContext, lower = '', lat?: number): Moment {
  // ("My sister flies to Toronto next week: how many hours behind us is it there right now": now, whatever the story's day.)
  if (/\b(?:right now|at the moment|currently)\b/.test(lower)) return { instant: context.now };
  if (entities.startDate) return { instant: new Date(`${entities.startDate}T12:00:00Z`), onDay: entities.startDate };
  const season = entities.travelMonth ? undefined : /\b(summer|winter|spring|autumn|fall)(?:time)?\b/.exec(lower)?.[1];
  const month = entities.travelMonth ?? (season ? seasonMonth(season, lat) : undefined);
  if (month) {
    const year = Number(dayIn(context.timeZone, context.now).slice(0, 4));
    const nowMonth = Number(dayIn(context.timeZone, context.now).slice(5, 7));
    const day = `${month < nowMonth ? year + 1 : year}-${String(month).padStart(2, '0')}-15`;
    return { instant: new Date(`${day}T12:00:00Z`), onDay: day, ...(season ? { season: season === 'fall' ? 'autumn' : season } : {}) };
  }
  return { instant: context.now };
}

const dayWords = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );

const monthOf = (day: string) => new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

type Zoned = { label: string; zone: string };

async function zoned(mention: PlaceMention | undefined, context: AstraContext): Promise<Zoned | undefined> {
  return mention ? zonedPlace(mention.place, context) : undefined;
}

async function zonedPlace(place: AstraPlace, context: AstraContext): Promise<Zoned | undefined> {
  const zone = await zoneOf(place, context);
  return zone ? { label: `**${place.name}**`, zone } : undefined;
}

const youZone = (context: AstraContext): Zoned => ({ label: 'you', zone: context.timeZone });

/**
 * Time-zone abbreviations written after a clock time ("3pm CET", "10am EST", "noon GMT"): each read
 * as the offset it names (EST is UTC−5 even when New York keeps daylight time), and "ET"/"PT" as the
 * zones' own clocks. Etc/GMT zones count the other way round: Etc/GMT-1 is UTC+1.
 */
const zoneAbbreviations: Record<string, { zone: string; label: string }> = {
  utc: { zone: 'UTC', label: 'UTC' },
  gmt: { zone: 'UTC', label: 'GMT' },
  wet: { zone: 'UTC', label: 'WET (UTC+0)' },
  west: { zone: 'Etc/GMT-1', label: 'WEST (UTC+1)' },
  bst: { zone: 'Etc/GMT-1', label: 'BST (UTC+1)' },
  cet: { zone: 'Etc/GMT-1', label: 'CET (UTC+1)' },
  cest: { zone: 'Etc/GMT-2', label: 'CEST (UTC+2)' },
  eet: { zone: 'Etc/GMT-2', label: 'EET (UTC+2)' },
  eest: { zone: 'Etc/GMT-3', label: 'EEST (UTC+3)' },
  msk: { zone: 'Etc/GMT-3', label: 'MSK (UTC+3)' },
  ist: { zone: 'Asia/Kolkata', label: 'IST (UTC+5:30)' },
  sgt: { zone: 'Asia/Singapore', label: 'SGT (UTC+8)' },
  hkt: { zone: 'Asia/Hong_Kong', label: 'HKT (UTC+8)' },
  jst: { zone: 'Asia/Tokyo', label: 'JST (UTC+9)' },
  kst: { zone: 'Asia/Seoul', label: 'KST (UTC+9)' },
  aest: { zone: 'Etc/GMT-10', label: 'AEST (UTC+10)' },
  aedt: { zone: 'Etc/GMT-11', label: 'AEDT (UTC+11)' },
  nzst: { zone: 'Etc/GMT-12', label: 'NZST (UTC+12)' },
  nzdt: { zone: 'Etc/GMT-13', label: 'NZDT (UTC+13)' },
  est: { zone: 'Etc/GMT+5', label: 'EST (UTC−5)' },
  edt: { zone: 'Etc/GMT+4', label: 'EDT (UTC−4)' },
  cst: { zone: 'Etc/GMT+6', label: 'CST (UTC−6)' },
  cdt: { zone: 'Etc/GMT+5', label: 'CDT (UTC−5)' },
  mst: { zone: 'Etc/GMT+7', label: 'MST (UTC−7)' },
  mdt: { zone: 'Etc/GMT+6', label: 'MDT (UTC−6)' },
  pst: { zone: 'Etc/GMT+8', label: 'PST (UTC−8)' },
  pdt: { zone: 'Etc/GMT+7', label: 'PDT (UTC−7)' },
  et: { zone: 'America/New_York', label: 'Eastern Time' },
  pt: { zone: 'America/Los_Angeles', label: 'Pacific Time' },
  ct: { zone: 'America/Chicago', label: 'Central Time' },
  mt: { zone: 'America/Denver', label: 'Mountain Time' },
};

/** The North American zones by name ("8am pacific", "noon eastern time"). */
const zoneNames: Record<string, string> = { eastern: 'et', pacific: 'pt', central: 'ct', mountain: 'mt' };

/** The zone an abbreviation right after a clock time names ("3pm CET in Tokyo"). */
function abbreviationZone(rest: string): Zoned | undefined {
  const name = /^\s*(eastern|pacific|central|mountain)\b/.exec(rest)?.[1];
  const word = name ? zoneNames[name] : /^\s*\(?([a-z]{1,4})\b/.exec(rest)?.[1];
  const found = word ? zoneAbbreviations[word] : undefined;
  return found && Object.hasOwn(zoneAbbreviations, word!) ? { label: found.label, zone: found.zone } : undefined;
}

/** Words that put the traveller's own clock in the question. */
const mePattern = /\b(?:here|me|my time|for me|where i am|my local time|from me|behind me|ahead of me|i am|i'm|at home|back home)\b/;

function differenceSentence(a: Zoned, b: Zoned, instant: Date, onDay: string | undefined, season?: string): string {
  const diff = (zoneOffsetMinutes(a.zone, instant) ?? 0) - (zoneOffsetMinutes(b.zone, instant) ?? 0);
  const when = onDay ? ` on ${dayWords(onDay)}` : ' today';
  const aName = a.label === 'you' ? 'You are' : `${a.label} is`;
  // ("In summer": the day taken for the season is said.)
  const taken = onDay && season ? ` For ${season} I took the middle of ${monthOf(onDay)}.` : '';
  if (diff === 0) return `${aName} on the same time as ${b.label}${when}.${taken}`;
  const amount = hoursInWords(diff);
  return `${aName} **${amount} ${diff > 0 ? 'ahead of' : 'behind'}** ${b.label}${when}${diff > 0 ? '' : ` (${b.label === 'you' ? 'you are' : `${b.label} is`} ${amount} ahead)`}.${taken}`;
}

function clockText(instant: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(instant);
}

/** Whether a time question asks how far apart two clocks are. */
export function asksTimeDifference(lower: string): boolean {
  return /\bdifference\b|\bdif+e?r+[ae]?n[cs]e\b|\bdiff\b|\bahead\b|\bbehind\b|\bapart\b|\btime gap\b|\bhours? between\b|\bhow many hours\b|\bvs\.?\b|\bversus\b|\bcompared\b|\bhow much (?:later|earlier)\b|\bsame time\b/.test(
    lower,
  );
}

export async function answerTime(draft: Draft, entities: AstraEntities, context: AstraContext): Promise<Reply> {
  const mentions = draft.piece ? await findPlaceList(draft.piece, context.data) : [];
  const clock = findClockTime(draft.lower);
  const asksDifference = asksTimeDifference(draft.lower);
  // Whose summer a season is: the first place named's.
  const firstLat = mentions[0]?.place.lat ?? entities.destination?.lat;
  const places: Zoned[] = [];
  // "And between London and Tokyo?": two places and "between" ask the difference too.
  const asksBetween = /\bbetween\b/.test(draft.lower) && mentions.length >= 2;
  for (const mention of mentions) {
    const found = await zoned(mention, context);
    if (found && !places.some((place) => place.zone === found.zone && place.label === found.label)) places.push(found);
  }

  // "What time is it in Tokyo when it's 9 am in Paris": the clock belongs to the place written next to it.
  const named = clock ? abbreviationZone(draft.lower.slice(clock.end, clock.end + 12)) : undefined;
  if (clock && named) {
    const day = entities.startDate ?? dayIn(named.zone, context.now);
    const instant = instantAt(named.zone, day, clock.hour, clock.minute);
    const target = places[0] ?? youZone(context);
    const targetDay = dayIn(target.zone, instant);
    const dayNote = targetDay === day ? '' : targetDay > day ? ' (the next day)' : ' (the day before)';
    const targetWhere = target.label === 'you' ? 'for you' : `in ${target.label}`;
    return reply(
      `When it's **${clockText(instant, named.zone)}** ${named.label}, it's **${clockText(instant, target.zone)}** ${targetWhere}${dayNote}. ${differenceSentence(target, named, instant, entities.startDate)}`,
    );
  }
  if (clock && (places.length > 0 || mePattern.test(draft.lower))) {
    const after = mentions.findIndex((mention) => mention.index >= clock.end && mention.index - clock.end <= 6);
    // "land in Tokyo at 7am": the place right before the clock, "at" between them.
    const before = mentions.findIndex((mention) => mention.end <= clock.index && clock.index - mention.end <= 4);
    const rest = draft.lower.slice(clock.end, clock.end + 12);
    // "sydney at 7pm her time": the place named before the clock, however far.
    const theirs = /^\s*(?:her|his|their|its) (?:local )?time\b/.test(rest)
      ? mentions.reduce((last, mention, index) => (mention.end <= clock.index ? index : last), -1)
      : -1;
    // "My flight leaves Bangkok at 23:50, what time is that in Berlin": the place the question asks the
    // time in is the target, so the clock belongs to the other place named, however far from it.
    const asked = mentions.findIndex(
      (mention) =>
        mention.index >= clock.end &&
        /\bwhat time (?:is|will|would) (?:that|it|this)(?: be)? in (?:the )?$|\bwhat(?:'s| is|s) that in (?:the )?$/.test(
          draft.lower.slice(0, mention.index),
        ),
    );
    const other = asked >= 0 ? mentions.findIndex((_, index) => index !== asked) : -1;
    const sourceIndex = /^\s*(?:here|my time|for me|local)\b/.test(rest)
      ? -1
      : theirs >= 0
        ? theirs
        : asked >= 0
          ? other
          : after >= 0
            ? after
            : before;
    const source = sourceIndex >= 0 ? await zoned(mentions[sourceIndex], context) : youZone(context);
    const targetMention = asked >= 0 ? mentions[asked] : mentions.find((_, index) => index !== sourceIndex);
    // ("What time is it in Tokyo" then "what time will it be there at 6pm my time": the place talked about.)
    const talkedAbout =
      !targetMention && sourceIndex < 0 && entities.destination ? await zonedPlace(entities.destination, context) : undefined;
    const target = targetMention ? await zoned(targetMention, context) : sourceIndex >= 0 ? youZone(context) : talkedAbout;
    if (source && target) {
      const day = entities.startDate ?? dayIn(source.zone, context.now);
      const instant = instantAt(source.zone, day, clock.hour, clock.minute);
      const targetDay = dayIn(target.zone, instant);
      const dayNote = targetDay === day ? '' : targetDay > day ? ' (the next day)' : ' (the day before)';
      const sourceWhere = source.label === 'you' ? 'where you are' : `in ${source.label}`;
      const targetWhere = target.label === 'you' ? 'for you' : `in ${target.label}`;
      const time = `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;
      const sourcePlace = sourceIndex >= 0 ? mentions[sourceIndex]!.place : undefined;
      return reply(
        `When it's **${clockText(instant, source.zone)}** ${sourceWhere}, it's **${clockText(instant, target.zone)}** ${targetWhere}${dayNote}. ${differenceSentence(target, source, instant, entities.startDate)}`,
        { clock: sourcePlace ? { time, place: sourcePlace } : { time } },
      );
    }
  }

  // A follow-up that names no place ("what about in July?") asks of the two places kept.
  if (asksDifference && places.length === 0 && entities.origin && entities.destination) {
    for (const place of [entities.origin, entities.destination]) {
      const zone = await zoneOf(place, context);
      if (zone) places.push({ label: `**${place.name}**`, zone });
    }
  }
  // ("Time in London", "and in New York?", then "how far behind is it": the place talked about last, against the one
  // talked about before it, not against the traveller, whom the question does not name.)
  const before = context.memory?.placeBefore;
  const last = entities.destination;
  if (
    asksDifference &&
    places.length === 0 &&
    !mePattern.test(draft.lower) &&
    context.memory?.lastIntent === 'time' &&
    before &&
    last &&
    before.name !== last.name
  ) {
    const [lastZone, beforeZone] = await Promise.all([zoneOf(last, context), zoneOf(before, context)]);
    if (lastZone && beforeZone) {
      const { instant, onDay, season } = momentAsked(entities, context, draft.lower, last.lat);
      const sentence = differenceSentence(
        { label: `**${last.name}**`, zone: lastZone },
        { label: `**${before.name}**`, zone: beforeZone },
        instant,
        onDay,
        season,
      );
      return reply(sentence, { understood: { origin: before, destination: last } });
    }
  }
  // "We're going to Helsinki, then the ferry to Tallinn: what's the time there compared to Berlin": the place
  // compared against, and the one talked about just before it.
  const against = mentions.findIndex((mention) =>
    /\b(?:compared (?:to|with)|than|ahead of|behind|difference (?:with|from|to))\s+$/.test(draft.lower.slice(0, mention.index)),
  );
  if (asksDifference && places.length >= 3 && against > 0) {
    const [subject, reference] = await Promise.all([zoned(mentions[against - 1], context), zoned(mentions[against], context)]);
    if (subject && reference && subject.zone !== reference.zone) {
      const { instant, onDay, season } = momentAsked(entities, context, draft.lower, firstLat);
      return reply(differenceSentence(subject, reference, instant, onDay, season), {
        understood: { origin: mentions[against]!.place, destination: mentions[against - 1]!.place },
      });
    }
  }
  if ((asksDifference || asksBetween) && places.length >= 2) {
    const { instant, onDay, season } = momentAsked(entities, context, draft.lower, firstLat);
    const [first, second] = places as [Zoned, Zoned];
    // "How far behind is Los Angeles from Berlin": the first place is the subject. Both are kept, so
    // "and in July?" asks the difference of the same two again.
    const compared = mentions.length >= 2 ? { origin: mentions[0]!.place, destination: mentions[1]!.place } : {};
    return reply(differenceSentence(first, second, instant, onDay, season), { understood: compared });
  }
  // "Korean in Seoul, and the time difference with Berlin": the place asked about before is the other end.
  const kept = entities.origin && places.length === 1 ? await zoneOf(entities.origin, context) : undefined;
  if (asksDifference && places.length === 1 && kept && kept !== places[0]!.zone && entities.origin!.name !== mentions[0]?.place.name) {
    const { instant, onDay, season } = momentAsked(entities, context, draft.lower, firstLat);
    return reply(differenceSentence({ label: `**${entities.origin!.name}**`, zone: kept }, places[0]!, instant, onDay, season));
  }
  // ("The time in Seoul" then "and what's the difference from London?": the place talked about against the one named.)
  const talkedAbout =
    entities.destination && places.length === 1 && entities.destination.name !== mentions[0]?.place.name
      ? await zoneOf(entities.destination, context)
      : undefined;
  if (asksDifference && talkedAbout && talkedAbout !== places[0]!.zone) {
    const { instant, onDay, season } = momentAsked(entities, context, draft.lower, firstLat);
    return reply(differenceSentence({ label: `**${entities.destination!.name}**`, zone: talkedAbout }, places[0]!, instant, onDay, season));
  }
  // ("When does my flight to Tokyo leave" then "and what's the time difference with Berlin there": "there" is the place talked about.)
  const there = /\bthere\b/.test(draft.lower) ? context.memory?.lastPlace : undefined;
  const thereZone = there && places.length === 1 && there.name !== mentions[0]?.place.name ? await zoneOf(there, context) : undefined;
  if (asksDifference && there && thereZone && thereZone !== places[0]!.zone) {
    const { instant, onDay, season } = momentAsked(entities, context, draft.lower, firstLat);
    return reply(differenceSentence({ label: `**${there.name}**`, zone: thereZone }, places[0]!, instant, onDay, season), {
      understood: { origin: mentions[0]!.place, destination: there },
    });
  }
  if (asksDifference && places.length === 1) {
    const { instant, onDay, season } = momentAsked(entities, context, draft.lower, firstLat);
    return reply(differenceSentence(places[0]!, youZone(context), instant, onDay, season));
  }

  // ("My daughter is studying in Lyon … What time is it in Montreal now?": the place the question names, when the question
  // is a sentence of its own after a story, not one the story told of before it.)
  const question = [...draft.lower.matchAll(/[^.!?]+\?/g)].at(-1);
  const questionStart = question ? question.index + question[0].search(/\S/) : 0;
  const askedIn = questionStart > 0 ? mentions.find((mention) => mention.index >= questionStart) : undefined;
  const place = askedIn?.place ?? mentions[0]?.place ?? entities.destination ?? entities.origin;
  if (!place) {
    if (draft.unresolved) return notFound(draft, context, 'Which city do you want the time in?', 'time');
    // ("what time is it in qzvorbla": a name typed last after "in" that names no place is said not to be found, rather
    // than answered with the traveller's own clock.)
    const typedPlace = /\b(?:in|at)\s+([\p{L}'-]{4,})\s*[?.!]*\s*$/u.exec(draft.lower)?.[1];
    if (typedPlace && !isStopWord(typedPlace) && !notPlaceWords.has(typedPlace))
      return notFound({ ...draft, unresolved: typedPlace }, context, 'Which city do you want the time in?', 'time');
    const here = readClock(context.now, context.timeZone, context.timeZone);
    return ask(`It's **${here.shortTime}** where you are. Which city do you want the time in?`, 'time');
  }
  const zone = await zoneOf(place, context);
  if (!zone) return reply(`I don't know which time zone ${placeLabel(place)} is in.`);
  const reading = readClock(context.now, zone, context.timeZone);
  // ("and the date?": the day there, said even when it is the traveller's too.)
  const asksDate = /\b(?:date|what day|which day)\b/.test(draft.lower);
  const day = reading.dayDifference === 0 ? (asksDate ? ` on **${reading.dateLabel}**` : '') : ` (${describeDay(reading).toLowerCase()})`;
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

/** How long a flight takes, as typed: "a 12 hour flight", "takes 7 hours", "11 hr", "7 and a half hours", "9h30". */
const flightLengthPattern =
  /\b(\d{1,2})(?:\.(\d))?(?:\s+and\s+(a\s+half))?\s*-?\s*(?:hours?|hrs?|h)\b(?:\s*(?:and\s+)?(\d{1,2})\s*(?:minutes?|mins?|m)\b|(\d{2})\b)?/;

const arrivalWords = /\b(?:land|lands|landing|arrive|arrives|arriving|arrival|get (?:there|in|to)|touch down)\b/;

/**
 * "I leave Berlin at 10am, it's a 12-hour flight to Tokyo, what time do I land": the clock at the
 * departure, plus the flight's length, read on the arrival's clock (each place's own offset on the
 * day, by Intl). Undefined when the message is not that sum.
 */
export function asksFlightArrival(lower: string): boolean {
  const length = flightLengthPattern.exec(lower);
  if (!length || !arrivalWords.test(lower) || !/\bfl(?:y|ight|ying)\b|\btakes?\b|\btake off\b|\bdepart|\bleav/.test(lower)) return false;
  return Boolean(
    findClockTime(`${lower.slice(0, length.index)}${' '.repeat(length[0].length)}${lower.slice(length.index + length[0].length)}`),
  );
}

export async function answerFlightArrival(draft: Draft, entities: AstraEntities, context: AstraContext): Promise<Reply | undefined> {
  if (!asksFlightArrival(draft.lower)) return undefined;
  const length = flightLengthPattern.exec(draft.lower)!;
  const minutes =
    Number(length[1]) * 60 + (length[2] ? Number(length[2]) * 6 : 0) + (length[3] ? 30 : 0) + Number(length[4] ?? length[5] ?? 0);
  const withoutLength = `${draft.lower.slice(0, length.index)}${' '.repeat(length[0].length)}${draft.lower.slice(length.index + length[0].length)}`;
  const clock = findClockTime(withoutLength);
  if (!clock || minutes <= 0 || minutes > 24 * 60) return undefined;
  const mentions = draft.piece ? await findPlaceList(draft.piece, context.data) : [];
  // The place after "to"/"in"/"into" is where it lands; the other one (or home) is where it leaves.
  const arrivalIndex = mentions.findIndex((mention) => /\b(?:to|in|into|at)\s+$/.test(draft.lower.slice(0, mention.index)));
  const arrival = mentions[arrivalIndex >= 0 ? arrivalIndex : mentions.length - 1];
  const departure = mentions.find((mention) => mention !== arrival);
  if (!arrival) return undefined;
  const to = await zoned(arrival, context);
  const from = (await zoned(departure, context)) ?? { label: 'your time', zone: context.timeZone };
  if (!to) return undefined;
  const day = entities.startDate ?? dayIn(from.zone, context.now);
  const leaves = instantAt(from.zone, day, clock.hour, clock.minute);
  const lands = new Date(leaves.getTime() + minutes * 60_000);
  const hhmm = (instant: Date, zone: string) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
  const landDay = dayIn(to.zone, lands);
  return reply(
    `Leaving ${from.label === 'your time' ? 'at' : `${from.label} at`} **${hhmm(leaves, from.zone)}** on ${dayWords(day)}${from.label === 'your time' ? ' (your time)' : ''}, a flight of ${hoursInWords(minutes)} lands at **${hhmm(lands, to.zone)}** ${to.label} time on **${dayWords(landDay)}**.`,
  );
}
