// `npm run bench [name…]`: runs each benchmark in bench/*.bench.ts (or the named ones), prints a
// table of figures next to the baseline measured in the same run, and writes bench/results/*.json.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import url from 'node:url';
import { STANDALONE_V8_FLAGS } from '../scripts/server-process.mjs';

export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  baseline?: number;
  /** value / baseline, or baseline / value when lower is better. */
  ratio?: number;
  note?: string;
}

export interface Benchmark {
  name: string;
  run(): Promise<BenchFigure[]>;
}

const here = path.dirname(url.fileURLToPath(import.meta.url));

/**
 * The benches' in-process servers (mixed, writes, dialog and others start one in this process)
 * run with the standalone server's V8 flags, so they measure the server as `npm run serve` ships
 * it; a run without them starts this file again with them.
 */
function withStandaloneFlags(): boolean {
  if (STANDALONE_V8_FLAGS.every((f) => process.execArgv.includes(f))) return true;
  const r = spawnSync(
    process.execPath,
    [...STANDALONE_V8_FLAGS, '--import', 'tsx', url.fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  process.exitCode = r.status ?? 1;
  return false;
}

async function main(): Promise<void> {
  if (!withStandaloneFlags()) return;
  const wanted = process.argv.slice(2);
  const files = fs
    .readdirSync(here)
    .filter((f) => f.endsWith('.bench.ts'))
    .filter((f) => !wanted.length || wanted.includes(f.replace(/\.bench\.ts$/, '')))
    .sort();
  if (!files.length) {
    console.log(wanted.length ? `no benchmark named ${wanted.join(', ')}` : 'no benchmarks in bench/');
    process.exitCode = wanted.length ? 1 : 0;
    return;
  }
  fs.mkdirSync(path.join(here, 'results'), { recursive: true });
  for (const file of files) {
    const mod = (await import(url.pathToFileURL(path.join(here, file)).href)) as { default: Benchmark };
    const figures = await mod.default.run();
    console.log(`\n${mod.default.name}`);
    console.table(
      figures.map((f) => ({
        figure: f.name,
        value: `${round(f.value)} ${f.unit}`,
        baseline: f.baseline === undefined ? '' : `${round(f.baseline)} ${f.unit}`,
        ratio: f.ratio === undefined ? '' : round(f.ratio),
        note: f.note ?? '',
      })),
    );
    const out = path.join(here, 'results', file.replace(/\.bench\.ts$/, '.json'));
    fs.writeFileSync(out, JSON.stringify({ name: mod.default.name, at: new Date().toISOString(), figures }, null, 2));
  }
}

const round = (n: number) => (Math.abs(n) >= 100 ? Math.round(n) : Math.round(n * 100) / 100);

await main();
