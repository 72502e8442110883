// Convergence of a shared trip, property-based and seeded: two travellers with two devices each
// (each device its own IndexedDB in fake-indexeddb and the real sync engine; a traveller's devices
// share its key), one trip that Ana shares with Ben as an editor, and private trips each traveller
// keeps to itself. Devices add, edit, move and delete the shared trip's items and edit its fields,
// make and change private trips, while the network drops, duplicates, delays and fails requests and
// the server restarts; at a random point Ana removes Ben from the trip. Afterwards, with the network
// healed: every device of a traveller shows exactly what the server holds for that traveller; every
// item whose create the server applied and nobody deleted is there; each op reached the server once;
// Ben's devices hold nothing of the trip once removed (and never received anything of it after the
// removal), and no device ever received a record of the other traveller's private trips. Devices also
// add, edit and delete the shared trip's expenses (in three currencies, split equally, by shares or
// by exact amounts): every device holding the trip holds the server's expenses, and shows the same
// balances, summing to zero. Runs against
// SQLite and, when TEST_DATABASE_URL is set, PostgreSQL.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AstraDatabase } from '../../src/db/database';
import { createItineraryItem, deleteItineraryItem, moveItineraryItem, updateItineraryItem } from '../../src/db/itinerary-items';
import { recordLocalChange } from '../../src/db/local-changes';
import { createExpense, deleteExpense, updateExpense } from '../../src/db/expenses';
import { balances } from '../../src/domain/expense-balances';
import type { ExpenseFields, ExpensePatch } from '../../src/domain/expense-schema';
import { SyncEngine } from '../../src/db/sync-engine';
import { SyncRequestError } from '../../src/db/sync-retry';
import { uuidv7 } from '../../src/domain/ids';
import { sortByPosition } from '../../src/domain/itinerary-order';
import type { SyncResponse } from '../../src/domain/sync-protocol';
import { tripScopeOf } from '../../src/domain/trip-sharing';
import { storageKinds, type StorageKind } from '../setup/storage';
import { FlakyNetwork, RestartableServer, type Fault } from '../setup/sync-network';

const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
const numRuns = Number(process.env.FC_RUNS ?? 15);

const travellers = {
  ana: 'sharing-test-ana-device-key-0123456789',
  ben: 'sharing-test-ben-device-key-0123456789',
} as const;
type Traveller = keyof typeof travellers;

type Device = {
  traveller: Traveller;
  db: AstraDatabase;
  engine: SyncEngine;
  opCount: number;
  /** Every record id this device ever received, with the scope it came in. */
  received: Array<{ id: string; scope?: string; at: number }>;
};

/** Devices 0 and 1 are Ana's, 2 and 3 Ben's. */
const travellerOf = (index: number): Traveller => (index < 2 ? 'ana' : 'ben');

let dbCounter = 0;
/** A logical clock of server answers, to tell what a device received before or after the removal. */
let answers = 0;

async function makeDevice(network: FlakyNetwork, traveller: Traveller): Promise<Device> {
  const db = new AstraDatabase(`sharing-${process.pid}-${++dbCounter}`);
  await db.meta.bulkPut([
    { key: 'device_key', value: travellers[traveller] },
    { key: 'client_id', value: uuidv7() },
  ]);
  const device = { traveller, db, opCount: 0, received: [] } as unknown as Device;
  const onAnswer = (response: SyncResponse) => {
    answers++;
    for (const change of response.changes) device.received.push({ id: change.record_id, scope: change.scope, at: answers });
  };
  device.engine = new SyncEngine(db, { transport: network.transportFor(travellers[traveller], onAnswer), withLock: (task) => task() });
  db.outbox.hook('creating', () => {
    device.opCount++;
  });
  return device;
}

const day = (offset: number) => new Date(Date.UTC(2027, 4, 1 + offset)).toISOString().slice(0, 10);

const faultsArb = fc.array(fc.constantFrom<Fault>('ok', 'ok', 'drop-request', 'drop-response', 'duplicate', 'delay', 'server-error'), {
  maxLength: 4,
});

const actionArb = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      type: fc.constant('add-item' as const),
      device: fc.nat(3),
      text: fc.string({ minLength: 1, maxLength: 8 }),
      day: fc.option(fc.nat(3), { nil: null }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('edit-item' as const),
      device: fc.nat(3),
      pick: fc.nat(),
      text: fc.string({ minLength: 1, maxLength: 8 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('move-item' as const),
      device: fc.nat(3),
      pick: fc.nat(),
      day: fc.option(fc.nat(3), { nil: null }),
      index: fc.nat(5),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('delete-item' as const), device: fc.nat(3), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('edit-trip' as const), device: fc.nat(3), notes: fc.string({ maxLength: 8 }) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('private-trip' as const),
      device: fc.nat(3),
      title: fc.string({ minLength: 1, maxLength: 8 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('private-item' as const),
      device: fc.nat(3),
      pick: fc.nat(),
      text: fc.string({ minLength: 1, maxLength: 8 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('add-expense' as const),
      device: fc.nat(3),
      amount: fc.integer({ min: 1, max: 100_000 }),
      currency: fc.constantFrom('EUR' as const, 'USD' as const, 'JPY' as const),
      payer: fc.nat(2),
      method: fc.constantFrom('equal' as const, 'shares' as const, 'exact' as const),
      people: fc.uniqueArray(fc.nat(2), { minLength: 1, maxLength: 3 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('edit-expense' as const),
      device: fc.nat(3),
      pick: fc.nat(),
      field: fc.constantFrom('note' as const, 'category' as const, 'amount' as const, 'split' as const),
      value: fc.nat(1000),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('delete-expense' as const), device: fc.nat(3), pick: fc.nat() }) },
  { weight: 7, arbitrary: fc.record({ type: fc.constant('sync' as const), device: fc.nat(3), faults: faultsArb }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('deliver-delayed' as const), count: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 1, arbitrary: fc.constant({ type: 'restart' as const }) },
);
type Action = typeof actionArb extends fc.Arbitrary<infer A> ? A : never;

type ItemView = { id: string; trip_id: string; day: string | null; position: string; details: unknown };
const planView = (items: ItemView[]) =>
  sortByPosition(items.map(({ id, trip_id, day, position, details }) => ({ id, trip_id, day, position, details }))).sort(
    (a, b) => a.trip_id.localeCompare(b.trip_id) || String(a.day).localeCompare(String(b.day)),
  );

const text = (value: string) => value.trim() || 'Note';

/** The people expenses name in the workload: the owner and two companions without the app. */
const expensePeople = ['owner', 'guest:Cy', 'guest:Dee'] as const;
const expenseCategoryChoices = ['food', 'lodging', 'transport', 'other'] as const;

type ExpenseView = Pick<ExpenseFields, 'amount_minor' | 'currency' | 'category' | 'note' | 'paid_by' | 'split'> & { id: string };
const expenseView = (rows: ExpenseView[]) =>
  rows
    .map(({ id, amount_minor, currency, category, note, paid_by, split }) => ({
      id,
      amount_minor,
      currency,
      category,
      note,
      paid_by,
      split,
    }))
    .sort((a, b) => a.id.localeCompare(b.id));

/** A split of `amount` among `people` by `method`; exact parts add up (the last takes the rest). */
function workloadSplit(amount: number, method: 'equal' | 'shares' | 'exact', people: readonly number[]): ExpenseFields['split'] {
  let left = amount;
  return {
    method,
    people: people.map((index, position) => {
      const person = expensePeople[index]!;
      if (method === 'equal') return { person, value: 1 };
      if (method === 'shares') return { person, value: index + 1 };
      const part = position === people.length - 1 ? left : Math.floor(amount / people.length);
      left -= part;
      return { person, value: part };
    }),
  };
}

async function runScenario(kind: StorageKind, actions: Action[], removeAt: number | null) {
  const server = await RestartableServer.open(kind);
  const network = new FlakyNetwork(server);
  const devices: Device[] = [];
  const tripId = uuidv7();
  const scope = tripScopeOf(tripId);
  /** Private trips by the traveller that made them. */
  const privateTrips: Record<Traveller, Set<string>> = { ana: new Set(), ben: new Set() };
  const created: Array<{ id: string; traveller: Traveller }> = [];
  const deletedItems = new Set<string>();
  let removedAt: number | null = null;
  const api = async (traveller: Traveller, method: string, url: string, body?: unknown) => {
    await server.register(travellers[traveller]);
    return server.app.request(url, {
      method,
      headers: { 'content-type': 'application/json', 'x-device-key': travellers[traveller] },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  };
  try {
    for (let index = 0; index < 4; index++) devices.push(await makeDevice(network, travellerOf(index)));
    // Ana makes the trip on her first device and shares it; Ben joins; everyone syncs once.
    await recordLocalChange(devices[0]!.db, {
      entity: 'trip',
      recordId: tripId,
      kind: 'create',
      payload: { title: 'Lisbon', start_date: day(0), end_date: day(3), cities: [], notes: '' },
    });
    await devices[0]!.engine.flush();
    const invite = await api('ana', 'POST', `/api/trips/${tripId}/invites`, { role: 'editor', display_name: 'Ana' });
    const { token } = (await invite.json()) as { token: string };
    expect((await api('ben', 'POST', `/api/invites/${token}/accept`, { display_name: 'Ben' })).status).toBe(200);
    for (const device of devices) await device.engine.flush();

    const removeBen = async () => {
      const listing = (await (await api('ana', 'GET', `/api/trips/${tripId}/members`)).json()) as {
        members: Array<{ id: string; you: boolean }>;
      };
      const ben = listing.members.find((member) => !member.you)!;
      expect((await api('ana', 'DELETE', `/api/trips/${tripId}/members/${ben.id}`)).status).toBe(204);
      removedAt = answers;
    };

    for (const [index, action] of actions.entries()) {
      if (index === removeAt) await removeBen();
      switch (action.type) {
        case 'add-item': {
          const device = devices[action.device]!;
          if (!(await device.db.trips.get(tripId))) break;
          const id = uuidv7();
          await createItineraryItem(
            { trip_id: tripId, day: action.day === null ? null : day(action.day), kind: 'note', details: { text: text(action.text) } },
            { id, database: device.db },
          );
          created.push({ id, traveller: device.traveller });
          break;
        }
        case 'edit-item':
        case 'move-item':
        case 'delete-item': {
          const device = devices[action.device]!;
          const items = await device.db.itineraryItems.where('trip_id').equals(tripId).sortBy('id');
          if (items.length === 0) break;
          const item = items[action.pick % items.length]!;
          if (action.type === 'edit-item') await updateItineraryItem(item, { details: { text: text(action.text) } }, device.db);
          else if (action.type === 'move-item')
            await moveItineraryItem(item, { day: action.day === null ? null : day(action.day), index: action.index }, device.db);
          else {
            await deleteItineraryItem(item, device.db);
            deletedItems.add(item.id);
          }
          break;
        }
        case 'edit-trip': {
          const device = devices[action.device]!;
          if (!(await device.db.trips.get(tripId))) break;
          await recordLocalChange(device.db, { entity: 'trip', recordId: tripId, kind: 'update', payload: { notes: action.notes } });
          break;
        }
        case 'private-trip': {
          const device = devices[action.device]!;
          const id = uuidv7();
          await recordLocalChange(device.db, {
            entity: 'trip',
            recordId: id,
            kind: 'create',
            payload: { title: text(action.title), start_date: day(10), end_date: day(12), cities: [], notes: '' },
          });
          privateTrips[device.traveller].add(id);
          break;
        }
        case 'private-item': {
          const device = devices[action.device]!;
          const own = [...privateTrips[device.traveller]];
          if (own.length === 0 || !(await device.db.trips.get(own[action.pick % own.length]!))) break;
          const id = uuidv7();
          await createItineraryItem(
            { trip_id: own[action.pick % own.length]!, day: null, kind: 'note', details: { text: text(action.text) } },
            { id, database: device.db },
          );
          privateTrips[device.traveller].add(id);
          break;
        }
        case 'add-expense': {
          const device = devices[action.device]!;
          if (!(await device.db.trips.get(tripId))) break;
          await createExpense(
            {
              trip_id: tripId,
              kind: 'expense',
              amount_minor: action.amount,
              currency: action.currency,
              category: 'food',
              date: day(1),
              paid_by: expensePeople[action.payer]!,
              split: workloadSplit(action.amount, action.method, action.people),
              note: '',
              item_id: null,
            },
            { database: device.db },
          );
          break;
        }
        case 'edit-expense':
        case 'delete-expense': {
          const device = devices[action.device]!;
          const expenses = await device.db.expenses.where('trip_id').equals(tripId).sortBy('id');
          if (expenses.length === 0) break;
          const expense = expenses[action.pick % expenses.length]!;
          if (action.type === 'delete-expense') {
            await deleteExpense(expense, device.db);
            break;
          }
          const people = expense.split.people.map(({ person }) => expensePeople.indexOf(person as (typeof expensePeople)[number]));
          const patches: Record<typeof action.field, ExpensePatch | undefined> = {
            note: { note: `note ${action.value}` },
            category: { category: expenseCategoryChoices[action.value % expenseCategoryChoices.length]! },
            // A new amount keeps an equal or weighted split valid; an exact split comes along, made again.
            amount: {
              amount_minor: action.value + 1,
              ...(expense.split.method === 'exact' ? { split: workloadSplit(action.value + 1, 'exact', people) } : {}),
            },
            split:
              expense.split.method === 'exact'
                ? undefined
                : { split: workloadSplit(expense.amount_minor, action.value % 2 === 0 ? 'equal' : 'shares', people) },
          };
          const patch = patches[action.field];
          if (patch) await updateExpense(expense, patch, device.db);
          break;
        }
        case 'sync':
          network.faults = [...action.faults];
          await devices[action.device]!.engine.flush().catch((error: unknown) => {
            if (!(error instanceof SyncRequestError)) throw error;
          });
          network.faults = [];
          break;
        case 'deliver-delayed':
          await network.deliverDelayed(action.count);
          break;
        case 'restart':
          await server.restart();
          break;
      }
    }
    if (removeAt !== null && removedAt === null) await removeBen();

    // The network heals: late deliveries arrive, then every device syncs until nothing moves.
    await network.deliverDelayed(network.delayed.length);
    for (let round = 0; round < 3; round++) for (const device of devices) await device.engine.flush();

    const benRemoved = removedAt !== null;
    const balancesSeen: Array<{ traveller: Traveller; balance: string }> = [];
    for (const device of devices) {
      expect(await device.db.outbox.where('status').equals('pending').count()).toBe(0);
      // What the server holds for this traveller, through its own eyes (the REST list of its trips and their items).
      const trips = (await (await api(device.traveller, 'GET', '/api/trips')).json()) as Array<{ id: string; notes: string }>;
      const serverItems: ItemView[] = [];
      for (const trip of trips)
        serverItems.push(...((await (await api(device.traveller, 'GET', `/api/trips/${trip.id}/items`)).json()) as ItemView[]));
      expect((await device.db.trips.toArray()).map(({ id, notes }) => ({ id, notes })).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
        trips.map(({ id, notes }) => ({ id, notes })).sort((a, b) => a.id.localeCompare(b.id)),
      );
      expect(planView(await device.db.itineraryItems.toArray())).toEqual(planView(serverItems));
      // The trip's expenses as the server holds them in the trip's scope (or its owner's, before it was shared).
      const serverExpenses = trips.some((trip) => trip.id === tripId)
        ? (
            await server.storage.db
              .selectFrom('expenses')
              .selectAll()
              .where('trip_id', '=', tripId)
              .where('deleted_at', 'is', null)
              .execute()
          ).map(
            (row) =>
              ({ ...row, amount_minor: Number(row.amount_minor), split: JSON.parse(row.split) as ExpenseFields['split'] }) as ExpenseView,
          )
        : [];
      const heldExpenses = await device.db.expenses.toArray();
      expect(expenseView(heldExpenses)).toEqual(expenseView(serverExpenses));
      const balance = balances(heldExpenses, 'EUR', () => 0.5);
      expect([...balance.values()].reduce((sum, value) => sum + value, 0)).toBe(0);
      balancesSeen.push({ traveller: device.traveller, balance: JSON.stringify([...balance]) });
      const holdsShared = trips.some((trip) => trip.id === tripId);
      expect(holdsShared).toBe(device.traveller === 'ana' || !benRemoved);
      if (!holdsShared) {
        expect(await device.db.serverCopies.filter((copy) => copy.scope === scope).count()).toBe(0);
        expect(await device.db.tripMembers.count()).toBe(0);
      } else {
        expect((await device.db.tripMembers.toArray()).map((member) => member.display_name).sort()).toEqual(
          benRemoved ? ['Ana'] : ['Ana', 'Ben'],
        );
      }
      // Nothing of the other traveller's private trips ever reached this device; nothing of the shared trip after the removal.
      const other: Traveller = device.traveller === 'ana' ? 'ben' : 'ana';
      expect(device.received.filter((received) => privateTrips[other].has(received.id))).toEqual([]);
      if (device.traveller === 'ben' && removedAt !== null) {
        expect(device.received.filter((received) => received.scope === scope && received.at > removedAt!)).toEqual([]);
      }
      // A refused change is one of the expected conflicts, said so.
      for (const op of await device.db.outbox.where('status').equals('rejected').toArray()) {
        expect([
          'itinerary-item-deleted',
          'itinerary-item-not-found',
          'expense-deleted',
          'expense-not-found',
          'trip-access-removed',
        ]).toContain(op.error?.code);
      }
    }
    // Every device that holds the trip shows the same balances.
    const onTrip = balancesSeen.filter(({ traveller }) => traveller === 'ana' || !benRemoved);
    expect(new Set(onTrip.map(({ balance }) => balance)).size).toBeLessThanOrEqual(1);

    // Nothing acknowledged is lost: every item whose create the server applied, and that nobody deleted, is on the server.
    const applied = await server.storage.db.selectFrom('applied_ops').select(['record_id', 'entity', 'ack']).execute();
    const appliedCreates = new Set(
      applied
        .filter((row) => row.entity === 'itinerary_item' && (JSON.parse(row.ack) as { status: string }).status === 'applied')
        .map((row) => row.record_id),
    );
    const live = new Set(
      (await server.storage.db.selectFrom('itinerary_items').select('id').where('deleted_at', 'is', null).execute()).map((row) => row.id),
    );
    for (const { id } of created) if (appliedCreates.has(id) && !deletedItems.has(id)) expect(live.has(id)).toBe(true);
    // Each op reached the server once: one answer per op id, however often the network repeated it.
    expect(applied.length).toBe(devices.reduce((sum, device) => sum + device.opCount, 0));
  } finally {
    for (const device of devices) {
      device.db.close();
      await device.db.delete();
    }
    await server.close();
  }
}

describe.each(storageKinds)(`a shared trip's convergence on %s (seed ${seed}, FC_SEED=${seed} to replay)`, (kind) => {
  it('two travellers with two devices each edit a shared trip over a flaky network; a removal mid-run takes the trip from Ben', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .array(actionArb, { minLength: 5, maxLength: 50, size: 'medium' })
          .chain((actions) => fc.tuple(fc.constant(actions), fc.option(fc.nat(actions.length), { nil: null }))),
        async ([actions, removeAt]) => {
          await runScenario(kind, actions, removeAt);
        },
      ),
      { seed, numRuns, endOnFailure: true },
    );
  }, 300_000);
});
