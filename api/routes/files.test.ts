// The wallet's files over the real API on SQLite and PostgreSQL: a resumable upload in chunks kept
// once by its SHA-256, the limits (size, type by its bytes, quota) refused in words, the hostile
// cases (HTML named .jpg, an offset that does not follow, bytes that do not match their hash, a
// retry of a finished upload), and who may download: the traveller's own documents, a shared trip's
// non-private ones, and nobody else.
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids';
import { travellerQuotaBytes, uploadChunkBytes } from '../../src/domain/document-files';
import { freshStoragePerTest, storageKinds } from '../../tests/setup/storage';
import { deviceApi, syncOpsFor, type DeviceApi } from '../../tests/setup/device-api';
import type { Storage } from '../db/index';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A file that starts like a JPEG (the server reads only its first bytes for the type). */
function jpeg(size: number): Uint8Array {
  const bytes = new Uint8Array(randomBytes(size));
  bytes.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return bytes;
}

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n${text}\n%%EOF\n`);

async function put(device: DeviceApi, hash: string, offset: number, size: number, chunk: Uint8Array) {
  const response = await device.request(`/api/files/${hash}/upload?offset=${offset}&size=${size}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/octet-stream', 'X-Device-Key': device.deviceKey },
    body: chunk.slice(),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read response fields freely
  return { status: response.status, body: (await response.json()) as any };
}

/** Sends the whole file as the device does: asks what the server has, then the rest in chunks. */
async function upload(
  device: DeviceApi,
  bytes: Uint8Array,
): Promise<{ hash: string; requests: number; last: Awaited<ReturnType<typeof put>> }> {
  const hash = sha256(bytes);
  const state = await device.call('GET', `/api/files/${hash}/upload`);
  let offset: number = state.body.complete ? bytes.length : state.body.received;
  let requests = 1;
  let last = { status: 200, body: state.body };
  while (offset < bytes.length) {
    last = await put(device, hash, offset, bytes.length, bytes.subarray(offset, offset + uploadChunkBytes));
    requests++;
    if (last.status !== 200) break;
    offset = last.body.received;
  }
  return { hash, requests, last };
}

async function download(device: DeviceApi, hash: string) {
  return device.request(`/api/files/${hash}`, { headers: { 'X-Device-Key': device.deviceKey } });
}

const trip = { title: 'Lisbon weekend', start_date: '2027-05-01', end_date: '2027-05-03', cities: [{ name: 'Lisbon' }], notes: '' };

const documentOf = (tripId: string, file: Uint8Array, fields: Record<string, unknown> = {}) => ({
  title: 'Boarding pass BA15',
  kind: 'boarding_pass',
  trip_id: tripId,
  item_id: null,
  file_hash: sha256(file),
  file_size: file.length,
  file_type: 'image/jpeg',
  private: false,
  ...fields,
});

describe.each(storageKinds)('wallet files on %s', (kind) => {
  let storage: Storage;
  freshStoragePerTest(kind, (fresh) => {
    storage = fresh;
  });

  const storedFiles = async () => (await storage.db.selectFrom('files').select(['hash', 'size']).execute()).map((row) => row.hash);

  async function withDocument(device: DeviceApi, file: Uint8Array, fields: Record<string, unknown> = {}) {
    const tripId = uuidv7();
    const documentId = uuidv7();
    const ops = { trip: syncOpsFor('trip'), document: syncOpsFor('document') };
    const response = await device.call('POST', '/api/sync', {
      client_id: uuidv7(),
      cursor: 0,
      ops: [ops.trip('create', tripId, trip), { ...ops.document('create', documentId, documentOf(tripId, file, fields)), seq: 2 }],
    });
    expect(response.body.acks.map((ack: { status: string }) => ack.status)).toEqual(['applied', 'applied']);
    return { tripId, documentId };
  }

  it('a 2.5 MB photo goes up in 1 MB chunks, is kept once however often it is sent, and reads back whole', async () => {
    const ana = deviceApi(storage);
    const photo = jpeg(2.5 * 1024 * 1024);
    const first = await upload(ana, photo);
    expect(first.last.body).toMatchObject({ complete: true, received: photo.length, size: photo.length });
    expect(first.requests).toBe(4);

    // The same traveller again (another device of hers, a retry): one question, nothing sent.
    const again = await upload(ana, photo);
    expect(again.requests).toBe(1);
    // A finished upload's chunk sent again (its answer was lost) is harmless.
    const replay = await put(ana, first.hash, 0, photo.length, photo.subarray(0, uploadChunkBytes));
    expect(replay).toMatchObject({ status: 200, body: { complete: true } });
    // Another traveller with the same file proves it by sending it; it is still stored once.
    const ben = deviceApi(storage);
    expect((await upload(ben, photo)).last.body.complete).toBe(true);
    expect(await storedFiles()).toEqual([first.hash]);

    await withDocument(ana, photo);
    const response = await download(ana, first.hash);
    expect(response.status).toBe(200);
    expect(sha256(new Uint8Array(await response.arrayBuffer()))).toBe(first.hash);
    expect(response.headers.get('Content-Type')).toBe('image/jpeg');
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="[0-9a-f]{16}\.jpg"$/);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox");
  });

  it('an upload cut off resumes from what the server has, and an offset that does not follow is refused', async () => {
    const ana = deviceApi(storage);
    const photo = jpeg(uploadChunkBytes + 5000);
    const hash = sha256(photo);
    expect((await put(ana, hash, 0, photo.length, photo.subarray(0, uploadChunkBytes))).body).toMatchObject({ received: uploadChunkBytes });

    // Skipping ahead, or sending the first chunk again, is refused with the offset to use.
    const skipped = await put(ana, hash, uploadChunkBytes + 10, photo.length, photo.subarray(uploadChunkBytes + 10));
    expect(skipped.status).toBe(409);
    expect(skipped.body.error).toEqual({ code: 'offset-mismatch', message: expect.stringContaining(`offset ${uploadChunkBytes}`) });
    expect((await put(ana, hash, 0, photo.length, photo.subarray(0, uploadChunkBytes))).status).toBe(409);

    const state = await ana.call('GET', `/api/files/${hash}/upload`);
    expect(state.body).toEqual({ hash, size: photo.length, received: uploadChunkBytes, complete: false });
    const rest = await upload(ana, photo);
    expect(rest.requests).toBe(2);
    expect(rest.last.body.complete).toBe(true);
    expect(await storedFiles()).toEqual([hash]);
  });

  it('refuses HTML named .jpg, a file over 15 MB, a chunk over 1 MB and bytes that do not match their hash, keeping nothing', async () => {
    const ana = deviceApi(storage);
    const html = new TextEncoder().encode('<!doctype html><script>alert(document.cookie)</script>');
    const page = await put(ana, sha256(html), 0, html.length, html);
    expect(page.status).toBe(415);
    expect(page.body.error).toEqual({
      code: 'unsupported-file-type',
      message: expect.stringContaining('photos (JPEG, PNG, WebP) and PDFs'),
    });

    const big = await put(ana, 'b'.repeat(64), 0, 15 * 1024 * 1024 + 1, jpeg(1000));
    expect(big.status).toBe(413);
    expect(big.body.error).toEqual({ code: 'file-too-large', message: expect.stringContaining('larger than 15 MB') });

    const wide = await put(ana, 'c'.repeat(64), 0, 3 * 1024 * 1024, jpeg(uploadChunkBytes + 1));
    expect(wide.status).toBe(413);
    expect(wide.body.error.code).toBe('chunk-too-large');

    // The name says one file, the bytes are another.
    const photo = jpeg(3000);
    const lie = await put(ana, 'd'.repeat(64), 0, photo.length, photo);
    expect(lie.status).toBe(422);
    expect(lie.body.error.code).toBe('hash-mismatch');
    expect((await ana.call('GET', `/api/files/${'d'.repeat(64)}/upload`)).body).toMatchObject({ received: 0, complete: false });
    expect(await storedFiles()).toEqual([]);
    expect(await storage.db.selectFrom('file_upload_chunks').select('hash').execute()).toEqual([]);
  });

  it('counts a traveller quota on the distinct files its documents use, and refuses past it in words', async () => {
    const ana = deviceApi(storage);
    const photo = jpeg(4000);
    const { tripId } = await withDocument(ana, photo);
    await upload(ana, photo);
    // 500 MB of older files that her documents name (written straight in: uploading them would take minutes).
    const ownerId = createHash('sha256').update(ana.deviceKey).digest('hex');
    const old = new Date(Date.now() - 7 * 24 * 3600_000).toISOString();
    const fillers = Array.from({ length: 50 }, () => ({ hash: sha256(randomBytes(16)), size: travellerQuotaBytes / 50 - 1000 }));
    await storage.db
      .insertInto('file_holders')
      .values(fillers.map(({ hash, size }) => ({ traveller_id: ownerId, hash, size, created_at: old })))
      .execute();
    const ops = syncOpsFor('document');
    const sync = (documentOps: unknown[]) => ana.call('POST', '/api/sync', { client_id: uuidv7(), cursor: 0, ops: documentOps });
    const fillerIds = fillers.map(() => uuidv7());
    await sync(
      fillers.map(({ hash, size }, index) =>
        ops('create', fillerIds[index]!, documentOf(tripId, photo, { file_hash: hash, file_size: Math.min(size, 15 * 1024 * 1024) })),
      ),
    );

    const next = jpeg(200_000);
    const refused = await put(ana, sha256(next), 0, next.length, next);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'quota-exceeded', message: expect.stringContaining('Remove a document') });
    // A file she already holds is no new use of room.
    expect((await upload(ana, photo)).last.body.complete).toBe(true);

    // Deleting documents frees their files' room.
    await sync(fillerIds.slice(0, 5).map((id) => ops('delete', id)));
    expect((await upload(ana, next)).last.body.complete).toBe(true);
  });

  it('serves a file only to a traveller who can read a document naming it; a private one never reaches a companion', async () => {
    const ana = deviceApi(storage);
    const ben = deviceApi(storage);
    const stranger = deviceApi(storage);
    const ticket = pdf('Train ticket Lisbon to Porto');
    const passport = jpeg(5000);
    await upload(ana, ticket);
    await upload(ana, passport);
    const { tripId } = await withDocument(ana, ticket, { title: 'Train ticket', kind: 'ticket', file_type: 'application/pdf' });
    const passportId = uuidv7();
    const ops = syncOpsFor('document');
    const made = await ana.call('POST', '/api/sync', {
      client_id: uuidv7(),
      cursor: 0,
      ops: [ops('create', passportId, documentOf(tripId, passport, { title: 'Passport', kind: 'passport_id', private: true }))],
    });
    expect(made.body.acks[0].status).toBe('applied');

    // Knowing the hash is not enough: a stranger, and the companion before joining, get 404.
    expect((await download(stranger, sha256(ticket))).status).toBe(404);
    expect((await download(ben, sha256(ticket))).status).toBe(404);
    // A document naming a file one never sent opens nothing either.
    await withDocument(stranger, ticket, { file_type: 'application/pdf' });
    expect((await download(stranger, sha256(ticket))).status).toBe(404);

    const invite = await ana.call('POST', `/api/trips/${tripId}/invites`, { role: 'editor', display_name: 'Ana' });
    expect((await ben.call('POST', `/api/invites/${invite.body.token}/accept`, { display_name: 'Ben' })).status).toBe(200);

    const pulled = await ben.call('POST', '/api/sync', { client_id: uuidv7(), cursor: 0, cursors: {}, ops: [] });
    const documents = (pulled.body.changes as Array<{ entity: string; record?: { title: string } }>).filter((c) => c.entity === 'document');
    expect(documents.map((change) => change.record?.title)).toEqual(['Train ticket']);
    const shared = await download(ben, sha256(ticket));
    expect(shared.status).toBe(200);
    expect(sha256(new Uint8Array(await shared.arrayBuffer()))).toBe(sha256(ticket));
    expect(shared.headers.get('Content-Type')).toBe('application/pdf');
    expect((await download(ben, sha256(passport))).status).toBe(404);

    // Ana still has her passport, in her own scope, and its file.
    const own = await ana.call('POST', '/api/sync', { client_id: uuidv7(), cursor: 0, cursors: {}, ops: [] });
    const passportChange = (own.body.changes as Array<{ record_id: string; scope?: string; deleted: boolean }>).find(
      (change) => change.record_id === passportId,
    );
    expect(passportChange).toMatchObject({ deleted: false });
    expect(passportChange?.scope).toBeUndefined();
    expect((await download(ana, sha256(passport))).status).toBe(200);

    // A private document made after the trip was shared stays hers alone too.
    const visa = jpeg(6000);
    await upload(ana, visa);
    await ana.call('POST', '/api/sync', {
      client_id: uuidv7(),
      cursor: 0,
      ops: [{ ...ops('create', uuidv7(), documentOf(tripId, visa, { title: 'Visa', kind: 'visa', private: true })), seq: 10 }],
    });
    const later = await ben.call('POST', '/api/sync', { client_id: uuidv7(), cursor: 0, cursors: {}, ops: [] });
    expect(
      (later.body.changes as Array<{ entity: string; record?: { title: string } }>)
        .filter((c) => c.entity === 'document')
        .map((c) => c.record?.title),
    ).toEqual(['Train ticket']);
    expect((await download(ben, sha256(visa))).status).toBe(404);
    expect((await download(ana, sha256(visa))).status).toBe(200);
  });

  it('a document keeps its trip, file and privacy as made; a bad one is refused with its reason', async () => {
    const ana = deviceApi(storage);
    const photo = jpeg(3000);
    const { documentId, tripId } = await withDocument(ana, photo);
    const ops = syncOpsFor('document');
    const sync = (op: unknown) => ana.call('POST', '/api/sync', { client_id: uuidv7(), cursor: 0, ops: [op] });
    const made = await sync(ops('update', documentId, { private: true }));
    expect(made.body.acks[0]).toMatchObject({ status: 'rejected', error: { code: 'invalid-input' } });
    const bad = await sync(ops('create', uuidv7(), documentOf(tripId, photo, { kind: 'selfie', file_hash: 'nope' })));
    expect(bad.body.acks[0].error.message).toMatch(/kind must be one of boarding_pass.*file_hash must be a SHA-256/s);
    expect((await sync(ops('update', documentId, { title: 'Seat 32A' }))).body.acks[0].status).toBe('applied');
  });

  it("a device's files become its traveller's when it links: the other device opens them and need not send them", async () => {
    const phone = deviceApi(storage);
    const laptop = deviceApi(storage);
    const photo = jpeg(7000);
    await upload(laptop, photo);
    await withDocument(laptop, photo);
    const code = (await phone.call('POST', '/api/devices/pairing', {})).body.code as string;
    expect((await laptop.call('POST', '/api/devices/pairing/claim', { code })).status).toBe(200);

    expect((await download(phone, sha256(photo))).status).toBe(200);
    expect((await upload(phone, photo)).requests).toBe(1);
  });
});
