// @vitest-environment happy-dom
// The hand-off provider with the app's real toaster beside it: browser edges (window.open,
// location.assign, navigator.onLine, console) are spied on; what the traveller is told is read
// from the notifications on screen.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { partners, type PartnerId } from '../domain/partners';
import { PartnerHandoffProvider, serviceUnavailableMessage, usePartnerHandoff, type PartnerHandoff } from './partner-handoff';
import { redirectPath } from './partner-tab';
import { AppToaster, toast } from './toast';

function mountHandoff(): PartnerHandoff {
  let handoff: PartnerHandoff | undefined;
  function Probe() {
    handoff = usePartnerHandoff();
    return null;
  }
  render(
    <>
      <PartnerHandoffProvider>
        <Probe />
      </PartnerHandoffProvider>
      <AppToaster />
    </>,
  );
  if (!handoff) throw new Error('the provider rendered nothing');
  return handoff;
}

// The toaster and sonner load on demand, so the first toast of a run can take a moment to appear.
const findToast = async (text: string) =>
  within(await screen.findByRole('region', { name: /^Notifications/ })).findByText(text, {}, { timeout: 5_000 });

let opened: string[];
let assigned: string[];
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  opened = [];
  assigned = [];
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(window, 'open').mockImplementation((url) => {
    opened.push(String(url));
    return { opener: window } as unknown as Window;
  });
  vi.spyOn(window.location, 'assign').mockImplementation((url) => {
    assigned.push(String(url));
  });
});
afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.restoreAllMocks();
});

describe('openPartner', () => {
  it('opens a partner without the panel in a new tab through /go/{brand}', () => {
    const { openPartner } = mountHandoff();
    let result: string | undefined;
    act(() => {
      result = openPartner('cars', { city: 'Rome' }, 'cities');
    });
    expect(result).toBe('new-tab');
    expect(opened).toHaveLength(1);
    const go = new URL(opened[0]!, 'http://app.test');
    expect(go.pathname).toBe('/go/cars');
    const target = new URL(go.searchParams.get('u') ?? '');
    expect(target.hostname).toBe('www.discovercars.com');
    expect(target.searchParams.get('marker')).toMatch(/\.cities$/);
  });

  it('falls back to this tab when the popup is blocked', () => {
    vi.mocked(window.open).mockImplementation(() => null);
    const { openPartner } = mountHandoff();
    let result: string | undefined;
    act(() => {
      result = openPartner('esim', { country: 'JP' }, 'direct');
    });
    expect(result).toBe('same-tab');
    expect(assigned).toHaveLength(1);
    expect(assigned[0]).toMatch(/^\/go\/esim\?u=https%3A%2F%2Fwww\.airalo\.com%2F/);
  });

  it('opens a panel partner in the in-app panel, not in a tab', () => {
    const { openPartner } = mountHandoff();
    let result: string | undefined;
    act(() => {
      result = openPartner('flights', { origin: 'LON', destination: 'PAR' }, 'direct');
    });
    expect(result).toBe('panel');
    expect(opened).toEqual([]);
    expect(assigned).toEqual([]);
  });

  it("says 'Service unavailable right now.' for an unknown partner", async () => {
    const { openPartner } = mountHandoff();
    let result: string | undefined;
    act(() => {
      result = openPartner('hotellook' as PartnerId, {}, 'direct');
    });
    expect(result).toBe('unavailable');
    expect(await findToast(serviceUnavailableMessage)).toBeTruthy();
    expect(opened).toEqual([]);
  });

  it('never opens a link whose host is not allowed, and reports it in the console', async () => {
    const { openPartner } = mountHandoff();
    let result: string | undefined;
    act(() => {
      // Search text that is itself a URL would make a link the allow-list refuses.
      result = openPartner('tours', { city: 'https://evil.example/phish' }, 'chat');
    });
    expect(result).toBe('unavailable');
    expect(opened).toEqual([]);
    expect(assigned).toEqual([]);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('refused to open'));
    expect(await findToast(serviceUnavailableMessage)).toBeTruthy();
  });

  it('waits for a connection when offline instead of opening a dead page', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { openPartner } = mountHandoff();
    let result: string | undefined;
    act(() => {
      result = openPartner('lounges', {}, 'kiosk');
    });
    expect(result).toBe('waiting-for-connection');
    expect(opened).toEqual([]);
  });
});

describe('redirectPath', () => {
  it('keeps the whole partner URL in one encoded u parameter', () => {
    const url = 'https://www.airalo.com/?country=FR&marker=000000.direct';
    const path = redirectPath('esim', url);
    expect(new URL(path, 'http://app.test').searchParams.get('u')).toBe(url);
    expect(partners.esim.hosts).toContain('airalo.com');
  });
});
