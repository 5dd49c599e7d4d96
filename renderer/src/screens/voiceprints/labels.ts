// Enum names as people read them.
const STATUS: Record<string, string> = {
  VOICEPRINT_PROFILE_STATUS_NOT_TRAINED: 'Not trained',
  VOICEPRINT_PROFILE_STATUS_BASIC_TRAINED: 'Basic trained',
  VOICEPRINT_PROFILE_STATUS_OPTIMAL_TRAINED: 'Optimal trained',
};
const OWNER: Record<string, string> = { OWNER_TYPE_PERSON: 'Person', OWNER_TYPE_FRAUDSTER: 'Fraudster' };
const LOCK_REASON: Record<string, string> = {
  LOCK_REASON_CONSECUTIVE_MISMATCHES: 'Consecutive mismatches',
  LOCK_REASON_OTHER: 'Other (manual)',
};
const CONSISTENCY: Record<string, string> = {
  CONSISTENCY_DECISION_CONSISTENT: 'Consistent',
  CONSISTENCY_DECISION_INCONSISTENT: 'Inconsistent',
};

const fallback = (s: string) => (s ? s.replace(/^[A-Z_]+?_(?=[A-Z]+$)/, '').toLowerCase() : '—');

export const statusLabel = (s: string) => STATUS[s] ?? fallback(s);
export const ownerLabel = (s: string) => OWNER[s] ?? fallback(s);
export const lockReasonLabel = (s: string) => LOCK_REASON[s] ?? (s && s !== 'LOCK_REASON_UNSPECIFIED' ? s : '—');
export const consistencyLabel = (s: string) => CONSISTENCY[s] ?? '—';

export const score = (n: number | null | undefined) => (n === null || n === undefined ? '—' : n.toFixed(1));

/** "1 h 04 min 09 s" style countdown text for a number of milliseconds (never negative). */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (h) return `${h} h ${pad(m)} min ${pad(s)} s`;
  if (m) return `${m} min ${pad(s)} s`;
  return `${s} s`;
}
