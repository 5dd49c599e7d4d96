// The binary COPY page written as CSV (PGlite and PostgreSQL) against the JSON keyset page it
// replaced, through csvLine: the same CSV bytes, for values that are awkward to carry over (quotes, commas and line breaks, empty
// strings, non-ASCII, every lock state including a lapsed automatic lock, scores that JavaScript
// and PostgreSQL print differently, timestamps before 1000, 1970 and 2000 and with sub-millisecond parts),
// through the creation-interval filter and across page boundaries.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import type { Db } from '../db/types.js';
import { copyCsvPage, copyPageSelect, csvPageOf, type CsvPage } from './status-job.copy.js';
import { csvLine, type StatusRow } from './status-job.csv.js';
import { profilesPage, type JobFilter } from './status-job.store.js';

const FIRST = '00000000-0000-0000-0000-000000000000';
const NOW = new Date('2026-03-01T12:00:00.000Z');

describe.each(dbKinds())('on %s', (kind) => {
  let tdb: TestDb;
  let db: Db;
  const scope = randomUUID();

  const texts = [
    'plain',
    '',
    'comma, inside',
    'quote " inside',
    'line\nbreak',
    'cr\r\nlf',
    'ünïcødé ✓',
    '"',
    '\\.',
    '=HYPERLINK("x")',
    '+1 555 0100',
    '-2',
    '@SUM',
    '\tab',
  ];
  const scores = [null, 0, 0.1, 97.25, 1e-7, 3.4e38, 1e6, 1234567, -0, -2.5, 'NaN', 'Infinity'];
  const times = [
    '2026-01-01T00:00:00Z',
    '1969-12-31T23:59:59.9995Z',
    '1999-12-31T23:59:59.000999Z',
    '1970-01-01T00:00:00Z',
    '2100-06-15T08:30:00.123456Z',
    '1901-02-03T04:05:06.007Z',
    '0999-03-04T05:06:07.089Z',
  ];

  beforeAll(async () => {
    tdb = await openTestDb(kind);
    db = tdb.db;
    for (let i = 0; i < 60; i++) {
      const owner = randomUUID();
      await db.query(
        `INSERT INTO voiceprint_owners (gk_owner_id, scope_id, owner_type, external_id, created_at) VALUES ($1, $2, 'OWNER_TYPE_PERSON', $3, $4)`,
        [owner, scope, i % 7 === 0 ? null : `${texts[i % texts.length]}-${i}`, NOW],
      );
      const lock = i % 5; // 0 unlocked, 1 manual, 2 automatic and due, 3 automatic and lapsed, 4 manual without reason
      const score = scores[i % scores.length];
      await db.query(
        `INSERT INTO voiceprint_profiles (gk_voiceprint_profile_id, scope_id, gk_owner_id, owner_type, tag, version, status,
           near_term_adaptation, lock_timestamp, lock_reason, locked_by, lock_note, auto_unlock_at, mismatch_counter,
           calibration_model_revision_id, voice_class_score, latest_train_at, created_at, modified_at)
         VALUES ($1, $2, $3, 'OWNER_TYPE_PERSON', $4, $5, 'VOICEPRINT_PROFILE_STATUS_BASIC_TRAINED', $6, $7, $8, $9, $10, $11, $12,
                 $13, $14::real, $15, $16, $17)`,
        [
          randomUUID(),
          scope,
          owner,
          texts[(i + 3) % texts.length] || 'tag',
          i * 1000,
          i % 2 === 0,
          lock ? times[i % times.length] : null,
          lock === 1 ? 'LOCK_REASON_OTHER' : lock === 2 || lock === 3 ? 'LOCK_REASON_CONSECUTIVE_MISMATCHES' : null,
          lock === 1 ? texts[i % texts.length] : null,
          lock === 1 ? texts[(i + 1) % texts.length] : null,
          lock === 2 ? '2026-03-01T12:00:00.001Z' : lock === 3 ? '2026-03-01T12:00:00.000Z' : null,
          i % 6,
          i % 3 ? randomUUID() : null,
          score === null ? null : String(score),
          i % 4 ? times[(i + 2) % times.length] : null,
          times[i % times.length],
          times[(i + 1) % times.length],
        ],
      );
    }
    // Another scope and another owner type, which no page may return.
    const other = randomUUID();
    await db.query(
      `INSERT INTO voiceprint_owners (gk_owner_id, scope_id, owner_type, external_id, created_at) VALUES ($1, $2, 'OWNER_TYPE_FRAUDSTER', 'f', $3)`,
      [other, scope, NOW],
    );
    await db.query(
      `INSERT INTO voiceprint_profiles (gk_voiceprint_profile_id, scope_id, gk_owner_id, owner_type, tag, created_at, modified_at)
       VALUES ($1, $2, $3, 'OWNER_TYPE_FRAUDSTER', 'main', $4, $4)`,
      [randomUUID(), scope, other, NOW],
    );
  });

  afterAll(async () => {
    await tdb?.close();
  });

  /** The CSV of every page, each taken `sizes` rows at a time (cycling), and the pages' last IDs. */
  async function walkCsv(
    page: (after: string) => Promise<CsvPage>,
    sizes: number[],
  ): Promise<{ csv: string; lastIds: string[] }> {
    const parts: Buffer[] = [];
    const lastIds: string[] = [];
    let k = 0;
    for (let after = FIRST; ;) {
      const p = await page(after);
      if (!p.rows) return { csv: Buffer.concat(parts).toString('utf8'), lastIds };
      for (let left = p.rows; left > 0;) {
        const n = sizes[k++ % sizes.length] as number;
        parts.push(p.take(n));
        left -= n;
      }
      expect(p.take(5).length).toBe(0); // nothing after the page's last row
      lastIds.push(p.lastId as string);
      after = p.lastId as string;
    }
  }

  async function walkRows(filter: JobFilter): Promise<StatusRow[]> {
    const out: StatusRow[] = [];
    for (let after = FIRST; ;) {
      const rows = await profilesPage(db, scope, filter, after, 7);
      if (!rows.length) return out;
      out.push(...rows);
      after = (rows[rows.length - 1] as StatusRow).id;
    }
  }

  describe('status job pages through binary COPY', () => {
    const filters: [string, JobFilter][] = [
      ['every person profile', { ownerType: 'OWNER_TYPE_PERSON', createdFrom: undefined, createdUntil: undefined }],
      [
        'a creation interval',
        {
          ownerType: 'OWNER_TYPE_PERSON',
          createdFrom: new Date('1969-12-31T23:59:59.999Z'),
          createdUntil: new Date('2026-01-01T00:00:00.000Z'),
        },
      ],
      ['fraudsters', { ownerType: 'OWNER_TYPE_FRAUDSTER', createdFrom: undefined, createdUntil: undefined }],
    ];
    for (const [name, filter] of filters) {
      it(`gives the CSV of the keyset query: ${name}`, async () => {
        const copy = db.copyOutBinary?.bind(db);
        expect(copy).toBeDefined();
        const viaRows = await walkRows(filter);
        expect(viaRows.length).toBeGreaterThan(0);
        const expected = viaRows.map((r) => csvLine(r, NOW)).join('');
        // Cells that would start a spreadsheet formula are neutralised (shared/csv.ts), on both paths.
        const risky = viaRows.some((r) => [r.external_id, r.tag].some((t) => /^[=+@-]/.test(t ?? '')));
        if (risky) expect(expected).toMatch(/,"?'[=+@-]/);
        expect(expected).not.toMatch(/(?:^|,)"?[=+@]/m);
        for (const sizes of [[7], [1, 2, 3], [100]]) {
          const viaCopy = await walkCsv(
            (after) => copyCsvPage({ copyOutBinary: copy as NonNullable<typeof copy> }, scope, filter, after, 7, NOW),
            sizes,
          );
          expect(viaCopy.csv).toBe(expected);
          const ids = viaRows.map((r) => r.id);
          expect(viaCopy.lastIds).toEqual(ids.filter((_, i) => i % 7 === 6 || i === ids.length - 1));
        }
      });
    }

    it('an empty page is the header and trailer alone', async () => {
      const bytes = await db.copyOutBinary?.(
        copyPageSelect(
          scope,
          { ownerType: 'OWNER_TYPE_PERSON', createdFrom: undefined, createdUntil: undefined },
          'ffffffff-ffff-ffff-ffff-ffffffffffff',
          10,
        ),
      );
      const page = csvPageOf(bytes as Uint8Array, NOW);
      expect([page.rows, page.lastId, page.take(10).length]).toEqual([0, undefined, 0]);
    });

    it('refuses values that would not be literals of their type', () => {
      const filter: JobFilter = { ownerType: 'OWNER_TYPE_PERSON', createdFrom: undefined, createdUntil: undefined };
      expect(() => copyPageSelect("x'; DROP TABLE voiceprint_profiles; --", filter, FIRST, 10)).toThrow(/UUID/);
      expect(() => copyPageSelect(scope, { ...filter, ownerType: "A' OR '1'='1" as never }, FIRST, 10)).toThrow(
        /owner type/,
      );
      expect(() => csvPageOf(new Uint8Array([1, 2, 3]), NOW)).toThrow(/COPY/);
    });
  });
});
