// Does a partner's site let Astra frame it? Asks the site itself (X-Frame-Options and CSP
// frame-ancestors of its home page), with a timeout, and remembers the answer for a while. Any
// failure counts as "no": the panel then opens the partner directly instead of a blank frame.
import { partners, type PartnerId } from '../../src/domain/partners';

export type FramingChecker = {
  /** True only when the partner's page lets any https site frame it (so Astra too). */
  supportsFraming(partner: PartnerId): Promise<boolean>;
};

export type FramingCheckerOptions = {
  fetch?: typeof fetch;
  /** Where to ask for a partner's framing headers; tests point this at a local fake partner. */
  pageUrl?: (partner: PartnerId) => string;
  timeoutMs?: number;
  /** How long an answer is trusted; a failed check is retried sooner. */
  ttlMs?: number;
  failureTtlMs?: number;
  now?: () => number;
};

export function createFramingChecker(options: FramingCheckerOptions = {}): FramingChecker {
  const fetchPage = options.fetch ?? fetch;
  const pageUrl = options.pageUrl ?? ((partner: PartnerId) => partners[partner].homeUrl);
  const timeoutMs = options.timeoutMs ?? 3000;
  const ttlMs = options.ttlMs ?? 6 * 60 * 60 * 1000;
  const failureTtlMs = options.failureTtlMs ?? 5 * 60 * 1000;
  const now = options.now ?? Date.now;
  const cache = new Map<PartnerId, { expires: number; answer: Promise<boolean> }>();

  async function check(partner: PartnerId): Promise<{ allowed: boolean; failed: boolean }> {
    try {
      const response = await fetchPage(pageUrl(partner), {
        method: 'GET',
        redirect: 'follow',
        signal: AbortSignal.timeout(timeoutMs),
        headers: { Accept: 'text/html' },
      });
      await response.body?.cancel().catch(() => undefined);
      if (!response.ok) return { allowed: false, failed: true };
      return { allowed: framingAllowed(response.headers), failed: false };
    } catch {
      return { allowed: false, failed: true };
    }
  }

  return {
    supportsFraming(partner) {
      const cached = cache.get(partner);
      if (cached && cached.expires > now()) return cached.answer;
      const entry = { expires: now() + ttlMs, answer: Promise.resolve(false) };
      entry.answer = check(partner).then(({ allowed, failed }) => {
        if (failed) entry.expires = now() + failureTtlMs;
        return allowed;
      });
      cache.set(partner, entry);
      return entry.answer;
    },
  };
}

/** A checker that never asks anyone (PARTNER_FRAMING_CHECK=off): every partner opens directly. */
export const neverFrame: FramingChecker = { supportsFraming: async () => false };

/**
 * Reads the two framing controls the way a browser would for a third-party page: any
 * X-Frame-Options refuses; a CSP frame-ancestors allows only with a wildcard source (`*`,
 * `https:`). A list of named hosts is someone else's list: the answer is no, not a guess.
 */
export function framingAllowed(headers: Headers): boolean {
  const frameOptions = headers.get('x-frame-options');
  if (frameOptions && frameOptions.trim()) return false;
  const policies = (headers.get('content-security-policy') ?? '').split(',');
  for (const policy of policies) {
    const directive = policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([name]) => name?.toLowerCase() === 'frame-ancestors');
    if (!directive) continue;
    const sources = directive.slice(1).map((source) => source.toLowerCase());
    if (!sources.some((source) => source === '*' || source === 'https:')) return false;
  }
  return true;
}

/** The checker the server runs with: real, unless PARTNER_FRAMING_CHECK=off says never to ask partners. */
export function framingCheckerFromEnv(env: NodeJS.ProcessEnv = process.env): FramingChecker {
  return env.PARTNER_FRAMING_CHECK === 'off' ? neverFrame : createFramingChecker();
}
