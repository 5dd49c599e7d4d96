// ListMediaSegments called directly on every storage back end, with segments written through the
// audio module's own store functions.
import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSegment, insertPendingSegment, updateSegmentDetails } from '../audio/media.store.js';
import { segmentToRead } from '../audio/wire.js';
import { rpcError, tsMs } from '../sessions/sessions.testkit.js';
import { dbKinds, openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import { ManualClock } from '../../wire/clock.js';
import { boundBrowse, valueOf } from './browse.testkit.js';

const MIN = 60_000;
const segId = (x: Record<string, unknown>) => valueOf(x.gk_media_segment_id);

describe.each(dbKinds())('Browse.ListMediaSegments on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(kind);
  });
  afterAll(() => t.close());

  const setup = () => {
    const scopeId = randomUUID();
    const clock = new ManualClock(Date.UTC(2026, 2, 2, 9, 0, 0));
    const browse = boundBrowse(t.db, clock);
    const add = async (engagementId: string, sessionId: string, legalHold = false, inScope = scopeId) => {
      clock.advance(MIN);
      const id = randomUUID();
      await t.db.tx(async (q) => {
        await insertPendingSegment(q, {
          id,
          scopeId: inScope,
          engagementId,
          sessionId,
          container: 'CONTAINER_WAV',
          format: {},
          parties: [],
          callType: 'CALL_TYPE_INBOUND',
          now: clock.now(),
        });
        if (legalHold) await updateSegmentDetails(q, id, { legal_hold: true }, clock.now());
      });
      return id;
    };
    const ids = async (req: object) =>
      new Set(
        ((await browse.list('ListMediaSegments', scopeId, req)).segments as Record<string, unknown>[]).map(segId),
      );
    return { scopeId, clock, ...browse, add, ids };
  };

  it('each filter narrows to exactly the matching segments; other scopes never show', async () => {
    const s = setup();
    const [e1, e2, s1, s2, s3] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const a = await s.add(e1, s1, true);
    const b = await s.add(e1, s2);
    const c = await s.add(e2, s3, true);
    await s.add(e1, s1, true, randomUUID());

    expect(await s.ids({})).toEqual(new Set([a, b, c]));
    expect(await s.ids({ gk_engagement_id: { value: e1 } })).toEqual(new Set([a, b]));
    expect(await s.ids({ gk_session_id: { value: s1 } })).toEqual(new Set([a]));
    expect(await s.ids({ legal_hold: { value: true } })).toEqual(new Set([a, c]));
    expect(await s.ids({ legal_hold: {} })).toEqual(new Set([b]));
    expect(await s.ids({ gk_engagement_id: { value: e1 }, legal_hold: { value: true } })).toEqual(new Set([a]));
    const err = await rpcError(s.list('ListMediaSegments', s.scopeId, { gk_session_id: { value: 'x' } }));
    expect(err.code).toBe(status.INVALID_ARGUMENT);
    expect(err.fieldViolations.map((v) => v.field)).toEqual(['gk_session_id']);
  });

  it('items carry the IDs, the creation time and the GetMediaSegmentDetails read shape', async () => {
    const s = setup();
    const [e, ses] = [randomUUID(), randomUUID()];
    const id = await s.add(e, ses);
    const row = await getSegment(t.db, s.scopeId, id);
    const r = await s.list('ListMediaSegments', s.scopeId, {});
    const items = r.segments as Record<string, unknown>[];
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      gk_media_segment_id: { value: id },
      gk_engagement_id: { value: e },
      gk_session_id: { value: ses },
    });
    expect(tsMs(items[0]?.creation_timestamp)).toBe(s.clock.now().getTime());
    expect(items[0]?.details).toEqual(segmentToRead(row as NonNullable<typeof row>));
  });

  it('pages visit every segment exactly once while segments are added, in both directions', async () => {
    const s = setup();
    const original: string[] = [];
    for (let i = 0; i < 8; i++) original.push(await s.add(randomUUID(), randomUUID()));
    for (const order_by of ['creation_timestamp desc', 'creation_timestamp asc']) {
      const walked = await s.walk(
        'ListMediaSegments',
        s.scopeId,
        { page_size: 3, order_by },
        'segments',
        segId,
        async () => {
          await s.add(randomUUID(), randomUUID());
        },
      );
      expect(new Set(walked.ids).size).toBe(walked.ids.length);
      for (const id of original) expect(walked.ids.filter((x) => x === id)).toHaveLength(1);
      if (order_by.endsWith('desc')) expect(walked.ids).toEqual([...original].reverse());
    }
  });
});
