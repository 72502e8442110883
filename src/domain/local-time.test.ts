import { describe, expect, it } from 'vitest';
import { daysBetweenLocal, formatDuration, isLocalDateTime, localOf, minutesBetween, toInstant, zoneOffsetMinutes } from './local-time';

const utc = (iso: string) => Date.parse(iso);

describe('local times of places', () => {
  it('reads a ticket’s local time in its zone', () => {
    expect(toInstant('2027-06-12T21:40', 'Europe/London')).toBe(utc('2027-06-12T20:40:00Z'));
    expect(toInstant('2027-06-13T18:05', 'Asia/Singapore')).toBe(utc('2027-06-13T10:05:00Z'));
    expect(toInstant('2027-01-15T09:00', 'America/New_York')).toBe(utc('2027-01-15T14:00:00Z'));
    expect(toInstant('2027-01-15T09:00', 'Asia/Kolkata')).toBe(utc('2027-01-15T03:30:00Z'));
  });

  it('gives a London–Singapore flight its true duration and the day it lands', () => {
    const depart = { local: '2027-06-12T21:40', zone: 'Europe/London' };
    const arrive = { local: '2027-06-13T18:05', zone: 'Asia/Singapore' };
    expect(formatDuration(minutesBetween(depart, arrive)!)).toBe('13 h 25 min');
    expect(daysBetweenLocal(depart.local, arrive.local)).toBe(1);
    // In March London is on GMT, an hour closer to Singapore.
    expect(
      minutesBetween({ local: '2027-03-12T21:40', zone: 'Europe/London' }, { local: '2027-03-13T18:05', zone: 'Asia/Singapore' }),
    ).toBe(12 * 60 + 25);
  });

  it('is right on both sides of a change to summer time', () => {
    // London's clocks go from 01:00 GMT to 02:00 BST on 28 March 2027.
    expect(toInstant('2027-03-28T00:59', 'Europe/London')).toBe(utc('2027-03-28T00:59:00Z'));
    expect(toInstant('2027-03-28T02:00', 'Europe/London')).toBe(utc('2027-03-28T01:00:00Z'));
    // 01:30 never happens that night: it moves forward by the gap, as a clock would.
    expect(toInstant('2027-03-28T01:30', 'Europe/London')).toBe(utc('2027-03-28T01:30:00Z'));
    expect(localOf(utc('2027-03-28T01:30:00Z'), 'Europe/London')).toBe('2027-03-28T02:30');
    // A night train across the change is an hour shorter than its clock times say.
    expect(minutesBetween({ local: '2027-03-27T23:00', zone: 'Europe/London' }, { local: '2027-03-28T07:00', zone: 'Europe/London' })).toBe(
      7 * 60,
    );
  });

  it('is right on both sides of a change back to winter time', () => {
    // New York's clocks go from 02:00 EDT back to 01:00 EST on 7 November 2027: 01:30 happens twice.
    expect(toInstant('2027-11-07T01:30', 'America/New_York')).toBe(utc('2027-11-07T05:30:00Z'));
    expect(toInstant('2027-11-07T03:00', 'America/New_York')).toBe(utc('2027-11-07T08:00:00Z'));
    expect(toInstant('2027-11-06T23:00', 'America/New_York')).toBe(utc('2027-11-07T03:00:00Z'));
    expect(
      minutesBetween({ local: '2027-11-07T00:00', zone: 'America/New_York' }, { local: '2027-11-07T03:00', zone: 'America/New_York' }),
    ).toBe(4 * 60);
    expect(zoneOffsetMinutes(utc('2027-11-07T05:30:00Z'), 'America/New_York')).toBe(-240);
    expect(zoneOffsetMinutes(utc('2027-11-07T06:30:00Z'), 'America/New_York')).toBe(-300);
  });

  it('round-trips every quarter hour of a year in zones with and without summer time', () => {
    for (const zone of ['Europe/London', 'America/New_York', 'Australia/Sydney', 'Asia/Kathmandu', 'UTC']) {
      for (let instant = utc('2027-01-01T00:00:00Z'); instant < utc('2028-01-01T00:00:00Z'); instant += 15 * 60_000 * 97) {
        const local = localOf(instant, zone);
        const back = toInstant(local, zone)!;
        // An instant in the repeated hour reads back as the earlier of the two.
        expect(back === instant || (back < instant && localOf(back, zone) === local), `${zone} ${local}`).toBe(true);
      }
    }
  });

  it('refuses what is not a local time or a zone', () => {
    for (const local of ['2027-02-29T10:00', '2027-06-12 21:40', '2027-06-12T24:00', '2027-06-12T21:60', '2027-06-12', '']) {
      expect(isLocalDateTime(local), local).toBe(false);
      expect(toInstant(local, 'Europe/London'), local).toBeUndefined();
    }
    expect(toInstant('2027-06-12T21:40', 'Mars/Olympus_Mons')).toBeUndefined();
    expect(isLocalDateTime('2028-02-29T00:00')).toBe(true);
  });

  it('writes durations as a traveller reads them', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(120)).toBe('2 h');
    expect(formatDuration(805)).toBe('13 h 25 min');
  });
});
