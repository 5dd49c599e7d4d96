// The console's charts are plain SVG (no chart library): these are their pure parts, tested alone.
// The queue's histogram uses these; the event log's tail chart has its own (tail-model.ts), so the
// queue, the first screen, does not carry it.

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
