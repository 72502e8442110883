// Convergence, property-based and seeded: several devices (each its own IndexedDB in
// fake-indexeddb and the real sync engine) share one device key and make random creates, edits and
// deletes of trips, and creates, edits, moves and deletes of their itinerary items (a trip's delete
// taking its items with it), tick, add and remove the items of shared packing lists, and add, rename and delete wallet documents, while the network drops requests, drops responses after the server
// applied them, duplicates and delays (reorders) deliveries, answers 503, and the server restarts.
// At the end, with the network healed, every device holds exactly the server's trips, items and documents, items in
// the same order, no item outlives its trip, a packing item ticked on one device only ends as that
// device last left it (whatever the others ticked meanwhile), nothing was lost and no op was applied twice. Runs
// against SQLite and, when TEST_DATABASE_URL is set, PostgreSQL.
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { packingListEntity } from '../../api/sync/entities';
import { AstraDatabase, type ItineraryItemRow } from '../../src/db/database';
import { changePackingList, createPackingList } from '../../src/db/packing-lists';
import { packingListFieldsOf, type PackingItem } from '../../src/domain/packing';
import { createItineraryItem, deleteItineraryItem, moveItineraryItem, updateItineraryItem } from '../../src/db/itinerary-items';
import { recordLocalChange } from '../../src/db/local-changes';
import { deleteTrip } from '../../src/db/trips';
import { addDocument, checkFile, deleteDocument, updateDocument } from '../../src/db/documents';
import { documentEntity } from '../../api/sync/entities';
import { sortByPosition } from '../../src/domain/itinerary-order';
import { SyncEngine } from '../../src/db/sync-engine';
import { SyncRequestError } from '../../src/db/sync-retry';
import { uuidv7 } from '../../src/domain/ids';
import { storageKinds, type StorageKind } from '../setup/storage';
import { FlakyNetwork, RestartableServer, type Fault } from '../setup/sync-network';

const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
const numRuns = Number(process.env.FC_RUNS ?? 30);
const deviceKey = 'convergence-test-device-key-0123456789';

type TripModel = { title: string; start_date: string; end_date: string; notes: string; cities: Array<{ name: string }> };

type Device = { db: AstraDatabase; engine: SyncEngine; model: Map<string, TripModel>; opCount: number };

/** What the convergence check compares of an item: everything a traveller sees of it. */
type ItemView = { id: string; trip_id: string; day: string | null; position: string; kind: string; details: unknown };

let dbCounter = 0;

async function makeDevice(network: FlakyNetwork): Promise<Device> {
  const db = new AstraDatabase(`converge-${process.pid}-${++dbCounter}`);
  await db.meta.bulkPut([
    { key: 'device_key', value: deviceKey },
    { key: 'client_id', value: uuidv7() },
  ]);
  const engine = new SyncEngine(db, { transport: network.transportFor(deviceKey), withLock: (task) => task() });
  const device: Device = { db, engine, model: new Map(), opCount: 0 };
  // Every op the device makes, whichever write made it (a trip's delete makes one for each of its items too).
  db.outbox.hook('creating', () => {
    device.opCount++;
  });
  return device;
}

const day = (offset: number) => new Date(Date.UTC(2027, 0, 1 + offset)).toISOString().slice(0, 10);

const actionArb = (devices: number) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        type: fc.constant('create' as const),
        device: fc.nat(devices - 1),
        title: fc.string({ minLength: 1, maxLength: 12 }),
        start: fc.nat(60),
        length: fc.nat(14),
      }),
    },
    {
      weight: 4,
      arbitrary: fc.record({
        type: fc.constant('update' as const),
        device: fc.nat(devices - 1),
        pick: fc.nat(),
        field: fc.constantFrom('title', 'notes', 'dates', 'cities'),
        value: fc.string({ maxLength: 10 }),
        shift: fc.integer({ min: -5, max: 5 }),
      }),
    },
    { weight: 2, arbitrary: fc.record({ type: fc.constant('delete' as const), device: fc.nat(devices - 1), pick: fc.nat() }) },
    {
      weight: 5,
      arbitrary: fc.record({
        type: fc.constant('sync' as const),
        device: fc.nat(devices - 1),
        faults: fc.array(fc.constantFrom<Fault>('ok', 'ok', 'drop-request', 'drop-response', 'duplicate', 'delay', 'server-error'), {
          maxLength: 4,
        }),
      }),
    },
    {
      weight: 6,
      arbitrary: fc.record({
        type: fc.constant('add-item' as const),
        device: fc.nat(devices - 1),
        pick: fc.nat(),
        text: fc.string({ minLength: 1, maxLength: 12 }),
        day: fc.option(fc.nat(3), { nil: null }),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        type: fc.constant('edit-item' as const),
        device: fc.nat(devices - 1),
        pick: fc.nat(),
        text: fc.string({ minLength: 1, maxLength: 12 }),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        type: fc.constant('move-item' as const),
        device: fc.nat(devices - 1),
        pick: fc.nat(),
        day: fc.option(fc.nat(3), { nil: null }),
        index: fc.nat(6),
      }),
    },
    { weight: 2, arbitrary: fc.record({ type: fc.constant('delete-item' as const), device: fc.nat(devices - 1), pick: fc.nat() }) },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('create-packing-list' as const), device: fc.nat(devices - 1) }) },
    {
      weight: 5,
      arbitrary: fc.record({
        type: fc.constant('tick-packing-item' as const),
        device: fc.nat(devices - 1),
        pick: fc.nat(),
        item: fc.nat(),
        checked: fc.boolean(),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        type: fc.constant('add-packing-item' as const),
        device: fc.nat(devices - 1),
        pick: fc.nat(),
        name: fc.constantFrom('Hat', 'Gloves', 'Map', 'Snacks'),
        category: fc.constantFrom('Clothing' as const, 'Essentials' as const),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        type: fc.constant('remove-packing-item' as const),
        device: fc.nat(devices - 1),
        pick: fc.nat(),
        item: fc.nat(),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        type: fc.constant('add-document' as const),
        device: fc.nat(devices - 1),
        pick: fc.nat(),
        title: fc.string({ minLength: 1, maxLength: 12 }),
        file: fc.nat(3),
        private: fc.boolean(),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        type: fc.constant('rename-document' as const),
        device: fc.nat(devices - 1),
        pick: fc.nat(),
        title: fc.string({ minLength: 1, maxLength: 12 }),
      }),
    },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('delete-document' as const), device: fc.nat(devices - 1), pick: fc.nat() }) },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('deliver-delayed' as const), count: fc.integer({ min: 1, max: 3 }) }) },
    { weight: 1, arbitrary: fc.constant({ type: 'restart' as const }) },
  );

type Action = ReturnType<typeof actionArb> extends fc.Arbitrary<infer A> ? A : never;

/** The nth day of the trip as this device has it (null: the trip is no longer on the device). */
async function dayOf(tripId: string, offset: number, device: Device): Promise<string | null> {
  const trip = await device.db.trips.get(tripId);
  if (!trip) return null;
  return day((Date.parse(trip.start_date) - Date.UTC(2027, 0, 1)) / 86_400_000 + offset);
}

/** The items a device may change: any it holds when devices share trips, else those of its own trips. */
async function itemsTouchable(device: Device, shared: boolean): Promise<ItineraryItemRow[]> {
  const items = await device.db.itineraryItems.orderBy('id').toArray();
  return shared ? items : items.filter((item) => device.model.has(item.trip_id));
}

const packingItems: PackingItem[] = [
  { id: 'passport', name: 'Passport', category: 'Documents', checked: false },
  { id: 'socks', name: 'Socks', category: 'Clothing', checked: false, quantity: 4 },
  { id: 'toothbrush', name: 'Toothbrush', category: 'Toiletries', checked: false },
  { id: 'charger', name: 'Charger', category: 'Electronics', checked: false },
  { id: 'water', name: 'Water bottle', category: 'Essentials', checked: false },
];

/** Changes a packing list as the packing screen does: from the list as stored, in one transaction. */
const changeList = (device: Device, listId: string, change: Parameters<typeof changePackingList>[1]) =>
  changePackingList(listId, change, { database: device.db });

/** A packing list as every device and the server must end holding it: its items in order, its own items. */
const packingView = (lists: Array<Record<string, unknown>>) =>
  lists
    .map(({ id, destination, items, custom_item_ids }) => ({ id, destination, items, custom_item_ids }))
    .sort((a, b) => String(a.id).localeCompare(String(b.id)));

/** Every live packing list the server holds, as a pull carries it. */
async function serverPackingLists(server: RestartableServer): Promise<Array<Record<string, unknown>>> {
  const rows = await server.storage.db.selectFrom('packing_lists').selectAll().where('deleted_at', 'is', null).execute();
  return rows.map((row) => packingListEntity.toRecord(row));
}

/** A small PDF, one of four: documents share files as travellers' do. */
const pdf = (which: number) => new Blob([`%PDF-1.4\nconvergence file ${which}\n%%EOF\n`], { type: 'application/pdf' });

/** Wallet documents as every device and the server must end holding them. */
const documentView = (documents: Array<Record<string, unknown>>) =>
  documents
    .map(({ id, title, kind, trip_id, file_hash, private: isPrivate }) => ({ id, title, kind, trip_id, file_hash, private: isPrivate }))
    .sort((a, b) => String(a.id).localeCompare(String(b.id)));

async function serverDocuments(server: RestartableServer): Promise<Array<Record<string, unknown>>> {
  const rows = await server.storage.db.selectFrom('documents').selectAll().where('deleted_at', 'is', null).execute();
  return rows.map((row) => documentEntity.toRecord(row));
}

const itemView = ({ id, trip_id, day, position, kind, details }: ItemView): ItemView => ({ id, trip_id, day, position, kind, details });

/** Items as a trip's plan shows them: by trip, then day, then order key. */
const planView = (items: ItemView[]) =>
  sortByPosition(items.map(itemView)).sort((a, b) => a.trip_id.localeCompare(b.trip_id) || String(a.day).localeCompare(String(b.day)));

/**
 * Runs the actions. `shared` lets devices edit and delete each other's trips (then only convergence
 * and exactly-once are checked); otherwise each device touches only its own trips, and the server
 * must end with exactly the union of what each device meant.
 */
async function runScenario(
  kind: StorageKind,
  actions: Action[],
  deviceCount: number,
  shared: boolean,
  /** More checks of a fixed scenario, once everything converged. */
  afterwards?: (devices: Device[], server: RestartableServer) => Promise<void>,
) {
  const server = await RestartableServer.open(kind);
  const network = new FlakyNetwork(server);
  const devices: Device[] = [];
  // Per packing item (list id and item id): the devices that ticked it, and the last tick each made.
  const ticks = new Map<string, Map<number, boolean>>();
  try {
    for (let i = 0; i < deviceCount; i++) devices.push(await makeDevice(network));
    for (const action of actions) {
      switch (action.type) {
        case 'create': {
          const device = devices[action.device]!;
          const id = uuidv7();
          const trip: TripModel = {
            title: action.title.trim() || 'Trip',
            start_date: day(action.start),
            end_date: day(action.start + action.length),
            notes: '',
            cities: [],
          };
          await recordLocalChange(device.db, { entity: 'trip', recordId: id, kind: 'create', payload: { ...trip } });
          device.model.set(id, trip);
          break;
        }
        case 'update':
        case 'delete': {
          const device = devices[action.device]!;
          const candidates = shared ? (await device.db.trips.toArray()).map((trip) => trip.id) : [...device.model.keys()];
          if (candidates.length === 0) break;
          const id = candidates[action.pick % candidates.length]!;
          if (action.type === 'delete') {
            // Through the write module, so the trip's items go in the same transaction.
            await deleteTrip({ id, title: (await device.db.trips.get(id))?.title ?? 'Trip' }, device.db);
            device.model.delete(id);
          } else {
            const current = shared ? (await device.db.trips.get(id))! : device.model.get(id)!;
            let patch: Partial<TripModel>;
            if (action.field === 'title') patch = { title: action.value.trim() || 'Renamed' };
            else if (action.field === 'notes') patch = { notes: action.value };
            else if (action.field === 'cities') patch = { cities: action.value.trim() ? [{ name: action.value.trim() }] : [] };
            else {
              // Moves both dates, so the trip stays valid whatever order the edits land in.
              const start = Date.parse(current.start_date) / 86_400_000 - Date.UTC(2027, 0, 1) / 86_400_000 + action.shift;
              const length = (Date.parse(current.end_date) - Date.parse(current.start_date)) / 86_400_000;
              patch = { start_date: day(start), end_date: day(start + length) };
            }
            await recordLocalChange(device.db, { entity: 'trip', recordId: id, kind: 'update', payload: { ...patch } });
            if (!shared) device.model.set(id, { ...device.model.get(id)!, ...patch });
          }
          break;
        }
        case 'add-item': {
          const device = devices[action.device]!;
          const trips = shared ? (await device.db.trips.toArray()).map((trip) => trip.id) : [...device.model.keys()];
          if (trips.length === 0) break;
          const tripId = trips[action.pick % trips.length]!;
          const day = action.day === null ? null : await dayOf(tripId, action.day, device);
          await createItineraryItem(
            { trip_id: tripId, day, kind: 'note', details: { text: action.text.trim() || 'Note' } },
            { database: device.db },
          );
          break;
        }
        case 'edit-item':
        case 'move-item':
        case 'delete-item': {
          const device = devices[action.device]!;
          const items = await itemsTouchable(device, shared);
          if (items.length === 0) break;
          const item = items[action.pick % items.length]!;
          if (action.type === 'edit-item') {
            await updateItineraryItem(item, { details: { text: action.text.trim() || 'Edited' } }, device.db);
          } else if (action.type === 'move-item') {
            const day = action.day === null ? null : await dayOf(item.trip_id, action.day, device);
            await moveItineraryItem(item, { day, index: action.index }, device.db);
          } else {
            await deleteItineraryItem(item, device.db);
          }
          break;
        }
        case 'create-packing-list': {
          const device = devices[action.device]!;
          await createPackingList(
            packingListFieldsOf({ destination: 'Oslo', duration_days: 4, items: packingItems }, new Date('2027-01-10T00:00:00Z')),
            { database: device.db },
          );
          break;
        }
        case 'tick-packing-item':
        case 'add-packing-item':
        case 'remove-packing-item': {
          const device = devices[action.device]!;
          const lists = await device.db.packingLists.orderBy('id').toArray();
          if (lists.length === 0) break;
          const list = lists[action.pick % lists.length]!;
          if (action.type === 'add-packing-item') {
            const item: PackingItem = { id: uuidv7(), name: action.name, category: action.category, checked: false };
            await changeList(device, list.id, (current) => {
              const items = [...current.items];
              const lastOfCategory = items.findLastIndex((entry) => entry.category === item.category);
              items.splice(lastOfCategory === -1 ? items.length : lastOfCategory + 1, 0, item);
              return { items, custom_item_ids: [...current.custom_item_ids, item.id] };
            });
            break;
          }
          if (list.items.length === 0) break;
          const item = list.items[action.item % list.items.length]!;
          if (action.type === 'remove-packing-item') {
            await changeList(device, list.id, (current) => ({
              items: current.items.filter((entry) => entry.id !== item.id),
              custom_item_ids: current.custom_item_ids.filter((id) => id !== item.id),
            }));
            break;
          }
          const key = `${list.id}/${item.id}`;
          const byDevice = ticks.get(key) ?? new Map<number, boolean>();
          byDevice.set(action.device, action.checked);
          ticks.set(key, byDevice);
          await changeList(device, list.id, (current) => ({
            items: current.items.map((entry) => (entry.id === item.id ? { ...entry, checked: action.checked } : entry)),
          }));
          break;
        }
        case 'add-document': {
          const device = devices[action.device]!;
          const trips = shared ? (await device.db.trips.toArray()).map((trip) => trip.id) : [...device.model.keys()];
          if (trips.length === 0) break;
          const tripId = trips[action.pick % trips.length]!;
          const fields = {
            title: action.title.trim() || 'Ticket',
            kind: 'ticket' as const,
            trip_id: tripId,
            item_id: null,
            private: action.private,
          };
          await addDocument(fields, await checkFile(pdf(action.file)), device.db);
          break;
        }
        case 'rename-document':
        case 'delete-document': {
          const device = devices[action.device]!;
          const documents = (await device.db.documents.orderBy('id').toArray()).filter(
            (document) => shared || device.model.has(document.trip_id),
          );
          if (documents.length === 0) break;
          const document = documents[action.pick % documents.length]!;
          if (action.type === 'delete-document') await deleteDocument(document, device.db);
          else await updateDocument(document, { title: action.title.trim() || 'Renamed' }, device.db);
          break;
        }
        case 'sync': {
          network.faults = [...action.faults];
          await devices[action.device]!.engine.flush().catch((error: unknown) => {
            if (!(error instanceof SyncRequestError)) throw error;
          });
          network.faults = [];
          break;
        }
        case 'deliver-delayed':
          await network.deliverDelayed(action.count);
          break;
        case 'restart':
          await server.restart();
          break;
      }
    }

    // What each device meant for the items of its own trips, as it shows them before the network heals.
    const meantItems: ItemView[] = [];
    for (const device of devices) meantItems.push(...(await itemsTouchable(device, false)));

    // The network heals: late deliveries arrive, then every device syncs until nothing moves.
    await network.deliverDelayed(network.delayed.length);
    for (let round = 0; round < 3; round++) for (const device of devices) await device.engine.flush();

    const serverTrips = (await server.trips(deviceKey)) as Array<TripModel & { id: string }>;
    const normalise = (trips: Array<TripModel & { id: string }>) =>
      trips
        .map(({ id, title, start_date, end_date, notes, cities }) => ({ id, title, start_date, end_date, notes, cities }))
        .sort((a, b) => a.id.localeCompare(b.id));
    const serverItems = planView((await server.items()) as ItemView[]);
    const serverLists = packingView(await serverPackingLists(server));
    const serverDocs = documentView(await serverDocuments(server));
    for (const device of devices) {
      expect(documentView(await device.db.documents.toArray())).toEqual(serverDocs);
      expect(packingView(await device.db.packingLists.toArray())).toEqual(serverLists);
      expect(await device.db.outbox.where('status').equals('pending').count()).toBe(0);
      expect(normalise(await device.db.trips.toArray())).toEqual(normalise(serverTrips));
      // The same items in the same order on every device; nothing duplicated.
      expect(planView(await device.db.itineraryItems.toArray())).toEqual(serverItems);
    }
    // A packing item ticked on one device only is as that device last left it, whatever the others
    // ticked, added or removed in the same list meanwhile (a whole-list sync would lose such ticks).
    for (const list of serverLists) {
      for (const item of list.items as PackingItem[]) {
        const byDevice = ticks.get(`${String(list.id)}/${item.id}`);
        if (byDevice?.size === 1) expect(item.checked, `${item.name} in ${String(list.destination)}`).toBe([...byDevice.values()][0]);
      }
    }
    // No item outlives its trip.
    const liveTrips = new Set(serverTrips.map((trip) => trip.id));
    expect(serverItems.filter((item) => !liveTrips.has(item.trip_id))).toEqual([]);
    expect(new Set(serverItems.map((item) => item.id)).size).toBe(serverItems.length);

    const applied = await sql<{ ops: number | string; changed: number | string }>`
      select count(*) as ops, count(version) as changed from applied_ops`.execute(server.storage.db);
    const owner = await sql<{ last_version: number | string }>`select last_version from sync_owners`.execute(server.storage.db);
    // Items a trip's deletion tombstoned on the server: a version each, with no op of their own.
    const cascaded = await sql<{ count: number | string }>`
      select count(*) as count from itinerary_items where deleted_at is not null
      and version not in (select version from applied_ops where version is not null)`.execute(server.storage.db);
    // What a later edit replaced, kept by the server under a version of its own (an edit of the same field from the same start).
    const replaced = await sql<{ count: number | string }>`select count(*) as count from replaced_changes`.execute(server.storage.db);
    const totalOps = devices.reduce((sum, device) => sum + device.opCount, 0);
    // Every op reached the server exactly once: one record per op id, one version per change made.
    expect(Number(applied.rows[0]?.ops ?? 0)).toBe(totalOps);
    expect(Number(owner.rows[0]?.last_version ?? 0)).toBe(
      Number(applied.rows[0]?.changed ?? 0) + Number(cascaded.rows[0]?.count ?? 0) + Number(replaced.rows[0]?.count ?? 0),
    );
    if (!shared) expect(Number(replaced.rows[0]?.count ?? 0)).toBe(0);

    if (!shared) {
      const expected = devices.flatMap((device) => [...device.model].map(([id, trip]) => ({ id, ...trip })));
      expect(normalise(serverTrips)).toEqual(normalise(expected));
      expect(serverItems).toEqual(planView(meantItems));
      for (const device of devices) expect(await device.db.outbox.count()).toBe(0);
    } else {
      // Concurrent edits of a trip or item another device deleted (or of an item in a deleted trip)
      // are refused, and said so; nothing else is.
      for (const device of devices) {
        for (const op of await device.db.outbox.where('status').equals('rejected').toArray()) {
          expect([
            'trip-deleted',
            'trip-not-found',
            'itinerary-item-deleted',
            'itinerary-item-not-found',
            'document-deleted',
            'document-not-found',
          ]).toContain(op.error?.code);
        }
      }
    }
    await afterwards?.(devices, server);
  } finally {
    for (const device of devices) {
      device.db.close();
      await device.db.delete();
    }
    await server.close();
  }
}

describe.each(storageKinds)(`sync convergence on %s (seed ${seed}, FC_SEED=${seed} to replay)`, (kind) => {
  it('devices editing their own trips over a flaky network end with exactly what they meant, each op applied once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .integer({ min: 1, max: 3 })
          .chain((count) => fc.tuple(fc.constant(count), fc.array(actionArb(count), { minLength: 5, maxLength: 60, size: 'medium' }))),
        async ([count, actions]) => {
          await runScenario(kind, actions, count, false);
        },
      ),
      { seed, numRuns, endOnFailure: true },
    );
  }, 240_000);

  it('devices editing and deleting the same trips converge on the server state, each op applied once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .integer({ min: 2, max: 3 })
          .chain((count) => fc.tuple(fc.constant(count), fc.array(actionArb(count), { minLength: 5, maxLength: 60, size: 'medium' }))),
        async ([count, actions]) => {
          await runScenario(kind, actions, count, true);
        },
      ),
      { seed: seed + 1, numRuns, endOnFailure: true },
    );
  }, 240_000);

  it('a trip deleted on one device while another edits, moves and adds its items: both end with neither the trip nor its items', async () => {
    const actions: Action[] = [
      { type: 'create', device: 0, title: 'Singapore', start: 70, length: 5 },
      { type: 'add-item', device: 0, pick: 0, text: 'Flight', day: 0 },
      { type: 'add-item', device: 0, pick: 0, text: 'Hawker centres', day: null },
      { type: 'sync', device: 0, faults: [] },
      { type: 'sync', device: 1, faults: [] },
      // One deletes the trip offline; the other edits, moves and adds to it, and syncs first.
      { type: 'delete', device: 0, pick: 0 },
      { type: 'edit-item', device: 1, pick: 0, text: 'Flight BA15' },
      { type: 'move-item', device: 1, pick: 1, day: 2, index: 0 },
      { type: 'add-item', device: 1, pick: 0, text: 'Late idea', day: 1 },
      { type: 'sync', device: 1, faults: [] },
      { type: 'add-item', device: 1, pick: 0, text: 'Later still', day: null },
      // The deletion reaches the server, which deletes the item the deleting device never saw too.
      { type: 'sync', device: 0, faults: [] },
      { type: 'sync', device: 1, faults: [] },
    ];
    await runScenario(kind, actions, 2, true, async (devices, server) => {
      expect(await server.trips(deviceKey)).toEqual([]);
      expect(await server.items()).toEqual([]);
      const refused = (await devices[1]!.db.outbox.where('status').equals('rejected').toArray()).map((op) => [op.kind, op.error?.code]);
      expect(refused).toEqual([['create', 'trip-deleted']]);
    });
  }, 60_000);
});
