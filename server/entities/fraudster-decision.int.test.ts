// The decision engine and watchlists of fraudsters: a caller whose voice matches the print of a
// fraudster on a watchlist makes the session FRAUD; off the watchlist, the same match is an
// ordinary authentication. Membership is read when the decision is made.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveEffectiveConfig } from '../configsets/index.js';
import { recordVoiceFactor } from '../decisions/voice.js';
import { dbKinds } from '../../testkit/db-kinds.testkit.js';
import { startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { ctx } from '../../testkit/wire-caller.testkit.js';
import { ManualClock } from '../../wire/clock.js';
import { ENTITIES } from './entities-wire.testkit.js';

const SESSIONS = 'nuance.biosec.v1.sessions.SessionsManager';
const VOICEPRINTS = 'nuance.biosec.v1.voiceprint.VoiceprintsManager';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- proto-loader responses
type Any = any;

describe.each(dbKinds())('a fraudster on a watchlist in session decisions (%s)', (kind) => {
  let t: TestServer;
  const clock = new ManualClock(Date.now());
  let service = '';
  let analyst = '';
  let admin = '';
  beforeAll(async () => {
    t = await startTestServer(kind, { clock });
    [service, analyst, admin] = await Promise.all([t.token('service'), t.token('analyst'), t.token('admin')]);
  });
  afterAll(() => t.close());

  it('decides FRAUD on a voice match against a watchlisted fraudster, and not once they are removed', async () => {
    const change = () => ctx(t.scopeId, { engagementId: randomUUID(), sessionId: randomUUID() });
    const entities = (method: string, req: object) => t.call<Any>(ENTITIES, method, req, analyst);
    const fraudster = (await entities('CreateFraudster', { context: change(), fraudster_id: `f-${randomUUID()}` }))
      .gk_fraudster_id;
    const watchlist = (await entities('CreateWatchlist', { context: change(), watchlist_id: `w-${randomUUID()}` }))
      .gk_watchlist_id;
    await entities('AddFraudsterToWatchlist', {
      context: change(),
      gk_watchlist_id: watchlist,
      gk_fraudster_id: fraudster,
    });
    const profileId = (
      await t.call<Any>(
        VOICEPRINTS,
        'CreateVoiceprintProfile',
        { context: change(), owner: { gk_fraudster_id: fraudster, tag: 'fraud' } },
        admin,
      )
    ).gk_voiceprint_profile_id.value as string;

    const callWithMatch = async (score: number) => {
      const s = await t.call<Any>(
        SESSIONS,
        'StartSession',
        { context: ctx(t.scopeId), session_type: 'SESSION_TYPE_IVR' },
        service,
      );
      const ids = { engagementId: s.gk_engagement_id.value as string, sessionId: s.gk_session_id.value as string };
      await t.db.tx((q) =>
        recordVoiceFactor(q, resolveEffectiveConfig, {
          scopeId: t.scopeId,
          gkSessionId: ids.sessionId,
          score,
          reliability: 90,
          gkVoiceprintProfileId: profileId,
          at: clock.now(),
        }),
      );
      const d = await t.call<Any>(SESSIONS, 'GetSessionDecision', { context: ctx(t.scopeId, ids) }, service);
      return [d.decision, d.decision_reason];
    };
    expect(await callWithMatch(85)).toEqual(['DECISION_FRAUD', 'DECISION_REASON_FRAUD_RISK']);
    // No match with the fraudster's print: nothing is said about the caller's identity.
    expect((await callWithMatch(10))[0]).not.toBe('DECISION_AUTHENTIC');

    await entities('RemoveFraudstersFromWatchlist', {
      context: change(),
      gk_watchlist_id: watchlist,
      gk_fraudster_ids: [fraudster],
    });
    expect(await callWithMatch(85)).toEqual(['DECISION_AUTHENTIC', 'DECISION_REASON_AUTHENTIC']);
  });
});
