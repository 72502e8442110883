import { describe, expect, it } from 'vitest';
import { timeUntilLabel, whatComesNext } from './itinerary-next';
import { activity, ba15, note, places, stay } from '../../tests/setup/itinerary-fixtures';

const utc = (iso: string) => Date.parse(iso);
// BA15 leaves Heathrow at 21:40 BST on 12 June 2027: 20:40 UTC.
const departure = utc('2027-06-12T20:40:00Z');
const marina = stay('2027-06-13', 'a1', {
  name: 'Marina Hotel',
  place: places.singapore,
  check_in_local: '2027-06-13T19:00',
  check_out_local: '2027-06-15T11:00',
});

describe('what comes next on a trip', () => {
  it('names the next item and how soon it starts', () => {
    const items = [marina, ba15()];
    expect(whatComesNext(items, departure - (3 * 60 + 20) * 60_000)).toMatchObject({
      title: 'Flight BA15 LHR → SIN',
      status: 'soon',
      at: departure,
      label: 'in 3 h',
    });
    expect(whatComesNext(items, departure - 25 * 60_000)?.label).toBe('in 25 min');
    expect(whatComesNext(items, departure - (2 * 24 + 5) * 3_600_000)?.label).toBe('in 2 days');
  });

  it('says "now" while a flight is under way, then moves on to the stay', () => {
    const items = [marina, ba15()];
    expect(whatComesNext(items, departure + 60 * 60_000)).toMatchObject({ title: 'Flight BA15 LHR → SIN', status: 'now', label: 'now' });
    // Landed at 18:05 in Singapore (10:05 UTC); check-in is at 19:00 (11:00 UTC).
    expect(whatComesNext(items, utc('2027-06-13T10:30:00Z'))).toMatchObject({ title: 'Stay at Marina Hotel', label: 'in 30 min' });
  });

  it('counts an activity without a duration as under way for its first hour', () => {
    const tour = activity('2027-06-14', 'a0', { title: 'Walking tour', place: places.singapore, start_local: '2027-06-14T10:00' });
    expect(whatComesNext([tour], utc('2027-06-14T02:59:00Z'))).toMatchObject({ title: 'Walking tour', status: 'now', label: 'now' });
    expect(whatComesNext([tour], utc('2027-06-14T03:00:00Z'))).toBeUndefined();
  });

  it('does not let the stay the traveller is in hide what comes next, and names its check-out when nothing else does', () => {
    const dinner = activity('2027-06-14', 'a0', {
      title: 'Dinner at Burnt Ends',
      place: places.singapore,
      start_local: '2027-06-14T19:30',
    });
    const checkedIn = utc('2027-06-14T02:00:00Z');
    expect(whatComesNext([marina, dinner], checkedIn)).toMatchObject({ title: 'Dinner at Burnt Ends', status: 'soon', label: 'in 9 h' });
    expect(whatComesNext([marina], checkedIn)).toMatchObject({
      title: 'Check out of Marina Hotel',
      status: 'soon',
      at: utc('2027-06-15T03:00:00Z'),
      label: 'in 1 day',
    });
  });

  it('says nothing for a trip with no timed item ahead', () => {
    const ideaWithTime = activity(null, 'a0', { title: 'Night safari', place: places.singapore, start_local: '2027-06-14T19:30' });
    const untimed = [note('2027-06-13', 'a0', 'Buy a SIM card'), activity('2027-06-14', 'a0', { title: 'Shopping' }), ideaWithTime];
    expect(whatComesNext(untimed, departure - 3_600_000)).toBeUndefined();
    expect(whatComesNext([ba15(), marina], utc('2027-06-15T03:00:00Z'))).toBeUndefined();
    expect(whatComesNext([], departure)).toBeUndefined();
  });

  it('names the item listed first when two start at the same instant', () => {
    const sg = places.singapore;
    const second = activity('2027-06-14', 'a1', { title: 'Second', place: sg, start_local: '2027-06-14T10:00' });
    const first = activity('2027-06-14', 'a0', { title: 'First', place: sg, start_local: '2027-06-14T10:00' });
    expect(whatComesNext([second, first], utc('2027-06-13T00:00:00Z'))?.title).toBe('First');
  });

  it('words how soon in whole units, rounded down', () => {
    expect(timeUntilLabel(59_999)).toBe('now');
    expect(timeUntilLabel(60_000)).toBe('in 1 min');
    expect(timeUntilLabel(59 * 60_000 + 59_000)).toBe('in 59 min');
    expect(timeUntilLabel(60 * 60_000)).toBe('in 1 h');
    expect(timeUntilLabel(23 * 3_600_000 + 59 * 60_000)).toBe('in 23 h');
    expect(timeUntilLabel(24 * 3_600_000)).toBe('in 1 day');
    expect(timeUntilLabel(30 * 24 * 3_600_000)).toBe('in 30 days');
  });
});
