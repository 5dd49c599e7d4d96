// The event log's tail chart, its pure parts: records per second and the polyline of values over
// time (plain SVG; see chart-model.ts).
import { scale } from './chart-model.js';

/** One sample of the event-log tail over time. */
export interface TailSample {
  /** ms since epoch */
  at: number;
  lag: number;
  /** Records read so far (a running total). */
  read: number;
}

/** Records per second between consecutive samples, at the later sample's time. */
export function ratePerSecond(samples: readonly TailSample[]): { at: number; value: number }[] {
  const out: { at: number; value: number }[] = [];
  for (let i = 1; i < samples.length; i++) {
    const a = samples[i - 1]!;
    const b = samples[i]!;
    const secs = (b.at - a.at) / 1000;
    if (secs > 0) out.push({ at: b.at, value: Math.max(0, b.read - a.read) / secs });
  }
  return out;
}

/** The points of a polyline for values over time in a width × height box (0 at the bottom). */
export function linePoints(
  points: readonly { at: number; value: number }[],
  width: number,
  height: number,
  span: { from: number; to: number },
): string {
  const max = Math.max(1, ...points.map((p) => p.value));
  const x = scale(span.from, span.to, 0, width);
  const y = scale(0, max, height, 0);
  return points.map((p) => `${x(p.at).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');
}
