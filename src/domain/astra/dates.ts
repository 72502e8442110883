// Travel dates and lengths in what travellers type: "next Friday", "10-15 March", "March 10 to 15",
// "2027-03-10", "this weekend", "in June", "for 5 days", "a week". Everything is counted from the
// traveller's own today (their time zone), and a day-and-month already past means next year.
import { blank, numberWordPattern, readCount } from './text';

export type CalendarDay = { year: number; month: number; day: number };

export type DateFindings = {
  startDate?: string;
  endDate?: string;
  /** 1-12, when only a month was named ("in March"). */
  travelMonth?: number;
  durationDays?: number;
  /** The text with every date and length blanked out. */
  rest: string;
};

const monthNames = [
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
// "the 12th june": the article is part of the day.
const dayPattern = '(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?';
const yearPattern = '(?:,?\\s*(\\d{4}))?';
const rangeWord = '\\s*(?:-|to|until|till|through|thru)\\s*';
const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
// Whole names only: "sun" and "sat" are ordinary words.
const weekdayPattern = '(sunday|monday|tuesday|wednesday|thursday|friday|saturday)';
/** A number right before these is a count, never a day of the month. */
const notADay = '(?!\\s*(?:days?|nights?|weeks?|people|persons|adults?|guests?|travell?ers|passengers|pax|kids|children|\\d))';

const dayMs = 86_400_000;

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

/** The next such weekday strictly after today ("friday" said on a Friday means the next one). */
function nextWeekday(today: Date, weekday: number): Date {
  const ahead = (weekday - today.getUTCDay() + 7) % 7 || 7;
  return addDays(today, ahead);
}

type Match = { start: Date; end?: Date; month?: number };
type Rule = { pattern: RegExp; read: (groups: string[], today: Date) => Match | undefined };

const rules: Rule[] = [
  {
    pattern: /\b(\d{4}-\d{2}-\d{2})(?:\s*(?:-|to|until|till)\s*(\d{4}-\d{2}-\d{2}))?\b/,
    read: ([first, second]) => {
      const start = parseIso(first!);
      return start ? { start, end: second ? parseIso(second) : undefined } : undefined;
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
    // "friday to sunday": the next such first day, and the second one after it.
    pattern: new RegExp(`\\b(?:from\\s+)?(?:this\\s+|next\\s+)?${weekdayPattern}${rangeWord}${weekdayPattern}\\b`),
    read: ([first, second], today) => {
      const start = nextWeekday(today, weekdayOf(first!));
      return { start, end: nextWeekday(start, weekdayOf(second!)) };
    },
  },
  { pattern: /\b(?:the\s+)?day after tomorrow\b/, read: (_, today) => ({ start: addDays(today, 2) }) },
  { pattern: /\b(?:today|tonight)\b/, read: (_, today) => ({ start: today }) },
  { pattern: /\btomorrow\b/, read: (_, today) => ({ start: addDays(today, 1) }) },
  {
    pattern: /\b(this|next)\s+(long\s+)?weekend\b/,
    read: ([which, long], today) => {
      let friday = today.getUTCDay() === 5 ? today : nextWeekday(today, 5);
      // "next weekend" said on a weekday is the one after this week's.
      if (which === 'next' && today.getUTCDay() >= 1 && today.getUTCDay() <= 4) friday = addDays(friday, 7);
      return { start: friday, end: addDays(friday, long ? 3 : 2) };
    },
  },
  { pattern: /\bnext week\b/, read: (_, today) => ({ start: nextWeekday(today, 1), end: addDays(nextWeekday(today, 1), 7) }) },
  { pattern: /\bnext month\b/, read: (_, today) => ({ start: new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1)) }) },
  {
    pattern: new RegExp(`\\b(?:(?:this|next|coming|on)\\s+)?${weekdayPattern}\\b`),
    read: ([weekday], today) => ({ start: nextWeekday(today, weekdayOf(weekday!)) }),
  },
  {
    pattern: new RegExp(`\\bin\\s+(\\d+|${numberWordPattern})\\s+(days?|weeks?|months?)\\b`),
    read: ([count, unit], today) => {
      const n = readCount(count!) ?? 1;
      if (unit!.startsWith('month'))
        return { start: new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + n, today.getUTCDate())) };
      return { start: addDays(today, unit!.startsWith('week') ? n * 7 : n) };
    },
  },
  {
    // "in March", "during august", "for june": a month only
    pattern: new RegExp(`\\b(?:in|during|for|this|next|around|over)\\s+(?:early\\s+|mid\\s+|late\\s+)?${monthPattern}\\b(?!\\s*\\d)`),
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
    pattern: /\b(january|february|march|april|june|july|august|september|october|november|december)\b(?!\s*\d)/,
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
const returnWordBefore = /\b(?:back|returning|return|coming back|fly(?:ing)? back|home)\s+(?:on\s+)?$/;

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
  const bare = /\b(?:back|returning|return|home|until|till|to)\s+(?:on\s+)?(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b/.exec(rest);
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
  {
    pattern: new RegExp(`\\b(\\d{1,3}|${numberWordPattern})[-\\s]+(days?|nights?|weeks?)(?:'s)?\\b`),
    days: ([count, unit]) => (readCount(count!) ?? 1) * (unit!.startsWith('week') ? 7 : 1),
  },
  { pattern: /\bweekend\b/, days: () => 2 },
];

/** Finds the dates and the length of stay in a lower-case message (see extract.ts workpieceOf). */
export function findDates(text: string, today: Date): DateFindings {
  let rest = text;
  const findings: DateFindings = { rest };
  let firstIsReturn = false;
  for (const rule of rules) {
    const match = rule.pattern.exec(rest);
    if (!match) continue;
    const read = rule.read(match.slice(1) as string[], today);
    if (!read) continue;
    firstIsReturn = !read.end && !read.month && returnWordBefore.test(rest.slice(0, match.index));
    rest = blank(rest, match.index, match[0].length);
    findings.startDate = toIso(read.start);
    if (read.end) findings.endDate = toIso(read.end);
    if (read.month) {
      findings.travelMonth = read.month;
      // A month alone is when, not a departure day.
      delete findings.startDate;
    }
    break;
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
      const date = nextDayOfMonth(today, Number(bare[1]));
      if (date) {
        findings.endDate = toIso(date);
        rest = blank(rest, bare.index, bare[0].length);
      }
    }
  }
  // "what am I doing on the 26th": a bare day of the month with "the" and its ending is the next such day.
  if (!findings.startDate && !findings.endDate && !findings.travelMonth) {
    const bare =
      /\b(?<!back |returning |return |home |until |till |to )(?:on |for )?the (\d{1,2})(?:st|nd|rd|th)\b(?!\s*(?:floor|century|time|day|night|week))/.exec(
        rest,
      );
    if (bare) {
      const date = nextDayOfMonth(today, Number(bare[1]));
      if (date) {
        findings.startDate = toIso(date);
        rest = blank(rest, bare.index, bare[0].length);
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
  if (findings.startDate && findings.endDate) {
    findings.durationDays = Math.max(1, daysBetween(findings.startDate, findings.endDate));
  } else if (findings.startDate && findings.durationDays) {
    findings.endDate = toIso(addDays(new Date(`${findings.startDate}T00:00:00Z`), findings.durationDays));
  }
  if (findings.startDate && !findings.travelMonth) findings.travelMonth = Number(findings.startDate.slice(5, 7));
  findings.rest = rest;
  return findings;
}

/** "UTC+1", "UTC-4", "UTC+5:30": a zone's offset at `instant` (summer time counts), or undefined for a zone Intl does not know. */
export function utcOffsetLabel(timeZone: string, instant: Date): string | undefined {
  const minutes = zoneOffsetMinutes(timeZone, instant);
  if (minutes === undefined) return undefined;
  if (minutes === 0) return 'UTC+0';
  const size = Math.abs(minutes);
  return `UTC${minutes > 0 ? '+' : '-'}${Math.floor(size / 60)}${size % 60 ? `:${String(size % 60).padStart(2, '0')}` : ''}`;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat | null>();

/** A zone's offset from UTC in minutes at `instant`, by Intl (so daylight saving on that day counts). */
export function zoneOffsetMinutes(timeZone: string, instant: Date): number | undefined {
  let format = offsetFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    } catch {
      format = null;
    }
    offsetFormats.set(timeZone, format);
  }
  const name = format?.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  if (!name) return undefined;
  const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name);
  if (!match) return undefined;
  if (!match[1]) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}
