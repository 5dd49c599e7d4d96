// Moments of a launch, for the console bench's timeline (bench/console.bench.ts): with
// VIGIL_LAUNCH_TRACE=FILE, each process of a launch (the console, its embedded server) appends
// `NAME EPOCH_MS CPU_MS` lines to FILE; without it, nothing. Epoch milliseconds from the process's
// own clock (performance.timeOrigin + now), so the lines of every process line up on one machine;
// CPU_MS is the CPU time the process has used so far (all its threads), which a busy machine
// stretches far less than the wall-clock gaps between moments.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseVigilEnv } from '../shared/env.js';

let file: string | undefined | null = null;

/** Records that `name` was reached now; a trace that cannot be written costs nothing. */
export function launchMark(name: string, at = performance.timeOrigin + performance.now(), cpuMs?: number): void {
  if (file === null)
    file = parseVigilEnv({ VIGIL_LAUNCH_TRACE: process.env['VIGIL_LAUNCH_TRACE'] }).values.VIGIL_LAUNCH_TRACE;
  if (!file) return;
  try {
    const used = process.cpuUsage();
    const cpu = cpuMs ?? (used.user + used.system) / 1000;
    fs.appendFileSync(file, `${name}\t${at.toFixed(1)}\t${cpu.toFixed(1)}\n`, { mode: 0o600 });
  } catch {
    /* the trace is for benches; never a reason to stop */
  }
}

/** The moment this process was spawned, as a mark (epoch ms), with no CPU used yet. */
export function markProcessStart(name: string): void {
  launchMark(name, performance.timeOrigin, 0);
}
