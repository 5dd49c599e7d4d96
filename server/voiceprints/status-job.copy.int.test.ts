// The binary COPY page (PGlite and PostgreSQL) against the JSON keyset page it replaced: the same rows, and the
// same CSV bytes, for values that are awkward to carry over (quotes, commas and line breaks, empty
// strings, non-ASCII, every lock state including a lapsed automatic lock, scores that JavaScript
// and PostgreSQL print differently, timestamps before 1970 and 2000 and with sub-millisecond parts),
// through the creation-interval filter and across page boundaries.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import type { Db } from '../db/types.js';
import { copyPageSelect, copyProfilesPage, parseCopyPage } from './status-job.copy.js';
import { csvLine, type StatusRow } from './status-job.csv.js';
import { profilesPage, type JobFilter } from './status-job.store.js';

const FIRST = '00000000-0000-0000-0000-000000000000';
const NOW = new Date('2026-03-01T12:00:00.000Z');

describe.each(dbKinds())('on %s', (kind) => {
  let tdb: TestDb;
  let db: Db;
  const scope = randomUUID();

  const texts = ['plain', '', 'comma, inside', 'quote " inside', 'line\nbreak', 'cr\r\nlf', 'ünïcødé ✓', '"', '\\.'];
  const scores = [null, 0, 0.1, 97.25, 1e-7, 3.4e38, 1e6, 1234567, -0, -2.5, 'NaN', 'Infinity'];
  const times = [
    '2026-01-01T00:00:00Z',
    '1969-12-31T23:59:59.9995Z',
    '1999-12-31T23:59:59.000999Z',
    '1970-01-01T00:00:00Z',
    '2100-06-15T08:30:00.123456Z',
    '1901-02-03T04:05:06.007Z',
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

  async function walk(page: (after: string) => Promise<StatusRow[]>): Promise<StatusRow[]> {
    const out: StatusRow[] = [];
    for (let after = FIRST; ;) {
      const rows = await page(after);
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
      it(`gives the rows and CSV of the keyset query: ${name}`, async () => {
        const copy = db.copyOutBinary?.bind(db);
        expect(copy).toBeDefined();
        const viaCopy = await walk((after) =>
          copyProfilesPage({ copyOutBinary: copy as NonNullable<typeof copy> }, scope, filter, after, 7),
        );
        const viaRows = await walk((after) => profilesPage(db, scope, filter, after, 7));
        expect(viaRows.length).toBeGreaterThan(0);
        // The JSON query gave NaN as the string "NaN" (JSON has no NaN); both print as NaN.
        const score = (rows: StatusRow[]) =>
          rows.map((r) => ({ ...r, voice_class_score: String(r.voice_class_score) }));
        expect(score(viaCopy)).toEqual(score(viaRows));
        expect(viaCopy.map((r) => csvLine(r, NOW)).join('')).toBe(viaRows.map((r) => csvLine(r, NOW)).join(''));
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
      expect(parseCopyPage(bytes as Uint8Array)).toEqual([]);
    });

    it('refuses values that would not be literals of their type', () => {
      const filter: JobFilter = { ownerType: 'OWNER_TYPE_PERSON', createdFrom: undefined, createdUntil: undefined };
      expect(() => copyPageSelect("x'; DROP TABLE voiceprint_profiles; --", filter, FIRST, 10)).toThrow(/UUID/);
      expect(() => copyPageSelect(scope, { ...filter, ownerType: "A' OR '1'='1" as never }, FIRST, 10)).toThrow(
        /owner type/,
      );
      expect(() => parseCopyPage(new Uint8Array([1, 2, 3]))).toThrow(/COPY/);
    });
  });
});
