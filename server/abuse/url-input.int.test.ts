// #32 finding 7 (audio part): text from a URL that reaches SQL is checked first. A NUL in the
// audio-file API's urn reached PostgreSQL and came back as a 500; now it is a 400 naming the field.
// (Fixed on both the sec and evlog branches; the merge keeps evlog's check in server/eventlog/http.ts.)
// (Fixed on both the sec and evlog branches; the merge keeps evlog's check in server/eventlog/http.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../auth/clients.js';
import { dbKinds } from '../../testkit/db-kinds.testkit.js';
import { clientCredentialsToken, startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';

describe.each(dbKinds())('URL text reaching SQL on %s', (kind) => {
  let h: TestServer;
  let token: string;
  beforeAll(async () => {
    h = await startTestServer(kind);
    const c = await createClient(h.db, {
      role: 'service',
      gkScopeIds: [h.scopeId],
      name: 'urn-reader',
      app: 'URN-APP',
      oauthScopes: ['log'],
    });
    token = await clientCredentialsToken(h.tokenUrl, c.clientId, c.clientSecret);
  }, 60_000);
  afterAll(async () => h?.close());

  const audio = async (rawQuery: string) => {
    const res = await fetch(`${h.httpUrl}/api/v1/audio?${rawQuery}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, body: (await res.json()) as { error_code: number; message: string; field?: string } };
  };

  it.each([
    ['a NUL', 'urn=%00'],
    ['a NUL inside a real-looking URN', `urn=${encodeURIComponent('urn:nuance-mix:log:service:audio/asraas/')}%00x`],
    ['a control character', 'urn=a%0Ab'],
    ['an over-long value', `urn=${'u'.repeat(5000)}`],
  ])('refuses %s in the urn with 400 naming the field', async (_what, q) => {
    const r = await audio(q);
    expect(r.status).toBe(400);
    expect(r.body.field).toBe('urn');
    expect(r.body.message).toMatch(/^urn: /);
  });

  it('still answers 404 for a well-formed URN nobody logged', async () => {
    const r = await audio(`urn=${encodeURIComponent('urn:nuance-mix:log:service:audio/asraas/nothing')}`);
    expect(r.status).toBe(404);
  });
});
