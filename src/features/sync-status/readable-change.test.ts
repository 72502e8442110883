import { describe, expect, it } from 'vitest';
import { readableChange } from './readable-change';

describe('the text of a refused change', () => {
  it("is what the traveller wrote in an item: a note's text, an activity's title and notes", () => {
    expect(readableChange({ details: { text: 'Tram 28 before nine' } })).toBe('Tram 28 before nine');
    expect(
      readableChange({
        trip_id: '0190a4a0-0000-7000-8000-000000000000',
        kind: 'activity',
        day: '2027-05-02',
        position: 'a0',
        details: { title: 'Fado night', notes: 'Book a table\nin Alfama', booking_url: '' },
      }),
    ).toBe('Fado night\n\nBook a table\nin Alfama');
  });

  it('names a flight by its route and number, and a trip by its title and notes', () => {
    expect(
      readableChange({
        kind: 'flight',
        details: { from: { name: 'Heathrow', code: 'LHR' }, to: { name: 'Lisbon', code: 'LIS' }, flight_number: 'TP1351' },
      }),
    ).toBe('LHR → LIS\n\nTP1351');
    expect(readableChange({ title: 'Lisbon weekend', notes: 'Pastéis' })).toBe('Lisbon weekend\n\nPastéis');
  });

  it('falls back to short JSON without empty fields, and to nothing for a deletion', () => {
    expect(readableChange({ position: 'a1', day: null })).toBe('{\n  "position": "a1"\n}');
    expect(readableChange(undefined)).toBeUndefined();
    expect(readableChange({})).toBeUndefined();
  });
});
