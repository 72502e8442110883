// The flooder of bench/flood.bench.ts, in a process of its own so its work does not slow the
// measuring client: from one address (X-Forwarded-For, the server trusting one proxy), `loops`
// requests at a time, each with the next of 1,000 device keys: chat messages alone (`chat`), or
// chat messages alternating with device registrations and sync pushes of a new trip (`chat+sync`):
// each key tries once to register itself as a new device, as an attacker must since issue 21, and
// pushes with the next key or, every other push, one the server registered. Runs until SIGTERM, then
// prints what it sent and how it was answered.
import { randomBytes } from 'node:crypto';
import { uuidv7 } from '../src/domain/ids';

const [baseUrl = '', address = '198.51.100.66', loopsArg = '24', mix = 'chat+sync'] = process.argv.slice(2);
const keys = Array.from({ length: 1000 }, () => randomBytes(32).toString('base64url'));
const triedToRegister = new Set<string>();
const registered: string[] = [];
const statuses = new Map<number, number>();
let sent = 0;
let running = true;
process.on('SIGTERM', () => {
  running = false;
});

async function loop(offset: number) {
  for (let turn = offset; running; turn++) {
    // Every other push uses a key the server registered, so some of the flood's writes are accepted.
    const key = turn % 8 === 7 && registered.length > 0 ? registered[turn % registered.length]! : keys[turn % keys.length]!;
    const headers = { 'content-type': 'application/json', 'x-device-key': key, 'x-forwarded-for': address };
    const chat = mix === 'chat' || turn % 2 === 0;
    // Of the other turns, half try to register the key (once each), half push a trip with it, registered or not.
    const register = !chat && turn % 4 === 1 && !triedToRegister.has(key);
    if (register) triedToRegister.add(key);
    const body = chat
      ? { message: `Hotels in Lisbon next weekend, flood ${turn}`, session_id: `flood-session-${turn % 1000}` }
      : {
          client_id: uuidv7(),
          cursor: 0,
          ops: [
            {
              op_id: uuidv7(),
              seq: 1,
              entity: 'trip',
              record_id: uuidv7(),
              kind: 'create',
              payload: { title: `Flood ${turn}`, start_date: '2027-05-01', end_date: '2027-05-03', cities: [], notes: '' },
            },
          ],
        };
    try {
      const response = register
        ? await fetch(`${baseUrl}/api/devices/register`, { method: 'POST', headers })
        : await fetch(`${baseUrl}${chat ? '/api/chat' : '/api/sync'}`, { method: 'POST', headers, body: JSON.stringify(body) });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (register && response.status === 201) registered.push(key);
    } catch {
      statuses.set(0, (statuses.get(0) ?? 0) + 1);
    }
    sent++;
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: Number(loopsArg) }, (_, index) => loop(index * 37)));
const seconds = (performance.now() - started) / 1000;
process.stdout.write(JSON.stringify({ sent, seconds, statuses: Object.fromEntries(statuses) }) + '\n');
