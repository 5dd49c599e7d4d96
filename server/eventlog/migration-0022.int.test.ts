// Migration 0022 on a database that already holds event-log state: each position gets its
// consumer's topic, consumers and positions are keyed by (topic, group, name), each record gets its
// stored size, and afterwards one group string can hold consumers of two topics.
import { describe, expect, it } from 'vitest';
import { dbKinds, openUnmigrated } from '../../testkit/db-kinds.testkit.js';
import { silentLogger } from '../util/log.js';
import { migrate, readMigrations } from '../db/migrate.js';

const GROUP = 'appID-FOO-clientName-BAR-clientName-c1-02';

describe.each(dbKinds())('migration 0022 on %s', (kind) => {
  it('keeps consumers, positions and records, keyed by topic and with their sizes', async () => {
    const { db, close } = await openUnmigrated(kind);
    try {
      const all = readMigrations();
      await migrate(
        db,
        silentLogger,
        all.filter((m) => m.version < 22),
      );
      const now = new Date();
      await db.query(
        `INSERT INTO event_log_topics (topic, partitions, created_at) VALUES ('FOO-clientName-BAR', 4, $1)`,
        [now],
      );
      await db.query(
        `INSERT INTO event_log_records (topic, partition, "offset", key, value, ts)
         VALUES ('FOO-clientName-BAR', 1, 0, '{"id":"k"}', '{"data":{"x":"é"}}', $1)`,
        [now],
      );
      await db.query(
        `INSERT INTO event_log_consumers (group_name, name, topic, offset_reset, auto_commit, request_timeout_ms, mode, created_at, last_seen)
         VALUES ($1, 'consumer-a', 'FOO-clientName-BAR', 'latest', false, 1000, 'assign', $2, $2)`,
        [GROUP, now],
      );
      await db.query(
        `INSERT INTO event_log_positions (group_name, consumer, partition, position) VALUES ($1, 'consumer-a', 1, 7)`,
        [GROUP],
      );
      await migrate(db, silentLogger, all);

      const pos = await db.query<{ topic: string; position: string }>(
        'SELECT topic, position::text AS position FROM event_log_positions',
      );
      expect(pos.rows).toEqual([{ topic: 'FOO-clientName-BAR', position: '7' }]);
      const rec = await db.query<{ bytes: number }>('SELECT bytes FROM event_log_records');
      expect(rec.rows).toEqual([{ bytes: Buffer.byteLength('{"id":"k"}') + Buffer.byteLength('{"data":{"x":"é"}}') }]);
      // The same group string and consumer name in another topic is another consumer now.
      await db.query(
        `INSERT INTO event_log_consumers (group_name, name, topic, offset_reset, auto_commit, request_timeout_ms, mode, created_at, last_seen)
         VALUES ($1, 'consumer-a', 'FOO', 'latest', false, 1000, 'none', $2, $2)`,
        [GROUP, now],
      );
      await db.query('DELETE FROM event_log_consumers WHERE topic = $1', ['FOO']);
      expect((await db.query('SELECT 1 FROM event_log_positions')).rows).toHaveLength(1);
    } finally {
      await close();
    }
  });
});
