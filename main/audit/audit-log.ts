// The local audit log: one JSON line per change made through the console, appended to
// audit.jsonl under the user-data folder, never rewritten. Readable with filters and exportable
// as CSV (RFC 4180).
import { csvDocument } from '../../shared/csv.js';
import fs from 'node:fs';
import path from 'node:path';
import { auditEntrySchema, type AuditEntry, type AuditQuery } from '../../shared/domain/audit.js';

export const AUDIT_FILE = 'audit.jsonl';
export const CSV_COLUMNS: (keyof AuditEntry)[] = [
  'at',
  'osUser',
  'profileId',
  'profileName',
  'clientId',
  'scopeId',
  'action',
  'target',
  'result',
  'detail',
  'reason',
  'refs',
];

export class AuditLog {
  readonly file: string;

  constructor(dir: string) {
    this.file = path.join(dir, AUDIT_FILE);
  }

  append(entry: AuditEntry): void {
    const line = JSON.stringify(auditEntrySchema.parse(entry)) + '\n';
    fs.mkdirSync(path.dirname(this.file), { recursive: true, mode: 0o700 });
    // O_APPEND: each line lands whole at the end, even with two writers.
    fs.appendFileSync(this.file, line, { mode: 0o600 });
  }

  /** Newest first, filtered; `limit` caps the answer (default 500). */
  list(query: AuditQuery = {}): AuditEntry[] {
    const from = query.from ? Date.parse(query.from) : -Infinity;
    const to = query.to ? Date.parse(query.to) : Infinity;
    const text = query.text?.toLowerCase();
    const out: AuditEntry[] = [];
    const all = this.readAll();
    for (let i = all.length - 1; i >= 0 && out.length < (query.limit ?? 500); i--) {
      const e = all[i]!;
      const t = Date.parse(e.at);
      if (t < from || t > to) continue;
      if (query.action && e.action !== query.action) continue;
      if (text && !searchText(e).includes(text)) continue;
      out.push(e);
    }
    return out;
  }

  /** CSV with a header row, oldest first (the order things happened). */
  exportCsv(query: Omit<AuditQuery, 'limit'> = {}): { csv: string; count: number } {
    const rows = this.list({ ...query, limit: Number.MAX_SAFE_INTEGER }).reverse();
    const csv = csvDocument(
      CSV_COLUMNS,
      rows.map((e) => CSV_COLUMNS.map((c) => cell(e[c]))),
    );
    return { csv, count: rows.length };
  }

  private readAll(): AuditEntry[] {
    let text: string;
    try {
      text = fs.readFileSync(this.file, 'utf8');
    } catch {
      return [];
    }
    const out: AuditEntry[] = [];
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      try {
        const parsed = auditEntrySchema.safeParse(JSON.parse(line));
        if (parsed.success) out.push(parsed.data);
      } catch {
        // A torn last line (crash while writing) is skipped.
      }
    }
    return out;
  }
}

/**
 * What the search box matches: every value of the entry (IDs, external IDs, reason, detail, who),
 * lower-cased; not the field names, so "reason" does not match every entry that has one.
 */
export function searchText(e: AuditEntry): string {
  const values = Object.values(e).flatMap((v) => (typeof v === 'string' ? [v] : Object.values(v ?? {})));
  return values.join('\n').toLowerCase();
}

function cell(v: AuditEntry[keyof AuditEntry]): string {
  if (v === undefined) return '';
  if (typeof v === 'string') return v;
  return Object.entries(v)
    .map(([k, x]) => `${k}=${x}`)
    .join('; ');
}
