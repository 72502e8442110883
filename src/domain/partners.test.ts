import { describe, expect, it } from 'vitest';
import {
  buildPartnerUrl,
  checkPartnerUrl,
  defaultPartnerMarker,
  encodeSubId,
  isAllowedPartnerUrl,
  partnerForService,
  partnerIds,
  partners,
  partnerUrlQuery,
  redirectorHosts,
  type PartnerId,
} from './partners';
import { serviceIds } from './services';
import { partnerUrlQuerySchema, searchParamsFromQuery } from './partner-query';
import { redirectBypassPayloads } from '../../tests/setup/redirect-bypass-payloads';

const now = new Date('2025-11-01T09:30:00Z');

describe('the partner registry', () => {
  it('has the eight partners of the spec, four of them in the panel', () => {
    expect([...partnerIds].sort()).toEqual(['cars', 'esim', 'flights', 'hotels', 'lounges', 'tickets', 'tours', 'transfers']);
    expect(partnerIds.filter((id) => partners[id].usesPanel).sort()).toEqual(['flights', 'hotels', 'tickets', 'tours']);
  });

  it('sends hotels to a live site, not the closed Hotellook', () => {
    expect(partners.hotels.hosts.some((host) => host.includes('hotellook'))).toBe(false);
  });

  it('never lists a generic redirector as a partner host', () => {
    for (const id of partnerIds) {
      for (const host of partners[id].hosts) {
        expect(
          redirectorHosts.some((redirector) => host === redirector || host.endsWith(`.${redirector}`)),
          host,
        ).toBe(false);
        expect(isAllowedPartnerUrl(id, `https://${host}/`), host).toBe(true);
      }
    }
  });

  it('maps the 13 service routes exactly as the spec says', () => {
    const expected: Record<string, PartnerId> = {
      flights: 'flights',
      trains: 'flights',
      buses: 'flights',
      hotels: 'hotels',
      cruises: 'hotels',
      tours: 'tours',
      cars: 'cars',
      transfers: 'transfers',
      tickets: 'tickets',
      esim: 'esim',
      lounges: 'lounges',
      insurance: 'lounges',
      storage: 'lounges',
    };
    expect(Object.fromEntries(serviceIds.map((service) => [service, partnerForService(service)]))).toEqual(expected);
  });
});

describe('encodeSubId', () => {
  it.each([
    ['cities', 'cities'],
    ['cities:attraction', 'cities_attraction'],
    ['direct', 'direct'],
    ['kiosk.tile', 'kiosk_tile'],
    ['chat / flights', 'chat_flights'],
    ['Café', 'Cafe'],
    ['::', 'direct'],
    ['', 'direct'],
    ['a'.repeat(100), 'a'.repeat(64)],
  ])('%j becomes %j', (subId, encoded) => {
    expect(encodeSubId(subId)).toBe(encoded);
    expect(encodeSubId(subId)).toMatch(/^[A-Za-z0-9_]+$/);
  });
});

describe('buildPartnerUrl', () => {
  it('builds the Aviasales search path ORIG DDMM DEST DDMM adults', () => {
    const url = buildPartnerUrl(
      'flights',
      { origin: 'lon', destination: 'PAR', departDate: '2025-12-10', returnDate: '2025-12-17', adults: 2 },
      { subId: 'direct', now },
    );
    expect(url).toBe(`https://www.aviasales.com/search/LON1012PAR17122?marker=${defaultPartnerMarker}.direct`);
  });

  it('writes a one-way search as LON1012PAR1', () => {
    const url = new URL(
      buildPartnerUrl('flights', { origin: 'LON', destination: 'PAR', departDate: '2025-12-10' }, { subId: 'direct', now }),
    );
    expect(url.pathname).toBe('/search/LON1012PAR1');
  });

  it('rolls dates forward: a past departure means its next occurrence, a return before it the year after', () => {
    const url = new URL(
      buildPartnerUrl(
        'flights',
        { origin: 'LON', destination: 'PAR', departDate: '2025-10-10', returnDate: '2025-10-05' },
        { subId: 'direct', now },
      ),
    );
    expect(url.pathname).toBe('/search/LON1010PAR05101');
    const leap = new URL(
      buildPartnerUrl('flights', { origin: 'LON', destination: 'PAR', departDate: '2024-02-29' }, { subId: 'direct', now }),
    );
    expect(leap.pathname).toBe('/search/LON0103PAR1');
  });

  it('searches two weeks ahead when no date is given', () => {
    const url = new URL(buildPartnerUrl('flights', { origin: 'GVA', destination: 'NYC' }, { subId: 'direct', now }));
    expect(url.pathname).toBe('/search/GVA1511NYC1');
  });

  it('falls back to the search form when a city is not an airport code', () => {
    const url = new URL(
      buildPartnerUrl('flights', { origin: 'London', destination: 'PAR', departDate: '2025-12-10' }, { subId: 'direct', now }),
    );
    expect(url.pathname).toBe('/');
    expect(url.searchParams.get('destination_iata')).toBe('PAR');
    expect(url.searchParams.get('origin_iata')).toBeNull();
    expect(url.searchParams.get('depart_date')).toBe('2025-12-10');
  });

  it('carries the marker and the encoded sub id the way Travelpayouts reads them', () => {
    const url = new URL(
      buildPartnerUrl('tours', { city: 'Paris', query: 'Louvre Museum' }, { subId: 'cities:attraction', marker: '123456', now }),
    );
    expect(url.searchParams.get('marker')).toBe('123456.cities_attraction');
    expect(url.searchParams.get('q')).toBe('Louvre Museum Paris');
  });

  it('ignores a marker the network would not accept', () => {
    const url = new URL(buildPartnerUrl('esim', { country: 'JP' }, { subId: 'direct', marker: '12.34&x=1', now }));
    expect(url.searchParams.get('marker')).toBe(`${defaultPartnerMarker}.direct`);
  });

  it('puts the city, dates and position into the hotel search', () => {
    const url = new URL(
      buildPartnerUrl(
        'hotels',
        { city: 'Geneva', departDate: '2026-01-05', returnDate: '2026-01-08', adults: 2, lat: 46.2, lon: 6.15 },
        { subId: 'cities', now },
      ),
    );
    expect(url.hostname).toBe('www.booking.com');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      ss: 'Geneva',
      checkin: '2026-01-05',
      checkout: '2026-01-08',
      group_adults: '2',
      latitude: '46.2',
      longitude: '6.15',
    });
  });

  it('always builds an allowed URL of that partner, whatever a traveller typed', () => {
    const hostile = {
      origin: 'https://evil.com',
      destination: '//evil.com',
      city: 'javascript:alert(1)',
      query: '\\evil.com',
      country: 'data:text/html,x',
    };
    for (const id of partnerIds) {
      const url = buildPartnerUrl(
        id,
        { city: 'Paris', query: 'Louvre', lat: 1, lon: 2, country: 'FR', origin: 'LON', destination: 'PAR' },
        { subId: 'direct', now },
      );
      expect(isAllowedPartnerUrl(id, url), url).toBe(true);
      // A hostile value never leaves a link that points elsewhere: at worst the link is refused.
      const risky = buildPartnerUrl(id, hostile, { subId: 'direct', now });
      expect(new URL(risky).hostname.endsWith(partners[id].hosts[0]!), risky).toBe(true);
    }
  });
});

describe('isAllowedPartnerUrl', () => {
  it('accepts the partner host and its subdomains over https', () => {
    for (const url of [
      'https://aviasales.com/',
      'https://www.aviasales.com/search/LON1012PAR1?marker=1.direct',
      'https://WWW.AVIASALES.COM/',
      'https://m.www.aviasales.com/',
      'https://www.aviasales.com:443/',
    ]) {
      expect(isAllowedPartnerUrl('flights', url), url).toBe(true);
    }
  });

  it('keeps each partner to its own hosts', () => {
    expect(isAllowedPartnerUrl('hotels', 'https://www.aviasales.com/')).toBe(false);
    expect(isAllowedPartnerUrl('flights', 'https://www.booking.com/')).toBe(false);
  });

  it.each(redirectBypassPayloads)('refuses %j (%s)', (payload, reason) => {
    expect(isAllowedPartnerUrl('flights', payload)).toBe(false);
    expect(checkPartnerUrl('flights', payload)).toEqual({ ok: false, reason });
  });

  it('has a battery of at least 30 bypass payloads', () => {
    expect(redirectBypassPayloads.length).toBeGreaterThanOrEqual(30);
  });
});

describe('the partner URL query', () => {
  it('round-trips search parameters through the wire format', () => {
    const params = {
      origin: 'LON',
      destination: 'PAR',
      departDate: '2025-12-10',
      returnDate: '2025-12-17',
      adults: 2,
      city: 'Paris',
      lat: 48.85,
      lon: 2.35,
      country: 'FR',
      query: 'Louvre',
    };
    const parsed = partnerUrlQuerySchema.parse(partnerUrlQuery(params, 'cities:attraction'));
    expect(parsed.subid).toBe('cities:attraction');
    expect(searchParamsFromQuery(parsed)).toEqual(params);
  });

  it('rejects impossible dates, out-of-range positions and unknown parameters', () => {
    for (const bad of [
      { depart_date: '2025-02-30' },
      { depart_date: '10/12/2025' },
      { lat: '91' },
      { adults: '0' },
      { adults: '2.5' },
      { evil: 'x' },
      { subid: '' },
    ]) {
      expect(partnerUrlQuerySchema.safeParse({ subid: 'direct', ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
    expect(partnerUrlQuerySchema.safeParse({ city: 'Paris' }).success).toBe(false);
  });
});
