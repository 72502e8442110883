// A flood from one address against chat and sync, with 1,000 rotating device keys, while a
// second, well-behaved client on another address syncs and lists its trips at a steady pace. The
// well-behaved client's latency, idle and under the flood: its p99 should stay within 2× of idle
// (issue 21), in alternating idle and flooded phases. One compiled server (SQLite, or PostgreSQL with BENCH_DATABASE_URL) trusting one
// proxy, so X-Forwarded-For gives each client its address; the flooder runs in a process of its own.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { registerDevice } from '../tests/setup/register-device';
import { rootDir } from '../scripts/paths';
import { uuidv7 } from '../src/domain/ids';
import { startServer } from '../tests/setup/server-process';
import { ensureBuilt } from './build';
import { median, percentile } from './stats';
import type { BenchRow } from './types';

const phaseSeconds = Number(process.env.BENCH_FLOOD_SECONDS ?? 5);
/** Idle and flooded phases per mix, alternating. */
const rounds = Number(process.env.BENCH_FLOOD_ROUNDS ?? 3);
const floodLoops = Number(process.env.BENCH_FLOOD_LOOPS ?? 24);
/** The well-behaved client's pace: one request every this many ms. */
const paceMs = 20;
const goodAddress = '203.0.113.10';
const floodAddress = '198.51.100.66';

async function wellBehaved(baseUrl: string, deviceKey: string, seconds: number): Promise<number[]> {
  const headers = { 'content-type': 'application/json', 'x-device-key': deviceKey, 'x-forwarded-for': goodAddress };
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  for (let turn = 0; performance.now() < until; turn++) {
    const started = performance.now();
    const response =
      turn % 2 === 0
        ? await fetch(`${baseUrl}/api/sync`, { method: 'POST', headers, body: JSON.stringify({ client_id: uuidv7(), cursor: 0, ops: [] }) })
        : await fetch(`${baseUrl}/api/trips`, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`the well-behaved client got ${response.status}`);
    const took = performance.now() - started;
    latencies.push(took);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, paceMs - took)));
  }
  return latencies;
}

type FloodReport = { sent: number; seconds: number; statuses: Record<string, number> };

type Mix = 'chat' | 'chat+sync';

function startFlood(baseUrl: string, mix: Mix) {
  // At a lower priority than the server: on one machine the flooder's own CPU would otherwise be
  // taken from the server, which a flood from elsewhere does not do.
  const child = spawn(
    'nice',
    ['-n', '10', process.execPath, '--import', 'tsx', 'bench/flood-client.ts', baseUrl, floodAddress, String(floodLoops), mix],
    {
      cwd: rootDir,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ended = new Promise<FloodReport>((resolve, reject) =>
    child.once('exit', () => {
      try {
        resolve(JSON.parse(output) as FloodReport);
      } catch {
        reject(new Error(`the flooder printed no report: ${output.slice(0, 200)}`));
      }
    }),
  );
  return {
    stop: () => {
      child.kill('SIGTERM');
      return ended;
    },
  };
}

const ms = (value: number) => Math.round(value * 100) / 100;

/** The CPU time a process has used so far, in ms (Linux: /proc, 100 ticks a second). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export default async function flood(): Promise<BenchRow[]> {
  ensureBuilt();
  const database = process.env.BENCH_DATABASE_URL;
  const server = await startServer({
    API_ONLY: '1',
    TRUST_PROXY: '1',
    ASTRA_LLM_BASE_URL: '',
    ASTRA_LLM_MODEL: '',
    ASTRA_LLM_API_KEY: '',
    LOG_LEVEL: 'warn',
    ...(database ? { DATABASE_URL: database } : {}),
  });
  try {
    // The well-behaved traveller has a few trips, as a real one does.
    const deviceKey = randomBytes(32).toString('base64url');
    await registerDevice(
      (path, init) => fetch(`${server.url}${path}`, { ...init, headers: { ...init.headers, 'x-forwarded-for': goodAddress } }),
      deviceKey,
    );
    const ops = Array.from({ length: 10 }, (_, index) => ({
      op_id: uuidv7(),
      seq: index + 1,
      entity: 'trip',
      record_id: uuidv7(),
      kind: 'create',
      payload: { title: `Trip ${index + 1}`, start_date: '2027-05-01', end_date: '2027-05-03', cities: [], notes: '' },
    }));
    const seeded = await fetch(`${server.url}/api/sync`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-key': deviceKey, 'x-forwarded-for': goodAddress },
      body: JSON.stringify({ client_id: uuidv7(), cursor: 0, ops }),
    });
    if (!seeded.ok) throw new Error(`seeding the well-behaved client's trips got ${seeded.status}`);
    await wellBehaved(server.url, deviceKey, 1); // warm-up

    const group = 'Flood (one address, 1,000 keys)';
    const rows: BenchRow[] = [];
    for (const mix of ['chat', 'chat+sync'] as const) {
      // Idle and flooded phases alternate, so a machine whose speed drifts during the run weighs on both alike.
      const idle: number[] = [];
      const flooded: number[] = [];
      let sent = 0;
      let seconds = 0;
      let floodCpu = 0;
      const statuses: Record<string, number> = {};
      for (let round = 0; round < rounds; round++) {
        const idleCpu = cpuMs(server.pid);
        const idleStarted = performance.now();
        idle.push(...(await wellBehaved(server.url, deviceKey, phaseSeconds)));
        /** The server's CPU per ms serving the well-behaved client alone. */
        const idleCpuRate = (cpuMs(server.pid) - idleCpu) / (performance.now() - idleStarted);
        const flooder = startFlood(server.url, mix);
        const cpuBefore = cpuMs(server.pid);
        const started = performance.now();
        await new Promise((resolve) => setTimeout(resolve, 1000)); // the flood gets going
        flooded.push(...(await wellBehaved(server.url, deviceKey, phaseSeconds)));
        const report = await flooder.stop();
        floodCpu += cpuMs(server.pid) - cpuBefore - idleCpuRate * (performance.now() - started);
        sent += report.sent;
        seconds += report.seconds;
        for (const [status, count] of Object.entries(report.statuses)) statuses[status] = (statuses[status] ?? 0) + count;
      }
      const ratio = percentile(flooded, 99) / percentile(idle, 99);
      const refused = statuses['429'] ?? 0;
      rows.push(
        {
          group,
          metric: `well-behaved client p50 / p99, idle beside the ${mix} flood`,
          value: `${ms(median(idle))} / ${ms(percentile(idle, 99))}`,
          unit: 'ms',
        },
        {
          group,
          metric: `well-behaved client p50 / p99, ${mix} flood`,
          value: `${ms(median(flooded))} / ${ms(percentile(flooded, 99))}`,
          unit: 'ms',
        },
        { group, metric: `well-behaved client p99, ${mix} flood ÷ idle`, value: ms(ratio), unit: '×', target: '≤ 2', met: ratio <= 2 },
        {
          group,
          metric: `${mix} flood requests/s (refused 429)`,
          value: `${Math.round(sent / seconds).toLocaleString('en-US')} (${Math.round((100 * refused) / Math.max(1, sent))} %)`,
          versus: Object.entries(statuses)
            .map(([status, count]) => `${status}: ${count}`)
            .join(', '),
        },
        {
          group,
          metric: `server CPU per ${mix} flood request`,
          value: Math.round((1000 * Math.max(0, floodCpu)) / Math.max(1, sent)) / 1000,
          unit: 'ms',
        },
      );
      // The next flood starts on a fresh minute of the chat limits.
      if (mix === 'chat') await new Promise((resolve) => setTimeout(resolve, 60_000 - (Date.now() % 60_000) + 100));
    }
    return rows;
  } finally {
    await server.stop();
  }
}
