// The embedded server's memory by phase of its start, as the console starts it (the same bundle,
// arguments and environment: main/embedded/server-command.ts) but at log level info, so it prints
// its `memory` lines (server/cli.ts): at start, once the server is up (database open and migrated),
// after the demo data is seeded, once the demo semantic model is deployed; then idle, read from
// /proc some seconds after the last phase, and the peak (VmHWM).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import readline from 'node:readline';
import { builtServerCommand, serverArgs } from '../main/embedded/server-command.js';

export interface MemoryPhase {
  phase: string;
  rssMb: number;
  heapUsedMb?: number;
  externalMb?: number;
}

const LAST_PHASE = 'demo model deployed';

function procMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb ? Number(kb) / 1024 : 0;
}

/** Starts the server on `dataDir`, collects its phases, waits `idleMs` after the last, stops it. */
export async function serverMemoryPhases(
  dataDir: string,
  idleMs = 15_000,
  timeoutMs = 300_000,
): Promise<MemoryPhase[]> {
  const cmd = builtServerCommand();
  const args = serverArgs(dataDir).map((a, i, all) => (all[i - 1] === '--log-level' ? 'info' : a));
  const child = spawn(cmd.execPath, [...cmd.execArgv, cmd.modulePath, ...args], {
    env: cmd.env,
    cwd: cmd.cwd,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const phases: MemoryPhase[] = [];
  let tail = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no "${LAST_PHASE}" in time:\n${tail}`)), timeoutMs);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the server exited with ${code}:\n${tail}`));
      });
      readline.createInterface({ input: child.stderr! }).on('line', (line) => {
        tail = (tail + line + '\n').slice(-4000);
        let entry: { msg?: string } & Partial<MemoryPhase>;
        try {
          entry = JSON.parse(line) as typeof entry;
        } catch {
          return;
        }
        if (entry.msg !== 'memory' || !entry.phase) return;
        phases.push({
          phase: entry.phase,
          rssMb: entry.rssMb ?? 0,
          heapUsedMb: entry.heapUsedMb,
          externalMb: entry.externalMb,
        });
        if (entry.phase === LAST_PHASE) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    // Idle: whatever the last phase left behind settles (a worker ending, a collection).
    await new Promise((r) => setTimeout(r, idleMs));
    phases.push({ phase: 'idle', rssMb: procMb(child.pid!, 'VmRSS') });
    phases.push({ phase: 'peak', rssMb: procMb(child.pid!, 'VmHWM') });
    return phases;
  } finally {
    child.removeAllListeners('exit');
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
  }
}
