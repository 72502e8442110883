// Dates written in numbers: day or month first by a number over 12, else by how the traveller's
// device writes dates, and what was assumed is said.
import { describe, expect, it } from 'vitest';
import { findDates, readsDayFirst } from './dates';

// Wednesday 24 March 2027.
const today = new Date(Date.UTC(2027, 2, 24));
const dayFirst = { dayFirst: true };
const monthFirst = { dayFirst: false };

describe('dates written in numbers', () => {
  it('reads an ambiguous pair the way the device writes dates, and says so', () => {
    const european = findDates('flights to rome 2/5', today, dayFirst);
    expect(european.startDate).toBe('2027-05-02');
    expect(european.assumed).toMatch(/day first.*2 May/);
    const american = findDates('flights to rome 2/5', today, monthFirst);
    expect(american.startDate).toBe('2028-02-05');
    expect(american.assumed).toMatch(/month first.*5 February/);
  });

  it('lets a number over 12 settle the order for both ends, with nothing assumed', () => {
    expect(findDates('hotel 14/6 to 18/6', today, monthFirst)).toMatchObject({ startDate: '2027-06-14', endDate: '2027-06-18' });
    const settled = findDates('flights 6/14 returning 6/28', today, dayFirst);
    expect(settled).toMatchObject({ startDate: '2027-06-14', endDate: '2027-06-28' });
    expect(settled.assumed).toBeUndefined();
    expect(findDates('12/10 - 15/10', today, monthFirst)).toMatchObject({ startDate: '2027-10-12', endDate: '2027-10-15' });
  });

  it('reads dotted dates day first, and leaves clock times, counts and "24/7" alone', () => {
    expect(findDates('10.04.2027 - 14.04.2027', today, monthFirst)).toMatchObject({ startDate: '2027-04-10', endDate: '2027-04-14' });
    expect(findDates('dinner at 10.30', today, dayFirst).startDate).toBeUndefined();
    expect(findDates('a hotel for 2/3 nights', today, dayFirst).startDate).toBeUndefined();
    expect(findDates('is the pharmacy open 24/7', today, dayFirst).startDate).toBeUndefined();
  });

  it('ends a stay on the weekday after "until"', () => {
    expect(findDates('from tomorrow until sunday', today)).toMatchObject({ startDate: '2027-03-25', endDate: '2027-03-28' });
  });
});

describe('how the traveller writes dates', () => {
  it('follows the language of the device, else its time zone', () => {
    expect(readsDayFirst('en-US', 'Europe/Berlin')).toBe(false);
    expect(readsDayFirst('en-GB', 'America/New_York')).toBe(true);
    expect(readsDayFirst(undefined, 'America/Chicago')).toBe(false);
    expect(readsDayFirst(undefined, 'Europe/Berlin')).toBe(true);
    expect(readsDayFirst('not a language', 'Asia/Tokyo')).toBe(true);
  });
});

describe('days named for what happens on them', () => {
  it('reads a span between two of them, Boxing Day among them', () => {
    expect(findDates('a hotel in vienna from christmas eve to boxing day', today)).toMatchObject({
      startDate: '2027-12-24',
      endDate: '2027-12-26',
    });
    // The end is the next such day after the start: New Year's Day is in the year after.
    expect(findDates("christmas day until new year's day in prague", today)).toMatchObject({
      startDate: '2027-12-25',
      endDate: '2028-01-01',
    });
    expect(findDates('boxing day flight to london', today)).toMatchObject({ startDate: '2027-12-26' });
    expect(findDates('a hotel over christmas', today)).toMatchObject({ startDate: '2027-12-24', endDate: '2027-12-27' });
  });
});

describe('a length with the kind of trip inside it', () => {
  it('reads "a ski week", "a business week", "a beach weekend" and "3 hiking days" as their length', () => {
    expect(findDates('pack for a ski week in innsbruck', today, dayFirst).durationDays).toBe(7);
    expect(findDates('packing list for a business week in frankfurt', today, dayFirst).durationDays).toBe(7);
    expect(findDates('two beach weeks in bali', today, dayFirst).durationDays).toBe(14);
    expect(findDates('a beach weekend in brighton', today, dayFirst).durationDays).toBe(2);
    expect(findDates('3 hiking days in the dolomites', today, dayFirst).durationDays).toBe(3);
  });

  it('leaves a week that is no trip alone', () => {
    expect(findDates('i had a busy week, what time is it in tokyo', today, dayFirst).durationDays).toBeUndefined();
  });
});
