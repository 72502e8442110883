// A shared trip on two API processes over one PostgreSQL database, as a scaled-out deployment runs
// it: the owner shares on one process, the companion joins on the other, and both push items into
// the trip at once, each through whichever process. Nothing lives only in one process's memory:
// every push is applied once, the trip's scope hands out each version exactly once (its row lock
// serialises writers across processes), and both processes serve the same plan.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids';
import { startServer, type ServerProcess } from '../setup/server-process';
import { newDeviceKey } from '../setup/device-api';
import { registerDevice } from '../setup/register-device';
import { testDatabaseUrl } from '../setup/storage';

const database = `astra_mp_${randomBytes(4).toString('hex')}`;
const servers: ServerProcess[] = [];

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.skipIf(!testDatabaseUrl)('a shared trip on two API processes over one PostgreSQL database', () => {
  beforeAll(async () => {
    await admin(`create database ${database}`);
    const url = new URL(testDatabaseUrl!);
    url.pathname = `/${database}`;
    // Both start at once, each migrating the same database: the migrator's lock lets one do it.
    servers.push(...(await Promise.all([0, 1].map(() => startServer({ API_ONLY: '1', DATABASE_URL: url.href })))));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await admin(`drop database if exists ${database} with (force)`);
  });

  it('applies every push once and serves one plan from both', async () => {
    const call = async (server: ServerProcess, key: string, method: string, path: string, body?: unknown) => {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-device-key': key },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    };
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const ana = newDeviceKey();
    const ben = newDeviceKey();
    // Each registers on a different process: both see both.
    await registerDevice((path, init) => fetch(`${one.url}${path}`, init), ana);
    await registerDevice((path, init) => fetch(`${two.url}${path}`, init), ben);
    const tripId = uuidv7();
    const trip = { title: 'Lisbon', start_date: '2027-05-01', end_date: '2027-05-03', cities: [], notes: '' };
    const op = (entity: string, kind: string, recordId: string, payload: unknown, seq: number) => ({
      op_id: uuidv7(),
      seq,
      entity,
      record_id: recordId,
      kind,
      payload,
    });
    expect(
      (await call(one, ana, 'POST', '/api/sync', { client_id: uuidv7(), cursor: 0, ops: [op('trip', 'create', tripId, trip, 1)] })).status,
    ).toBe(200);
    const invite = await call(one, ana, 'POST', `/api/trips/${tripId}/invites`, { role: 'editor', display_name: 'Ana' });
    expect((await call(two, ben, 'POST', `/api/invites/${invite.body.token}/accept`, { display_name: 'Ben' })).status).toBe(200);

    // 24 pushes at once, alternating travellers and processes, each adding 5 items to the trip.
    const pushes = Array.from({ length: 24 }, (_, index) => {
      const key = index % 2 === 0 ? ana : ben;
      const server = index % 4 < 2 ? one : two;
      const ops = Array.from({ length: 5 }, (_, n) =>
        op(
          'itinerary_item',
          'create',
          uuidv7(),
          { trip_id: tripId, kind: 'note', day: null, position: `a${n}`, details: { text: `Push ${index} note ${n}` } },
          n + 1,
        ),
      );
      return call(server, key, 'POST', '/api/sync', { client_id: uuidv7(), cursor: 0, cursors: {}, ops });
    });
    const answers = await Promise.all(pushes);
    expect(answers.map((answer) => answer.status)).toEqual(Array(24).fill(200));
    expect(answers.flatMap((answer) => answer.body.acks.map((ack: { status: string }) => ack.status))).toEqual(Array(120).fill('applied'));

    for (const [server, key] of [
      [one, ben],
      [two, ana],
    ] as const) {
      const pulled = await call(server, key, 'POST', '/api/sync', { client_id: uuidv7(), cursor: 0, cursors: {}, ops: [] });
      const inTrip = (pulled.body.changes as Array<{ entity: string; version: number; scope?: string }>).filter(
        (change) => change.scope === `trip:${tripId}`,
      );
      expect(inTrip.filter((change) => change.entity === 'itinerary_item')).toHaveLength(120);
      // One version per change, none skipped, none given twice: the trip's counter, shared by both processes.
      const versions = inTrip.map((change) => change.version).sort((a, b) => a - b);
      expect(versions).toEqual(Array.from({ length: versions.length }, (_, index) => index + 1));
    }
  }, 120_000);
});
