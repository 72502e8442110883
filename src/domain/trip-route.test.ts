import { describe, expect, it } from 'vitest';
import { itineraryPlan } from './itinerary-plan';
import { centerLongitude, routeSummary, tripRoute } from './trip-route';
import { activity, ba15, flight, note, places, stay, transport } from '../../tests/setup/itinerary-fixtures';
import type { ItineraryItemWithId } from './itinerary-rules';

const planOf = (items: ItineraryItemWithId[], start = '2027-06-11', end = '2027-06-16') =>
  itineraryPlan({ trip: { start_date: start, end_date: end, cities: [] }, items, ownZone: 'Europe/London', display: 'local' });

const singapore = { name: 'Singapore', code: 'singapore', timezone: 'Asia/Singapore', country_code: 'SG', lat: 1.2834, lon: 103.8607 };
const hotel = (day: string, checkIn: string, checkOut: string) =>
  stay(day, 'a1', { name: 'Marina Bay Hotel', place: singapore, check_in_local: `${checkIn}T15:00`, check_out_local: `${checkOut}T11:00` });

describe('the trip as a route', () => {
  it('makes LHR → SIN and a Singapore stay two places (the airport and its city are one) and one flight leg', () => {
    const route = tripRoute(planOf([hotel('2027-06-13', '2027-06-13', '2027-06-16'), ba15()]));
    expect(route.stops.map((stop) => [stop.name, stop.code])).toEqual([
      ['London Heathrow', 'LHR'],
      ['Singapore', 'SIN'],
    ]);
    expect(route.legs).toEqual([{ kind: 'flight', from: 'code:LHR', to: 'code:SIN', label: 'BA15' }]);
    expect(routeSummary(route)).toBe('Map of the trip: London Heathrow → Singapore, 1 flight');
  });

  it('lists a place visited twice once, and keeps both legs of a return', () => {
    const back = flight('2027-06-16', 'a0', {
      from: places.sin,
      to: places.lhr,
      depart_local: '2027-06-16T23:00',
      arrive_local: '2027-06-17T05:30',
      flight_number: 'BA16',
    });
    const route = tripRoute(planOf([ba15(), back]));
    expect(route.stops.map((stop) => stop.code)).toEqual(['LHR', 'SIN']);
    expect(route.legs.map((leg) => `${leg.from}>${leg.to}`)).toEqual(['code:LHR>code:SIN', 'code:SIN>code:LHR']);
  });

  it('leaves out places without coordinates, legs missing an end, Ideas and notes', () => {
    const train = transport('2027-06-12', 'a0', {
      mode: 'train',
      from: places.london,
      to: places.paris,
      depart_local: '2027-06-12T09:00',
      arrive_local: '2027-06-12T12:30',
    });
    const idea = activity(null, 'a0', { title: 'Louvre', place: places.paris });
    const route = tripRoute(planOf([train, idea, note('2027-06-12', 'a1', 'Pack')]));
    expect(route.stops.map((stop) => stop.name)).toEqual(['Paris']);
    expect(route.legs).toEqual([]);
    expect(tripRoute(planOf([note('2027-06-12', 'a0', 'Pack')])).stops).toEqual([]);
  });

  it('marks where the traveller is today only while the trip runs', () => {
    const plan = planOf([ba15(), hotel('2027-06-13', '2027-06-13', '2027-06-16')]);
    expect(tripRoute(plan, '2027-06-10').todayKey).toBeUndefined();
    expect(tripRoute(plan, '2027-06-11').todayKey).toBe('code:LHR');
    expect(tripRoute(plan, '2027-06-12').todayKey).toBe('code:SIN');
    expect(tripRoute(plan, '2027-06-14').todayKey).toBe('code:SIN');
    expect(routeSummary(tripRoute(plan, '2027-06-14'))).toMatch(/, today in Singapore$/);
    expect(tripRoute(plan, '2027-06-17').todayKey).toBeUndefined();
  });
});

describe('where the map is centred', () => {
  it('centres London–Singapore between them, and Tokyo–Los Angeles on the Pacific', () => {
    expect(centerLongitude([-0.4543, 103.9915])).toBeCloseTo(51.77, 1);
    expect(centerLongitude([139.78, -118.41])).toBeCloseTo(-169.3, 1);
    expect(centerLongitude([2.35])).toBe(2.35);
    expect(centerLongitude([])).toBe(0);
  });
});
