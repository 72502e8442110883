// API under load on loopback: requests per second, p50/p99 latency, errors and the server's peak
// memory, for the endpoints a traveller hits most. Versus: a bare node:http server answering a fixed
// JSON body (no framework, no storage), the ceiling on this machine.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import type { BenchRow } from './types';
import { freePort, startServer } from '../tests/setup/server-process';
import { ensureBuilt } from './build';
import { registerDevice } from '../tests/setup/register-device';

type Target = {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  target?: { rps: number; p99Ms: number };
};

const durationSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 5);

async function load(url: string, target: Omit<Target, 'name'>) {
  const result = await autocannon({
    url: url + target.path,
    method: target.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...target.headers },
    body: target.body,
    connections: 10,
    pipelining: 1,
    duration: durationSeconds,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function bareServer() {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '-e',
      `require('http').createServer((q,s)=>{s.setHeader('content-type','application/json');s.end('{"status":"ok"}')}).listen(${port},'127.0.0.1')`,
    ],
    { stdio: 'ignore' },
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

export default async function apiLoad(): Promise<BenchRow[]> {
  ensureBuilt();
  const server = await startServer();
  const bare = await bareServer();
  const rows: BenchRow[] = [];
  try {
    const baseline = await load(bare.url, { path: '/' });
    const deviceKey = 'bench-device-0123456789abcdef';
    const headers = { 'x-device-key': deviceKey };
    await registerDevice((path, init) => fetch(`${server.url}${path}`, init), deviceKey);
    const targets: Target[] = [
      { name: '/api/health', path: '/api/health' },
      { name: '/api/cities/search', path: '/api/cities/search?q=par', target: { rps: 5000, p99Ms: 20 } },
    ];
    const search = await fetch(`${server.url}/api/cities/search?q=paris`).then((r) =>
      r.ok ? (r.json() as Promise<{ results: Array<{ slug: string }> }>) : null,
    );
    const slug = search?.results[0]?.slug;
    if (slug) targets.push({ name: '/api/cities/{slug}', path: `/api/cities/${slug}` });
    targets.push({ name: '/api/trips', path: '/api/trips', headers });
    targets.push({
      name: '/api/sync (pull)',
      path: '/api/sync',
      method: 'POST',
      headers,
      body: JSON.stringify({ client_id: '0190a0a0-0000-7000-8000-000000000001', ops: [], cursor: 0 }),
    });

    for (const target of targets) {
      const probe = await fetch(server.url + target.path, {
        method: target.method ?? 'GET',
        headers: { 'content-type': 'application/json', ...target.headers },
        body: target.body,
      });
      if (probe.status === 404 && (await probe.text()).includes('no API endpoint')) {
        rows.push({ group: 'API load', metric: `${target.name}`, value: 'endpoint not built yet' });
        continue;
      }
      const measured = await load(server.url, target);
      const met = target.target
        ? measured.rps >= target.target.rps && measured.p99 < target.target.p99Ms && measured.errors === 0
        : measured.errors === 0;
      rows.push({
        group: 'API load',
        metric: `${target.name} req/s (p50 / p99 ms, errors)`,
        value: `${Math.round(measured.rps).toLocaleString('en-US')} (${measured.p50} / ${measured.p99}, ${measured.errors})`,
        versus: `bare node:http: ${Math.round(baseline.rps).toLocaleString('en-US')} req/s`,
        target: target.target
          ? `≥ ${target.target.rps.toLocaleString('en-US')} req/s, p99 < ${target.target.p99Ms} ms, 0 errors`
          : '0 errors',
        met,
      });
    }
    rows.push({ group: 'API load', metric: 'server peak memory (RSS)', value: Math.round(server.peakRssMb()), unit: 'MB' });
  } finally {
    bare.stop();
    await server.stop();
  }
  return rows;
}
