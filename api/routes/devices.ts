// A traveller's devices (docs/decisions/015-travellers-and-shared-trips.md, Travellers): the list,
// names, removal, and the codes that link another device: a short-lived pairing code, or a recovery
// code for when every device is lost. Codes are stored as their SHA-256 only; claims are counted in
// the database per device and per address, so every API process shares the limits. A claim joins
// the claiming device's records to the traveller in the same transaction that links it.
import { createHash, randomInt } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import {
  claimRequestSchema,
  claimResultSchema,
  deviceListSchema,
  deviceRegistrationSchema,
  pairingCodeSchema,
  pairingRequestSchema,
  recoveryCodeSchema,
  renameDeviceSchema,
  type ClaimResult,
  type DeviceList,
  type DeviceRegistration,
  type PairingCode,
  type RecoveryCode,
} from '../../src/domain/device-schema';
import {
  codeAlphabet,
  formatCode,
  isWellFormedCode,
  normaliseCode,
  pairingCodeLength,
  pairingCodeMinutes,
  recoveryCodeLength,
} from '../../src/domain/device-codes';
import { uuidv7 } from '../../src/domain/ids';
import { takeAttempt, type AttemptVerdict } from '../attempts';
import type { Storage } from '../db/index';
import type { Database } from '../db/schema';
import { deviceKeyOf, deviceRemovedMessage, ownerIdOf, requireDevice, type DeviceEnv } from '../device';
import { ApiError, errorBody } from '../errors';
import { deviceKeySecurity, errorResponses, jsonContent, jsonResponse, type RouteDoc } from '../openapi';
import { clientAddress } from '../rate-limit';
import { mergeTraveller } from '../sync/merge-traveller';
import { validate } from '../validate';
import { takeRegistration } from '../write-limits';

export type DeviceRouteOptions = { now?: () => number; trustProxyHops?: number };

/** Codes one traveller may ask for in an hour, and claims one device or one address may try in ten minutes. */
export const deviceCodeLimits = {
  codesPerHour: 10,
  claimsPerWindow: 10,
  claimWindowMs: 10 * 60_000,
} as const;

const hashCode = (code: string) => createHash('sha256').update(`astra-device-code\n${code}`).digest('hex');

function randomCode(length: number): string {
  let code = '';
  for (let index = 0; index < length; index++) code += codeAlphabet[randomInt(codeAlphabet.length)];
  return code;
}

const deviceNotFound = () => new ApiError(404, 'device-not-found', 'None of your devices has this id. It may have been removed already.');
const codeInvalid = () =>
  new ApiError(
    400,
    'code-invalid',
    "That code doesn't match any code we made. Check it against the other device, or ask it for a new one.",
  );

type Db = Kysely<Database> | Transaction<Database>;

/** A device without a row is its own traveller; its row is made (with that traveller) when a devices route needs it. */
async function ensureDeviceRow(db: Db, deviceId: string, ownerId: string, at: string): Promise<void> {
  await db
    .insertInto('devices')
    .values({ key_hash: deviceId, traveller_id: ownerId, name: null, created_at: at, last_seen_at: at, removed_at: null })
    .onConflict((conflict) => conflict.column('key_hash').doNothing())
    .execute();
}

async function recordEvent(db: Db, travellerId: string, kind: string, detail: string, at: string): Promise<void> {
  await db
    .insertInto('traveller_events')
    .values({ id: uuidv7(Date.parse(at)), traveller_id: travellerId, kind, detail, at })
    .execute();
}

async function liveDeviceCount(db: Db, travellerId: string): Promise<number> {
  const row = await db
    .selectFrom('devices')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('traveller_id', '=', travellerId)
    .where('removed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function tooMany(c: Context, verdict: Extract<AttemptVerdict, { ok: false }>, what: string) {
  const seconds = verdict.retryAfterSeconds;
  const wait = seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  return c.json(errorBody('rate-limited', `${what} Try again in ${wait}.`), 429, { 'Retry-After': String(seconds) });
}

export function deviceRoutes({ storage, now = Date.now, trustProxyHops = 0 }: { storage: Storage } & DeviceRouteOptions) {
  const isoNow = () => new Date(now()).toISOString();

  /** Links the device to the code's traveller and joins its records there; the code is spent. */
  const claim = async (c: Context<DeviceEnv>, kind: 'pairing' | 'recovery', typed: string, name: string | undefined) => {
    const deviceId = c.get('deviceId');
    const at = now();
    for (const key of [`device:${deviceId}`, `address:${clientAddress(c, { trustProxyHops })}`]) {
      const verdict = await takeAttempt(storage.db, `claim:${key}`, deviceCodeLimits.claimsPerWindow, deviceCodeLimits.claimWindowMs, at);
      if (!verdict.ok) return tooMany(c, verdict, 'Too many codes tried from this device or network.');
    }
    const code = normaliseCode(typed);
    if (!isWellFormedCode(code, kind)) throw codeInvalid();
    const atIso = new Date(at).toISOString();
    const result = await storage.db.transaction().execute(async (trx): Promise<ClaimResult> => {
      const row = await trx
        .selectFrom('device_codes')
        .selectAll()
        .where('code_hash', '=', hashCode(code))
        .where('kind', '=', kind)
        .executeTakeFirst();
      if (!row) throw codeInvalid();
      if (row.used_at != null)
        throw new ApiError(410, 'code-used', 'That code was used already: each code links one device. Ask the other device for a new one.');
      if (row.expires_at != null && row.expires_at <= atIso)
        throw new ApiError(410, 'code-expired', 'That code has expired (codes last 10 minutes). Ask the other device for a new one.');
      const ownerId = c.get('ownerId');
      if (row.traveller_id === ownerId) throw new ApiError(400, 'already-linked', 'This device is already one of your devices.');
      await ensureDeviceRow(trx, deviceId, ownerId, atIso);
      const others = await trx
        .selectFrom('devices')
        .select('key_hash')
        .where('traveller_id', '=', ownerId)
        .where('removed_at', 'is', null)
        .where('key_hash', '!=', deviceId)
        .execute();
      if (others.length > 0)
        throw new ApiError(
          409,
          'device-has-others',
          'This device is linked to other devices already. Remove it from them first (on their devices screen), then link it here.',
        );
      // Two claims of one code at once: only one marks it used.
      const spent = await trx
        .updateTable('device_codes')
        .set({ used_at: atIso })
        .where('code_hash', '=', row.code_hash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(spent.numUpdatedRows) !== 1)
        throw new ApiError(410, 'code-used', 'That code was used already: each code links one device. Ask the other device for a new one.');
      await trx
        .updateTable('devices')
        .set({ traveller_id: row.traveller_id, last_seen_at: atIso, ...(name ? { name } : {}) })
        .where('key_hash', '=', deviceId)
        .execute();
      const merged = await mergeTraveller(trx, storage.dialect, ownerId, row.traveller_id);
      const how = kind === 'pairing' ? 'with a pairing code' : 'with the recovery code';
      await recordEvent(trx, row.traveller_id, 'device-linked', `${name ?? 'A device'} linked ${how}; ${merged} records joined`, atIso);
      if (kind === 'recovery') await recordEvent(trx, row.traveller_id, 'recovery-used', 'The recovery code was used', atIso);
      return { devices: await liveDeviceCount(trx, row.traveller_id), merged };
    });
    return c.json(result);
  };

  return (
    new Hono<DeviceEnv>()
      // Before requireDevice: the one route an unknown key may call. Registering a known key again is
      // harmless (a lost answer retried); only a new one costs a registration from the address.
      .post('/register', async (c) => {
        const keyHash = ownerIdOf(deviceKeyOf(c));
        const known = async () =>
          storage.db.selectFrom('devices').select(['created_at', 'removed_at']).where('key_hash', '=', keyHash).executeTakeFirst();
        const before = await known();
        if (before?.removed_at != null) throw new ApiError(401, 'device-removed', deviceRemovedMessage);
        if (before) return c.json({ id: keyHash, created_at: before.created_at } satisfies DeviceRegistration, 200);
        await takeRegistration(c.get('deviceDirectory'), c);
        const at = isoNow();
        await ensureDeviceRow(storage.db, keyHash, keyHash, at);
        const row = await known();
        return c.json({ id: keyHash, created_at: row?.created_at ?? at } satisfies DeviceRegistration, 201);
      })
      .use(requireDevice)
      .get('/', async (c) => {
        const deviceId = c.get('deviceId');
        const ownerId = c.get('ownerId');
        await ensureDeviceRow(storage.db, deviceId, ownerId, isoNow());
        const [rows, recovery] = await Promise.all([
          storage.db
            .selectFrom('devices')
            .select(['key_hash', 'name', 'created_at', 'last_seen_at'])
            .where('traveller_id', '=', ownerId)
            .where('removed_at', 'is', null)
            .orderBy('created_at')
            .execute(),
          storage.db
            .selectFrom('device_codes')
            .select('code_hash')
            .where('traveller_id', '=', ownerId)
            .where('kind', '=', 'recovery')
            .where('used_at', 'is', null)
            .executeTakeFirst(),
        ]);
        const answer: DeviceList = {
          devices: rows.map((row) => ({
            id: row.key_hash,
            name: row.name,
            created_at: row.created_at,
            last_seen_at: row.last_seen_at,
            this_device: row.key_hash === deviceId,
          })),
          has_recovery_code: recovery !== undefined,
        };
        return c.json(answer);
      })
      .patch('/:id', validate('json', renameDeviceSchema), async (c) => {
        const { name } = c.req.valid('json');
        const ownerId = c.get('ownerId');
        // One transaction: a refusal leaves nothing behind, not even this device's row.
        await storage.db.transaction().execute(async (trx) => {
          await ensureDeviceRow(trx, c.get('deviceId'), ownerId, isoNow());
          const done = await trx
            .updateTable('devices')
            .set({ name })
            .where('key_hash', '=', c.req.param('id'))
            .where('traveller_id', '=', ownerId)
            .where('removed_at', 'is', null)
            .executeTakeFirst();
          if (Number(done.numUpdatedRows) !== 1) throw deviceNotFound();
          await recordEvent(trx, ownerId, 'device-renamed', `A device was named "${name}"`, isoNow());
        });
        return c.body(null, 204);
      })
      .delete('/:id', async (c) => {
        const ownerId = c.get('ownerId');
        const id = c.req.param('id');
        const at = isoNow();
        await storage.db.transaction().execute(async (trx) => {
          await ensureDeviceRow(trx, c.get('deviceId'), ownerId, at);
          // Lock the traveller's live devices (PostgreSQL), so two removals at once cannot leave none.
          const query = trx
            .selectFrom('devices')
            .select(['key_hash', 'name'])
            .where('traveller_id', '=', ownerId)
            .where('removed_at', 'is', null);
          const live = await (storage.dialect === 'postgres' ? query.forUpdate() : query).execute();
          const device = live.find((row) => row.key_hash === id);
          if (!device) throw deviceNotFound();
          if (live.length === 1)
            throw new ApiError(
              400,
              'last-device',
              "This is the only device with your trips, so it can't be removed. Link another device first, or make a recovery code.",
            );
          await trx.updateTable('devices').set({ removed_at: at }).where('key_hash', '=', id).execute();
          await trx.deleteFrom('device_codes').where('created_by', '=', id).where('used_at', 'is', null).execute();
          await recordEvent(trx, ownerId, 'device-removed', `${device.name ?? 'A device'} was removed`, at);
        });
        return c.body(null, 204);
      })
      .post('/pairing', validate('json', pairingRequestSchema), async (c) => {
        const deviceId = c.get('deviceId');
        const ownerId = c.get('ownerId');
        const at = now();
        const verdict = await takeAttempt(storage.db, `pairing:${ownerId}`, deviceCodeLimits.codesPerHour, 3600_000, at);
        if (!verdict.ok) return tooMany(c, verdict, 'That is a lot of codes in one hour.');
        const { name } = c.req.valid('json');
        const atIso = new Date(at).toISOString();
        await ensureDeviceRow(storage.db, deviceId, ownerId, atIso);
        if (name)
          await storage.db.updateTable('devices').set({ name }).where('key_hash', '=', deviceId).where('name', 'is', null).execute();
        const code = randomCode(pairingCodeLength);
        const expiresAt = new Date(at + pairingCodeMinutes * 60_000).toISOString();
        await storage.db
          .insertInto('device_codes')
          .values({
            code_hash: hashCode(code),
            kind: 'pairing',
            traveller_id: ownerId,
            created_by: deviceId,
            created_at: atIso,
            expires_at: expiresAt,
            used_at: null,
          })
          .execute();
        // Spent and expired pairing codes are of no more use; they go when the traveller makes a new one.
        await storage.db
          .deleteFrom('device_codes')
          .where('traveller_id', '=', ownerId)
          .where('kind', '=', 'pairing')
          .where('expires_at', '<', new Date(at - 24 * 3600_000).toISOString())
          .execute();
        return c.json({ code: formatCode(code), expires_at: expiresAt } satisfies PairingCode, 201);
      })
      .post('/pairing/claim', validate('json', claimRequestSchema), async (c) => {
        const { code, name } = c.req.valid('json');
        return claim(c, 'pairing', code, name);
      })
      .post('/recovery', async (c) => {
        const ownerId = c.get('ownerId');
        const at = now();
        const verdict = await takeAttempt(storage.db, `recovery:${ownerId}`, deviceCodeLimits.codesPerHour, 3600_000, at);
        if (!verdict.ok) return tooMany(c, verdict, 'That is a lot of recovery codes in one hour.');
        const atIso = new Date(at).toISOString();
        const code = randomCode(recoveryCodeLength);
        await storage.db.transaction().execute(async (trx) => {
          await ensureDeviceRow(trx, c.get('deviceId'), ownerId, atIso);
          await trx.deleteFrom('device_codes').where('traveller_id', '=', ownerId).where('kind', '=', 'recovery').execute();
          await trx
            .insertInto('device_codes')
            .values({
              code_hash: hashCode(code),
              kind: 'recovery',
              traveller_id: ownerId,
              created_by: null,
              created_at: atIso,
              expires_at: null,
              used_at: null,
            })
            .execute();
          await recordEvent(trx, ownerId, 'recovery-made', 'A new recovery code was made; any earlier one stopped working', atIso);
        });
        return c.json({ code: formatCode(code) } satisfies RecoveryCode, 201);
      })
      .post('/recovery/claim', validate('json', claimRequestSchema), async (c) => {
        const { code, name } = c.req.valid('json');
        return claim(c, 'recovery', code, name);
      })
  );
}

const deviceParams = z.object({ id: z.string().describe("The device's id from the list") });
const claimErrors = errorResponses({
  400: "code-invalid: no such code; already-linked: the code is this traveller's own; invalid-input",
  409: 'device-has-others: this device is linked to other devices; remove it from them first',
  410: 'code-expired or code-used',
  429: 'rate-limited: too many claims from this device or address (Retry-After says when to try again)',
});

/** Paths relative to the mount, /api/devices. */
export const deviceRouteDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/register',
    tags: ['devices'],
    summary: "Register this device's key (made at random by the device) before any other call with it",
    description:
      'Every other route answers 401 device-unknown to a key that was not registered. A known key is answered 200 and costs nothing; a new one counts against its address (60 an hour by default).',
    security: deviceKeySecurity,
    responses: {
      201: jsonResponse('Registered', deviceRegistrationSchema),
      200: jsonResponse('Registered already', deviceRegistrationSchema),
      ...errorResponses({
        401: 'device-key-required or device-key-invalid: no well-formed key; device-removed: this key was removed from its traveller',
        429: 'rate-limited: too many new devices from this address (Retry-After says when to try again)',
      }),
    },
  },
  {
    method: 'get',
    path: '/',
    tags: ['devices'],
    summary: "This traveller's devices, and whether a recovery code exists",
    security: deviceKeySecurity,
    responses: {
      200: jsonResponse('The devices, oldest first; this_device marks the one asking', deviceListSchema),
      ...errorResponses({ 401: 'device-removed: this device was removed from its traveller' }),
    },
  },
  {
    method: 'patch',
    path: '/{id}',
    tags: ['devices'],
    summary: "Name one of the traveller's devices",
    security: deviceKeySecurity,
    request: { params: deviceParams, body: { required: true, content: jsonContent(renameDeviceSchema) } },
    responses: {
      204: { description: 'Named' },
      ...errorResponses({ 400: 'invalid-input: a name of 1 to 60 characters', 404: 'device-not-found: not a device of this traveller' }),
    },
  },
  {
    method: 'delete',
    path: '/{id}',
    tags: ['devices'],
    summary: 'Remove a device: its key answers 401 device-removed from now on',
    security: deviceKeySecurity,
    request: { params: deviceParams },
    responses: {
      204: { description: 'Removed' },
      ...errorResponses({
        400: "last-device: a traveller's last device can't be removed",
        404: 'device-not-found: not a device of this traveller',
      }),
    },
  },
  {
    method: 'post',
    path: '/pairing',
    tags: ['devices'],
    summary: 'A pairing code for linking another device: 10 minutes, single use',
    security: deviceKeySecurity,
    request: { body: { required: true, content: jsonContent(pairingRequestSchema) } },
    responses: {
      201: jsonResponse('The code, shown once', pairingCodeSchema),
      ...errorResponses({ 429: 'rate-limited: 10 codes an hour (Retry-After says when to try again)' }),
    },
  },
  {
    method: 'post',
    path: '/pairing/claim',
    tags: ['devices'],
    summary: "Link this device with another device's pairing code; its records join that traveller's",
    security: deviceKeySecurity,
    request: { body: { required: true, content: jsonContent(claimRequestSchema) } },
    responses: { 200: jsonResponse('Linked', claimResultSchema), ...claimErrors },
  },
  {
    method: 'post',
    path: '/recovery',
    tags: ['devices'],
    summary: 'A new recovery code for this traveller (the earlier one stops working); shown once',
    security: deviceKeySecurity,
    responses: {
      201: jsonResponse('The code, shown once', recoveryCodeSchema),
      ...errorResponses({ 429: 'rate-limited: 10 codes an hour (Retry-After says when to try again)' }),
    },
  },
  {
    method: 'post',
    path: '/recovery/claim',
    tags: ['devices'],
    summary: 'Restore the traveller on this device with its recovery code (the code is then spent)',
    security: deviceKeySecurity,
    request: { body: { required: true, content: jsonContent(claimRequestSchema) } },
    responses: { 200: jsonResponse('Linked', claimResultSchema), ...claimErrors },
  },
];
