// Idle memory of a server on a new data folder, for both ways one is started (bench/server-memory.ts):
// - standalone, as `npm run serve` starts it (scripts/serve.mjs: server/cli.ts through tsx, no
//   --demo): resident set some seconds after the ready line; target ≤ 250 MB;
// - embedded, as the console starts it (the bundle, --demo, the demo model trained): resident set
//   some seconds after the model is deployed; target ≤ 200 MB.
// Both take their memory settings from scripts/server-process.mjs; the peak (VmHWM) is noted.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import url from 'node:url';
import type { Benchmark, BenchFigure } from './run.js';
import { serverMemoryPhases, type MemoryPhase, type ServerKind } from './server-memory.js';

const root = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '..');

const TARGET_MB: Record<ServerKind, number> = { standalone: 250, embedded: 200 };

async function idleFigures(kind: ServerKind, label: string): Promise<BenchFigure[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `vigil-bench-${kind}-`));
  let phases: MemoryPhase[];
  try {
    phases = await serverMemoryPhases(path.join(dir, 'data'), 10_000, 300_000, kind);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const at = (p: string) => phases.find((x) => x.phase === p)?.rssMb ?? NaN;
  const started = phases.find((x) => x.phase === 'server started');
  return [
    {
      name: `${label} server idle RSS, new data folder`,
      value: at('idle'),
      unit: 'MB',
      note:
        `target ≤ ${TARGET_MB[kind]} MB; peak ${at('peak').toFixed(0)} MB; ` +
        `at "server started" ${started?.rssMb.toFixed(0)} MB (V8 heap ${started?.heapUsedMb?.toFixed(0)} MB, ` +
        `external ${started?.externalMb?.toFixed(0)} MB)`,
    },
  ];
}

const bench: Benchmark = {
  name: 'server-idle: idle memory of a standalone and an embedded server on a new data folder',
  async run(): Promise<BenchFigure[]> {
    // The embedded server runs from the bundle `npm start` builds (if stale).
    await new Promise<void>((resolve, reject) => {
      const r = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs'), '--build-only'], {
        cwd: root,
        stdio: 'inherit',
      });
      r.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the bundle build exited with ${code}`))));
    });
    return [
      ...(await idleFigures('standalone', 'standalone (npm run serve)')),
      ...(await idleFigures('embedded', 'embedded (console, --demo, model trained)')),
    ];
  },
};

export default bench;
