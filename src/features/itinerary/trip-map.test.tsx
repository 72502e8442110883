// @vitest-environment happy-dom
// The trip map's text side with a fixed date: the places in the order of the plan, today's place
// marked while the trip runs, and nothing at all for a plan without a place on the map.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { itineraryPlan } from '../../domain/itinerary-plan';
import type { ItineraryItemWithId } from '../../domain/itinerary-rules';
import { ba15, note, stay } from '../../../tests/setup/itinerary-fixtures';
import { TripMap } from './trip-map';

afterEach(cleanup);

const singapore = { name: 'Singapore', code: 'singapore', timezone: 'Asia/Singapore', country_code: 'SG', lat: 1.2897, lon: 103.8501 };
const planOf = (items: ItineraryItemWithId[]) =>
  itineraryPlan({
    trip: { start_date: '2027-06-12', end_date: '2027-06-15', cities: [] },
    items,
    ownZone: 'Asia/Singapore',
    display: 'local',
  });
const items = () => [
  ba15(),
  stay('2027-06-13', 'a1', {
    name: 'Marina Bay Hotel',
    place: singapore,
    check_in_local: '2027-06-13T20:00',
    check_out_local: '2027-06-15T11:00',
  }),
];

describe('the trip map', () => {
  it('lists the places and marks Singapore as today on the trip’s third day', () => {
    render(<TripMap plan={planOf(items())} now={Date.parse('2027-06-14T03:00:00Z')} zone="Asia/Singapore" />);
    const places = within(screen.getByRole('list', { name: 'Places on the map' })).getAllByRole('listitem');
    expect(places.map((place) => place.textContent)).toEqual(['London Heathrow (LHR)', 'Singapore (SIN) · today, day 3']);
    expect(screen.getByRole('img', { name: 'Map of the trip: London Heathrow → Singapore, 1 flight, today in Singapore' })).toBeTruthy();
  });

  it('marks no place before the trip starts', () => {
    render(<TripMap plan={planOf(items())} now={Date.parse('2027-06-01T12:00:00Z')} zone="Asia/Singapore" />);
    expect(screen.queryByText(/today/)).toBeNull();
    expect(screen.getByRole('img', { name: 'Map of the trip: London Heathrow → Singapore, 1 flight' })).toBeTruthy();
  });

  it('shows nothing for a plan with no place on the map', () => {
    const { container } = render(
      <TripMap plan={planOf([note('2027-06-12', 'a0', 'Passport')])} now={Date.parse('2027-06-13T00:00:00Z')} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
