// The console's charts are plain SVG (no chart library): these are their pure parts, tested alone.

/** Risk bins of ten points: 0–9, 10–19 … 90–100 (the last takes 100 too). */
export interface RiskBin {
  min: number;
  max: number;
  count: number;
}

export function riskBins(risks: readonly (number | undefined)[], width = 10): RiskBin[] {
  const n = Math.ceil(100 / width);
  const bins: RiskBin[] = Array.from({ length: n }, (_, i) => ({
    min: i * width,
    max: i === n - 1 ? 100 : i * width + width - 1,
    count: 0,
  }));
  for (const r of risks) {
    if (r === undefined || !Number.isFinite(r)) continue;
    const i = Math.min(n - 1, Math.max(0, Math.floor(r / width)));
    bins[i]!.count++;
  }
  return bins;
}

/** A value mapped from [d0, d1] onto [r0, r1]. */
export const scale =
  (d0: number, d1: number, r0: number, r1: number) =>
  (v: number): number =>
    d1 === d0 ? r0 : r0 + ((v - d0) / (d1 - d0)) * (r1 - r0);

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
