// The rows of a parsed status report, kept in main: CSV records (server/voiceprints/status-job.csv.ts
// columns) become typed rows, and windows of them are served in any sort order. One sorted index is
// cached per order, so scrolling a sorted table does not sort again for every page.
import type { ReportRow, ReportSortKey } from '../../shared/domain/voiceprints.js';

const num = (s: string | undefined): number | null => {
  if (s === undefined || s === '') return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
};

/** One CSV record (keyed by the header's snake_case names) as a report row. */
export function reportRowOf(r: Record<string, string>): ReportRow {
  const s = (k: string) => r[k] ?? '';
  return {
    gkVoiceprintProfileId: s('gk_voiceprint_profile_id'),
    gkOwnerId: s('gk_owner_id'),
    ownerType: s('owner_type'),
    ownerId: s('owner_id'),
    tag: s('tag'),
    version: num(r.version),
    status: s('status'),
    nearTermAdaptation: s('near_term_adaptation') === 'true',
    lockStatus: s('lock_status'),
    lockReason: s('lock_reason'),
    lockedBy: s('locked_by'),
    reason: s('reason'),
    mismatchCounter: num(r.mismatch_counter),
    lockTimestamp: s('lock_timestamp'),
    autoUnlockTimestamp: s('auto_unlock_timestamp'),
    gkCalibrationModelRevisionId: s('gk_calibration_model_revision_id'),
    voiceClassScore: num(r.voice_class_score),
    latestTrainTimestamp: s('latest_train_timestamp'),
    creationTimestamp: s('creation_timestamp'),
    modificationTimestamp: s('modification_timestamp'),
  };
}

type Cell = string | number | boolean | null;

/** Ascending order of two cells; empty values (null, '') sort last whatever the direction. */
function compareCells(a: Cell, b: Cell): number {
  const ea = a === null || a === '';
  const eb = b === null || b === '';
  if (ea || eb) return ea === eb ? 0 : ea ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const sa = String(a);
  const sb = String(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

export class ReportTable {
  private readonly rows: ReportRow[] = [];
  private readonly orders = new Map<string, Uint32Array>();

  get size(): number {
    return this.rows.length;
  }

  add(rows: readonly ReportRow[]): void {
    for (const r of rows) this.rows.push(r);
    this.orders.clear();
  }

  /** Rows [offset, offset+limit) in the order asked; ties keep the report's order (by profile ID). */
  window(sortBy: ReportSortKey, desc: boolean, offset: number, limit: number): ReportRow[] {
    const order = this.order(sortBy, desc);
    const out: ReportRow[] = [];
    for (let i = offset; i < Math.min(order.length, offset + limit); i++) out.push(this.rows[order[i] as number]!);
    return out;
  }

  private order(sortBy: ReportSortKey, desc: boolean): Uint32Array {
    const key = `${sortBy}:${desc}`;
    let order = this.orders.get(key);
    if (order) return order;
    const idx = Array.from({ length: this.rows.length }, (_, i) => i);
    const rows = this.rows;
    idx.sort((i, j) => {
      const a = rows[i]![sortBy];
      const b = rows[j]![sortBy];
      const emptyA = a === null || a === '';
      const emptyB = b === null || b === '';
      let c = emptyA || emptyB ? compareCells(a, b) : desc ? compareCells(b, a) : compareCells(a, b);
      if (c === 0) c = i - j;
      return c;
    });
    order = Uint32Array.from(idx);
    // A few orders are enough (the user flips between columns); drop the oldest beyond that.
    if (this.orders.size >= 4) this.orders.delete(this.orders.keys().next().value as string);
    this.orders.set(key, order);
    return order;
  }
}
