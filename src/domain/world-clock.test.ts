import { describe, expect, it } from 'vitest';
import {
  clockCities,
  defaultClockTimezones,
  describeDay,
  describeOffset,
  findClockCity,
  formatOffset,
  isValidTimeZone,
  readClock,
  searchClockCities,
} from './world-clock';

const at = (iso: string) => new Date(iso);

describe('the clock cities', () => {
  it('are 12 distinct, valid zones with a name and a flag, the four defaults among them', () => {
    expect(clockCities).toHaveLength(12);
    expect(new Set(clockCities.map((city) => city.timezone)).size).toBe(12);
    for (const city of clockCities) {
      expect(isValidTimeZone(city.timezone), city.timezone).toBe(true);
      expect(city.name.trim()).not.toBe('');
      // A flag emoji is two regional indicator symbols.
      expect(
        [...city.flag].every((char) => /\p{Regional_Indicator}/u.test(char)),
        city.name,
      ).toBe(true);
    }
    expect(defaultClockTimezones.map((timezone) => clockCities.find((city) => city.timezone === timezone)?.name)).toEqual([
      'New York',
      'London',
      'Tokyo',
      'Dubai',
    ]);
  });
});

describe('readClock', () => {
  it('reads 12-hour time, short time and the date in the city', () => {
    expect(readClock(at('2026-11-24T15:04:05Z'), 'Europe/London', 'Europe/London')).toEqual({
      time: '3:04:05 PM',
      shortTime: '3:04 PM',
      dateLabel: 'Tue 24 Nov',
      dayDifference: 0,
      offsetMinutes: 0,
      offsetLabel: 'Same time',
      isNight: false,
    });
  });

  it('writes midnight as 12 AM and noon as 12 PM', () => {
    expect(readClock(at('2026-01-10T00:00:00Z'), 'UTC', 'UTC').time).toBe('12:00:00 AM');
    expect(readClock(at('2026-01-10T12:00:00Z'), 'UTC', 'UTC').time).toBe('12:00:00 PM');
    expect(readClock(at('2026-01-10T00:59:59Z'), 'UTC', 'UTC').shortTime).toBe('12:59 AM');
    expect(readClock(at('2026-01-10T13:07:09Z'), 'UTC', 'UTC').time).toBe('1:07:09 PM');
  });

  describe('New York from London across the spring changes (US: 2nd Sunday of March, UK: last Sunday of March)', () => {
    const newYork = (iso: string) => readClock(at(iso), 'America/New_York', 'Europe/London');

    it('is −5 h in winter', () => {
      expect(newYork('2026-01-15T12:00:00Z')).toMatchObject({ offsetMinutes: -300, offsetLabel: '\u22125 h', time: '7:00:00 AM' });
      expect(newYork('2026-03-08T06:59:59Z').offsetLabel).toBe('\u22125 h');
    });

    it('is −4 h from the US change on 8 March 2026 to the UK change on 29 March', () => {
      expect(newYork('2026-03-08T07:00:00Z')).toMatchObject({ offsetMinutes: -240, offsetLabel: '\u22124 h', time: '3:00:00 AM' });
      expect(newYork('2026-03-20T12:00:00Z')).toMatchObject({ offsetLabel: '\u22124 h', time: '8:00:00 AM' });
      expect(newYork('2026-03-29T00:59:59Z').offsetLabel).toBe('\u22124 h');
    });

    it('is −5 h again once the UK is on summer time', () => {
      expect(newYork('2026-03-29T01:00:00Z').offsetLabel).toBe('\u22125 h');
      expect(newYork('2026-07-01T12:00:00Z')).toMatchObject({ offsetLabel: '\u22125 h', time: '8:00:00 AM' });
    });

    it('is −4 h between the UK autumn change (25 Oct 2026) and the US one (1 Nov)', () => {
      expect(newYork('2026-10-25T00:59:59Z').offsetLabel).toBe('\u22125 h');
      expect(newYork('2026-10-25T01:00:00Z').offsetLabel).toBe('\u22124 h');
      expect(newYork('2026-11-01T05:59:59Z').offsetLabel).toBe('\u22124 h');
      expect(newYork('2026-11-01T06:00:00Z').offsetLabel).toBe('\u22125 h');
    });

    it('is the mirror image from New York', () => {
      expect(readClock(at('2026-03-20T12:00:00Z'), 'Europe/London', 'America/New_York')).toMatchObject({
        offsetMinutes: 240,
        offsetLabel: '+4 h',
      });
    });
  });

  describe('Sydney from London, where the seasons run the other way', () => {
    const sydney = (iso: string) => readClock(at(iso), 'Australia/Sydney', 'Europe/London');

    it('is +11 h in the northern winter and +9 h in the northern summer', () => {
      expect(sydney('2026-01-15T00:00:00Z').offsetLabel).toBe('+11 h');
      expect(sydney('2026-07-15T00:00:00Z').offsetLabel).toBe('+9 h');
    });

    it('is +10 h from the UK spring change (29 Mar 2026) until Sydney leaves summer time (5 Apr, 03:00 local)', () => {
      expect(sydney('2026-03-29T00:59:59Z').offsetLabel).toBe('+11 h');
      expect(sydney('2026-03-29T01:00:00Z').offsetLabel).toBe('+10 h');
      expect(sydney('2026-04-04T15:59:59Z')).toMatchObject({ offsetLabel: '+10 h', time: '2:59:59 AM', dateLabel: 'Sun 5 Apr' });
      // Clocks go back from 3:00 to 2:00: the same wall-clock time again, an hour later.
      expect(sydney('2026-04-04T16:00:00Z')).toMatchObject({ offsetLabel: '+9 h', time: '2:00:00 AM' });
    });

    it('is +10 h from Sydney’s spring change (4 Oct 2026) until the UK autumn change (25 Oct)', () => {
      expect(sydney('2026-10-03T15:59:59Z')).toMatchObject({ offsetLabel: '+9 h', time: '1:59:59 AM', dateLabel: 'Sun 4 Oct' });
      expect(sydney('2026-10-03T16:00:00Z')).toMatchObject({ offsetLabel: '+10 h', time: '3:00:00 AM' });
      expect(sydney('2026-10-25T01:00:00Z').offsetLabel).toBe('+11 h');
    });
  });

  describe('half and quarter hours', () => {
    it('shows India’s half hour from London, summer and winter', () => {
      expect(readClock(at('2026-01-15T12:00:00Z'), 'Asia/Kolkata', 'Europe/London')).toMatchObject({
        offsetMinutes: 330,
        offsetLabel: '+5 h 30 min',
        time: '5:30:00 PM',
      });
      expect(readClock(at('2026-07-15T12:00:00Z'), 'Asia/Kolkata', 'Europe/London')).toMatchObject({
        offsetMinutes: 270,
        offsetLabel: '+4 h 30 min',
      });
    });

    it('shows the minus side and minutes alone', () => {
      expect(readClock(at('2026-01-15T12:00:00Z'), 'America/St_Johns', 'Europe/London').offsetLabel).toBe('\u22123 h 30 min');
      expect(readClock(at('2026-01-15T12:00:00Z'), 'Asia/Kathmandu', 'Asia/Kolkata').offsetLabel).toBe('+15 min');
      expect(readClock(at('2026-01-15T12:00:00Z'), 'Asia/Kolkata', 'Asia/Kathmandu').offsetLabel).toBe('\u221215 min');
    });
  });

  describe('day differences across the date line', () => {
    it('shows Tokyo a day ahead of Los Angeles in the evening there, and Los Angeles a day behind', () => {
      const instant = at('2026-11-24T02:00:00Z');
      expect(readClock(instant, 'Asia/Tokyo', 'America/Los_Angeles')).toMatchObject({
        dayDifference: 1,
        dateLabel: 'Tue 24 Nov',
        time: '11:00:00 AM',
        offsetLabel: '+17 h',
      });
      expect(readClock(instant, 'America/Los_Angeles', 'Asia/Tokyo')).toMatchObject({
        dayDifference: -1,
        dateLabel: 'Mon 23 Nov',
        time: '6:00:00 PM',
        offsetLabel: '\u221217 h',
      });
    });

    it('shows the same day when both calendars agree, whatever the offset', () => {
      // 04:00 in Los Angeles is 21:00 the same day in Tokyo.
      expect(readClock(at('2026-11-24T12:00:00Z'), 'Asia/Tokyo', 'America/Los_Angeles')).toMatchObject({
        dayDifference: 0,
        offsetLabel: '+17 h',
      });
    });

    it('crosses a month and a year end', () => {
      expect(readClock(at('2026-12-31T20:00:00Z'), 'Pacific/Auckland', 'Europe/London')).toMatchObject({
        dayDifference: 1,
        dateLabel: 'Fri 1 Jan',
        offsetLabel: '+13 h',
      });
      expect(readClock(at('2027-01-01T03:00:00Z'), 'America/Los_Angeles', 'Europe/London')).toMatchObject({
        dayDifference: -1,
        dateLabel: 'Thu 31 Dec',
      });
    });

    it('keeps the real date for zones two calendar days apart', () => {
      // 23:30 on Monday in Pago Pago (UTC−11) is 00:30 on Wednesday in Kiritimati (UTC+14).
      expect(readClock(at('2026-11-24T10:30:00Z'), 'Pacific/Kiritimati', 'Pacific/Pago_Pago')).toMatchObject({
        dayDifference: 1,
        dateLabel: 'Wed 25 Nov',
        offsetLabel: '+25 h',
      });
    });
  });

  it('marks night from 22:00 up to 06:00 local time', () => {
    const tokyo = (iso: string) => readClock(at(iso), 'Asia/Tokyo', 'Europe/London').isNight;
    expect(tokyo('2026-11-24T12:59:59Z')).toBe(false); // 21:59:59
    expect(tokyo('2026-11-24T13:00:00Z')).toBe(true); // 22:00
    expect(tokyo('2026-11-24T15:00:00Z')).toBe(true); // 00:00
    expect(tokyo('2026-11-24T20:59:59Z')).toBe(true); // 05:59:59
    expect(tokyo('2026-11-24T21:00:00Z')).toBe(false); // 06:00
  });

  it('follows night by local time, not by the home zone', () => {
    const instant = at('2026-11-24T23:00:00Z');
    expect(readClock(instant, 'Europe/London', 'Asia/Tokyo').isNight).toBe(true);
    expect(readClock(instant, 'Asia/Tokyo', 'Europe/London').isNight).toBe(false);
  });

  it('works for any IANA zone and refuses unknown ones', () => {
    expect(readClock(at('2026-11-24T12:00:00Z'), 'Africa/Nairobi', 'UTC')).toMatchObject({ offsetLabel: '+3 h', time: '3:00:00 PM' });
    expect(() => readClock(at('2026-11-24T12:00:00Z'), 'Mars/Olympus_Mons', 'UTC')).toThrow(RangeError);
    expect(() => readClock(at('2026-11-24T12:00:00Z'), 'UTC', '+05:30')).toThrow(RangeError);
  });
});

describe('offset wording', () => {
  it('formats with a true minus sign and words for screen readers', () => {
    expect(formatOffset(540)).toBe('+9 h');
    expect(formatOffset(-300)).toBe('\u22125 h');
    expect(formatOffset(330)).toBe('+5 h 30 min');
    expect(formatOffset(0)).toBe('Same time');
    expect(describeOffset(540)).toBe('9 hours ahead');
    expect(describeOffset(-60)).toBe('1 hour behind');
    expect(describeOffset(-61)).toBe('1 hour 1 minute behind');
    expect(describeOffset(45)).toBe('45 minutes ahead');
    expect(describeOffset(0)).toBe('Same time');
  });

  it('names the day when it differs', () => {
    expect(describeDay({ dayDifference: 1, dateLabel: 'Tue 24 Nov' })).toBe('Tomorrow, Tue 24 Nov');
    expect(describeDay({ dayDifference: -1, dateLabel: 'Mon 23 Nov' })).toBe('Yesterday, Mon 23 Nov');
    expect(describeDay({ dayDifference: 0, dateLabel: 'Mon 23 Nov' })).toBe('Today');
  });
});

describe('isValidTimeZone', () => {
  it('knows IANA zones, in any letter case', () => {
    for (const timezone of ['Asia/Tokyo', 'asia/tokyo', 'UTC', 'America/Argentina/Buenos_Aires', 'Etc/GMT+12'])
      expect(isValidTimeZone(timezone), timezone).toBe(true);
  });

  it('refuses unknown names, blanks and fixed offsets', () => {
    for (const timezone of ['', '  ', 'Tokyo', 'Asia/Atlantis', '+05:30', '-03:00', 'GMT+5:30x'])
      expect(isValidTimeZone(timezone), timezone).toBe(false);
    expect(isValidTimeZone(undefined as unknown as string)).toBe(false);
  });
});

describe('finding a clock city', () => {
  it('matches names whatever the case, accents and spacing', () => {
    expect(findClockCity('new york')?.timezone).toBe('America/New_York');
    expect(findClockCity('  NEW   YORK ')?.timezone).toBe('America/New_York');
    expect(findClockCity('sao paulo')?.name).toBe('São Paulo');
    expect(findClockCity('São Paulo?')?.timezone).toBe('America/Sao_Paulo');
    expect(findClockCity('mumbai')?.timezone).toBe('Asia/Kolkata');
  });

  it('knows common aliases and zone ids', () => {
    expect(findClockCity('NYC')?.name).toBe('New York');
    expect(findClockCity('Bombay')?.name).toBe('Mumbai');
    expect(findClockCity('Asia/Tokyo')?.name).toBe('Tokyo');
  });

  it('returns plain clock cities and nothing for unknown or partial text', () => {
    expect(findClockCity('tokyo')).toEqual({ name: 'Tokyo', timezone: 'Asia/Tokyo', flag: '🇯🇵' });
    expect(findClockCity('Atlantis')).toBeUndefined();
    expect(findClockCity('new')).toBeUndefined();
    expect(findClockCity('')).toBeUndefined();
  });

  it('searches by the start of a word of the name, country or alias', () => {
    expect(searchClockCities('')).toHaveLength(12);
    expect(searchClockCities('york').map((city) => city.name)).toEqual(['New York']);
    expect(searchClockCities('sa').map((city) => city.name)).toEqual(['São Paulo']);
    expect(searchClockCities('united states').map((city) => city.name)).toEqual(['New York', 'Los Angeles']);
    expect(searchClockCities('japan').map((city) => city.name)).toEqual(['Tokyo']);
    expect(searchClockCities('zzz')).toEqual([]);
  });
});
