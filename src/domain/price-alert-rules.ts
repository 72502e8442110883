// Price alert rules without zod: shared by the form, the sync engine, the API and the watcher.

export const priceAlertDefaults = { alert_type: 'flight', threshold_percent: 15, user_id: 'demo' } as const;
export const priceAlertLimits = { place: 80, maxPrice: 1_000_000, minThreshold: 1, maxThreshold: 90 } as const;
export const alertTypes = ['flight', 'hotel'] as const;
export type AlertType = (typeof alertTypes)[number];

/** The spec stores a route as 'from-to'. */
export function routeOf(origin: string, destination: string): string {
  return `${origin.trim()}-${destination.trim()}`;
}

/**
 * Reads 'from-to' back. Place names can hold hyphens themselves (Aix-en-Provence), so a route with
 * more than one hyphen is only read when it splits at ' - ' or has a 3-letter code in capitals on
 * one side (in 'Aix-en-Provence-Nice', 'Aix' is no code).
 */
export function parseRoute(route: string): { origin: string; destination: string } | undefined {
  const trimmed = route.trim();
  const spaced = trimmed.split(' - ');
  if (spaced.length === 2 && spaced[0]!.trim() && spaced[1]!.trim()) return { origin: spaced[0]!.trim(), destination: spaced[1]!.trim() };
  const parts = trimmed.split('-');
  if (parts.length === 2 && parts[0]!.trim() && parts[1]!.trim()) return { origin: parts[0]!.trim(), destination: parts[1]!.trim() };
  const codeFirst = /^([A-Z]{3})-(.+)$/.exec(trimmed);
  if (codeFirst && codeFirst[2]!.trim()) return { origin: codeFirst[1]!, destination: codeFirst[2]!.trim() };
  const codeLast = /^(.+)-([A-Z]{3})$/.exec(trimmed);
  if (codeLast && codeLast[1]!.trim()) return { origin: codeLast[1]!.trim(), destination: codeLast[2]! };
  return undefined;
}

/**
 * At most two decimals, with a tolerance so 0.1 + 0.2 style floats are judged as typed. A value
 * that isn't 0 but rounds to 0.00 (0.000000001) has more, whatever the tolerance says.
 */
export function hasAtMostTwoDecimals(value: number): boolean {
  const cents = Math.round(value * 100);
  return Number.isFinite(value) && Math.abs(cents - value * 100) < 1e-6 && (cents !== 0 || value === 0);
}

export const samePlace = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

export type WatchState = { armed: boolean; highest_price: number | null };

/**
 * The watcher's rule. An alert fires when the price is at or below the target, or has dropped by
 * the threshold percent from the highest price seen; it fires once per drop and re-arms when the
 * price climbs back above both lines.
 */
export function evaluatePrice(
  alert: { target_price: number; threshold_percent: number },
  state: WatchState,
  price: number,
): { fires: boolean; state: WatchState } {
  const highest = Math.max(state.highest_price ?? price, price);
  const dropLine = highest * (1 - alert.threshold_percent / 100);
  const isLow = price <= alert.target_price || price <= dropLine;
  if (isLow && state.armed) return { fires: true, state: { armed: false, highest_price: highest } };
  if (!isLow) return { fires: false, state: { armed: true, highest_price: highest } };
  return { fires: false, state: { armed: state.armed, highest_price: highest } };
}
