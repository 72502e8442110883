// npm run bench: runs every bench/*.bench.ts, prints one table and writes bench/results.json.
// Timings are medians of several runs in one process, so they compare like with like.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rootDir } from './paths';
import type { BenchModule, BenchRow } from '../bench/types';

const only = process.argv.slice(2);
const benchDir = path.join(rootDir, 'bench');
const files = readdirSync(benchDir)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => only.length === 0 || only.some((filter) => name.includes(filter)))
  .sort();

const rows: BenchRow[] = [];
for (const file of files) {
  process.stdout.write(`running ${file}…\n`);
  const module = (await import(pathToFileURL(path.join(benchDir, file)).href)) as BenchModule;
  try {
    rows.push(...(await module.default()));
  } catch (error) {
    rows.push({ group: file, metric: 'failed to run', value: String(error instanceof Error ? error.message : error), met: false });
  }
}

const format = (value: number | string) =>
  typeof value === 'number' ? value.toLocaleString('en-US', { maximumFractionDigits: 2 }) : value;
const table = rows.map((row) => ({
  group: row.group,
  metric: row.metric,
  value: `${format(row.value)}${row.unit ? ` ${row.unit}` : ''}`,
  versus: row.versus ?? '',
  target: row.target ?? '',
  met: row.met === undefined ? '' : row.met ? 'yes' : 'NO',
}));
const headers = ['group', 'metric', 'value', 'versus', 'target', 'met'] as const;
const widths = headers.map((h) => Math.max(h.length, ...table.map((r) => r[h].length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
console.log('\n' + line([...headers]));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of table) console.log(line(headers.map((h) => row[h])));

// A run of some benches (`npm run bench -- start-memory`) replaces only their groups' rows.
const resultsFile = path.join(benchDir, 'results.json');
const measuredGroups = new Set(rows.map((row) => row.group));
const kept =
  only.length && existsSync(resultsFile)
    ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as { rows: BenchRow[] }).rows.filter((row) => !measuredGroups.has(row.group))
    : [];
writeFileSync(
  resultsFile,
  JSON.stringify(
    { date: new Date().toISOString(), node: process.version, cpus: (await import('node:os')).cpus().length, rows: [...kept, ...rows] },
    null,
    2,
  ) + '\n',
);
console.log(`\nWrote bench/results.json (${rows.length} rows measured${kept.length ? `, ${kept.length} kept from the last run` : ''}).`);
