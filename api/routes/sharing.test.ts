// Sharing a trip over the real API on SQLite and PostgreSQL: the owner invites, a companion joins and
// both read and write the trip through POST /api/sync (its changes in the trip's scope, with cursors
// of their own); a viewer's change, a stranger's read and a removed member's edits are refused.
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids';
import { freshStoragePerTest, storageKinds } from '../../tests/setup/storage';
import { deviceApi, syncOpsFor, type DeviceApi } from '../../tests/setup/device-api';
import type { Storage } from '../db/index';

type Change = { entity: string; record_id: string; version: number; deleted: boolean; record?: Record<string, unknown>; scope?: string };

/** A device that keeps its cursors like the app does, and reads shared trips. */
function syncingDevice(api: DeviceApi) {
  const clientId = uuidv7();
  let cursor = 0;
  let cursors: Record<string, number> = {};
  let seq = 0;
  const held = new Map<string, Change>();
  return {
    api,
    held,
    op(entity: string, kind: string, recordId: string, payload?: Record<string, unknown>) {
      // An update starts from the copy this device holds, as the app's outbox does.
      const copy = held.get(`${entity}:${recordId}`)?.record;
      const base =
        kind === 'update' && copy && payload ? Object.fromEntries(Object.keys(payload).map((field) => [field, copy[field]])) : undefined;
      return { op_id: uuidv7(), seq: ++seq, entity, record_id: recordId, kind, ...(payload ? { payload } : {}), ...(base ? { base } : {}) };
    },
    async sync(ops: unknown[] = []) {
      let response = await api.call('POST', '/api/sync', { client_id: clientId, cursor, cursors, ops });
      const acks = response.body.acks;
      for (;;) {
        expect(response.status).toBe(200);
        for (const scope of response.body.dropped ?? []) {
          for (const [key, change] of held) if (change.scope === scope) held.delete(key);
          delete cursors[scope];
        }
        for (const change of response.body.changes as Change[]) held.set(`${change.entity}:${change.record_id}`, change);
        cursor = response.body.cursor;
        cursors = { ...cursors, ...response.body.cursors };
        if (!response.body.has_more) break;
        response = await api.call('POST', '/api/sync', { client_id: clientId, cursor, cursors, ops: [] });
      }
      return { acks, shared: response.body.shared, dropped: response.body.dropped };
    },
    live(entity: string) {
      return [...held.values()].filter((change) => change.entity === entity && !change.deleted).map((change) => change.record!);
    },
  };
}

const trip = { title: 'Lisbon weekend', start_date: '2027-05-01', end_date: '2027-05-03', cities: [{ name: 'Lisbon' }], notes: '' };
const note = (tripId: string, text: string) => ({ trip_id: tripId, kind: 'note', day: '2027-05-02', position: 'a0', details: { text } });

describe.each(storageKinds)('sharing a trip on %s', (kind) => {
  let storage: Storage;
  freshStoragePerTest(kind, (fresh) => {
    storage = fresh;
  });

  async function sharedTrip() {
    const ana = syncingDevice(deviceApi(storage));
    const ben = syncingDevice(deviceApi(storage));
    const tripId = uuidv7();
    const itemId = uuidv7();
    await ana.sync([ana.op('trip', 'create', tripId, trip), ana.op('itinerary_item', 'create', itemId, note(tripId, 'Tram 28'))]);
    const invite = await ana.api.call('POST', `/api/trips/${tripId}/invites`, { role: 'editor', display_name: 'Ana' });
    expect(invite.status).toBe(201);
    expect(invite.body.url).toMatch(/\/join#invite=[A-Za-z0-9_-]{32}$/);
    return { ana, ben, tripId, itemId, token: invite.body.token as string };
  }

  it('a companion joins by the invite and pulls the trip with its items and who is on it', async () => {
    const { ana, ben, tripId, itemId, token } = await sharedTrip();
    const details = await ben.api.call('GET', `/api/invites/${token}/details`);
    expect(details.body).toMatchObject({ title: 'Lisbon weekend', invited_by: 'Ana', role: 'editor', members: ['Ana'], joined: false });
    const joined = await ben.api.call('POST', `/api/invites/${token}/accept`, { display_name: 'Ben' });
    expect(joined.body).toMatchObject({ trip_id: tripId, role: 'editor' });

    const { shared } = await ben.sync();
    expect(shared).toEqual([expect.objectContaining({ trip_id: tripId, role: 'editor', scope: `trip:${tripId}` })]);
    expect(ben.live('trip')).toEqual([expect.objectContaining({ id: tripId, title: 'Lisbon weekend' })]);
    expect(ben.live('itinerary_item')).toEqual([expect.objectContaining({ id: itemId })]);
    expect(
      ben
        .live('trip_member')
        .map((member) => [member.display_name, member.role])
        .sort(),
    ).toEqual([
      ['Ana', 'owner'],
      ['Ben', 'editor'],
    ]);
    // Nothing names a traveller's id on the wire.
    expect(JSON.stringify([...ben.held.values()])).not.toContain('traveller_id');

    // The owner's other pulls see the trip in its new scope; the REST list of members names them both.
    await ana.sync();
    expect(ana.live('trip')).toEqual([expect.objectContaining({ id: tripId })]);
    expect([...ana.held.values()].find((change) => change.record_id === tripId)?.scope).toBe(`trip:${tripId}`);
    const members = await ben.api.call('GET', `/api/trips/${tripId}/members`);
    expect(members.body.members.map((member: { display_name: string; you: boolean }) => [member.display_name, member.you])).toEqual([
      ['Ana', false],
      ['Ben', true],
    ]);
  });

  it('both edit: each change reaches the other once; different items both survive', async () => {
    const { ana, ben, tripId, itemId, token } = await sharedTrip();
    await ben.api.call('POST', `/api/invites/${token}/accept`, { display_name: 'Ben' });
    await ben.sync();
    await ana.sync();
    const bensItem = uuidv7();
    const edits = await Promise.all([
      ana.sync([ana.op('itinerary_item', 'update', itemId, { details: { text: 'Tram 28 before nine' } })]),
      ben.sync([ben.op('itinerary_item', 'create', bensItem, note(tripId, 'Pastéis in Belém'))]),
    ]);
    expect(edits.flatMap((edit) => edit.acks.map((ack: { status: string }) => ack.status))).toEqual(['applied', 'applied']);
    await ana.sync();
    await ben.sync();
    for (const device of [ana, ben]) {
      expect(
        device
          .live('itinerary_item')
          .map((item) => (item.details as { text: string }).text)
          .sort(),
      ).toEqual(['Pastéis in Belém', 'Tram 28 before nine']);
    }
    // A stranger reads nothing of it and cannot write into it.
    const eve = syncingDevice(deviceApi(storage));
    const tries = await eve.sync([eve.op('itinerary_item', 'create', uuidv7(), note(tripId, 'Eve was here'))]);
    expect(tries.acks[0]).toMatchObject({ status: 'rejected', error: { code: 'trip-not-found' } });
    expect(eve.held.size).toBe(0);
    expect((await eve.api.call('GET', `/api/trips/${tripId}/members`)).status).toBe(404);
    await ana.sync();
    expect(ana.live('itinerary_item')).toHaveLength(2);
  });

  it('the same note changed by both from the same start: the later wins, and what it replaced stays readable to both', async () => {
    const { ana, ben, itemId, token } = await sharedTrip();
    await ben.api.call('POST', `/api/invites/${token}/accept`, { display_name: 'Ben' });
    await ben.sync();
    const anasNote = 'Tram 28 before nine, then the castle; '.repeat(40).trim();
    const anasEdit = ana.op('itinerary_item', 'update', itemId, { details: { text: anasNote } });
    const bensEdit = ben.op('itinerary_item', 'update', itemId, { details: { text: 'Skip the tram' } });
    await ana.sync([anasEdit]);
    await ben.sync([bensEdit]);
    await ana.sync();
    for (const device of [ana, ben]) {
      expect(device.live('itinerary_item')[0]!.details).toEqual({ text: 'Skip the tram' });
      expect(device.live('replaced_change')).toEqual([
        expect.objectContaining({ record_id: itemId, field: 'details', changed_by: 'Ben', label: 'Skip the tram' }),
      ]);
      expect(JSON.parse(String(device.live('replaced_change')[0]!.replaced))).toEqual({ text: anasNote });
    }
    // Ana, having seen Ben's note, changes it again: nothing was replaced this time.
    await ana.sync([ana.op('itinerary_item', 'update', itemId, { details: { text: 'Tram after all' } })]);
    await ben.sync();
    expect(ben.live('replaced_change')).toHaveLength(1);
    // Different fields of one record changed at once: both stay, nothing replaced.
    const tripId = String(ana.live('trip')[0]!.id);
    await ana.sync([ana.op('trip', 'update', tripId, { notes: 'Bring a hat' })]);
    await ben.sync([ben.op('trip', 'update', tripId, { title: 'Lisbon long weekend' })]);
    await ana.sync();
    expect(ana.live('trip')[0]).toMatchObject({ notes: 'Bring a hat', title: 'Lisbon long weekend' });
    expect(ana.live('replaced_change')).toHaveLength(1);
  });

  it('a viewer reads but cannot change; only the owner deletes the trip', async () => {
    const { ana, ben, tripId, itemId } = await sharedTrip();
    const viewInvite = await ana.api.call('POST', `/api/trips/${tripId}/invites`, { role: 'viewer' });
    await ben.api.call('POST', `/api/invites/${viewInvite.body.token}/accept`, { display_name: 'Ben' });
    await ben.sync();
    const refused = await ben.sync([ben.op('itinerary_item', 'update', itemId, { details: { text: 'Mine now' } })]);
    expect(refused.acks[0]).toMatchObject({ status: 'rejected', error: { code: 'trip-read-only' } });

    const members = (await ana.api.call('GET', `/api/trips/${tripId}/members`)).body.members as Array<{ id: string; you: boolean }>;
    const bensMembership = members.find((member) => !member.you)!;
    expect((await ana.api.call('PATCH', `/api/trips/${tripId}/members/${bensMembership.id}`, { role: 'editor' })).status).toBe(204);
    const { shared } = await ben.sync();
    expect(shared[0].role).toBe('editor');
    const deleting = await ben.sync([ben.op('trip', 'delete', tripId)]);
    expect(deleting.acks[0]).toMatchObject({ status: 'rejected', error: { code: 'trip-owner-only' } });
    // Ben changes his own name, not Ana's; everyone pulls it.
    const anasMembership = members.find((member) => member.you)!;
    expect((await ben.api.call('PATCH', `/api/trips/${tripId}/members/${bensMembership.id}`, { display_name: 'Benjamin' })).status).toBe(
      204,
    );
    expect((await ben.api.call('PATCH', `/api/trips/${tripId}/members/${anasMembership.id}`, { display_name: 'Nope' })).status).toBe(403);
    await ana.sync();
    expect(
      ana
        .live('trip_member')
        .map((member) => member.display_name)
        .sort(),
    ).toEqual(['Ana', 'Benjamin']);
    // Ben cannot change roles either.
    expect((await ben.api.call('PATCH', `/api/trips/${tripId}/members/${bensMembership.id}`, { role: 'editor' })).status).toBe(403);

    await ana.sync([ana.op('trip', 'delete', tripId)]);
    await ben.sync();
    expect(ben.live('trip')).toEqual([]);
    expect(ben.live('itinerary_item')).toEqual([]);
  });

  it('a removed member drops the trip at the next sync, and the edits it queued are refused with a reason', async () => {
    const { ana, ben, tripId, itemId, token } = await sharedTrip();
    await ben.api.call('POST', `/api/invites/${token}/accept`, { display_name: 'Ben' });
    await ben.sync();
    const members = (await ana.api.call('GET', `/api/trips/${tripId}/members`)).body.members as Array<{ id: string; you: boolean }>;
    expect((await ana.api.call('DELETE', `/api/trips/${tripId}/members/${members.find((member) => !member.you)!.id}`)).status).toBe(204);

    const afterRemoval = await ben.sync([
      ben.op('itinerary_item', 'update', itemId, { details: { text: 'Written in flight' } }),
      ben.op('itinerary_item', 'create', uuidv7(), note(tripId, 'Also in flight')),
    ]);
    expect(afterRemoval.acks.map((ack: { error?: { code: string } }) => ack.error?.code)).toEqual([
      'trip-access-removed',
      'trip-access-removed',
    ]);
    expect(afterRemoval.dropped).toEqual([`trip:${tripId}`]);
    expect(ben.held.size).toBe(0);
    // The old invite no longer lets Ben back in; the owner still has the trip as it was.
    const again = await ben.api.call('POST', `/api/invites/${token}/accept`, { display_name: 'Ben' });
    expect(again.body.error.code).toBe('invite-removed');
    await ana.sync();
    expect(ana.live('itinerary_item').map((item) => (item.details as { text: string }).text)).toEqual(['Tram 28']);
  });

  it('invite links expire, can be stopped, and are stored only as hashes', async () => {
    const { ana, ben, tripId, token } = await sharedTrip();
    const rows = await storage.db.selectFrom('trip_invites').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
    expect((await ana.api.call('DELETE', `/api/trips/${tripId}/invites`)).status).toBe(204);
    const stopped = await ben.api.call('POST', `/api/invites/${token}/accept`, { display_name: 'Ben' });
    expect([stopped.status, stopped.body.error.code]).toEqual([404, 'invite-not-found']);
    const later = await ana.api.call('POST', `/api/trips/${tripId}/invites`, { role: 'editor' });
    await storage.db.updateTable('trip_invites').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    const expired = await ben.api.call('POST', `/api/invites/${later.body.token}/accept`, { display_name: 'Ben' });
    expect([expired.status, expired.body.error.code]).toEqual([410, 'invite-expired']);
    // Only the owner invites; a trip that is not yours is a 404 like any other.
    const stranger = await ben.api.call('POST', `/api/trips/${tripId}/invites`, { role: 'editor', display_name: 'Ben' });
    expect(stranger.status).toBe(404);
  });

  it('invite lookups are limited per address, shared by every process (counted in the database)', async () => {
    const { ben, token } = await sharedTrip();
    const other = deviceApi(storage);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      statuses.push((await (attempt % 2 ? ben.api : other).call('GET', `/api/invites/${token}/details`)).status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    const refused = await other.call('GET', `/api/invites/${token}/details`);
    expect([refused.status, refused.body.error.code]).toEqual([429, 'too-many-requests']);
    expect(statuses[30]).toBe(429);
  });

  it('a device on the older protocol (no cursors) keeps working on its own records only', async () => {
    const { ana, tripId } = await sharedTrip();
    const old = await ana.api.call('POST', '/api/sync', { client_id: uuidv7(), cursor: 0, ops: [] });
    expect(old.body).not.toHaveProperty('cursors');
    expect((old.body.changes as Change[]).some((change) => change.record_id === tripId)).toBe(false);
    const op = syncOpsFor('clock_city');
    const clock = await ana.api.call('POST', '/api/sync', {
      client_id: uuidv7(),
      cursor: 0,
      ops: [op('create', uuidv7(), { timezone: 'Europe/Lisbon', name: 'Lisbon', flag: '', position: 0 })],
    });
    expect(clock.body.acks[0].status).toBe('applied');
  });
});

describe.each(storageKinds)('the REST routes of a shared trip on %s', (kind) => {
  let storage: Storage;
  freshStoragePerTest(kind, (fresh) => {
    storage = fresh;
  });

  it('list, change and read the items of a shared trip by role; a stranger gets 404', async () => {
    const ana = syncingDevice(deviceApi(storage));
    const ben = syncingDevice(deviceApi(storage));
    const eve = deviceApi(storage);
    const tripId = uuidv7();
    await ana.sync([ana.op('trip', 'create', tripId, trip)]);
    const invite = await ana.api.call('POST', `/api/trips/${tripId}/invites`, { role: 'viewer', display_name: 'Ana' });
    await ben.api.call('POST', `/api/invites/${invite.body.token}/accept`, { display_name: 'Ben' });

    for (const device of [ana.api, ben.api]) {
      expect((await device.call('GET', '/api/trips')).body.map((listed: { id: string }) => listed.id)).toEqual([tripId]);
    }
    expect((await eve.call('GET', '/api/trips')).body).toEqual([]);
    expect(
      (await ana.api.call('POST', `/api/trips/${tripId}/items`, { kind: 'note', day: '2027-05-02', details: { text: 'Fado' } })).status,
    ).toBe(201);
    expect((await ben.api.call('GET', `/api/trips/${tripId}/items`)).body).toHaveLength(1);
    expect((await ben.api.call('POST', `/api/trips/${tripId}/items`, { kind: 'note', day: null, details: { text: 'No' } })).status).toBe(
      403,
    );
    expect((await ben.api.call('PATCH', `/api/trips/${tripId}`, { notes: 'No' })).status).toBe(403);
    expect((await eve.call('GET', `/api/trips/${tripId}/items`)).status).toBe(404);
    expect((await eve.call('PATCH', `/api/trips/${tripId}`, { notes: 'No' })).status).toBe(404);
    expect((await ana.api.call('PATCH', `/api/trips/${tripId}`, { notes: 'Fado night' })).body.notes).toBe('Fado night');
    // The owner's calendar link follows the trip into its shared scope.
    const link = await ana.api.call('GET', `/api/trips/${tripId}/calendar`);
    const feed = await ana.api.app.request(new URL(link.body.url).pathname);
    expect(await feed.text()).toContain('Fado');
    // So does the public page of the plan, made by the owner after sharing.
    const page = await ana.api.call('POST', `/api/trips/${tripId}/public-link`);
    expect(await (await ana.api.app.request(new URL(page.body.url).pathname)).text()).toContain('Fado');
    expect((await ana.api.call('DELETE', `/api/trips/${tripId}`)).status).toBe(204);
    expect((await ben.api.call('GET', '/api/trips')).body).toEqual([]);
  });
});
