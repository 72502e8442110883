// Start-up long tasks per screen on a 4× slower CPU (Lighthouse's mobile preset), in real Chromium
// against the built app served by the real server, first visit (empty storage). Like Lighthouse's
// own simulation, a task's length is its thread (CPU) time times 4, which a busy machine does not
// inflate; --throttle measures wall time under Chromium's real 4× throttling instead. For each screen it
// lists every main-thread task over 50 ms from navigation until the page has been quiet, and what
// ran in it: time per script file (from a CPU profile; source files too when the build has source
// maps, ASTRA_SOURCEMAP=1) and the browser's own work (style, layout, paint, HTML parsing, GC).
//
//   npx tsx scripts/startup-tasks.ts [--runs 3] [--dist dist,dist-main] [--quiet-ms 6000] [--throttle] [--app-frames] [--trip-on-device] [path…]
//
// --trip-on-device: a path under /trips/bench-trip is the trip's screen on a device that holds it (made
// through the app first, the service worker in control, then the page loaded afresh); else none has it.
//
// Several --dist folders (each a build, e.g. before and after a change) are measured in turn, run by
// run, so a busy machine weighs on each alike; the summary gives the median per screen and build.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type CDPSession } from '@playwright/test';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromiumArgs } from '../tests/e2e/support';
import { startServer } from '../tests/setup/server-process';
import { rootDir } from './paths';
import { median } from '../bench/stats';
import { makeTripThroughApp } from '../bench/trip-on-device';

export const startupPaths = ['/', '/trips', '/currency', '/trips/bench-trip'];
const longTaskMs = 50;
/** --app-frames: name the app's function under each library's time, and React's phase (needs a build with source maps). */
let appFrames = false;

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The time the thread actually ran (CPU time), without what a busy machine made it wait. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; documentLoaderURL?: string }; beginData?: { url?: string } };
};
type ProfileNode = {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
};
type Profile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };

export type LongTask = { startMs: number; durationMs: number; parts: Array<[string, number]> };
export type ScreenStartup = { path: string; tasks: LongTask[]; blockingMs: number };

const browserWork: Record<string, string> = {
  UpdateLayoutTree: 'style',
  'Document::updateStyle': 'style',
  Layout: 'layout',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  MajorGC: 'GC',
  MinorGC: 'GC',
  'V8.GC_MARK_COMPACTOR': 'GC',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
};

/** Maps a bundled position to its source file, when the build wrote source maps. */
class Sources {
  private maps = new Map<string, TraceMap | null>();
  constructor(private distDir: string) {}
  name(url: string, line: number, column: number): string {
    const file = url.replace(/^https?:\/\/[^/]+\//, '');
    if (!file) return '(browser)';
    if (!this.maps.has(file)) {
      const mapFile = path.join(this.distDir, file + '.map');
      this.maps.set(file, existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, 'utf8')) : null);
    }
    const map = this.maps.get(file);
    // A chunk's top-level code starts at its first character: name the chunk, not its first module.
    if (!map || (line === 0 && column === 0)) return file.replace(/-[\w-]{8}\.js$/, '.js');
    const source = originalPositionFor(map, { line: line + 1, column }).source;
    if (!source) return file.replace(/-[\w-]{8}\.js$/, '.js');
    const clean = source.replace(/^(\.\.\/)+/, '');
    // Packages by name, the app's own files by path.
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
    return pkg ? pkg[1]! : clean;
  }
  /** The original name of the function at a position (with source maps), for --app-frames. */
  functionName(url: string, line: number, column: number): string | undefined {
    const map = this.maps.get(url.replace(/^https?:\/\/[^/]+\//, ''));
    return (map && originalPositionFor(map, { line: line + 1, column }).name) || undefined;
  }
}

async function collectTrace(cdp: CDPSession, during: () => Promise<void>): Promise<{ events: TraceEvent[]; profile: Profile }> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'toplevel',
        'blink.user_timing',
        'v8',
        'v8.execute',
      ],
    },
  });
  await cdp.send('Profiler.start');
  await during();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  return { events, profile };
}

function analyse(
  events: TraceEvent[],
  profile: Profile,
  sources: Sources,
  baseUrl: string,
  slowdown: number,
): { tasks: LongTask[]; blockingMs: number } {
  // The page's renderer: where the navigation to the app's URL started (or, when the trace lacks
  // that mark, where its HTML was parsed).
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(baseUrl));
  const navigation =
    events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(baseUrl)) ??
    (parse && [...events].reverse().find((e) => e.name === 'navigationStart' && e.pid === parse.pid && e.ts <= parse.ts)) ??
    parse;
  if (!navigation) throw new Error(`no navigation to ${baseUrl} in the trace`);
  const navigationStart = navigation.ts;
  const onMain = events.filter((e) => e.pid === navigation.pid && e.tid === navigation.tid && e.ph === 'X' && e.dur !== undefined);
  const topLevel = onMain
    .filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask')
    .sort((a, b) => a.ts - b.ts)
    .filter((e, index, all) => !all.slice(0, index).some((outer) => outer.ts <= e.ts && e.ts + e.dur! <= outer.ts + outer.dur!));
  // A task's length on the slow CPU: measured there (real throttling), or its thread time here times
  // the slowdown, as Lighthouse's simulation does; thread time leaves out waits for a busy machine's cores.
  const lengthMs = (e: TraceEvent) => (slowdown === 1 ? e.dur! : (e.tdur ?? e.dur!) * slowdown) / 1000;
  const long = topLevel.filter((e) => lengthMs(e) > longTaskMs && e.ts >= navigationStart);

  // Samples on a timeline: each sample's time goes to the script file (or source) of its top frame.
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, ProfileNode>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node);
  const samples: Array<{ ts: number; dt: number; node: ProfileNode }> = [];
  let ts = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    ts += profile.timeDeltas[i] ?? 0;
    const dt = (profile.timeDeltas[i + 1] ?? 0) > 0 ? profile.timeDeltas[i + 1]! : 0;
    samples.push({ ts, dt, node: nodes.get(profile.samples[i]!)! });
  }

  const tasks = long.map((task): LongTask => {
    const end = task.ts + task.dur!;
    const parts = new Map<string, number>();
    const add = (key: string, us: number) => parts.set(key, (parts.get(key) ?? 0) + us);
    for (const sample of samples) {
      if (sample.ts < task.ts || sample.ts >= end) continue;
      // Built-ins (no URL) count for the script that called them; what no script called keeps its name.
      let node: ProfileNode | undefined = sample.node;
      while (node && !node.callFrame.url) node = parents.get(node.id);
      const frame = (node ?? sample.node).callFrame;
      let key = frame.url ? sources.name(frame.url, frame.lineNumber, frame.columnNumber) : frame.functionName;
      // --app-frames: a library's time goes to the app's own function that called it (a component, an effect).
      // (React's own time goes to its phase: a render in slices, a synchronous one, a commit, effects.)
      if (appFrames && key === 'react-dom') {
        const phases =
          /^(commitRoot|flushPassiveEffects|renderRootSync|renderRootConcurrent|flushSyncWorkAcrossRoots_impl|performWorkOnRootViaSchedulerTask)$/;
        const names: string[] = [];
        for (let outer: ProfileNode | undefined = node; outer; outer = parents.get(outer.id)) {
          const name = outer.callFrame.url
            ? sources.functionName(outer.callFrame.url, outer.callFrame.lineNumber, outer.callFrame.columnNumber)
            : undefined;
          if (name && phases.test(name)) names.push(name);
        }
        key = `react-dom ${names.join('<')}`;
      } else if (appFrames && frame.url && !key.startsWith('src/')) {
        for (let outer = node && parents.get(node.id); outer; outer = parents.get(outer.id)) {
          const { url, lineNumber, columnNumber } = outer.callFrame;
          const name = url ? sources.name(url, lineNumber, columnNumber) : '';
          if (name.startsWith('src/')) {
            key = `${name} ${sources.functionName(url, lineNumber, columnNumber) ?? outer.callFrame.functionName} ← ${key}`;
            break;
          }
        }
      } else if (appFrames && key.startsWith('src/'))
        key = `${key} ${sources.functionName(frame.url, frame.lineNumber, frame.columnNumber) ?? frame.functionName}`;
      add(key, sample.dt);
    }
    // The browser's own work inside the task (outermost events of each kind only).
    const inner = onMain.filter((e) => e.ts >= task.ts && e.ts + e.dur! <= end && browserWork[e.name]);
    for (const event of inner) {
      const nested = inner.some((other) => other !== event && other.ts <= event.ts && event.ts + event.dur! <= other.ts + other.dur!);
      if (!nested) add(browserWork[event.name]!, event.dur!);
    }
    // Parts in proportion to the task's length on the slow CPU.
    const scale = lengthMs(task) / (task.dur! / 1000);
    const sorted = [...parts.entries()]
      .map(([key, us]): [string, number] => [key, (us / 1000) * scale])
      .filter(([, ms]) => ms >= 3)
      .sort((a, b) => b[1] - a[1]);
    return { startMs: (task.ts - navigationStart) / 1000, durationMs: lengthMs(task), parts: sorted };
  });
  const blockingMs = topLevel.filter((e) => e.ts >= navigationStart).reduce((sum, e) => sum + Math.max(0, lengthMs(e) - longTaskMs), 0);
  return { tasks, blockingMs };
}

/** Loads each path once in a fresh context on a 4× slower CPU and returns its long tasks. */
export async function measureStartup(
  baseUrl: string,
  paths: string[],
  options: { distDir: string; quietMs?: number; throttle?: boolean; tripOnDevice?: boolean },
): Promise<ScreenStartup[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  const sources = new Sources(options.distDir);
  const results: ScreenStartup[] = [];
  try {
    for (const screenPath of paths) {
      const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const benchTrip = '/trips/bench-trip';
      let url = screenPath;
      if (options.tripOnDevice && screenPath.startsWith(benchTrip)) {
        url = (await makeTripThroughApp(page, baseUrl)) + screenPath.slice(benchTrip.length);
        await page.goto('about:blank');
      }
      const cdp = await context.newCDPSession(page);
      if (options.throttle) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const { events, profile } = await collectTrace(cdp, async () => {
        await page.goto(url, { waitUntil: 'load' });
        // No polling of the page meanwhile (it would run in the tasks measured): the app renders,
        // starts sync when idle and settles well within this time on the throttled CPU.
        await page.waitForTimeout(options.quietMs ?? 6_000);
      });
      if (await page.locator('#root[inert]').count()) throw new Error(`${screenPath} was still inert after the wait`);
      results.push({ path: screenPath, ...analyse(events, profile, sources, baseUrl, options.throttle ? 1 : 4) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      runs: { type: 'string', default: '3' },
      dist: { type: 'string', default: 'dist' },
      'quiet-ms': { type: 'string', default: '6000' },
      throttle: { type: 'boolean', default: false },
      'app-frames': { type: 'boolean', default: false },
      'trip-on-device': { type: 'boolean', default: false },
    },
  });
  appFrames = values['app-frames'];
  const paths = positionals.length ? positionals : startupPaths;
  const dists = values.dist.split(',');
  const servers = [];
  for (const dist of dists) servers.push(await startServer({ ASTRA_DIST_DIR: path.resolve(rootDir, dist) }));
  const all = new Map<string, ScreenStartup[]>();
  try {
    for (let run = 0; run < Number(values.runs); run++) {
      for (const [index, dist] of dists.entries()) {
        const results = await measureStartup(servers[index]!.url, paths, {
          distDir: path.resolve(rootDir, dist),
          quietMs: Number(values['quiet-ms']),
          throttle: values.throttle,
          tripOnDevice: values['trip-on-device'],
        });
        for (const result of results) {
          const key = `${result.path} [${dist}]`;
          all.set(key, [...(all.get(key) ?? []), result]);
          console.log(`\nrun ${run + 1} ${key}: blocking ${Math.round(result.blockingMs)} ms`);
          if (!result.tasks.length) console.log(`  no task over ${longTaskMs} ms`);
          for (const task of result.tasks) {
            const parts = task.parts
              .slice(0, 8)
              .map(([name, ms]) => `${name} ${Math.round(ms)}`)
              .join(', ');
            console.log(`  at ${Math.round(task.startMs)} ms: ${Math.round(task.durationMs)} ms (${parts})`);
          }
        }
      }
    }
  } finally {
    for (const server of servers) await server.stop();
  }
  const cpu = values.throttle ? 'CPU throttled 4× (wall time)' : "thread time × 4 (Lighthouse's simulated 4× slower CPU)";
  console.log(`\nMedian of ${values.runs} runs, ${cpu}; load average ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
  console.log('screen [build]: longest start-up task / tasks over 50 ms / blocking time (sum over 50 ms)');
  for (const [key, runs] of all) {
    const longest = median(runs.map((run) => Math.max(0, ...run.tasks.map((task) => task.durationMs))));
    const count = median(runs.map((run) => run.tasks.length));
    const blocking = median(runs.map((run) => run.blockingMs));
    console.log(`  ${key}: ${Math.round(longest)} ms / ${count} / ${Math.round(blocking)} ms`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
