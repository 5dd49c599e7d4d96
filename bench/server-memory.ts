// A server's memory by phase of its start, at log level info, so it prints its `memory` lines
// (server/cli.ts): at start, once the server is up (database open and migrated), after the demo
// data is seeded, once the demo semantic model is deployed; then idle, read from /proc some seconds
// after the last phase, and the peak (VmHWM). Either the embedded server as the console starts it
// (the same bundle, arguments and environment: main/embedded/server-command.ts), or the standalone
// one as `npm run serve` starts it (scripts/server-process.mjs), without --demo.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import readline from 'node:readline';
import { builtServerCommand, serverArgs } from '../main/embedded/server-command.js';
import { serveCommand } from '../scripts/server-process.mjs';

export interface MemoryPhase {
  phase: string;
  rssMb: number;
  heapUsedMb?: number;
  externalMb?: number;
}

export type ServerKind = 'embedded' | 'standalone';

/** The command line of each kind of server on `dataDir`, and the phase after which it idles. */
function serverCommand(kind: ServerKind, dataDir: string) {
  if (kind === 'standalone') {
    const c = serveCommand(['--data-dir', dataDir, '--port', '0', '--log-level', 'info']);
    return { execPath: c.execPath, args: c.args, env: c.env, cwd: c.cwd, lastPhase: 'server started' };
  }
  const cmd = builtServerCommand();
  const args = serverArgs(dataDir).map((a, i, all) => (all[i - 1] === '--log-level' ? 'info' : a));
  return {
    execPath: cmd.execPath,
    args: [...cmd.execArgv, cmd.modulePath, ...args],
    env: cmd.env,
    cwd: cmd.cwd,
    lastPhase: 'demo model deployed',
  };
}

function procMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb ? Number(kb) / 1024 : 0;
}

/**
 * Starts the server (by default the embedded one) on `dataDir`, collects its phases, waits `idleMs`
 * after the last, stops it.
 */
export async function serverMemoryPhases(
  dataDir: string,
  idleMs = 15_000,
  timeoutMs = 300_000,
  kind: ServerKind = 'embedded',
): Promise<MemoryPhase[]> {
  const cmd = serverCommand(kind, dataDir);
  const lastPhase = cmd.lastPhase;
  const child = spawn(cmd.execPath, cmd.args, { env: cmd.env, cwd: cmd.cwd, stdio: ['ignore', 'ignore', 'pipe'] });
  const phases: MemoryPhase[] = [];
  let tail = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no "${lastPhase}" in time:\n${tail}`)), timeoutMs);
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
        if (entry.phase === lastPhase) {
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
