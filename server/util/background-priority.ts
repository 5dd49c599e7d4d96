// Background work (transcribing stored audio, training the demo model) runs below the server's own
// priority, so on a small machine the calls a user waits for are scheduled first: on the console's
// relaunch both jobs may resume exactly while the first screen's data is read. The nice value only
// lowers a process's (or, on Linux, a thread's) share of the CPU when something else wants it.
import os from 'node:os';

/**
 * The nice value background work runs at (0 is normal, 19 the lowest). The lowest: at 10, a
 * transcription job on a 2-core machine still took enough CPU to cut the calls of the demo's first
 * 30 s to 0.74 of their settled rate on PostgreSQL; at 19 it was 0.96-0.99 in the same bench.
 */
export const BACKGROUND_NICENESS = 19;

/** Lowers a child process's priority; false where the system refuses (the work then runs as it is). */
export function lowerProcessPriority(pid: number | undefined, niceness = BACKGROUND_NICENESS): boolean {
  if (!pid) return false;
  try {
    os.setPriority(pid, niceness);
    return true;
  } catch {
    return false;
  }
}

/**
 * Lowers the calling worker thread's priority. Only on Linux, where the nice value belongs to the
 * thread (setpriority on the calling task); elsewhere it would lower the whole server, so it does nothing.
 */
export function lowerThisThreadPriority(niceness = BACKGROUND_NICENESS): boolean {
  if (process.platform !== 'linux') return false;
  try {
    os.setPriority(0, niceness);
    return true;
  } catch {
    return false;
  }
}
