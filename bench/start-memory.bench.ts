// What `npm start` costs in memory: the resident set of its whole process tree (npm and everything
// under it) after start and at its peak under load, beside the server process alone. Issue 16
// measured ~560 MB in four processes (npm, a tsx wrapper, the build launcher, the server under tsx)
// before the server was compiled and started in one plain node process.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../tests/setup/server-process';
import { rootDir } from '../scripts/paths';
import { ensureBuilt } from './build';
import type { BenchRow } from './types';

type TreeProcess = { pid: number; command: string; rssMb: number };

const status = (pid: number, field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

function children(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** The process and all its descendants with their resident memory now. */
function tree(pid: number): TreeProcess[] {
  const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  return [{ pid, command, rssMb: status(pid, 'VmRSS') }, ...children(pid).flatMap(tree)];
}

const sum = (processes: TreeProcess[]) => processes.reduce((total, process) => total + process.rssMb, 0);
const mb = (value: number) => `${Math.round(value)} MB`;

export default async function startMemory(): Promise<BenchRow[]> {
  ensureBuilt();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'astra-bench-start-'));
  const npm = spawn('npm', ['start', '--silent'], {
    cwd: rootDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (npm.exitCode !== null) throw new Error(`npm start exited with ${npm.exitCode}`);
      if (
        await fetch(`${url}/api/health`).then(
          (response) => response.ok,
          () => false,
        )
      )
        break;
      if (Date.now() > deadline) throw new Error('npm start did not answer within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // The server is the process listening: the last node process of the tree.
    const afterStart = tree(npm.pid!);
    const server = afterStart.at(-1)!;
    const describe = (processes: TreeProcess[]) =>
      processes.map((process) => `${process.command.split(' ').slice(0, 2).join(' ')} ${mb(process.rssMb)}`).join(', ');

    let peakTree = sum(afterStart);
    const sampler = setInterval(() => (peakTree = Math.max(peakTree, sum(tree(npm.pid!)))), 100);
    const load = await autocannon({
      url: `${url}/api/cities/search?q=par`,
      connections: 10,
      duration: Number(process.env.BENCH_LOAD_SECONDS ?? 5),
    });
    clearInterval(sampler);
    const serverPeak = status(server.pid, 'VmHWM');

    return [
      {
        group: 'npm start memory',
        metric: 'processes in the tree',
        value: afterStart.length,
        versus: describe(afterStart),
        target: 'npm + the server (2); was 4',
        met: afterStart.length <= 2,
      },
      {
        group: 'npm start memory',
        metric: 'process tree RSS after start',
        value: Math.round(sum(afterStart)),
        unit: 'MB',
        versus: `server process alone: ${mb(server.rssMb)}; was ~560 MB`,
      },
      {
        group: 'npm start memory',
        metric: 'process tree peak RSS under load',
        value: Math.round(peakTree),
        unit: 'MB',
        versus: `server process alone: peak ${mb(serverPeak)} (${Math.round(load.requests.average).toLocaleString('en-US')} req/s city search)`,
      },
    ];
  } finally {
    const exited = npm.exitCode !== null ? Promise.resolve() : new Promise((resolve) => npm.once('exit', resolve));
    npm.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}
