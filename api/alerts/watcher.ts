// The price watcher: asks the price source about every active alert, applies the alert rule
// (evaluatePrice) and records the watch state on the alert. Each write goes through the owner's
// transaction and bumps the version, so devices pull the new state (and a fired alert) on their
// next sync. Quotes are fetched outside any transaction; the row is read again under the owner's
// lock before writing, so a change the traveller made meanwhile wins.
import { evaluatePrice } from '../../src/domain/price-alert-rules';
import type { Storage } from '../db/index';
import { priceAlertEntity, type EntityColumns, type StoredRow } from '../sync/entities';
import { withOwner, writeServerColumns } from '../sync/store';
import { PriceSourceError, watchNotes, type PriceQuote, type PriceSource, type PriceTarget } from './price-sources';

export type PriceWatcherOptions = {
  storage: Storage;
  /** Null: nothing is fetched; active alerts are marked not monitored. */
  source: PriceSource | null;
  /** How often each alert is checked; default an hour. */
  intervalMs?: number;
  now?: () => Date;
  /** Quotes in flight at once; default 4. */
  concurrency?: number;
  /** A backstop for a source that ignores its signal; default 30 s. */
  quoteTimeoutMs?: number;
  log?: Pick<Console, 'warn'>;
};

export type WatchPassSummary = { checked: number; fired: number; failed: number };

export type PriceWatcher = {
  /** Checks every active, non-deleted alert of every owner once. */
  runOnce(): Promise<WatchPassSummary>;
  /** Checks alerts as they fall due (new ones within a minute), until stop(). */
  start(): void;
  /** Stops the schedule, abandons quotes in flight (nothing is written for them) and waits for the pass to end. */
  stop(): Promise<void>;
};

type Candidate = PriceTarget & {
  owner_id: string;
  id: string;
  watch_status: string;
  watch_note: string | null;
  last_checked_at: string | null;
};

type CheckResult =
  | { kind: 'price'; quote: PriceQuote }
  | { kind: 'unsupported'; note: string; checked: boolean }
  | { kind: 'failed'; note: string }
  | { kind: 'not-monitored' };

const pageSize = 200;
const maxTickMs = 60_000;

export function createPriceWatcher({
  storage,
  source,
  intervalMs = 3_600_000,
  now = () => new Date(),
  concurrency = 4,
  quoteTimeoutMs = 30_000,
  log = console,
}: PriceWatcherOptions): PriceWatcher {
  let stopping = new AbortController();
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<WatchPassSummary> | undefined;

  /** One pass over the active alerts; `dueBefore` keeps only those not checked since then. */
  async function pass(dueBefore: string | undefined): Promise<WatchPassSummary> {
    const summary: WatchPassSummary = { checked: 0, fired: 0, failed: 0 };
    let after: { owner_id: string; id: string } | undefined;
    let firstFailure: string | undefined;
    // Many travellers watch the same route: one quote per route and pass serves them all.
    const quotes = new Map<string, Promise<CheckResult>>();
    const checkOnce = (alert: Candidate) => {
      const key = JSON.stringify([alert.alert_type, alert.origin.trim(), alert.destination.trim()]);
      let result = quotes.get(key);
      if (!result) quotes.set(key, (result = check(alert)));
      return result;
    };
    while (!stopping.signal.aborted) {
      const page = await activeAlerts(storage, after, pageSize);
      if (page.length === 0) break;
      after = page.at(-1);
      const due =
        dueBefore === undefined ? page : page.filter((alert) => alert.last_checked_at == null || alert.last_checked_at <= dueBefore);
      await eachConcurrently(due, concurrency, async (alert) => {
        const result = await checkOnce(alert);
        if (stopping.signal.aborted) return;
        if (result.kind === 'failed') {
          summary.failed++;
          firstFailure ??= result.note;
        }
        if (result.kind !== 'not-monitored') summary.checked++;
        try {
          if (await record(alert, result)) summary.fired++;
        } catch (error) {
          summary.failed++;
          firstFailure ??= `saving the check failed: ${String(error)}`;
        }
      });
      if (page.length < pageSize) break;
    }
    if (summary.failed > 0) log.warn(`price watcher: ${summary.failed} of ${summary.checked} checks failed (first: ${firstFailure})`);
    return summary;
  }

  async function check(alert: Candidate): Promise<CheckResult> {
    if (!source) return { kind: 'not-monitored' };
    const reason = source.unsupportedReason?.(alert) ?? null;
    if (reason) return { kind: 'unsupported', note: reason, checked: false };
    const signal = AbortSignal.any([stopping.signal, AbortSignal.timeout(quoteTimeoutMs)]);
    try {
      const quote = await untilAborted(
        source.quote({ alert_type: alert.alert_type, origin: alert.origin, destination: alert.destination, signal }),
        signal,
      );
      return quote === 'unsupported' ? { kind: 'unsupported', note: watchNotes.noFares, checked: true } : { kind: 'price', quote };
    } catch (error) {
      const reason =
        error instanceof PriceSourceError
          ? error.message
          : signal.aborted
            ? `${source.name} did not answer in time`
            : `${source.name} failed`;
      return { kind: 'failed', note: `The last price check failed (${reason}); it will be tried again.` };
    }
  }

  /** Writes the result under the owner's lock; true when the alert fired. */
  async function record(alert: Candidate, result: CheckResult): Promise<boolean> {
    // Nothing to say that the alert doesn't say already: no transaction at all.
    if (result.kind === 'not-monitored' && alert.watch_status === 'not-monitored' && alert.watch_note === watchNotes.noSource) return false;
    if (result.kind === 'unsupported' && !result.checked && alert.watch_status === 'unsupported' && alert.watch_note === result.note)
      return false;
    let fired = false;
    await withOwner(storage, alert.owner_id, async (owner) => {
      await writeServerColumns({ owner, entity: priceAlertEntity, id: alert.id }, (current) => {
        // Paused, or now watching something else, while the quote was on its way: not this result's to record.
        if (
          Number(current.is_active) !== 1 ||
          current.alert_type !== alert.alert_type ||
          current.origin !== alert.origin ||
          current.destination !== alert.destination
        ) {
          return null;
        }
        const checkedAt = now().toISOString();
        switch (result.kind) {
          case 'not-monitored':
            return { watch_status: 'not-monitored', watch_note: watchNotes.noSource };
          case 'unsupported':
            return { watch_status: 'unsupported', watch_note: result.note, ...(result.checked ? { last_checked_at: checkedAt } : {}) };
          case 'failed':
            return { watch_status: 'error', watch_note: result.note, last_checked_at: checkedAt };
          case 'price': {
            const after = afterPrice(current, result.quote, checkedAt);
            fired = after.fires;
            return after.columns;
          }
        }
      });
    });
    return fired;
  }

  function schedule() {
    const tickMs = Math.min(intervalMs, maxTickMs);
    const tick = () => {
      if (running) return;
      // Due: never checked, or checked an interval ago (less the tick, so a check is never a tick late).
      const dueBefore = new Date(now().getTime() - intervalMs + tickMs).toISOString();
      running = pass(dueBefore)
        .catch((error: unknown) => {
          log.warn(`price watcher: a pass failed: ${String(error)}`);
          return { checked: 0, fired: 0, failed: 0 };
        })
        .finally(() => (running = undefined));
    };
    tick();
    timer = setInterval(tick, tickMs);
    timer.unref?.();
  }

  return {
    async runOnce() {
      while (running) await running.catch(() => undefined);
      running = pass(undefined).finally(() => (running = undefined));
      return running;
    },
    start() {
      if (timer) return;
      if (stopping.signal.aborted) stopping = new AbortController();
      schedule();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      stopping.abort();
      await running?.catch(() => undefined);
    },
  };
}

/** The watch columns after a price: the alert rule, the lowest and highest seen, and the fire when it fires. */
function afterPrice(current: StoredRow, quote: PriceQuote, checkedAt: string): { fires: boolean; columns: EntityColumns } {
  // Prices in another currency than the ones seen so far can't be compared with them: start over.
  const sameCurrency = current.currency == null || current.currency === quote.currency;
  const lowest = sameCurrency && current.lowest_price != null ? Number(current.lowest_price) : null;
  const highest = sameCurrency && current.highest_price != null ? Number(current.highest_price) : null;
  const { fires, state } = evaluatePrice(
    { target_price: Number(current.target_price), threshold_percent: Number(current.threshold_percent) },
    { armed: Number(current.armed) === 1, highest_price: highest },
    quote.price,
  );
  const columns: EntityColumns = {
    watch_status: 'watching',
    watch_note: null,
    last_checked_at: checkedAt,
    last_price: quote.price,
    currency: quote.currency,
    lowest_price: Math.min(lowest ?? quote.price, quote.price),
    highest_price: state.highest_price,
    armed: state.armed ? 1 : 0,
    ...(fires ? { last_fired_at: checkedAt, fired_price: quote.price } : {}),
  };
  return { fires, columns };
}

/** A page of active, non-deleted alerts of every owner, after `after` in (owner_id, id) order. */
async function activeAlerts(storage: Storage, after: { owner_id: string; id: string } | undefined, limit: number): Promise<Candidate[]> {
  let query = storage.db
    .selectFrom('price_alerts')
    .select(['owner_id', 'id', 'alert_type', 'origin', 'destination', 'watch_status', 'watch_note', 'last_checked_at'])
    // Literals, not parameters, so both engines match the partial index price_alerts_watch.
    .where((eb) => eb.and([eb('is_active', '=', eb.lit(1)), eb('deleted_at', 'is', null)]))
    .orderBy('owner_id')
    .orderBy('id')
    .limit(limit);
  if (after) query = query.where((eb) => eb(eb.refTuple('owner_id', 'id'), '>', eb.tuple(after.owner_id, after.id)));
  const rows = await query.execute();
  return rows.map((row) => ({
    owner_id: row.owner_id,
    id: row.id,
    alert_type: row.alert_type === 'hotel' ? 'hotel' : 'flight',
    origin: row.origin,
    destination: row.destination,
    watch_status: row.watch_status,
    watch_note: row.watch_note,
    last_checked_at: row.last_checked_at,
  }));
}

async function eachConcurrently<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Rejects when `signal` aborts, even if `promise` never settles (a source that ignores its signal). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
