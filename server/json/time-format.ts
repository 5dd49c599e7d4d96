// Timestamp and Duration in their proto3 JSON forms: RFC 3339 strings ("2024-05-01T10:00:00.250Z")
// and seconds with an `s` suffix ("1.500s"). Output uses 0, 3, 6 or 9 fractional digits, the
// form the protobuf reference implementations emit; input accepts 1 to 9 digits.

export interface SecondsNanos {
  /** Whole seconds as a decimal string (int64). */
  seconds: string;
  nanos: number;
}

const MIN_TS_SECONDS = -62135596800; // 0001-01-01T00:00:00Z
const MAX_TS_SECONDS = 253402300799; // 9999-12-31T23:59:59Z
const MAX_DURATION_SECONDS = 315576000000; // about 10,000 years, per duration.proto

const TS_RE = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;
const DURATION_RE = /^(-)?(\d+)(?:\.(\d{1,9}))?s$/;

/** Parses an RFC 3339 timestamp; returns an error message when it is not one. */
export function parseTimestamp(text: string): SecondsNanos | string {
  const m = TS_RE.exec(text);
  if (!m) return 'must be an RFC 3339 timestamp such as "2024-05-01T10:00:00Z"';
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const nanos = m[7] ? Number(m[7].padEnd(9, '0')) : 0;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  const valid =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second;
  if (!valid) return 'is not a valid calendar date and time';
  let seconds = Math.floor(date.getTime() / 1000);
  if (m[9]) {
    const offset = (Number(m[10]) * 60 + Number(m[11])) * 60;
    if (Number(m[10]) > 23 || Number(m[11]) > 59) return 'has an invalid UTC offset';
    seconds += m[9] === '+' ? -offset : offset;
  }
  if (seconds < MIN_TS_SECONDS || seconds > MAX_TS_SECONDS)
    return 'must be between 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z';
  return { seconds: String(seconds), nanos };
}

export function formatTimestamp(seconds: number, nanos: number): string {
  const date = new Date(seconds * 1000);
  const year = date.getUTCFullYear();
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  const base =
    `${pad(year, 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  return `${base}${fraction(nanos)}Z`;
}

/** Parses "1.5s", "-0.25s", "30s"; returns an error message when it is not a duration. */
export function parseDuration(text: string): SecondsNanos | string {
  const m = DURATION_RE.exec(text);
  if (!m) return 'must be a duration in seconds with an "s" suffix, such as "1.5s"';
  const negative = m[1] === '-';
  const whole = BigInt(m[2] as string);
  if (whole > BigInt(MAX_DURATION_SECONDS)) return `must be at most ${MAX_DURATION_SECONDS} seconds`;
  const frac = m[3] ? Number(m[3].padEnd(9, '0')) : 0;
  const sign = negative ? -1 : 1;
  const secs = whole === 0n ? '0' : `${negative ? '-' : ''}${whole}`;
  return { seconds: secs, nanos: frac === 0 ? 0 : sign * frac };
}

export function formatDuration(seconds: bigint, nanos: number): string {
  const negative = seconds < 0n || nanos < 0;
  const abs = seconds < 0n ? -seconds : seconds;
  return `${negative ? '-' : ''}${abs}${fraction(Math.abs(nanos))}s`;
}

/** ".5" style fractions in groups of 3 digits: "", ".500", ".500001", ".500000001". */
function fraction(nanos: number): string {
  if (!nanos) return '';
  if (nanos % 1_000_000 === 0) return `.${String(nanos / 1_000_000).padStart(3, '0')}`;
  if (nanos % 1_000 === 0) return `.${String(nanos / 1_000).padStart(6, '0')}`;
  return `.${String(nanos).padStart(9, '0')}`;
}
