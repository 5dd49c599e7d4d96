// Measures the longest stretch the event loop was held by work while `work` ran: a timer-lag probe
// (a 5 ms interval) that counts a late tick as a stall only as far as this process used CPU in the
// gap. On a machine shared by many busy processes the wall-clock lag alone (what perf_hooks'
// monitorEventLoopDelay reports, given as `wallMs`) also counts time the OS gave to others, which
// no server code can help; CPU spent in the gap is what a request's own work costs everyone else.
export async function longestStallMs<T>(
  work: () => Promise<T>,
): Promise<{ result: T; stallMs: number; wallMs: number }> {
  let lastWall = performance.now();
  let lastCpu = process.cpuUsage();
  let stallMs = 0;
  let wallMs = 0;
  const probe = setInterval(() => {
    const wall = performance.now();
    const cpu = process.cpuUsage(lastCpu);
    const gap = wall - lastWall;
    wallMs = Math.max(wallMs, gap);
    stallMs = Math.max(stallMs, Math.min(gap, (cpu.user + cpu.system) / 1000));
    lastWall = wall;
    lastCpu = process.cpuUsage();
  }, 5);
  try {
    const result = await work();
    return { result, stallMs, wallMs };
  } finally {
    clearInterval(probe);
  }
}
