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
