// @vitest-environment happy-dom
// The Calendar link button against the real API app (fetch answered in-process by app.request, on a
// real SQLite file): it shows the trip's link, which a calendar can poll; Stop sharing kills it;
// without a connection it says the link needs one.
import { randomBytes } from 'node:crypto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../api/app';
import { registerDevice } from '../../../tests/setup/register-device';
import { openTestStorage, type TestStorage } from '../../../tests/setup/storage';
import { addApiHeaders } from '../../lib/api-client';
import { AppToaster } from '../../lib/toast';
import { CalendarLinkButton } from './calendar-link';

let testStorage: TestStorage;
let app: ReturnType<typeof createApp>;
const deviceKey = randomBytes(32).toString('base64url');
const realFetch = globalThis.fetch;
let networkDown = false;

beforeAll(async () => {
  testStorage = await openTestStorage('sqlite');
  app = createApp({ storage: testStorage.storage, version: 'test' });
  addApiHeaders(() => ({ 'X-Device-Key': deviceKey }));
  await registerDevice((path, init) => app.request(path, init), deviceKey);
  globalThis.fetch = async (input, init) => {
    if (networkDown) throw new TypeError('Failed to fetch');
    const url = input instanceof Request ? input.url : String(input);
    return app.request(new URL(url, 'http://localhost').pathname, init);
  };
});

afterEach(() => cleanup());

afterAll(async () => {
  globalThis.fetch = realFetch;
  await testStorage.cleanup();
});

async function serverTrip(): Promise<string> {
  const response = await app.request('/api/trips', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Device-Key': deviceKey },
    body: JSON.stringify({ title: 'Singapore in March', start_date: '2027-03-12', end_date: '2027-03-14', cities: [] }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const linkPath = (url: string) => new URL(url).pathname;

describe('the Calendar link button', () => {
  it('shows the trip’s link, the same one each time, and Stop sharing makes calendars get 404', async () => {
    const tripId = await serverTrip();
    render(
      <>
        <CalendarLinkButton tripId={tripId} />
        <AppToaster />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Calendar link' }));
    const field = await screen.findByLabelText<HTMLInputElement>('Subscription link');
    const url = field.value;
    expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await app.request(linkPath(url));
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');
    expect(screen.getByRole('link', { name: 'Open in calendar app' }).getAttribute('href')).toMatch(/^webcal:\/\//);

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Calendar link' }));
    expect((await screen.findByLabelText<HTMLInputElement>('Subscription link')).value).toBe(url);

    fireEvent.click(screen.getByRole('button', { name: 'Stop sharing' }));
    await screen.findByText('Calendar link stopped');
    await waitFor(() => expect(screen.queryByLabelText('Subscription link')).toBeNull());
    expect((await app.request(linkPath(url))).status).toBe(404);
  });

  it('says a trip not yet on the server must sync first', async () => {
    render(<CalendarLinkButton tripId="01900000-0000-7000-8000-000000000000" />);
    fireEvent.click(screen.getByRole('button', { name: 'Calendar link' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This trip has not reached the server yet');
  });

  it('says the link needs a connection when the server cannot be reached', async () => {
    const tripId = await serverTrip();
    networkDown = true;
    try {
      render(<CalendarLinkButton tripId={tripId} />);
      fireEvent.click(screen.getByRole('button', { name: 'Calendar link' }));
      await screen.findByText(/The calendar link needs a connection/);
      expect(screen.queryByLabelText('Subscription link')).toBeNull();
    } finally {
      networkDown = false;
      window.dispatchEvent(new Event('online'));
    }
  });
});
