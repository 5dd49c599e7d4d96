// Dates in the user's locale and time zone (the browser's own), with the exact ISO time on hover.
import { useMemo } from 'react';

export type DateTimeMode = 'datetime' | 'date' | 'time' | 'precise';

const OPTIONS: Record<DateTimeMode, Intl.DateTimeFormatOptions> = {
  datetime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'medium' },
  precise: { dateStyle: 'medium', timeStyle: 'medium' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(mode: DateTimeMode, locale?: string, timeZone?: string): Intl.DateTimeFormat {
  const key = `${mode}|${locale ?? ''}|${timeZone ?? ''}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...OPTIONS[mode], ...(timeZone ? { timeZone } : {}) });
    formatters.set(key, f);
  }
  return f;
}

function toDate(value: string | number | Date | null | undefined): Date | undefined {
  if (value == null || value === '') return undefined;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/** Formats a time for people; '' for nothing, the raw text for something unparseable. */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  mode: DateTimeMode = 'datetime',
  opts: { locale?: string; timeZone?: string } = {},
): string {
  const d = toDate(value);
  if (!d) return value == null ? '' : String(value);
  return formatter(mode, opts.locale, opts.timeZone).format(d);
}

export interface DateTimeProps {
  value: string | number | Date | null | undefined;
  mode?: DateTimeMode;
  /** Shown when there is no value. */
  fallback?: string;
  testId?: string;
}

export function DateTime({ value, mode = 'datetime', fallback = '—', testId }: DateTimeProps) {
  const d = useMemo(() => toDate(value), [value]);
  if (!d) return <span data-testid={testId}>{value ? String(value) : fallback}</span>;
  const iso = d.toISOString();
  return (
    <time dateTime={iso} title={iso} data-testid={testId}>
      {formatDateTime(d, mode)}
    </time>
  );
}

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
