// A plan rebuilt after a change keeps every day and entry the change did not touch as the very same
// object (so their memoised cards and rows are not rendered again), and takes the new ones where it did.
import { describe, expect, it } from 'vitest';
import { itineraryPlan } from '../../domain/itinerary-plan';
import { addDays, type ItineraryItemWithId } from '../../domain/itinerary-rules';
import { positionsFor } from '../../domain/itinerary-order';
import { activity, note, stay, places } from '../../../tests/setup/itinerary-fixtures';
import { isSameData, keepUnchanged, withEntriesSwapped } from './stable-plan';

const trip = { start_date: '2027-05-01', end_date: '2027-05-10', cities: [{ name: 'Paris' }] };
const planOf = (items: readonly ItineraryItemWithId[]) => itineraryPlan({ trip, items, ownZone: 'Europe/Paris', display: 'local' });

/** Three notes a day for ten days, a two-night stay from day 4, and an idea. */
function tripItems(): ItineraryItemWithId[] {
  const positions = positionsFor(30);
  const notes = positions.map((position, index) => note(addDays(trip.start_date, Math.floor(index / 3)), position, `Note ${index}`));
  const hotel = stay('2027-05-04', 'a0', {
    name: 'Hotel du Nord',
    place: places.paris,
    check_in_local: '2027-05-04T15:00',
    check_out_local: '2027-05-06T11:00',
  });
  return [...notes, hotel, note(null, 'a0', 'Try the Louvre at night')];
}

/** The same rows as the live query hands them over after any change: new objects, same data. */
const copies = (items: readonly ItineraryItemWithId[]) => items.map((item) => structuredClone(item));

describe('keepUnchanged', () => {
  it('gives back the previous plan itself when nothing changed, though every row is a new object', () => {
    const items = tripItems();
    const before = planOf(items);
    expect(keepUnchanged(before, planOf(copies(items)))).toBe(before);
  });

  it('after a move within day 2, keeps every other day and the Ideas, and the new order on day 2', () => {
    const items = tripItems();
    const before = planOf(items);
    const moved = copies(items);
    // Day 2's first note goes to the end of day 2.
    const first = moved.find((item) => item.kind === 'note' && item.details.text === 'Note 3')!;
    moved[moved.indexOf(first)] = { ...first, position: 'zz' };
    const after = keepUnchanged(before, planOf(moved));

    expect(after).not.toBe(before);
    expect(after.days[1]).not.toBe(before.days[1]);
    expect(after.days[1]!.entries.map((entry) => entry.title)).toEqual(['Note 4', 'Note 5', 'Note 3']);
    // The rows of day 2 that did not change stay the same objects, the moved one too (its data is new).
    expect(after.days[1]!.entries[0]).toBe(before.days[1]!.entries[1]);
    expect(after.days[1]!.entries[2]).not.toBe(before.days[1]!.entries[0]);
    for (const index of [0, 2, 3, 4, 5, 6, 7, 8, 9]) expect(after.days[index]).toBe(before.days[index]);
    expect(after.ideas).toBe(before.ideas);
    expect(after.outside).toBe(before.outside);
  });

  it('after a move to another day, takes both days anew and keeps the rest', () => {
    const items = tripItems();
    const before = planOf(items);
    const moved = copies(items);
    const last = moved.find((item) => item.kind === 'note' && item.details.text === 'Note 29')!;
    moved[moved.indexOf(last)] = { ...last, day: '2027-05-01', position: 'zz' };
    const after = keepUnchanged(before, planOf(moved));

    expect(after.days[0]!.entries.map((entry) => entry.title)).toEqual(['Note 0', 'Note 1', 'Note 2', 'Note 29']);
    expect(after.days[9]!.entries.map((entry) => entry.title)).toEqual(['Note 27', 'Note 28']);
    expect(after.days[0]).not.toBe(before.days[0]);
    expect(after.days[9]).not.toBe(before.days[9]);
    for (let index = 1; index < 9; index++) expect(after.days[index]).toBe(before.days[index]);
  });

  it('takes a day anew when only what is around its items changed: the stay it is a night of', () => {
    const items = tripItems();
    const before = planOf(items);
    const longer = copies(items).map((item) =>
      item.kind === 'stay' ? { ...item, details: { ...item.details, check_out_local: '2027-05-07T11:00' } } : item,
    );
    const after = keepUnchanged(before, planOf(longer));
    expect(after.days[5]!.staying[0]).toMatchObject({ name: 'Hotel du Nord', night: 3, nights: 3 });
    expect(after.days[5]).not.toBe(before.days[5]);
    expect(after.days[6]).not.toBe(before.days[6]);
    expect(after.days[0]).toBe(before.days[0]);
  });
});

describe('isSameData', () => {
  it('compares plain data deeply, arrays and objects apart', () => {
    expect(isSameData({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(isSameData({ a: [1, { b: 'x' }] }, { a: [1, { b: 'y' }] })).toBe(false);
    expect(isSameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(isSameData([], {})).toBe(false);
    expect(isSameData(null, {})).toBe(false);
  });
});

describe('withEntriesSwapped (a step shown before the device has it)', () => {
  it('reads as the plan will after the move, a timed item and a note changing places, the other days untouched', () => {
    const museum = activity('2027-05-02', 'a1', { title: 'Musée d’Orsay', place: places.paris, start_local: '2027-05-02T10:00' });
    const reminder = note('2027-05-02', 'a0', 'Book the museum');
    const items = [...tripItems(), museum, reminder];
    const before = planOf(items);
    const dayTwo = before.days[1]!;
    const index = dayTwo.entries.findIndex((entry) => entry.title === 'Book the museum');
    const shown = withEntriesSwapped(before, dayTwo.entries, index);

    // The same move written: the note goes just after the museum.
    const after = planOf(items.map((item) => (item === reminder ? { ...item, position: 'a1V' } : item)));
    expect(shown.days[1]!.entries.map((entry) => entry.title)).toEqual(after.days[1]!.entries.map((entry) => entry.title));
    expect(shown.days[1]!.entries.map((entry) => entry.title).slice(index, index + 2)).toEqual(['Musée d’Orsay', 'Book the museum']);
    expect(shown.days.filter((day, at) => day !== before.days[at]).map((day) => day.date)).toEqual(['2027-05-02']);
    expect(shown.ideas).toBe(before.ideas);
  });
});
