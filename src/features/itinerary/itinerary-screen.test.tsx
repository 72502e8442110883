// @vitest-environment happy-dom
// The trip screen on fake-indexeddb: what it shows for a stored trip and its items, and the
// accessible moves (up, down, to the Ideas) written through the real write module.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../db/database';
import { createTrip } from '../../db/trips';
import { createItineraryItem, itemsOfDay } from '../../db/itinerary-items';
import { PartnerHandoffProvider } from '../../lib/partner-handoff';
import ItineraryScreen from './itinerary-screen';
import { ba15Entered } from '../../../tests/setup/itinerary-fixtures';

function renderScreen(tripId: string) {
  return render(
    <MemoryRouter initialEntries={[`/trips/${tripId}`]}>
      <PartnerHandoffProvider>
        <Routes>
          <Route path="/trips/:tripId" element={<ItineraryScreen />} />
        </Routes>
      </PartnerHandoffProvider>
    </MemoryRouter>,
  );
}

const note = (tripId: string, day: string | null, text: string) =>
  createItineraryItem({ trip_id: tripId, day, kind: 'note', details: { text } });

async function seedTrip(): Promise<string> {
  const tripId = await createTrip({ title: 'Singapore in March', start_date: '2027-03-12', end_date: '2027-03-14', cities: [], notes: '' });
  await createItineraryItem({ ...ba15Entered, trip_id: tripId, details: { ...ba15Entered.details, airline: '', terminal: '5', seat: '' } });
  await note(tripId, '2027-03-13', 'Pack the adapter');
  await note(tripId, '2027-03-13', 'Call the hotel');
  await note(tripId, null, 'Try the chilli crab');
  return tripId;
}

const day = (number: number) => screen.getByRole('region', { name: new RegExp(`^Day ${number} `) });
const titlesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

beforeEach(async () => {
  await Promise.all([db.trips.clear(), db.itineraryItems.clear(), db.outbox.clear()]);
});
afterEach(() => cleanup());

describe('the trip screen', () => {
  it('lays the trip out day by day: the flight lands +1 after 12 h 25 min (London on GMT), notes in order, the Ideas apart', async () => {
    const tripId = await seedTrip();
    renderScreen(tripId);
    expect(await screen.findByRole('heading', { level: 1, name: 'Singapore in March' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2, name: /^Day \d/ }).map((heading) => heading.textContent)).toEqual([
      'Day 1 · Fri 12 Mar',
      'Day 2 · Sat 13 Mar',
      'Day 3 · Sun 14 Mar',
    ]);
    const flight = within(day(1)).getByRole('heading', { level: 3, name: 'Flight BA15 LHR → SIN' }).closest('li')!;
    expect(flight.textContent).toContain('Flight BA15 LHR → SIN');
    expect(flight.textContent).toContain('21:40 GMT → 18:05 UTC+8');
    expect(within(flight).getByText('+1')).toBeTruthy();
    expect(flight.textContent).toContain('12 h 25 min');
    expect(flight.textContent).toContain('Confirmation X7K2PQ');
    // Booked already (it has its confirmation): no Book button, but its route can still be watched.
    expect(within(flight).queryByRole('button', { name: /^Book/ })).toBeNull();
    expect(within(flight).getByRole('link', { name: 'Price alert' }).getAttribute('href')).toBe('/price-alerts?new=flight&from=LHR&to=SIN');
    expect(titlesIn(within(day(2)).getByRole('list'))).toEqual(['Pack the adapter', 'Call the hotel']);
    expect(titlesIn(screen.getByRole('list', { name: 'Ideas' }))).toEqual(['Try the chilli crab']);
  });

  it('moves an item down within its day and to the Ideas, writing the new order to the device', async () => {
    const tripId = await seedTrip();
    renderScreen(tripId);
    const firstNote = await within(await screen.findByRole('list', { name: 'Plan of day 2' })).findByRole('heading', {
      name: 'Pack the adapter',
    });
    fireEvent.click(within(firstNote.closest('li')!).getByRole('button', { name: 'Move down' }));
    await waitFor(() =>
      expect(titlesIn(screen.getByRole('list', { name: 'Plan of day 2' }))).toEqual(['Call the hotel', 'Pack the adapter']),
    );
    // The swap shows first; the write follows just after that frame.
    await vi.waitFor(async () =>
      expect((await itemsOfDay(tripId, '2027-03-13')).map((item) => item.kind === 'note' && item.details.text)).toEqual([
        'Call the hotel',
        'Pack the adapter',
      ]),
    );
    expect(titlesIn(screen.getByRole('list', { name: 'Plan of day 2' }))).toEqual(['Call the hotel', 'Pack the adapter']);

    const callTheHotel = within(screen.getByRole('list', { name: 'Plan of day 2' })).getByRole('heading', { name: 'Call the hotel' });
    // The choices are built when the control is reached (focus, a press), as a person always does first.
    const row = within(callTheHotel.closest('li')!);
    const untouched = row.getByRole('button', { name: 'Move to…' });
    expect(row.queryByRole('combobox')).toBeNull();
    fireEvent.focus(untouched);
    const moveTo = row.getByLabelText<HTMLSelectElement>('Move to…');
    expect(moveTo.tagName).toBe('SELECT');
    expect(document.activeElement).toBe(moveTo);
    expect([...moveTo.options].map((option) => option.text)).toEqual(['Move to…', 'Day 1 · Fri 12 Mar', 'Day 3 · Sun 14 Mar', 'Ideas']);
    fireEvent.change(moveTo, { target: { value: 'ideas' } });
    await waitFor(() => expect(titlesIn(screen.getByRole('list', { name: 'Ideas' }))).toEqual(['Try the chilli crab', 'Call the hotel']));
    expect(titlesIn(screen.getByRole('list', { name: 'Plan of day 2' }))).toEqual(['Pack the adapter']);
  });

  it('says so when the trip is not on this device, with a way back to the trips', async () => {
    renderScreen('01890000-0000-7000-8000-000000000000');
    expect(await screen.findByRole('heading', { name: 'This trip is not on this device' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My Trips' }).getAttribute('href')).toBe('/trips');
  });
});
