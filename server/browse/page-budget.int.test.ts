// List pages are bounded in bytes as well as in items: records as large as the input limits allow
// (rpc/input-limits.ts) still come back in pages a client with gRPC's default 4 MiB receive
// limit can read, cut early with a page token that continues exactly after the last one sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { PAGE_BUDGET_BYTES } from './list-query.store.js';

const SESSIONS = 'nuance.biosec.v1.sessions.SessionsManager';
const BROWSE = 'vigil.v1.Browse';
const COUNT = 12;

describe('list pages within a byte budget', () => {
  let server: TestServer;
  let analyst: string;
  const created = new Set<string>();
  beforeAll(async () => {
    server = await startTestServer('pglite');
    const service = await server.token('service');
    analyst = await server.token('analyst');
    // 100 entries of 4096 characters: the most custom_data one session may carry (about 400 KiB).
    const custom_data = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, 'x'.repeat(4096)]));
    for (let i = 0; i < COUNT; i++) {
      const r = await server.call<{ gk_session_id: { value: string } }>(
        SESSIONS,
        'StartSession',
        {
          context: { gk_scope_id: { value: server.scopeId } },
          session_type: 'SESSION_TYPE_IVR',
          details: { custom_data },
        },
        service,
      );
      created.add(r.gk_session_id.value);
    }
  });
  afterAll(() => server.close());

  it('cuts a page of large records short over gRPC and pages through all of them exactly once', async () => {
    const seen: string[] = [];
    let token = '';
    let pages = 0;
    do {
      const page = await server.call<{ sessions: { gk_session_id: { value: string } }[]; next_page_token: string }>(
        BROWSE,
        'ListSessions',
        { context: { gk_scope_id: { value: server.scopeId } }, page_size: 50, page_token: token },
        analyst,
      );
      if (pages === 0) expect(page.sessions.length).toBeLessThan(COUNT);
      expect(page.sessions.length).toBeGreaterThan(0);
      seen.push(...page.sessions.map((s) => s.gk_session_id.value));
      token = page.next_page_token;
      pages++;
    } while (token && pages < 20);
    expect(pages).toBeGreaterThan(2);
    expect(seen).toHaveLength(COUNT);
    expect(new Set(seen)).toEqual(created);
  });

  it('keeps each HTTP/JSON page under the budget plus one record', async () => {
    const res = await server.http('GET', '/vigil/v1/browse/sessions', {
      token: analyst,
      query: { 'context.gk_scope_id.value': server.scopeId, page_size: '50' },
    });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.json).length).toBeLessThan(PAGE_BUDGET_BYTES + 500 * 1024);
    expect(res.json.nextPageToken).toBeTruthy();
  });
});
