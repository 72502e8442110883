// How a trip's plan reads in the language the app speaks: an item's kind and title, its times and
// facts, a stay's nights, durations, a day's date and a trip's dates, and how soon something starts.
// Shared by the trip screens (trips, plan, wallet, expenses). What a plan's text says is the domain's
// (src/domain/plan-text.ts, which the server's public page and the calendar file use in English);
// this passes it the words of the language spoken, and other languages write dates with Intl.
import { useMemo } from 'react';
import type { ItineraryKind, ItineraryKindAndDetails, TransportMode } from '../../domain/itinerary-schema';
import { dateLabel } from '../../domain/itinerary-rules';
import type { CitySource, PlanEntry, PlanStaying, PlanTimes } from '../../domain/itinerary-plan';
import {
  dayCityNote as domainDayCityNote,
  itemFacts as domainItemFacts,
  stayingText as domainStayingText,
  stayText as domainStayText,
  type PlanLabels,
} from '../../domain/plan-text';
import { dateTimeFormat } from '../../domain/intl-formats';
import { parseIsoDate } from '../../domain/partners';
import { daysBetweenLocal } from '../../domain/local-time';
import { intlLocale, useLanguage, useMessages, type Language } from '../i18n';
import { planWordsMessages } from './messages';

type Texts = ReturnType<typeof planWordsMessages.get>;

/** The texts and the locale of one language, for the functions below. */
export type PlanWords = { t: Texts; language: Language; locale: string };

/** In a component: the plan's words in the language spoken now (re-rendered on a switch). */
export function usePlanWords(): PlanWords {
  const t = useMessages(planWordsMessages);
  const language = useLanguage();
  return useMemo(() => ({ t, language, locale: intlLocale(language) }), [t, language]);
}

const kindKeys = {
  flight: 'kindFlight',
  stay: 'kindStay',
  activity: 'kindActivity',
  transport: 'kindTransport',
  note: 'kindNote',
} as const satisfies Record<ItineraryKind, keyof Texts>;

const modeKeys = {
  train: 'modeTrain',
  bus: 'modeBus',
  ferry: 'modeFerry',
  car: 'modeCar',
  transfer: 'modeTransfer',
} as const satisfies Record<TransportMode, keyof Texts>;

export const kindName = ({ t }: PlanWords, kind: ItineraryKind): string => t[kindKeys[kind]];
export const modeName = ({ t }: PlanWords, mode: TransportMode): string => t[modeKeys[mode]];

const noteTitleLength = 80;

/** What an item is called in a list: "Flight BA15 LHR → SIN", "Stay at Hotel Lutetia", an activity's title, a note's first line. */
export function itemTitle(words: PlanWords, item: ItineraryKindAndDetails): string {
  const { t } = words;
  switch (item.kind) {
    case 'flight': {
      const number = item.details.flight_number.trim();
      return t.titleFlight({ number: number ? `${number} ` : '', from: item.details.from.code, to: item.details.to.code });
    }
    case 'stay':
      return t.titleStay({ name: item.details.name });
    case 'activity':
      return item.details.title;
    case 'transport':
      return t.titleTransport({ mode: modeName(words, item.details.mode), from: item.details.from.name, to: item.details.to.name });
    case 'note': {
      const firstLine = item.details.text.trim().split(/\r\n|\r|\n/)[0] ?? '';
      return [...firstLine].length > noteTitleLength ? `${[...firstLine].slice(0, noteTitleLength - 1).join('')}…` : firstLine;
    }
  }
}

/** The title of what comes next on a trip: a stay being checked out of reads "Check out of Hotel Lutetia". */
export function nextTitle(words: PlanWords, item: ItineraryKindAndDetails, isCheckOut: boolean): string {
  return isCheckOut && item.kind === 'stay' ? words.t.titleCheckOut({ name: item.details.name }) : itemTitle(words, item);
}

const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  dateTimeFormat(locale, { ...options, timeZone: 'UTC' });

const shortDay: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };

/** A day of the plan: "Sat 12 Jun" in English (the domain's words), "6月12日(土)" in Japanese. */
export function dayLabel({ language, locale }: PlanWords, date: string): string {
  if (language === 'en') return dateLabel(date);
  const parsed = parseIsoDate(date.slice(0, 10));
  return parsed ? dateFormat(locale, shortDay).format(parsed) : date;
}

/** A trip's dates as its screens' headings read them: "Sat 12 Jun – Tue 15 Jun 2027"; "2027年6月12日(土)～15日(火)". */
export function tripDates(words: PlanWords, trip: { start_date: string; end_date: string }): string {
  const start = parseIsoDate(trip.start_date);
  const end = parseIsoDate(trip.end_date);
  if (words.language === 'en' || !start || !end || end < start) {
    return `${dayLabel(words, trip.start_date)} – ${dayLabel(words, trip.end_date)} ${trip.end_date.slice(0, 4)}`;
  }
  if (words.language === 'ja') {
    // Intl's Japanese range is all digits ("2027/06/12(土)～2027/06/15(火)"); a Japanese reader writes 2027年6月12日(土)～6月15日(火).
    const full = dateFormat(words.locale, { ...shortDay, year: 'numeric' }).format(start);
    const last = dateFormat(words.locale, end.getUTCFullYear() === start.getUTCFullYear() ? shortDay : { ...shortDay, year: 'numeric' });
    return `${full}～${last.format(end)}`;
  }
  return dateFormat(words.locale, { ...shortDay, year: 'numeric' }).formatRange(start, end);
}

const labelsByWords = new WeakMap<PlanWords, PlanLabels>();

/** The domain's plan labels in these words: which facts a plan shows, and in what order, stays the domain's. */
function planLabels(words: PlanWords): PlanLabels {
  let labels = labelsByWords.get(words);
  if (!labels) {
    const { t } = words;
    labels = {
      day: (date) => dayLabel(words, date),
      checkIn: (time) => t.textCheckIn({ time }),
      checkOut: (date, time) => t.textCheckOut({ date, time }),
      terminal: (value) => t.textTerminal({ value }),
      seat: (value) => t.textSeat({ value }),
      confirmation: (value) => t.textConfirmation({ value }),
      reference: (value) => t.textRef({ value }),
      bookedOnline: t.textBookedOnline,
      checkOutOf: (name, time) => t.textCheckOutOf({ name, time }),
      stayingAt: (name, night, nights) => t.textStayingAt({ name, night: String(night), nights: String(nights) }),
      still: t.dayStill,
      planned: t.dayPlanned,
    };
    labelsByWords.set(words, labels);
  }
  return labels;
}
/** A stay's check-in and check-out: "Check-in 15:00 CEST · check-out Tue 15 Jun, 11:00 CEST". */
export const stayText = (words: PlanWords, times: PlanTimes): string | undefined => domainStayText(times, planLabels(words));

/** The short facts under an item's title: where, terminal and seat, the confirmation code. */
export const itemFacts = (words: PlanWords, entry: Pick<PlanEntry, 'item'>): string[] =>
  domainItemFacts(entry, { labels: planLabels(words) });

/** A night at a stay checked in on an earlier day, or the morning of leaving it. */
export const stayingText = (words: PlanWords, staying: PlanStaying): string => domainStayingText(staying, planLabels(words));

/** Beside a day's city when it is a guess rather than a booking: "still" (carried on), "planned" (the trip's outline). */
export const dayCityNote = (words: PlanWords, citySource: CitySource): string | undefined =>
  domainDayCityNote({ citySource }, planLabels(words));

/** "13 h 25 min", "2 h", "45 min". */
export function durationText({ t }: PlanWords, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t.textMinutes({ minutes: String(rest) });
  return rest === 0 ? t.textHours({ hours: String(hours) }) : t.textHoursMinutes({ hours: String(hours), minutes: String(rest) });
}

/** An entry's duration as the plan shows it: a stay's nights, else its length. */
export function entryDuration(words: PlanWords, entry: Pick<PlanEntry, 'item' | 'duration'>): string | undefined {
  if (!entry.duration) return undefined;
  if (entry.item.kind === 'stay') {
    return words.t.textNights(daysBetweenLocal(entry.item.details.check_in_local, entry.item.details.check_out_local));
  }
  return durationText(words, entry.duration.minutes);
}

/** A trip's length in days: "Same day", "1 day", "8 days". */
export function daysText({ t }: PlanWords, days: number): string {
  return days === 0 ? t.durationSameDay : t.durationDays(days);
}

/** How soon, in whole units rounded down: "in 25 min", "in 3 h", "in 2 days" (the domain's timeUntilLabel, in words). */
export function timeUntil({ t }: PlanWords, milliseconds: number): string {
  const minutes = Math.floor(milliseconds / 60_000);
  if (minutes < 1) return t.soonNow;
  if (minutes < 60) return t.soonMinutes({ count: String(minutes) });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t.soonHours({ count: String(hours) });
  return t.soonDays(Math.floor(hours / 24));
}
