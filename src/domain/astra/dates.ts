// Travel dates and lengths in what travellers type: "next Friday", "10-15 March", "March 10 to 15",
// "2027-03-10", "this weekend", "in June", "for 5 days", "a week". Everything is counted from the
// traveller's own today (their time zone), and a day-and-month already past means next year.
import { dateTimeFormat } from '../intl-formats';
import { blank, numberWordPattern, readCount } from './text';

export type CalendarDay = { year: number; month: number; day: number };

export type DateFindings = {
  startDate?: string;
  endDate?: string;
  /** 1-12, when only a month was named ("in March"). */
  travelMonth?: number;
  durationDays?: number;
  /** What was assumed to read a date that could be read two ways ("2/5"), to say in the answer. */
  assumed?: string;
  /** The text with every date and length blanked out. */
  rest: string;
};

/** How to read a date written in numbers only ("2/5"): day first, unless the device writes the month first. */
export type DateReading = { dayFirst: boolean };

export const monthNames = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const monthPattern =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
/**
 * After a month named alone, no day of it: "august 10" is a day, but "hanoi in august 10 days" and "july 2 weeks"
 * name the month and then the length.
 */
const noDayAfter = '(?!\\s*\\d+(?!\\d)(?!\\s*(?:days?|nights?|weeks?)\\b))';
// "the 12th june": the article is part of the day.
const dayPattern = '(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?';
const yearPattern = '(?:,?\\s*(\\d{4}))?';
const rangeWord = '\\s*(?:-|to|until|till|through|thru)\\s*';
const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
// Whole names only: "sun" and "sat" are ordinary words.
const weekdayPattern = '(sunday|monday|tuesday|wednesday|thursday|friday|saturday)';
/** A weekday in a span of two, where "sun" and "sat" cut short cannot be other words ("fri to mon", "sat-sun"). */
const rangeWeekdayPattern = '(sunday|monday|tuesday|wednesday|thursday|friday|saturday|sun|mon|tues?|wed|weds|thu|thur|thurs|fri|sat)';
/** A number right before these is a count, never a day of the month. */
const notADay = '(?!\\s*(?:days?|nights?|weeks?|people|persons|adults?|guests?|travell?ers|passengers|pax|kids|children|\\d))';

const dayMs = 86_400_000;

const ordinalUnits = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
const ordinalTeens = [
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
];
/** "fifth" → 5, "twenty first" → 21, "thirtieth" → 30: the days of a month written as words. */
const ordinalDays = new Map<string, number>([
  ...ordinalUnits.map((word, index) => [word, index + 1] as const),
  ...ordinalTeens.map((word, index) => [word, index + 10] as const),
  ['twentieth', 20],
  ['thirtieth', 30],
  ...ordinalUnits.map((word, index) => [`twenty ${word}`, index + 21] as const),
  ['thirty first', 31],
]);
const ordinalWordPattern = [...ordinalDays.keys()]
  .sort((a, b) => b.length - a.length)
  .map((word) => word.replace(' ', '[\\s-]'))
  .join('|');
/**
 * A day written as a word where it can only be a day ("the fifth of may", "december twentieth", "back on
 * the ninth", "the ninth till the sixteenth"), as digits of the same length ("5th  "), so what is blanked later stays
 * where it was typed.
 */
const ordinalDayPattern = new RegExp(
  `(?<=\\b${monthPattern}\\s+(?:the\\s+)?|\\b(?:on|from|until|till|to|back|returning|leaving)\\s+the\\s+)(${ordinalWordPattern})\\b|\\b(?:the\\s+)?(${ordinalWordPattern})(?=\\s+(?:of\\s+)?${monthPattern}\\b)|\\bthe\\s+(${ordinalWordPattern})(?=\\s*(?:to|till|until|through|thru|-|–)\\s*the\\s+(?:${ordinalWordPattern})\\b)`,
  'g',
);

function withOrdinalDays(text: string): string {
  return text.replace(ordinalDayPattern, (typed: string, ...groups: unknown[]) => {
    const word = groups.find((group): group is string => typeof group === 'string' && ordinalDays.has(group.replace('-', ' ')));
    const day = word && ordinalDays.get(word.replace('-', ' '));
    if (!day) return typed;
    const digits = `${typed.startsWith('the') ? 'the ' : ''}${day}${day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th'}`;
    return digits.padEnd(typed.length, ' ');
  });
}

function monthOf(word: string): number {
  return monthNames.findIndex((name) => name.startsWith(word.slice(0, 3))) + 1;
}

function weekdayOf(word: string): number {
  return weekdays.findIndex((name) => name.startsWith(word.slice(0, 3)));
}

export function toIso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function utc(year: number, month: number, day: number): Date | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined;
}

/** The traveller's today as a UTC midnight, read in their time zone. */
export function todayIn(now: Date, timeZone: string): Date {
  let parts: string;
  try {
    parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    parts = now.toISOString().slice(0, 10);
  }
  const [year, month, day] = parts.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * dayMs);
}

export function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / dayMs);
}

/** A day and month without a year: this year's, or next year's once it has passed. */
function upcoming(today: Date, month: number, day: number, year?: number): Date | undefined {
  if (year) return utc(year, month, day);
  const thisYear = utc(today.getUTCFullYear(), month, day);
  if (thisYear && thisYear >= today) return thisYear;
  return utc(today.getUTCFullYear() + 1, month, day);
}

/** Single days named for what happens on them. */
const namedDayPattern = "valentine'?s(?: day)?|new year'?s? eve|nye|new year'?s? day|christmas eve|christmas day|boxing day";

/** The next such day from `from` on (that day included). */
function namedDay(named: string, from: Date): Date {
  const [month, date] = named.startsWith('valentine')
    ? [2, 14]
    : named === 'nye' || named.endsWith('eve')
      ? named.startsWith('christmas')
        ? [12, 24]
        : [12, 31]
      : named.startsWith('new')
        ? [1, 1]
        : named.startsWith('boxing')
          ? [12, 26]
          : [12, 25];
  return upcoming(from, month, date)!;
}

/** Easter Sunday of a year in the Gregorian calendar (the anonymous Gregorian computus). */
export function easterSunday(year: number): Date {
  const golden = year % 19;
  const century = Math.floor(year / 100);
  const ofCentury = year % 100;
  const skippedLeaps = Math.floor(century / 4);
  const moonCorrection = Math.floor((century - Math.floor((century + 8) / 25) + 1) / 3);
  const epact = (19 * golden + century - skippedLeaps - moonCorrection + 15) % 30;
  const weekdayShift = (32 + 2 * (century % 4) + 2 * Math.floor(ofCentury / 4) - epact - (ofCentury % 4)) % 7;
  const late = Math.floor((golden + 11 * epact + 22 * weekdayShift) / 451);
  const monthDay = epact + weekdayShift - 7 * late + 114;
  return new Date(Date.UTC(year, Math.floor(monthDay / 31) - 1, (monthDay % 31) + 1));
}

/** The next such weekday strictly after today ("friday" said on a Friday means the next one). */
function nextWeekday(today: Date, weekday: number): Date {
  const ahead = (weekday - today.getUTCDay() + 7) % 7 || 7;
  return addDays(today, ahead);
}

/**
 * The weekday said: the coming one, or with "next" (or "nxt") the one of next week (weeks start on Monday), so "next
 * Friday" said on a Wednesday is not this week's Friday while "next Tuesday" said then is the coming Tuesday.
 */
function weekdayAhead(today: Date, weekday: number, which: string | undefined): Date {
  const coming = nextWeekday(today, weekday);
  if (which !== 'next' && which !== 'nxt') return coming;
  const nextMonday = nextWeekday(today, 1);
  return coming < nextMonday ? addDays(coming, 7) : coming;
}

/** `vague`: a span said loosely ("next week"), whose end gives way to a length said with it. */
type Match = { start: Date; end?: Date; month?: number; vague?: boolean };
type Rule = { pattern: RegExp; read: (groups: string[], today: Date) => Match | undefined };

const rules: Rule[] = [
  {
    // ("departing 2027-06-04 returning 2027-06-11": the second date is the way back.)
    pattern:
      /\b(\d{4}-\d{2}-\d{2})(?:\s*(?:-|to|until|till|,?\s*(?:and\s+)?(?:returning|return|back|coming back)(?:\s+on)?)\s*(\d{4}-\d{2}-\d{2}))?\b/,
    read: ([first, second]) => {
      const start = parseIso(first!);
      return start ? { start, end: second ? parseIso(second) : undefined } : undefined;
    },
  },
  {
    // "the first 4 nights of November": from the 1st, that many nights.
    pattern: new RegExp(`\\bthe first\\s+(\\d{1,2}|${numberWordPattern})\\s+nights\\s+(?:of|in)\\s+${monthPattern}${yearPattern}\\b`),
    read: ([count, month, year], today) => {
      const start = upcoming(today, monthOf(month!), 1, year ? Number(year) : undefined);
      const nights = readCount(count!);
      return start && nights ? { start, end: addDays(start, nights) } : undefined;
    },
  },
  {
    // "for the night of the 2nd of May": one night, from that day.
    pattern: new RegExp(`\\b(?:for\\s+)?the\\s+night\\s+of\\s+${dayPattern}\\s+(?:of\\s+)?${monthPattern}${yearPattern}\\b`),
    read: ([day, month, year], today) => {
      const start = upcoming(today, monthOf(month!), Number(day), year ? Number(year) : undefined);
      return start ? { start, end: addDays(start, 1) } : undefined;
    },
  },
  {
    // 10 March to 15 April, 10th of March - 2nd of April 2027
    pattern: new RegExp(
      `\\b${dayPattern}\\s+(?:of\\s+)?${monthPattern}${rangeWord}${dayPattern}\\s+(?:of\\s+)?${monthPattern}${yearPattern}\\b`,
    ),
    read: ([d1, m1, d2, m2, year], today) => range(today, monthOf(m1!), Number(d1), monthOf(m2!), Number(d2), year),
  },
  {
    // March 10 to April 2
    pattern: new RegExp(`\\b${monthPattern}\\s+${dayPattern}${rangeWord}${monthPattern}\\s+${dayPattern}${yearPattern}\\b`),
    read: ([m1, d1, m2, d2, year], today) => range(today, monthOf(m1!), Number(d1), monthOf(m2!), Number(d2), year),
  },
  {
    // 10-15 March, 10 to 15 of March 2027
    pattern: new RegExp(`\\b${dayPattern}${rangeWord}${dayPattern}\\s+(?:of\\s+)?${monthPattern}${yearPattern}\\b`),
    read: ([d1, d2, month, year], today) => range(today, monthOf(month!), Number(d1), monthOf(month!), Number(d2), year),
  },
  {
    // March 10-15
    pattern: new RegExp(`\\b${monthPattern}\\s+${dayPattern}${rangeWord}${dayPattern}${yearPattern}\\b`),
    read: ([month, d1, d2, year], today) => range(today, monthOf(month!), Number(d1), monthOf(month!), Number(d2), year),
  },
  {
    // 10 March, 10th of March 2027
    pattern: new RegExp(`\\b${dayPattern}\\s+(?:of\\s+)?${monthPattern}${yearPattern}\\b`),
    read: ([day, month, year], today) => single(upcoming(today, monthOf(month!), Number(day), year ? Number(year) : undefined)),
  },
  {
    // March 10, March 10th 2027 (not "may 5 days")
    pattern: new RegExp(`\\b${monthPattern}\\s+${dayPattern}${notADay}${yearPattern}\\b`),
    read: ([month, day, year], today) => single(upcoming(today, monthOf(month!), Number(day), year ? Number(year) : undefined)),
  },
  {
    // "friday to sunday", "fri-sun": the next such first day, and the second one after it.
    pattern: new RegExp(`\\b(?:from\\s+)?(?:this\\s+|next\\s+)?${rangeWeekdayPattern}${rangeWord}${rangeWeekdayPattern}\\b`),
    read: ([first, second], today) => {
      const start = nextWeekday(today, weekdayOf(first!));
      return { start, end: nextWeekday(start, weekdayOf(second!)) };
    },
  },
  {
    // "from christmas eve to boxing day", "christmas day until new year's day": a span between two named days.
    pattern: new RegExp(`\\b(?:from\\s+)?(?:the\\s+)?(${namedDayPattern})${rangeWord}(?:the\\s+)?(${namedDayPattern})\\b`),
    read: ([first, second], today) => {
      const start = namedDay(first!, today);
      const end = namedDay(second!, start);
      return end > start ? { start, end } : undefined;
    },
  },
  {
    // Days named for what happens on them: Valentine's Day, New Year's Eve and Day, Christmas (Eve to Boxing Day).
    pattern: new RegExp(
      `\\b(?:for\\s+|on\\s+|over\\s+|at\\s+)?(?:the\\s+)?(${namedDayPattern}|new year'?s?|christmas|xmas)(?:\\s+(?:holidays?|break|weekend))?\\b`,
    ),
    read: ([named], today) => {
      if (/^(?:new year'?s?|christmas|xmas)$/.test(named!)) {
        // New Year: its eve and the day; Christmas: Christmas Eve to the day after Boxing Day.
        const eve = namedDay(named!.startsWith('new') ? 'nye' : 'christmas eve', today);
        return named!.startsWith('new') ? { start: eve, end: addDays(eve, 1) } : { start: eve, end: addDays(eve, 3) };
      }
      if (named === 'nye' || /^new year'?s? eve$/.test(named!)) {
        const eve = namedDay(named!, today);
        return { start: eve, end: addDays(eve, 1) };
      }
      return { start: namedDay(named!, today) };
    },
  },
  {
    // "the first weekend of may", "the last week of june": a weekend (Friday to Sunday) or a week within the month.
    pattern: new RegExp(`\\b(?:the\\s+)?(first|1st|second|2nd|third|3rd|last)\\s+(weekend|week)\\s+(?:of|in)\\s+${monthPattern}\\b`),
    read: ([which, unit, month], today) => {
      const monthNumber = monthOf(month!);
      const first = upcoming(today, monthNumber, 1);
      if (!first) return undefined;
      const year = first.getUTCFullYear();
      const daysIn = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
      const order = ({ first: 0, '1st': 0, second: 1, '2nd': 1, third: 2, '3rd': 2 } as Record<string, number>)[which!];
      if (unit === 'week') {
        const start = order === undefined ? utc(year, monthNumber, daysIn - 6)! : utc(year, monthNumber, 1 + 7 * order)!;
        return { start, end: addDays(start, 7) };
      }
      const firstSaturday = addDays(first, (6 - first.getUTCDay() + 7) % 7);
      const lastSaturday = addDays(utc(year, monthNumber, daysIn)!, -((utc(year, monthNumber, daysIn)!.getUTCDay() + 1) % 7));
      const saturday = order === undefined ? lastSaturday : addDays(firstSaturday, 7 * order);
      return { start: addDays(saturday, -1), end: addDays(saturday, 1) };
    },
  },
  { pattern: /\b(?:the\s+)?day after tomorrow\b/, read: (_, today) => ({ start: addDays(today, 2) }) },
  {
    // "over Easter", "the easter weekend": Good Friday to Easter Monday of the next Easter not yet over.
    pattern: /\b(?:over\s+|at\s+|for\s+|during\s+)?(?:the\s+)?easter(?:\s+(?:weekend|holidays?|break))?\b/,
    read: (_, today) => {
      let sunday = easterSunday(today.getUTCFullYear());
      if (addDays(sunday, 1) < today) sunday = easterSunday(today.getUTCFullYear() + 1);
      return { start: addDays(sunday, -2), end: addDays(sunday, 1) };
    },
  },
  // (Not "two weeks from today": that day is read by the count before it.)
  { pattern: /(?<!\bfrom )\b(?:today|tonight)\b/, read: (_, today) => ({ start: today }) },
  // As typed in a hurry: "tmrw", "tmr", "2moro", "tommorow".
  { pattern: /\b(?:tomorrow|tmrw|tmr|tmw|2mo?rr?o?w?|tomm?orr?ow|tomoz)\b/, read: (_, today) => ({ start: addDays(today, 1) }) },
  {
    pattern: /\b(this|next|nxt)\s+(long\s+)?(?:weekend|wkend)\b/,
    read: ([which, long], today) => {
      let friday = today.getUTCDay() === 5 ? today : nextWeekday(today, 5);
      // "next weekend" said on a weekday is the one after this week's.
      if (which !== 'this' && today.getUTCDay() >= 1 && today.getUTCDay() <= 4) friday = addDays(friday, 7);
      return { start: friday, end: addDays(friday, long ? 3 : 2) };
    },
  },
  {
    // "the weekend after next", "the week after next": a week on from next weekend or next week.
    pattern: /\b(?:the )?(week|weekend) after next\b/,
    read: ([unit], today) => {
      if (unit === 'week') return { start: addDays(nextWeekday(today, 1), 7), end: addDays(nextWeekday(today, 1), 14), vague: true };
      let friday = today.getUTCDay() === 5 ? today : nextWeekday(today, 5);
      if (today.getUTCDay() >= 1 && today.getUTCDay() <= 4) friday = addDays(friday, 7);
      return { start: addDays(friday, 7), end: addDays(friday, 9), vague: true };
    },
  },
  {
    pattern: /\b(?:next|nxt) (?:week|wk)\b/,
    read: (_, today) => ({ start: nextWeekday(today, 1), end: addDays(nextWeekday(today, 1), 7), vague: true }),
  },
  { pattern: /\bnext month\b/, read: (_, today) => ({ start: new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1)) }) },
  {
    // "a week on Saturday", "Saturday week", "the Saturday after next": the one day a week after the coming Saturday,
    // not a week's span.
    pattern: new RegExp(
      `\\b(?:a\\s+week\\s+(?:on|from)\\s+(?:this\\s+|next\\s+|coming\\s+)?${weekdayPattern}|(?:the\\s+)?${weekdayPattern}\\s+(?:week\\b(?!\\s*(?:end|days?|long))|after\\s+next))`,
    ),
    read: ([first, second], today) => ({ start: addDays(nextWeekday(today, weekdayOf((first ?? second)!)), 7) }),
  },
  {
    // "next Friday" is that weekday of next week, as "next weekend" is: said on a Wednesday, the Friday nine days on, not
    // the day after tomorrow ("this Friday", "on Friday", "Friday" are the coming one).
    pattern: new RegExp(`\\b(?:(this|next|nxt|coming|on)\\s+)?${weekdayPattern}\\b`),
    read: ([which, weekday], today) => ({ start: weekdayAhead(today, weekdayOf(weekday!), which) }),
  },
  {
    // "this fri", "nxt tues": a weekday cut short, only after a word that makes it one ("sun" and "sat" are words).
    pattern: /\b(this|next|nxt|coming|on)\s+(mon|tues?|wed|weds|thu|thur|thurs|fri|sat|sun)\b/,
    read: ([which, weekday], today) => ({ start: weekdayAhead(today, weekdayOf(weekday!), which) }),
  },
  {
    // "in two weeks", and "two weeks from today", "3 days from now": the one day that far on.
    pattern: new RegExp(
      `\\bin\\s+(\\d+|${numberWordPattern})\\s+(days?|weeks?|months?)\\b|\\b(?:a|(\\d+|${numberWordPattern}))\\s+(days?|weeks?|months?)\\s+from\\s+(?:today|now)\\b`,
    ),
    read: ([inCount, inUnit, fromCount, fromUnit], today) => {
      const count = inCount ?? fromCount;
      const unit = inUnit ?? fromUnit;
      const n = count ? (readCount(count) ?? 1) : 1;
      if (unit!.startsWith('month'))
        return { start: new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + n, today.getUTCDate())) };
      return { start: addDays(today, unit!.startsWith('week') ? n * 7 : n) };
    },
  },
  {
    // "in March", "during august", "for june": a month only
    // "mid june", "in late july": the month's middle or last third, a day to search from.
    pattern: new RegExp(
      `\\b(?:in\\s+|during\\s+|around\\s+)?(?:the\\s+)?(mid|middle of|late|end of)[\\s-]+${monthPattern}\\b${noDayAfter}`,
    ),
    read: ([part, month], today) => single(upcoming(today, monthOf(month!), part === 'mid' || part === 'middle of' ? 15 : 21)),
  },
  {
    // ("from frankfurt, early may": "early" or "the start of" before a month says it is the month, "may" too.)
    pattern: new RegExp(
      `\\b(?:(?:in|during|for|this|next|around|over)\\s+(?:early\\s+|mid\\s+|late\\s+)?|early[\\s-]+|(?:the\\s+)?(?:beginning|start) of\\s+)${monthPattern}\\b${noDayAfter}`,
    ),
    read: ([month], today) => {
      const monthNumber = monthOf(month!);
      const start = upcoming(today, monthNumber, 1);
      // This month, named while in it, is this month.
      const current = today.getUTCMonth() + 1 === monthNumber ? today : start;
      return current ? { start: current, month: monthNumber } : undefined;
    },
  },
  {
    // "packing list barcelona july": a month's whole name alone, last ("may" alone is a verb).
    pattern: new RegExp(`\\b(january|february|march|april|june|july|august|september|october|november|december)\\b${noDayAfter}`),
    read: ([month], today) => {
      const monthNumber = monthOf(month!);
      const start = upcoming(today, monthNumber, 1);
      const current = today.getUTCMonth() + 1 === monthNumber ? today : start;
      return current ? { start: current, month: monthNumber } : undefined;
    },
  },
];

/** The next day with this number, today counting: this month's, else next month's. */
function nextDayOfMonth(today: Date, day: number): Date | undefined {
  const date = utc(today.getUTCFullYear(), today.getUTCMonth() + 1, day);
  if (date && date >= today) return date;
  const next = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
  return utc(next.getUTCFullYear(), next.getUTCMonth() + 1, day);
}

/** Words that make the day after them the way back ("returning 20 may", "back on the 12th"). */
const returnWordBefore = /\b(?:back|returning|return|coming back|fly(?:ing)? back|home|until|till)\s+(?:on\s+)?$/;

/** The rules that read one named day ("20 may", "may 20th"). */
const namedDayRules = rules.filter((rule) => rule.pattern.source.includes(monthPattern) && !rule.pattern.source.includes(rangeWord.trim()));

/** A second named day in what is left, or a bare "the 15th" after a word for coming back (in the first day's month or the next). */
function secondDay(rest: string, first: Date, today: Date): { date: Date; rest: string } | undefined {
  for (const rule of namedDayRules) {
    const match = rule.pattern.exec(rest);
    if (!match) continue;
    const read = rule.read(match.slice(1) as string[], today);
    if (!read || read.month || read.end) continue;
    return { date: read.start, rest: blank(rest, match.index, match[0].length) };
  }
  // "from tomorrow until sunday": a weekday after a word for the end is the first such day after the start.
  // ("Arriving on Thursday the 10th of June and leaving the following Sunday": leaving, with the first day read, is the end.)
  const weekday = new RegExp(
    `\\b(?:until|till|to|through|thru|back on|leaving|leave|checking out|check out|(?:returning|return|bringing|dropping)(?:\\s+(?:it|them|the car)(?:\\s+back)?)?(?: on)?|back)\\s+(?:on\\s+)?(?:next\\s+|the\\s+following\\s+|the\\s+next\\s+|following\\s+|the\\s+)?(${weekdayPattern.slice(1, -1)}|mon|tues?|wed|weds|thu|thur|thurs|fri|sat|sun)\\b`,
  ).exec(rest);
  if (weekday) return { date: nextWeekday(first, weekdayOf(weekday[1]!)), rest: blank(rest, weekday.index, weekday[0].length) };
  // ("Checking in on 14 May and leaving on the 17th": with the first day read, leaving or checking out is the other end;
  // "arriving 14 april leaving 18": a bare number too, where it ends the clause.)
  const bare =
    /\b(?:back|returning|return|home|until|till|to|leaving|leave|checking out|check out|out|drop(?:ping)? (?:it |the car |them )?off|drop-?off)\s+(?:on\s+)?(?:the\s+)?(\d{1,2})(?:st|nd|rd|th\b|(?=\s*(?:[,;!?]|\.(?!\d)|$)))/.exec(
      rest,
    );
  if (!bare) return undefined;
  const day = Number(bare[1]);
  let date = utc(first.getUTCFullYear(), first.getUTCMonth() + 1, day);
  if (date && date <= first) date = utc(first.getUTCFullYear(), first.getUTCMonth() + 2, day);
  return date ? { date, rest: blank(rest, bare.index, bare[0].length) } : undefined;
}

function parseIso(value: string): Date | undefined {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return utc(year, month, day);
}

function single(date: Date | undefined): Match | undefined {
  return date ? { start: date } : undefined;
}

function range(today: Date, m1: number, d1: number, m2: number, d2: number, year: string | undefined): Match | undefined {
  const start = upcoming(today, m1, d1, year ? Number(year) : undefined);
  if (!start) return undefined;
  let end = utc(start.getUTCFullYear(), m2, d2);
  if (end && end < start) end = utc(start.getUTCFullYear() + 1, m2, d2);
  return end ? { start, end } : { start };
}

const durationRules: Array<{ pattern: RegExp; days: (groups: string[]) => number }> = [
  { pattern: /\b(?:a\s+)?fortnight\b/, days: () => 14 },
  { pattern: /\blong weekend\b/, days: () => 3 },
  // "a hotel for that night and the next one": two nights.
  { pattern: /\bnight and the (?:next|following)(?: one| night| day)?\b/, days: () => 2 },
  { pattern: /\b(?:a )?(?:couple|few) of (nights?|days?|weeks?)\b/, days: ([unit]) => (unit!.startsWith('week') ? 14 : 2) },
  {
    pattern: new RegExp(`\\b(\\d{1,3}|${numberWordPattern})[-\\s]+(days?|nights?|weeks?)(?:'s)?\\b`),
    days: ([count, unit]) => (readCount(count!) ?? 1) * (unit!.startsWith('week') ? 7 : 1),
  },
  // "a ski week", "a beach weekend", "3 hiking days": the kind of trip between the count and the unit.
  {
    pattern: new RegExp(
      `\\b(\\d{1,3}|${numberWordPattern})\\s+(?:ski|skiing|beach|business|work|working|hiking|walking|trekking|family|city|sun|surf|surfing|diving|golf|camping|wellness|spa)\\s+(days?|nights?|weeks?|weekends?)\\b`,
    ),
    days: ([count, unit]) => (unit!.startsWith('weekend') ? 2 : (readCount(count!) ?? 1) * (unit!.startsWith('week') ? 7 : 1)),
  },
  // "hotel rome 3n": nights typed as a count with an "n" on it.
  { pattern: /\b(\d{1,2})n\b/, days: ([count]) => Number(count) },
  { pattern: /\bweekend\b/, days: () => 2 },
];

/**
 * Time zones of the United States, where dates are written month first ("6/14"): the order used when
 * the device's language says nothing about it.
 */
const monthFirstZones =
  /^(?:America\/(?:New_York|Chicago|Denver|Los_Angeles|Phoenix|Anchorage|Detroit|Boise|Juneau|Sitka|Nome|Yakutat|Metlakatla|Adak|Menominee|Indiana\/\w+|Kentucky\/\w+|North_Dakota\/\w+)|Pacific\/Honolulu|US\/\w+)$/;

/**
 * Whether the traveller writes dates day first: by the order their language's short date puts day and
 * month in ("en-US" 6/14/2027, "en-GB" 14/06/2027), else by their time zone (month first in the
 * United States, day first almost everywhere else).
 */
export function readsDayFirst(locale: string | undefined, timeZone: string): boolean {
  if (locale) {
    try {
      const parts = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric' }).formatToParts(new Date(Date.UTC(2027, 0, 15)));
      const order = parts.filter((part) => part.type === 'day' || part.type === 'month').map((part) => part.type);
      if (order.length === 2) return order[0] === 'day';
    } catch {
      // An unknown language tag says nothing: the zone decides.
    }
  }
  return !monthFirstZones.test(timeZone);
}

/**
 * Dates written in numbers ("2/5", "14/6", "6/14/2027", "10.04.2027", "10.4."): a slash, or dots with
 * a year or a closing dot (so "10.30" stays a clock time). A count follows none of them ("2/3 nights",
 * "24/7" is always open).
 */
const numericDatePattern =
  /(?<![\d/.:])(\d{1,2})(?:\/(\d{1,2})(?:\/(\d{4}|\d{2}))?|\.(\d{1,2})(?:\.(\d{4}|\d{2})|\.(?!\d)))(?![\d/])(?!\s*(?:days?|nights?|weeks?|people|adults?|stars?|%))/g;

type NumericDate = { first: number; second: number; year?: number; index: number; length: number; typed: string };

/**
 * "pickup 12.7, back 19.7": a day and month joined by one dot, with no closing dot, read as a date only after a word that
 * says a day comes ("10.30" alone, "at 10.30", "2.5 km" stay what they were).
 */
const dottedAfterDayWord =
  /(?<=\b(?:pick-?up|pick(?:ing)? (?:it )?up|from|back|return(?:ing)?|drop-?off|drop(?:ping)? (?:it )?off|until|till|check-?in|check-?out|checking (?:in|out)|arriv(?:e|ing)|leav(?:e|ing)|depart(?:ing)?|on)\s+)(\d{1,2})\.(\d{1,2})(?![\d/.:])(?!\s*(?:km|kms|kilomet|miles?|mi\b|kg|h\b|hrs?|hours?|am\b|pm\b|[ap]\.m|days?|nights?|weeks?|people|adults?|stars?|%|euros?|dollars?|pounds?))/g;

function numericDates(text: string): NumericDate[] {
  const found: NumericDate[] = [];
  for (const match of text.matchAll(numericDatePattern)) {
    const [typed, first, slashSecond, slashYear, dotSecond, dotYear] = match;
    if (typed === '24/7') continue;
    const yearText = slashYear ?? dotYear;
    const year = yearText ? Number(yearText.length === 2 ? `20${yearText}` : yearText) : undefined;
    found.push({
      first: Number(first),
      second: Number(slashSecond ?? dotSecond),
      ...(year ? { year } : {}),
      index: match.index,
      length: typed.length,
      typed,
    });
  }
  for (const match of text.matchAll(dottedAfterDayWord)) {
    const [typed, first, second] = match;
    if (Number(first) < 1 || Number(first) > 31 || Number(second) < 1 || Number(second) > 12) continue;
    found.push({ first: Number(first), second: Number(second), index: match.index, length: typed.length, typed });
  }
  found.sort((a, b) => a.index - b.index);
  return found.slice(0, 2);
}

const shortMonthDay = (date: Date) => dateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(date);

/**
 * Reads the dates written in numbers: each pair is day and month, in the order a number over 12
 * settles ("14/6", "6/14"), the same order for a second date written like the first, and where
 * neither settles it the traveller's own (`reading`), saying what was assumed.
 */
function readNumericDates(text: string, today: Date, reading: DateReading): { dates: Date[]; assumed?: string; rest: string } | undefined {
  const found = numericDates(text);
  if (found.length === 0) return undefined;
  const settled = found
    .map((date) => (date.first > 12 && date.second <= 12 ? true : date.second > 12 && date.first <= 12 ? false : undefined))
    .find((order) => order !== undefined);
  // ("hotels in edinburgh 6/4 - 6/7": two dates that fall in one month only when read month first are read so, unless
  // that month has passed this year: "3/4 to 3/5" is not next March.)
  const [start, end] = found;
  const withinYear = (month: number, day: number) => {
    const date = upcoming(today, month, day, start?.year);
    return date !== undefined && date.getTime() - today.getTime() < 300 * 86_400_000;
  };
  const oneMonth =
    settled === undefined && start && end && start.first !== start.second && end.first !== end.second
      ? start.second === end.second && start.first !== end.first && withinYear(start.second, start.first)
        ? true
        : start.first === end.first && start.second !== end.second && withinYear(start.first, start.second)
          ? false
          : undefined
      : undefined;
  const dayFirst = settled ?? oneMonth ?? reading.dayFirst;
  const dates: Date[] = [];
  let rest = text;
  for (const date of found) {
    // Dots are written day first everywhere ("10.04.2027").
    const dotted = date.typed.includes('.');
    const [day, month] = dotted || dayFirst ? [date.first, date.second] : [date.second, date.first];
    if (month < 1 || month > 12) continue;
    const read = upcoming(today, month, day, date.year);
    if (!read) continue;
    dates.push(read);
    rest = blank(rest, date.index, date.length);
  }
  if (dates.length === 0) return undefined;
  const ambiguous = settled === undefined && found.some((date) => !date.typed.includes('.') && date.first !== date.second);
  const assumed = ambiguous
    ? `I read ${found
        .filter((date) => !date.typed.includes('.'))
        .map((date) => `"${date.typed}"`)
        .join(
          ' and ',
        )} ${dayFirst ? 'day first' : 'month first'}, ${oneMonth === undefined ? 'as dates are written on your device' : 'so both fall in one month'}: ${dates
        .map((date) => `**${shortMonthDay(date)}**`)
        .join(' to ')}. Tell me if you meant the other way round.`
    : undefined;
  return { dates, ...(assumed ? { assumed } : {}), rest };
}

/** Finds the dates and the length of stay in a lower-case message (see extract.ts workpieceOf). */
export function findDates(
  text: string,
  today: Date,
  reading: DateReading = { dayFirst: true },
  /** The first day of the dates talked about last: "actually the 11th to the 14th" is in their month. */
  lastStart?: string,
): DateFindings {
  const lastMonth = lastStart ? parseIso(`${lastStart.slice(0, 8)}01`) : undefined;
  const bareFrom = lastMonth && lastMonth > today ? lastMonth : today;
  // "Between the 3rd and the 7th of June": a span, written as one ("the 3rd to the 7th").
  let rest = withOrdinalDays(text).replace(
    /\bbetween (the )?(\d{1,2}(?:st|nd|rd|th)?) and (?=(?:the )?\d{1,2}(?:st|nd|rd|th)?\b(?!\s*(?:am|pm|a\.m|p\.m|h\b|hrs?\b|hours?|o'?clock|[:.]\d|%|km|miles|nights?|days?|weeks?|years?|people|adults|[$€£¥]|euros?|dollars?|pounds?)))/g,
    (typed: string, the: string | undefined, day: string) => `${the ?? ''}${day} to `.padStart(typed.length, ' '),
  );
  const findings: DateFindings = { rest };
  let firstIsReturn = false;
  let vagueEnd = false;
  let nextMonthSaid = false;
  const numeric = readNumericDates(rest, today, reading);
  if (numeric) {
    const [first, second] = numeric.dates.map(toIso).sort();
    firstIsReturn = !second && returnWordBefore.test(rest.slice(0, numericDates(rest)[0]!.index));
    findings.startDate = first;
    if (second && second !== first) findings.endDate = second;
    if (numeric.assumed) findings.assumed = numeric.assumed;
    rest = numeric.rest;
  }
  for (const rule of numeric ? [] : rules) {
    const match = rule.pattern.exec(rest);
    if (!match) continue;
    const read = rule.read(match.slice(1) as string[], today);
    if (!read) continue;
    firstIsReturn = !read.end && !read.month && returnWordBefore.test(rest.slice(0, match.index));
    nextMonthSaid = /^next month$/.test(match[0]);
    rest = blank(rest, match.index, match[0].length);
    findings.startDate = toIso(read.start);
    if (read.end) findings.endDate = toIso(read.end);
    vagueEnd = Boolean(read.vague);
    if (read.month) {
      findings.travelMonth = read.month;
      // A month alone is when, not a departure day.
      delete findings.startDate;
    }
    break;
  }
  // "In Rome next month … a flight on the 10th": a bare day beside "next month" is that day of it.
  if (nextMonthSaid && findings.startDate && !findings.endDate) {
    const bare = /\b(?:on |from |for )?the (\d{1,2})(?:st|nd|rd|th)\b(?!\s*(?:floor|century|time|day|night|week))/.exec(rest);
    const first = parseIso(findings.startDate)!;
    const date = bare ? utc(first.getUTCFullYear(), first.getUTCMonth() + 1, Number(bare[1])) : undefined;
    if (bare && date) {
      findings.startDate = toIso(date);
      rest = blank(rest, bare.index, bare[0].length);
    }
  }
  // "What's on tomorrow" then "and the day after?": the day after the one talked about ("the day before": the one before).
  const dayAfter = /\bthe (?:day|night) (after|before)\b(?!\s+(?:tomorrow|yesterday|next|last|we|i|you|the|my|our|it)\b)/.exec(rest);
  if (!findings.startDate && !findings.travelMonth && lastStart && dayAfter) {
    findings.startDate = toIso(addDays(parseIso(lastStart)!, dayAfter[1] === 'before' ? -1 : 1));
    rest = blank(rest, dayAfter.index, dayAfter[0].length);
  }
  // "leaving 5 may returning 20 may", "1st of november back on the 15th": a second day is the
  // other end of the stay, whichever was written first.
  if (findings.startDate && !findings.endDate && !findings.travelMonth) {
    const second = secondDay(rest, parseIso(findings.startDate)!, today);
    if (second) {
      rest = second.rest;
      const [first, last] = [findings.startDate, toIso(second.date)].sort();
      findings.startDate = first;
      if (last !== first) findings.endDate = last;
    } else if (firstIsReturn) {
      // "and back on 12 april": the only day named is the way back.
      findings.endDate = findings.startDate;
      delete findings.startDate;
    }
  }
  // "and back on the 12th": the next such day, the way back.
  if (!findings.startDate && !findings.endDate && !findings.travelMonth) {
    const bare = new RegExp(`${returnWordBefore.source.slice(0, -1)}(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)\\b`).exec(rest);
    if (bare) {
      const date = nextDayOfMonth(bareFrom, Number(bare[1]));
      if (date) {
        findings.endDate = toIso(date);
        rest = blank(rest, bare.index, bare[0].length);
      }
    }
  }
  // "Fly on the 3rd and come back on the 10th": with the way back read, a bare "the 3rd" before it is the day out.
  if (!findings.startDate && findings.endDate && !findings.travelMonth) {
    // ("Change the dates to the 20th till the 27th": the day changed to is the first.)
    const bare =
      /\b(?:on|from|leaving|leave|out|(?:change|changed|move|moved|switch)\b[a-z ]{0,20}\bto) the (\d{1,2})(?:st|nd|rd|th)\b/.exec(rest);
    if (bare) {
      const end = parseIso(findings.endDate)!;
      const day = Number(bare[1]);
      const sameMonth = utc(end.getUTCFullYear(), end.getUTCMonth() + 1, day);
      const start = sameMonth && sameMonth < end ? sameMonth : utc(end.getUTCFullYear(), end.getUTCMonth(), day);
      if (start && start >= today) {
        findings.startDate = toIso(start);
        rest = blank(rest, bare.index, bare[0].length);
      }
    }
  }
  // "what am I doing on the 26th": a bare day of the month with "the" and its ending is the next such day.
  // ("Change it to the 2nd", "move the date to the 5th": a day changed to is a first day, not the way back.)
  if (!findings.startDate && !findings.endDate && !findings.travelMonth) {
    const bare =
      /\b(?<!back |returning |return |home |until |till |(?<!\b(?:change|changed|move|moved|switch|it|that|date|day|dates|days) )to )(?:on |for )?the (\d{1,2})(?:st|nd|rd|th)\b(?!\s*(?:floor|century|time|day|night|week))/.exec(
        rest,
      );
    if (bare) {
      const date = nextDayOfMonth(bareFrom, Number(bare[1]));
      if (date) {
        findings.startDate = toIso(date);
        rest = blank(rest, bare.index, bare[0].length);
        // "the 11th to the 14th": the other end, in the same month or the next.
        const second = secondDay(rest, date, today);
        if (second) {
          rest = second.rest;
          if (second.date > date) findings.endDate = toIso(second.date);
        }
      }
    }
  }
  // "A few nights at the start of June, the 3rd to the 6th": bare days beside a month named alone are in that month.
  if (!findings.startDate && !findings.endDate && findings.travelMonth) {
    const bare = /\b(?:on |from |for )?the (\d{1,2})(?:st|nd|rd|th)\b(?!\s*(?:floor|century|time|day|night|week))/.exec(rest);
    const month = findings.travelMonth;
    const year = today.getUTCFullYear() + (month < today.getUTCMonth() + 1 ? 1 : 0);
    const date = bare ? utc(year, month, Number(bare[1])) : undefined;
    if (bare && date && date >= today) {
      findings.startDate = toIso(date);
      rest = blank(rest, bare.index, bare[0].length);
      const second = secondDay(rest, date, today);
      if (second && second.date > date) {
        rest = second.rest;
        findings.endDate = toIso(second.date);
      }
    }
  }
  for (const rule of durationRules) {
    const match = rule.pattern.exec(rest);
    if (!match) continue;
    const days = rule.days(match.slice(1) as string[]);
    if (days >= 1 && days <= 365) findings.durationDays = days;
    rest = blank(rest, match.index, match[0].length);
    break;
  }
  // "a couple of nights next week": the length said sets the end of a span said loosely.
  if (vagueEnd && findings.startDate && findings.durationDays)
    findings.endDate = toIso(addDays(new Date(`${findings.startDate}T00:00:00Z`), findings.durationDays));
  if (findings.startDate && findings.endDate) {
    findings.durationDays = Math.max(1, daysBetween(findings.startDate, findings.endDate));
  } else if (findings.startDate && findings.durationDays) {
    findings.endDate = toIso(addDays(new Date(`${findings.startDate}T00:00:00Z`), findings.durationDays));
  }
  if (findings.startDate && !findings.travelMonth) findings.travelMonth = Number(findings.startDate.slice(5, 7));
  findings.rest = rest;
  return findings;
}
