// World clock rules, shared by the clock screen and the Astra assistant: the searchable cities, and
// what a clock reads in any IANA time zone at an instant. Offsets and dates always come from the
// platform's Intl time zone data, never from fixed offsets, so daylight-saving changes are right.
import { zonedTime, type ZonedTime } from './local-time';

export type ClockCity = { name: string; timezone: string; flag: string };

type CatalogueEntry = ClockCity & { country: string; aliases: readonly string[] };

const catalogue: readonly CatalogueEntry[] = [
  { name: 'New York', timezone: 'America/New_York', flag: '🇺🇸', country: 'United States', aliases: ['nyc', 'new york city', 'manhattan'] },
  { name: 'London', timezone: 'Europe/London', flag: '🇬🇧', country: 'United Kingdom', aliases: ['uk'] },
  { name: 'Tokyo', timezone: 'Asia/Tokyo', flag: '🇯🇵', country: 'Japan', aliases: [] },
  { name: 'Dubai', timezone: 'Asia/Dubai', flag: '🇦🇪', country: 'United Arab Emirates', aliases: ['uae'] },
  { name: 'Paris', timezone: 'Europe/Paris', flag: '🇫🇷', country: 'France', aliases: [] },
  { name: 'Sydney', timezone: 'Australia/Sydney', flag: '🇦🇺', country: 'Australia', aliases: [] },
  { name: 'Singapore', timezone: 'Asia/Singapore', flag: '🇸🇬', country: 'Singapore', aliases: [] },
  { name: 'Los Angeles', timezone: 'America/Los_Angeles', flag: '🇺🇸', country: 'United States', aliases: ['la', 'l a', 'hollywood'] },
  { name: 'Hong Kong', timezone: 'Asia/Hong_Kong', flag: '🇭🇰', country: 'Hong Kong', aliases: ['hk'] },
  { name: 'Mumbai', timezone: 'Asia/Kolkata', flag: '🇮🇳', country: 'India', aliases: ['bombay'] },
  { name: 'São Paulo', timezone: 'America/Sao_Paulo', flag: '🇧🇷', country: 'Brazil', aliases: ['sampa'] },
  { name: 'Toronto', timezone: 'America/Toronto', flag: '🇨🇦', country: 'Canada', aliases: [] },
];

/** The 12 cities a traveller can search for and add to the clock. */
export const clockCities: readonly ClockCity[] = catalogue.map(({ name, timezone, flag }) => ({ name, timezone, flag }));

/** The clock's cities before the traveller changes anything, in order. */
export const defaultClockTimezones: readonly string[] = ['America/New_York', 'Europe/London', 'Asia/Tokyo', 'Asia/Dubai'];

export type ClockReading = {
  /** 12-hour time with seconds, "3:04:05 PM". */
  time: string;
  /** 12-hour time, "3:04 PM". */
  shortTime: string;
  /** The city's calendar date, "Tue 24 Nov". */
  dateLabel: string;
  /**
   * Whether the city's calendar date is after (1) or before (-1) the home one. Two zones more than
   * 24 h apart (only a few Pacific ones, such as Kiritimati and Pago Pago) can be two dates apart;
   * that still reads as 1 or -1 here, and dateLabel holds the real date.
   */
  dayDifference: -1 | 0 | 1;
  /** The city's UTC offset minus home's at this instant. */
  offsetMinutes: number;
  /** "+9 h", "−5 h", "+5 h 30 min" or "Same time". */
  offsetLabel: string;
  /** Local time from 22:00 up to 06:00. */
  isNight: boolean;
};

/** Local hours counted as night: from `start` up to (not including) `end`. */
export const nightHours = { start: 22, end: 6 } as const;

/** The wall-clock reading as if it were UTC, in ms: the base for offsets and day differences. */
function wallClockMs({ year, month, day, hour, minute, second }: ZonedTime): number {
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second));
  // Date.UTC maps years 0–99 to 1900–1999; setting the full year keeps any year as it is.
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

const msPerMinute = 60_000;
const msPerDay = 86_400_000;
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const twoDigits = (value: number) => String(value).padStart(2, '0');

function twelveHour(hour: number): { hour: number; period: 'AM' | 'PM' } {
  return { hour: hour % 12 === 0 ? 12 : hour % 12, period: hour < 12 ? 'AM' : 'PM' };
}

/** "+9 h", "−5 h" (with a true minus sign), "+5 h 30 min", "+45 min" or "Same time". */
export function formatOffset(offsetMinutes: number): string {
  if (offsetMinutes === 0) return 'Same time';
  const size = Math.abs(offsetMinutes);
  const hours = Math.floor(size / 60);
  const minutes = size % 60;
  const amount = [hours ? `${hours} h` : '', minutes ? `${minutes} min` : ''].filter(Boolean).join(' ');
  return `${offsetMinutes > 0 ? '+' : '\u2212'}${amount}`;
}

/** The offset in words, for screen readers and the assistant: "9 hours ahead", "5 hours 30 minutes behind". */
export function describeOffset(offsetMinutes: number): string {
  if (offsetMinutes === 0) return 'Same time';
  const size = Math.abs(offsetMinutes);
  const hours = Math.floor(size / 60);
  const minutes = size % 60;
  const amount = [
    hours ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : '',
    minutes ? `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `${amount} ${offsetMinutes > 0 ? 'ahead' : 'behind'}`;
}

/**
 * What a clock in `timezone` shows at `instant`, compared with one in `homeTimezone` (the
 * traveller's own). Works for any IANA zone; throws a RangeError for an unknown one.
 */
export function readClock(instant: Date, timezone: string, homeTimezone: string): ClockReading {
  const city = zonedTime(instant.getTime(), timezone);
  const home = zonedTime(instant.getTime(), homeTimezone);
  const cityWallClock = wallClockMs(city);
  const homeWallClock = wallClockMs(home);
  const offsetMinutes = Math.round((cityWallClock - homeWallClock) / msPerMinute);
  const cityDay = Math.floor(cityWallClock / msPerDay);
  const homeDay = Math.floor(homeWallClock / msPerDay);
  const dayDifference = Math.sign(cityDay - homeDay) as -1 | 0 | 1;
  const { hour, period } = twelveHour(city.hour);
  const cityDate = new Date(cityDay * msPerDay);
  return {
    time: `${hour}:${twoDigits(city.minute)}:${twoDigits(city.second)} ${period}`,
    shortTime: `${hour}:${twoDigits(city.minute)} ${period}`,
    dateLabel: `${weekdays[cityDate.getUTCDay()]} ${city.day} ${months[city.month - 1]}`,
    dayDifference,
    offsetMinutes,
    offsetLabel: formatOffset(offsetMinutes),
    isNight: city.hour >= nightHours.start || city.hour < nightHours.end,
  };
}

/** "Tomorrow, Tue 24 Nov", "Yesterday, Mon 23 Nov" or "Today". */
export function describeDay(reading: Pick<ClockReading, 'dayDifference' | 'dateLabel'>): string {
  if (reading.dayDifference === 1) return `Tomorrow, ${reading.dateLabel}`;
  if (reading.dayDifference === -1) return `Yesterday, ${reading.dateLabel}`;
  return 'Today';
}

/** Whether the platform knows `timezone` as an IANA time zone ("Asia/Tokyo", "UTC"; not "+05:30"). */
export function isValidTimeZone(timezone: string): boolean {
  if (typeof timezone !== 'string' || timezone.trim() === '') return false;
  try {
    zonedTime(0, timezone);
    return true;
  } catch {
    return false;
  }
}

/** The device's own time zone, the "home" the clocks are compared with; UTC if the platform has none. */
export function deviceTimeZone(): string {
  const timezone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return timezone && isValidTimeZone(timezone) ? timezone : 'UTC';
}

/** Lower case, no accents, punctuation as spaces: "São Paulo!" and "sao  paulo" compare equal. */
function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const byTimezone = new Map(catalogue.map((entry) => [entry.timezone, entry]));

/** The clock city a traveller means by `text`: its name, a common alias ("nyc", "sao paulo", "bombay") or its zone. */
export function findClockCity(text: string): ClockCity | undefined {
  const wanted = normalise(text);
  if (!wanted) return undefined;
  const entry = catalogue.find(
    (city) => normalise(city.name) === wanted || city.aliases.includes(wanted) || normalise(city.timezone) === wanted,
  );
  return entry ? clockCities[catalogue.indexOf(entry)] : undefined;
}

/**
 * The clock cities matching what the traveller typed, by the start of any word of the name, the
 * country or an alias; all 12 for empty text. In catalogue order.
 */
export function searchClockCities(text: string): ClockCity[] {
  const wanted = normalise(text);
  if (!wanted) return [...clockCities];
  return clockCities.filter((city) => {
    const entry = byTimezone.get(city.timezone);
    const names = [city.name, entry?.country ?? '', ...(entry?.aliases ?? [])].map(normalise);
    return names.some((name) => name.startsWith(wanted) || name.includes(` ${wanted}`));
  });
}
