// @vitest-environment happy-dom
// The Public link button against the real API app (fetch answered in-process by app.request, on a
// real SQLite file): it explains the page and makes no link until asked; made, the link opens the
// plan without the app and shows as a QR code; Stop sharing kills it; offline it says the link
// needs a connection.
import { randomBytes } from 'node:crypto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../api/app';
import { registerDevice } from '../../../tests/setup/register-device';
import { openTestStorage, type TestStorage } from '../../../tests/setup/storage';
import { addApiHeaders } from '../../lib/api-client';
import { AppToaster } from '../../lib/toast';
import { PublicLinkButton } from './public-link';

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
    body: JSON.stringify({ title: 'Lisbon weekend', start_date: '2027-05-07', end_date: '2027-05-09', cities: [{ name: 'Lisbon' }] }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const linkPath = (url: string) => new URL(url).pathname;

describe('the Public link button', () => {
  it('makes the link only when asked, shows it with a QR code, and Stop sharing makes the page say it is gone', async () => {
    const tripId = await serverTrip();
    render(
      <>
        <PublicLinkButton tripId={tripId} />
        <AppToaster />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Public link' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Make a public link' }));
    const field = await screen.findByLabelText<HTMLInputElement>('Link to the plan');
    const url = field.value;
    expect(url).toMatch(/\/plan\/[A-Za-z0-9_-]{43}$/);
    expect(screen.getByRole('img', { name: 'QR code of the public link' }).getAttribute('data-content')).toBe(url);
    expect(screen.getByRole('link', { name: 'Open the page' }).getAttribute('href')).toBe(url);
    const page = await app.request(linkPath(url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Lisbon weekend');

    // Opened again, the dialog shows the same link without making another.
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Public link' }));
    expect((await screen.findByLabelText<HTMLInputElement>('Link to the plan')).value).toBe(url);

    fireEvent.click(screen.getByRole('button', { name: 'Stop sharing this link' }));
    await screen.findByText('Public link stopped');
    await screen.findByRole('button', { name: 'Make a public link' });
    expect(screen.queryByLabelText('Link to the plan')).toBeNull();
    const gone = await app.request(linkPath(url));
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('This link was stopped or never existed');
  });

  it('says a trip not yet on the server must sync first', async () => {
    render(<PublicLinkButton tripId="01900000-0000-7000-8000-000000000000" />);
    fireEvent.click(screen.getByRole('button', { name: 'Public link' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This trip has not reached the server yet');
  });

  it('says the link needs a connection when the server cannot be reached', async () => {
    const tripId = await serverTrip();
    networkDown = true;
    try {
      render(<PublicLinkButton tripId={tripId} />);
      fireEvent.click(screen.getByRole('button', { name: 'Public link' }));
      await screen.findByText(/The public link needs a connection/);
      expect(screen.queryByRole('button', { name: 'Make a public link' })).toBeNull();
    } finally {
      networkDown = false;
      window.dispatchEvent(new Event('online'));
    }
    await waitFor(() => expect(screen.queryByText(/needs a connection/)).toBeNull());
  });
});
