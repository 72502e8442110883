// The partner registry: the eight booking partners, the hosts a hand-off may go to, and the link
// builder. The app (on the device, also offline) and the API build the same links from here.
import type { PartnerSearchParams, PartnerUrlResponse } from './partner-query';
import type { ServiceId } from './services';

export const partnerIds = ['flights', 'hotels', 'tours', 'cars', 'transfers', 'tickets', 'esim', 'lounges'] as const;
export type PartnerId = (typeof partnerIds)[number];

export function isPartnerId(value: string): value is PartnerId {
  return (partnerIds as readonly string[]).includes(value);
}

/**
 * The Travelpayouts partner id ("marker") links carry when none is configured. It credits nobody:
 * set VITE_PARTNER_MARKER (see README) to your own partner id.
 */
export const defaultPartnerMarker = '000000';

export type Partner = {
  id: PartnerId;
  /** The partner's brand as a traveller sees it. */
  name: string;
  /** What the partner is for, in the traveller's words. */
  label: string;
  /** Hostnames a hand-off may go to: each one exactly, or any subdomain of it. */
  hosts: readonly string[];
  /** Opens in the in-app service panel (the spec's flights, hotels, tours and tickets). */
  usesPanel: boolean;
  /** The partner's site, where a link without search parameters lands. */
  homeUrl: string;
};

export const partners: Record<PartnerId, Partner> = {
  flights: {
    id: 'flights',
    name: 'Aviasales',
    label: 'Flights',
    hosts: ['aviasales.com'],
    usesPanel: true,
    homeUrl: 'https://www.aviasales.com/',
  },
  // Hotellook closed in 2025 (its links ended on Booking.com): we link to Booking.com directly.
  hotels: {
    id: 'hotels',
    name: 'Booking.com',
    label: 'Hotels',
    hosts: ['booking.com'],
    usesPanel: true,
    homeUrl: 'https://www.booking.com/',
  },
  tours: {
    id: 'tours',
    name: 'GetYourGuide',
    label: 'Tours & Activities',
    hosts: ['getyourguide.com'],
    usesPanel: true,
    homeUrl: 'https://www.getyourguide.com/',
  },
  cars: {
    id: 'cars',
    name: 'DiscoverCars',
    label: 'Car Rental',
    hosts: ['discovercars.com'],
    usesPanel: false,
    homeUrl: 'https://www.discovercars.com/',
  },
  transfers: {
    id: 'transfers',
    name: 'Kiwitaxi',
    label: 'Airport Transfers',
    hosts: ['kiwitaxi.com'],
    usesPanel: false,
    homeUrl: 'https://kiwitaxi.com/',
  },
  tickets: {
    id: 'tickets',
    name: 'Tiqets',
    label: 'Attraction Tickets',
    hosts: ['tiqets.com'],
    usesPanel: true,
    homeUrl: 'https://www.tiqets.com/',
  },
  esim: { id: 'esim', name: 'Airalo', label: 'eSIM Data', hosts: ['airalo.com'], usesPanel: false, homeUrl: 'https://www.airalo.com/' },
  lounges: {
    id: 'lounges',
    name: 'Priority Pass',
    label: 'Airport Lounges',
    hosts: ['prioritypass.com'],
    usesPanel: false,
    homeUrl: 'https://www.prioritypass.com/',
  },
};

/** The spec's service → partner mapping for the 13 service routes. */
export const servicePartner: Record<ServiceId, PartnerId> = {
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

export function partnerForService(service: ServiceId): PartnerId {
  return servicePartner[service];
}

// Written once, as a zod schema in partner-query.ts (Astra's links carry it on the wire).
export type { PartnerSearchParams };

/** A marker is the affiliate network's partner id: letters, digits and underscores. */
export const markerPattern = /^[A-Za-z0-9_]{1,32}$/;

/**
 * Travelpayouts accepts only [A-Za-z0-9_] in a sub id and joins it to the marker with a dot, so
 * `cities:attraction` becomes `cities_attraction`. Anything that would be empty becomes `direct`.
 */
export function encodeSubId(subId: string): string {
  const encoded = subId
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 64);
  return encoded || 'direct';
}

export type PartnerLinkOptions = { subId: string; marker?: string; now?: Date };

/** Builds the partner's search link with the affiliate marker and sub id. Always an allowed URL of that partner. */
export function buildPartnerUrl(partner: PartnerId, params: PartnerSearchParams, options: PartnerLinkOptions): string {
  const marker = options.marker && markerPattern.test(options.marker) ? options.marker : defaultPartnerMarker;
  const tracking = `${marker}.${encodeSubId(options.subId)}`;
  const url = linkBuilders[partner](params, options.now ?? new Date());
  url.searchParams.set('marker', tracking);
  return url.href;
}

type LinkBuilder = (params: PartnerSearchParams, now: Date) => URL;

const place = (params: PartnerSearchParams) => params.city ?? params.destination;

function withQuery(base: string, entries: Record<string, string | number | undefined>): URL {
  const url = new URL(base);
  for (const [key, value] of Object.entries(entries)) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  return url;
}

const linkBuilders: Record<PartnerId, LinkBuilder> = {
  flights: (params, now) => {
    const origin = iataCode(params.origin);
    const destination = iataCode(params.destination);
    const adults = adultsOf(params);
    if (origin && destination) {
      const { depart, back } = travelDates(params, now);
      const path = `${origin}${ddmm(depart)}${destination}${back ? ddmm(back) : ''}${adults}`;
      return new URL(`https://www.aviasales.com/search/${path}`);
    }
    return withQuery('https://www.aviasales.com/', {
      origin_iata: origin,
      destination_iata: destination,
      depart_date: params.departDate,
      return_date: params.returnDate,
      adults: params.adults,
    });
  },
  hotels: (params) =>
    withQuery('https://www.booking.com/searchresults.html', {
      ss: place(params) ?? params.country,
      checkin: params.departDate,
      checkout: params.returnDate,
      group_adults: params.adults,
      latitude: params.lat,
      longitude: params.lon,
    }),
  tours: (params) =>
    withQuery('https://www.getyourguide.com/s/', { q: searchText(params), date_from: params.departDate, date_to: params.returnDate }),
  tickets: (params) => withQuery('https://www.tiqets.com/en/search/', { q: searchText(params) }),
  cars: (params) =>
    withQuery('https://www.discovercars.com/', {
      location: place(params),
      pick_date: params.departDate,
      drop_date: params.returnDate,
      lat: params.lat,
      lng: params.lon,
    }),
  transfers: (params) => withQuery('https://kiwitaxi.com/en/', { from: params.origin, to: place(params) }),
  esim: (params) => withQuery('https://www.airalo.com/', { country: params.country ?? place(params) }),
  lounges: (params) => withQuery('https://www.prioritypass.com/lounges', { q: params.origin ?? params.destination ?? params.city }),
};

function searchText(params: PartnerSearchParams): string | undefined {
  const parts = [params.query, place(params)].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(' ') : undefined;
}

function iataCode(value: string | undefined): string | undefined {
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{3}$/.test(code) ? code : undefined;
}

function adultsOf(params: PartnerSearchParams): number {
  const adults = params.adults ?? 1;
  return Number.isInteger(adults) && adults >= 1 && adults <= 9 ? adults : 1;
}

/** Days from today a flight search starts when no date is given. */
export const defaultDepartInDays = 14;
const dayMs = 86_400_000;

export function parseIsoDate(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined;
}

/** Moves a date forward by whole years until it is on or after `floor` (Feb 29 lands on Mar 1). */
function rollForward(date: Date, floor: Date): Date {
  let rolled = date;
  for (let years = 1; rolled < floor; years++) {
    rolled = new Date(Date.UTC(date.getUTCFullYear() + years, date.getUTCMonth(), date.getUTCDate()));
  }
  return rolled;
}

/**
 * Aviasales' search path has no year (DDMM), so it reads every date as its next occurrence. We
 * roll past dates forward the same way, and a return date forward until it is after departure.
 */
export function travelDates(params: PartnerSearchParams, now: Date): { depart: Date; back?: Date } {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const given = params.departDate ? parseIsoDate(params.departDate) : undefined;
  const depart = given ? rollForward(given, today) : new Date(today.getTime() + defaultDepartInDays * dayMs);
  const returnGiven = params.returnDate ? parseIsoDate(params.returnDate) : undefined;
  const back = returnGiven ? rollForward(returnGiven, depart) : undefined;
  return back ? { depart, back } : { depart };
}

function ddmm(date: Date): string {
  return `${String(date.getUTCDate()).padStart(2, '0')}${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * Hosts whose own parameter can send a browser anywhere (affiliate redirectors, link shorteners,
 * search engines). Never a hand-off target, even if a registry entry listed one by mistake.
 */
export const redirectorHosts = [
  'tp.media',
  'tp.st',
  'travelpayouts.com',
  'google.com',
  'bit.ly',
  't.co',
  'tinyurl.com',
  'facebook.com',
  'linksynergy.com',
  'awin1.com',
  'prf.hn',
  'redirectingat.com',
  'viglink.com',
  'doubleclick.net',
] as const;

const matchesHost = (hostname: string, host: string) => hostname === host || hostname.endsWith(`.${host}`);

/** A value that could make the partner's own page forward the browser elsewhere. */
const embeddedTarget = /^\s*(?:[a-z][a-z0-9+.-]*:\/|\/\/|\\|(?:javascript|data|vbscript|file):)|:\/\//i;

/** The text and what it decodes to, percent-decoding again while it changes (double-encoded forms), at most 4 times. */
function decodedForms(text: string): string[] {
  const forms = [text];
  for (let current = text; forms.length < 5;) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      break;
    }
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

/** Whether any decoded form of the text carries a URL; a browser reads a backslash as a slash. */
const carriesTarget = (text: string) => decodedForms(text).some((form) => embeddedTarget.test(form.replace(/\\/g, '/')));

export type PartnerUrlVerdict = { ok: true; url: URL } | { ok: false; reason: 'bad-url' | 'blocked-host' };

/**
 * Checks a hand-off target: https only, parses, no userinfo, no backslashes or control characters,
 * no explicit port, a hostname equal to or a dot-bounded subdomain of one of the partner's hosts,
 * never a generic redirector, and no query key or value that itself carries a URL, in any encoding
 * (percent-encoded once or more, backslashes for slashes), nor a path that does.
 */
export function checkPartnerUrl(partner: PartnerId, raw: string): PartnerUrlVerdict {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
  if (raw.length > 4096 || /[\\\u0000-\u001f\u007f\s]/.test(raw)) return { ok: false, reason: 'bad-url' };
  // Encoded line breaks and NULs have no business in a booking link (header and log injection).
  if (/%(?:0[0-9a-f]|1[0-9a-f]|7f)/i.test(raw)) return { ok: false, reason: 'bad-url' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'bad-url' };
  }
  if (url.protocol !== 'https:' || !/^https:\/\//i.test(raw)) return { ok: false, reason: 'blocked-host' };
  if (url.username || url.password || url.port) return { ok: false, reason: 'blocked-host' };
  const hostname = url.hostname;
  if (hostname.endsWith('.') || hostname.startsWith('[') || /^[\d.]+$/.test(hostname)) return { ok: false, reason: 'blocked-host' };
  if (redirectorHosts.some((host) => matchesHost(hostname, host))) return { ok: false, reason: 'blocked-host' };
  if (!partners[partner].hosts.some((host) => matchesHost(hostname, host))) return { ok: false, reason: 'blocked-host' };
  // Keys too (a key may itself be a URL), and every decoded form: %5C, %252F and the like.
  for (const [key, value] of url.searchParams) {
    if (carriesTarget(key) || carriesTarget(value)) return { ok: false, reason: 'blocked-host' };
  }
  const path = decodedForms(url.pathname);
  if (path.some((form) => form.includes('\\') || form.includes('://'))) return { ok: false, reason: 'blocked-host' };
  return { ok: true, url };
}

export function isAllowedPartnerUrl(partner: PartnerId, url: string): boolean {
  return checkPartnerUrl(partner, url).ok;
}

/** The answer of GET /api/partners/{brand}/url. */
export type { PartnerUrlResponse };

/** Search parameters as the query of GET /api/partners/{brand}/url (snake_case, like the rest of the API). */
export function partnerUrlQuery(params: PartnerSearchParams, subId: string): Record<string, string> {
  const entries: Record<string, string | number | undefined> = {
    subid: subId,
    origin: params.origin,
    destination: params.destination,
    depart_date: params.departDate,
    return_date: params.returnDate,
    adults: params.adults,
    city: params.city,
    lat: params.lat,
    lon: params.lon,
    country: params.country,
    query: params.query,
  };
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(entries)) if (value !== undefined && value !== '') query[key] = String(value);
  return query;
}
