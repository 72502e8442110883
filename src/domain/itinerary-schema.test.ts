import { describe, expect, it } from 'vitest';
import { describeIssues } from './error-envelope';
import { itineraryItemCreateSchema, itineraryItemFieldsSchema, itineraryItemPatchSchema } from './itinerary-schema';
import { itemTimes } from './itinerary-rules';

const tripId = '0193a7d2-5c1e-7abc-8def-0123456789ab';
const lhr = { name: 'London Heathrow', code: 'LHR', timezone: 'Europe/London', country_code: 'GB', lat: 51.47, lon: -0.45 };
const sin = { name: 'Singapore Changi', code: 'SIN', timezone: 'Asia/Singapore', country_code: 'SG', lat: 1.36, lon: 103.99 };
const flight = {
  trip_id: tripId,
  kind: 'flight',
  day: '2027-06-12',
  position: 'a0',
  details: {
    from: lhr,
    to: sin,
    depart_local: '2027-06-12T21:40',
    arrive_local: '2027-06-13T18:05',
    airline: 'British Airways',
    flight_number: 'BA15',
  },
};

const messagesOf = (result: { success: boolean; error?: { issues: Parameters<typeof describeIssues>[0] } }) =>
  result.success ? '' : describeIssues(result.error!.issues);

describe('an itinerary item', () => {
  it('takes a flight as the ticket says it, filling what is optional', () => {
    const parsed = itineraryItemFieldsSchema.parse(flight);
    expect(parsed.kind).toBe('flight');
    expect(parsed.details).toMatchObject({ terminal: '', seat: '', confirmation: '', flight_number: 'BA15' });
    expect(itemTimes(parsed)).toEqual({
      start: { local: '2027-06-12T21:40', zone: 'Europe/London' },
      end: { local: '2027-06-13T18:05', zone: 'Asia/Singapore' },
    });
  });

  it('refuses an arrival before its departure in absolute time, though its clock time is later', () => {
    // 04:00 in Singapore on the 13th is 21:00 on the 12th in London: before the 21:40 departure.
    const early = { ...flight, details: { ...flight.details, arrive_local: '2027-06-13T04:00' } };
    expect(messagesOf(itineraryItemFieldsSchema.safeParse(early))).toContain('The arrival must come after the departure');
    const nextDay = { ...flight, details: { ...flight.details, arrive_local: '2027-06-13T05:00' } };
    expect(itineraryItemFieldsSchema.safeParse(nextDay).success).toBe(true);
  });

  it('refuses a flight that would last more than 48 hours: a mistyped arrival date', () => {
    const monthLate = { ...flight, details: { ...flight.details, arrive_local: '2027-07-13T18:05' } };
    expect(messagesOf(itineraryItemFieldsSchema.safeParse(monthLate))).toContain('A flight lasts at most 48 hours: check the arrival date');
    const twoDays = { ...flight, details: { ...flight.details, arrive_local: '2027-06-14T18:05' } };
    expect(itineraryItemFieldsSchema.safeParse(twoDays).success).toBe(true);
  });

  it('says what is wrong in words a person can act on', () => {
    const cases: Array<[unknown, string]> = [
      [{ ...flight, details: { ...flight.details, depart_local: '12/06/2027 21:40' } }, 'Departure must be a real local date and time'],
      [{ ...flight, details: { ...flight.details, from: { ...lhr, code: 'lhr' } } }, 'Airport code must be three capital letters'],
      [{ ...flight, details: { ...flight.details, to: { ...sin, timezone: 'Mars/Base' } } }, 'Time zone must be an IANA time zone'],
      [{ ...flight, kind: 'cruise' }, 'kind must be one of flight, stay, activity, transport, note'],
      [{ ...flight, day: '2027-02-30' }, 'Day is not a real date'],
      [{ ...flight, position: 'a b' }, 'position must be 1 to 64 letters or digits'],
      [{ trip_id: tripId, kind: 'note', position: 'a0', details: { text: '   ' } }, 'Note is required'],
      [{ trip_id: tripId, kind: 'note', position: 'a0', details: { text: 'x'.repeat(2001) } }, 'Note is at most 2000 characters'],
      [
        { trip_id: tripId, kind: 'activity', position: 'a0', details: { title: 'Louvre', booking_url: 'javascript:alert(1)' } },
        'Booking link must start with https://',
      ],
    ];
    for (const [input, message] of cases) expect(messagesOf(itineraryItemFieldsSchema.safeParse(input)), message).toContain(message);
  });

  it('keeps an idea without a day, and a create may carry its client-made id', () => {
    const idea = itineraryItemCreateSchema.parse({
      id: tripId,
      trip_id: tripId,
      kind: 'activity',
      position: 'a0',
      details: { title: 'Louvre' },
    });
    expect(idea).toMatchObject({ id: tripId, day: null, details: { title: 'Louvre', notes: '', booking_url: '' } });
  });

  it('patches a move without touching the rest', () => {
    expect(itineraryItemPatchSchema.parse({ day: null, position: 'a1' })).toEqual({ day: null, position: 'a1' });
    expect(itineraryItemPatchSchema.safeParse({}).success).toBe(false);
  });
});
