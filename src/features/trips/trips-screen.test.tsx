// @vitest-environment happy-dom
// The Trips list on fake-indexeddb with a fixed clock: a trip under way names its next item and
// how soon, the label moves on as the minutes pass, and a trip far ahead names nothing.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../db/database';
import { createTrip } from '../../db/trips';
import { createItineraryItem } from '../../db/itinerary-items';
import TripsScreen from './trips-screen';

const flight = (tripId: string, day: string, depart: string, arrive: string) =>
  createItineraryItem({
    trip_id: tripId,
    day,
    kind: 'flight',
    details: {
      from: { name: 'London Heathrow Airport', code: 'LHR', timezone: 'Europe/London' },
      to: { name: 'Singapore Changi Airport', code: 'SIN', timezone: 'Asia/Singapore' },
      depart_local: depart,
      arrive_local: arrive,
      airline: '',
      flight_number: 'BA15',
      terminal: '',
      seat: '',
      confirmation: '',
    },
  });

const card = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('li')!;

beforeEach(async () => {
  await Promise.all([db.trips.clear(), db.itineraryItems.clear(), db.outbox.clear()]);
  // Only the clock is fixed: IndexedDB and React keep their own timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  // 18:40 in London (GMT) on the first day of the trip, 3 hours before the flight.
  vi.setSystemTime(new Date('2027-03-12T18:40:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the Trips list', () => {
  it('names what comes next on a trip under way, and nothing on a trip months ahead', async () => {
    const soon = await createTrip({ title: 'Singapore in March', start_date: '2027-03-12', end_date: '2027-03-20', cities: [], notes: '' });
    await flight(soon, '2027-03-12', '2027-03-12T21:40', '2027-03-13T18:05');
    const later = await createTrip({ title: 'Autumn in Kyoto', start_date: '2027-10-01', end_date: '2027-10-08', cities: [], notes: '' });
    await flight(later, '2027-10-01', '2027-10-01T09:00', '2027-10-02T05:00');

    render(
      <MemoryRouter>
        <TripsScreen />
      </MemoryRouter>,
    );
    expect(await within(await screen.findByRole('list', { name: 'Your trips' })).findByText('Flight BA15 LHR → SIN')).toBeTruthy();
    expect(card('Singapore in March').textContent).toContain('Next: Flight BA15 LHR → SIN · in 3 h');
    expect(card('Autumn in Kyoto').textContent).not.toContain('Next:');
  });

  it('counts down as time passes, and says "Now" once the flight has left', async () => {
    const tripId = await createTrip({
      title: 'Singapore in March',
      start_date: '2027-03-12',
      end_date: '2027-03-20',
      cities: [],
      notes: '',
    });
    await flight(tripId, '2027-03-12', '2027-03-12T21:40', '2027-03-13T18:05');
    render(
      <MemoryRouter>
        <TripsScreen />
      </MemoryRouter>,
    );
    expect(await screen.findByText(/in 3 h/)).toBeTruthy();

    vi.setSystemTime(new Date('2027-03-12T21:15:00Z'));
    // The list renews its clock when the tab comes back, as it does each minute.
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(card('Singapore in March').textContent).toContain('Next: Flight BA15 LHR → SIN · in 25 min');

    vi.setSystemTime(new Date('2027-03-12T22:00:00Z'));
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(card('Singapore in March').textContent).toContain('Now: Flight BA15 LHR → SIN');
  });
});
