// A pull that holds no lock reads each table in a statement of its own. A push that commits between
// two of those statements (renaming a trip, then adding an item to it, under two new versions) must
// not leave the puller with the item and a cursor past the trip's rename: the device would show the
// old trip for good. Seen in CI as a device keeping a trip the server had deleted
// (tests/unit/multi-process-proxy.test.ts); here the push is made to land exactly between the reads.
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids';
import type { SyncChange } from '../../src/domain/sync-protocol';
import { syncOpsFor } from '../../tests/setup/device-api';
import { freshStoragePerTest, storageKinds } from '../../tests/setup/storage';
import type { Storage } from '../db/index';
import { runSync } from './sync-request';

/** Runs `between` once, right after the first read of the trips table that it sees. */
class AfterTripsRead implements KyselyPlugin {
  private fired = false;
  private readonly tripQueries = new WeakSet<object>();

  constructor(
    private readonly between: () => Promise<unknown>,
    private readonly waitForIt: boolean,
  ) {}

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind === 'SelectQueryNode' && JSON.stringify(node.from).includes('"trips"')) this.tripQueries.add(queryId);
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (!this.fired && this.tripQueries.has(queryId)) {
      this.fired = true;
      const write = this.between();
      // PostgreSQL gives the push a connection of its own. SQLite has one connection, held until this
      // returns, and hands it next to the push's transaction, which therefore commits before the next read.
      if (this.waitForIt) await write;
    }
    return result;
  }
}

describe.each(storageKinds)('a pull while a push commits on %s', (kind) => {
  let storage: Storage;
  freshStoragePerTest(kind, (fresh) => {
    storage = fresh;
  });

  it('never hands a cursor past a change it did not send', async () => {
    const owner = 'c'.repeat(64);
    const tripOps = syncOpsFor('trip');
    const itemOps = syncOpsFor('itinerary_item');
    const tripId = uuidv7();
    const trip = { title: 'Lisbon', start_date: '2027-03-01', end_date: '2027-03-05', notes: '', cities: [] };
    const push = (ops: ReturnType<typeof tripOps>[]) => runSync(storage, owner, { client_id: uuidv7(), cursor: 0, ops });
    await push([tripOps('create', tripId, trip)]);
    const first = await runSync(storage, owner, { client_id: uuidv7(), cursor: 0, ops: [] });
    expect(first.changes.map((change) => change.version)).toEqual([1]);

    let pushed: Promise<unknown> | undefined;
    const racing: Storage = {
      ...storage,
      db: storage.db.withPlugin(
        new AfterTripsRead(
          () =>
            (pushed = push([
              tripOps('update', tripId, { title: 'Lisbon and Porto' }),
              itemOps('create', uuidv7(), { kind: 'note', day: null, details: { text: 'Train at 9' }, trip_id: tripId, position: 'a0' }),
            ])),
          kind === 'postgres',
        ),
      ),
    };
    const during = await runSync(racing, owner, { client_id: uuidv7(), cursor: first.cursor, ops: [] });
    await pushed;
    const after = await runSync(storage, owner, { client_id: uuidv7(), cursor: during.cursor, ops: [] });

    // Between them, the two pulls bring the rename and the item, whichever the first one saw.
    const seen = new Map<string, SyncChange>();
    for (const change of [...first.changes, ...during.changes, ...after.changes]) seen.set(change.record_id, change);
    expect(seen.get(tripId)?.record).toMatchObject({ title: 'Lisbon and Porto' });
    expect([...seen.values()].map((change) => change.entity).sort()).toEqual(['itinerary_item', 'trip']);
    expect(after.cursor).toBe(3);
  });
});
