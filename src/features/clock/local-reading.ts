// A clock reading in the app's language. English keeps the domain's own wording and the spec's
// 12-hour clock ("3:04:05 PM", "Tue 24 Nov", "+9 h"); the other languages write time and date the way
// Intl does for them (24-hour where that is the custom) with the words of messages.ts.
import { dateTimeFormat } from '../../domain/intl-formats';
import { describeDay, describeOffset, type ClockReading } from '../../domain/world-clock';
import { intlLocale, type Language } from '../../lib/i18n';
import type { clockMessages } from './messages';

type Texts = ReturnType<typeof clockMessages.get>;

export type LocalReading = { time: string; shortTime: string; dateLabel: string; offsetLabel: string; offsetInWords: string; day: string };

const format = (locale: string, timezone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  dateTimeFormat(locale, { ...options, timeZone: timezone });

export function localReading(reading: ClockReading, now: Date, timezone: string, language: Language, t: Texts): LocalReading {
  if (language === 'en') {
    const offsetInWords = reading.offsetMinutes === 0 ? t.sameTimeAsYou : `${describeOffset(reading.offsetMinutes)} of you`;
    return { ...reading, offsetInWords, day: describeDay(reading) };
  }
  const locale = intlLocale(language);
  const size = Math.abs(reading.offsetMinutes);
  const hours = Math.floor(size / 60);
  const minutes = size % 60;
  const sign = reading.offsetMinutes > 0 ? '+' : '\u2212';
  const short = [hours ? t.hoursShort({ hours }) : '', minutes ? t.minutesShort({ minutes }) : ''].filter(Boolean).join(' ');
  const long = [hours ? t.hours(hours) : '', minutes ? t.minutes(minutes) : ''].filter(Boolean).join(' ');
  const dateLabel = format(locale, timezone, { weekday: 'short', day: 'numeric', month: 'short' }).format(now);
  return {
    time: format(locale, timezone, { hour: 'numeric', minute: '2-digit', second: '2-digit' }).format(now),
    shortTime: format(locale, timezone, { hour: 'numeric', minute: '2-digit' }).format(now),
    dateLabel,
    offsetLabel: reading.offsetMinutes === 0 ? t.sameTime : `${sign}${short}`,
    offsetInWords:
      reading.offsetMinutes === 0 ? t.sameTimeAsYou : reading.offsetMinutes > 0 ? t.ahead({ amount: long }) : t.behind({ amount: long }),
    day:
      reading.dayDifference === 1
        ? t.tomorrow({ date: dateLabel })
        : reading.dayDifference === -1
          ? t.yesterday({ date: dateLabel })
          : t.today,
  };
}
