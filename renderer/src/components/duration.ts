// Durations for people. Apart from DateTime.tsx, which the first screen uses and this it does not
// (a module the first screen imports comes whole with the shell).

/** A duration in milliseconds for people: 850 ms, 4.2 s, 3 min 05 s, 2 h 07 min, 3 d 4 h. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms == null || !Number.isFinite(ms)) return '—';
  const neg = ms < 0 ? '−' : '';
  const a = Math.abs(ms);
  if (a < 1000) return `${neg}${Math.round(a)} ms`;
  const s = a / 1000;
  if (s < 60) return `${neg}${s < 10 ? s.toFixed(1) : Math.round(s)} s`;
  const totalS = Math.round(s);
  const m = Math.floor(totalS / 60);
  if (m < 60) return `${neg}${m} min ${String(totalS % 60).padStart(2, '0')} s`;
  const h = Math.floor(m / 60);
  if (h < 24) return `${neg}${h} h ${String(m % 60).padStart(2, '0')} min`;
  return `${neg}${Math.floor(h / 24)} d ${h % 24} h`;
}
