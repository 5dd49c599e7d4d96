// ListGroups, ListWatchlists and ListPersonConsentEvents over both transports of a real server,
// with the data made through EntitiesManager itself: member filters and counts, a person's consent
// history as OptPersonOut / OptPersonIn recorded it, paging, bad input and the role refusals.
import { randomUUID } from 'node:crypto';
import { status as grpcCode } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../../testkit/db-kinds.testkit.js';
import { grpcStatus, startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { ManualClock } from '../../wire/clock.js';
import { ctx, entitiesCaller, ok, type Transport } from '../entities/entities-wire.testkit.js';

const BROWSE = 'vigil.v1.Browse';
const MIN = 60_000;
const DAY = 86_400_000;
const uidv = (value: string) => ({ value });
const PATHS: Record<string, string> = {
  ListGroups: '/vigil/v1/browse/groups',
  ListWatchlists: '/vigil/v1/browse/watchlists',
  ListPersonConsentEvents: '/vigil/v1/browse/person-consent-events',
};

interface Page {
  items: Record<string, unknown>[];
  next: string;
  total: number;
}
type Outcome = { ok: true; page: Page } | { ok: false; code: number; body: string };

const camel = (s: string) => s.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

describe.each(dbKinds())('Browse of groups, watchlists and consent on %s', (kind) => {
  let t: TestServer;
  const clock = new ManualClock(Date.parse('2026-11-23T10:00:00Z'));
  const tokens: Record<string, string> = {};
  const person: Record<string, string> = {};
  const group: Record<string, string> = {};
  const watchlist: Record<string, string> = {};
  let fraudster = '';
  let consentTimes: number[] = [];

  const issue = async () => {
    for (const role of ['service', 'analyst', 'support', 'admin'] as const) tokens[role] = await t.token(role);
  };

  beforeAll(async () => {
    t = await startTestServer(kind, { clock });
    await issue();
    const rpc = async (method: string, req: Record<string, unknown>, token = tokens.admin ?? '') =>
      ok(await entitiesCaller(t, 'grpc')(method, { context: ctx(t.scopeId, FULL), ...req }, token));
    const FULL = { engagementId: randomUUID(), sessionId: randomUUID() };
    const idOf = (body: Record<string, unknown>, f: string) => (body[f] as { value: string }).value;
    for (const p of ['ann', 'bob', 'cid']) {
      clock.advance(MIN);
      person[p] = idOf(await rpc('CreatePerson', { person_id: `${p}-${randomUUID()}` }), 'gk_person_id');
    }
    for (const g of ['vip', 'staff', 'empty']) {
      clock.advance(MIN);
      group[g] = idOf(await rpc('CreateGroup', { group_id: `${g}-team` }), 'gk_group_id');
    }
    const join = (g: string, p: string) =>
      rpc('AddPersonToGroup', { gk_group_id: uidv(group[g] ?? ''), gk_person_id: uidv(person[p] ?? '') });
    await join('vip', 'ann');
    await join('vip', 'bob');
    await join('staff', 'ann');
    await join('staff', 'bob');
    await join('staff', 'cid');

    clock.advance(MIN);
    fraudster = idOf(await rpc('CreateFraudster', { fraudster_id: `f-${randomUUID()}` }), 'gk_fraudster_id');
    for (const w of ['cards', 'loans']) {
      clock.advance(MIN);
      watchlist[w] = idOf(await rpc('CreateWatchlist', { watchlist_id: `${w}-wl` }), 'gk_watchlist_id');
    }
    await rpc('AddFraudsterToWatchlist', {
      gk_watchlist_id: uidv(watchlist.loans ?? ''),
      gk_fraudster_id: uidv(fraudster),
    });

    // Ann's consent: out, in again (after the waiting days), out.
    const ann = uidv(person.ann ?? '');
    clock.advance(MIN);
    await rpc('OptPersonOut', { gk_person_id: ann, reason: 'asked on the phone', days_for_opt_in: { value: 1 } });
    const t1 = clock.now().getTime();
    clock.advance(2 * DAY);
    await issue();
    await rpc('OptPersonIn', { gk_person_id: ann });
    const t2 = clock.now().getTime();
    clock.advance(MIN);
    await rpc('OptPersonOut', { gk_person_id: ann, reason: 'letter' });
    consentTimes = [t1, t2, clock.now().getTime()];

    // Another scope: its group must never show.
    const other = await t.token('admin', { scopeIds: [t.otherScopeId] });
    ok(
      await entitiesCaller(t, 'grpc')(
        'CreateGroup',
        { context: ctx(t.otherScopeId, FULL), group_id: 'vip-team' },
        other,
      ),
    );
  });
  afterAll(() => t.close());

  describe.each<Transport>(['grpc', 'http'])('over %s', (transport) => {
    /** One list call on the transport, its items in the snake_case the gRPC side reads. */
    const list = async (
      method: string,
      req: Record<string, unknown>,
      token = tokens.admin ?? '',
      scopeId = t.scopeId,
    ): Promise<Outcome> => {
      const itemsKey = method === 'ListGroups' ? 'groups' : method === 'ListWatchlists' ? 'watchlists' : 'events';
      if (transport === 'grpc') {
        try {
          const r = await t.call<Record<string, unknown>>(
            BROWSE,
            method,
            { context: { gk_scope_id: uidv(scopeId) }, ...req },
            token,
          );
          return {
            ok: true,
            page: {
              items: (r[itemsKey] ?? []) as Record<string, unknown>[],
              next: String(r.next_page_token ?? ''),
              total: Number(r.total_size),
            },
          };
        } catch (err) {
          const s = grpcStatus(err);
          return { ok: false, code: s.code, body: JSON.stringify(s) };
        }
      }
      const query: Record<string, string> = { 'context.gk_scope_id.value': scopeId };
      for (const [k, v] of Object.entries(req)) {
        if (v && typeof v === 'object') query[`${k}.value`] = String((v as { value: string }).value);
        else query[k] = String(v);
      }
      const r = await t.http('GET', PATHS[method] ?? '', { token, query });
      if (r.status !== 200) return { ok: false, code: r.status, body: JSON.stringify(r.json) };
      const snake = (o: unknown): unknown =>
        Array.isArray(o)
          ? o.map(snake)
          : o && typeof o === 'object'
            ? Object.fromEntries(
                Object.entries(o).map(([k, v]) => [
                  k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
                  k === 'customData' ? v : snake(v),
                ]),
              )
            : o;
      return {
        ok: true,
        page: {
          items: (snake(r.json[camel(itemsKey)] ?? []) as Record<string, unknown>[]) ?? [],
          next: String(r.json.nextPageToken ?? ''),
          total: Number(r.json.totalSize ?? 0),
        },
      };
    };
    const page = async (method: string, req: Record<string, unknown>, token?: string) => {
      const r = await list(method, req, token);
      if (!r.ok) throw new Error(`${method} failed: ${r.code} ${r.body}`);
      return r.page;
    };
    const groupNames = (p: Page) =>
      p.items.map((i) => [(i.details as { group_id: string }).group_id, Number(i.member_count ?? 0)]);

    it('lists the scope’s groups newest first with their member counts, for admin and support', async () => {
      for (const role of ['admin', 'support']) {
        const p = await page('ListGroups', {}, tokens[role]);
        expect(groupNames(p), role).toEqual([
          ['empty-team', 0],
          ['staff-team', 3],
          ['vip-team', 2],
        ]);
        expect(p.total).toBe(3);
      }
    });

    it('narrows to one person’s groups, and by group_id prefix', async () => {
      expect(groupNames(await page('ListGroups', { gk_person_id: uidv(person.cid ?? '') }))).toEqual([
        ['staff-team', 3],
      ]);
      expect(
        groupNames(
          await page('ListGroups', { gk_person_id: uidv(person.ann ?? ''), order_by: 'creation_timestamp asc' }),
        ),
      ).toEqual([
        ['vip-team', 2],
        ['staff-team', 3],
      ]);
      expect(groupNames(await page('ListGroups', { gk_person_id: uidv(randomUUID()) }))).toEqual([]);
      expect(groupNames(await page('ListGroups', { group_id_prefix: 'vi' }))).toEqual([['vip-team', 2]]);
    });

    it('pages groups with a token', async () => {
      const p1 = await page('ListGroups', { page_size: 2 });
      expect(groupNames(p1).map((g) => g[0])).toEqual(['empty-team', 'staff-team']);
      expect(p1.next).not.toBe('');
      const p2 = await page('ListGroups', { page_size: 2, page_token: p1.next });
      expect(groupNames(p2).map((g) => g[0])).toEqual(['vip-team']);
      expect(p2.next).toBe('');
    });

    it('lists watchlists with member counts for analysts and admins, and narrows to a fraudster’s', async () => {
      const names = (p: Page) =>
        p.items.map((i) => [(i.details as { watchlist_id: string }).watchlist_id, Number(i.member_count ?? 0)]);
      expect(names(await page('ListWatchlists', {}, tokens.analyst))).toEqual([
        ['loans-wl', 1],
        ['cards-wl', 0],
      ]);
      expect(names(await page('ListWatchlists', { gk_fraudster_id: uidv(fraudster) }))).toEqual([['loans-wl', 1]]);
    });

    it('reads a person’s consent history as OptPersonOut / OptPersonIn recorded it, newest first', async () => {
      const p = await page('ListPersonConsentEvents', { gk_person_id: uidv(person.ann ?? '') }, tokens.support);
      expect(p.total).toBe(3);
      expect(p.items.map((e) => [e.status, e.reason ?? ''])).toEqual([
        ['CONSENT_STATUS_OPTED_OUT', 'letter'],
        ['CONSENT_STATUS_OPTED_IN', ''],
        ['CONSENT_STATUS_OPTED_OUT', 'asked on the phone'],
      ]);
      const when = (e: Record<string, unknown>) => {
        const ts = e.creation_timestamp;
        return typeof ts === 'string' ? Date.parse(ts) : Number((ts as { seconds: string }).seconds) * 1000;
      };
      expect(p.items.map(when)).toEqual([...consentTimes].reverse());
      for (const e of p.items) expect(String(e.agent_id ?? '')).not.toBe('');

      const first = await page('ListPersonConsentEvents', {
        gk_person_id: uidv(person.ann ?? ''),
        page_size: 2,
        order_by: 'creation_timestamp asc',
      });
      expect(first.items.map((e) => e.status)).toEqual(['CONSENT_STATUS_OPTED_OUT', 'CONSENT_STATUS_OPTED_IN']);
      const rest = await page('ListPersonConsentEvents', {
        gk_person_id: uidv(person.ann ?? ''),
        page_size: 2,
        order_by: 'creation_timestamp asc',
        page_token: first.next,
      });
      expect(rest.items.map((e) => e.reason)).toEqual(['letter']);
      expect(rest.next).toBe('');

      expect((await page('ListPersonConsentEvents', { gk_person_id: uidv(person.bob ?? '') })).items).toEqual([]);
    });

    it('refuses bad input naming the field, and an unknown person as NOT_FOUND', async () => {
      const bad = transport === 'grpc' ? grpcCode.INVALID_ARGUMENT : 400;
      const missing = await list('ListPersonConsentEvents', {});
      expect(missing.ok || missing.code).toBe(bad);
      expect(!missing.ok && missing.body).toContain('gk_person_id');
      const notUuid = await list('ListGroups', { gk_person_id: uidv('nope') });
      expect(notUuid.ok || notUuid.code).toBe(bad);
      expect(!notUuid.ok && notUuid.body).toContain('gk_person_id');
      const order = await list('ListWatchlists', { order_by: 'watchlist_id' });
      expect(!order.ok && order.body).toContain('order_by');
      const token = await list('ListPersonConsentEvents', { gk_person_id: uidv(person.ann ?? ''), page_token: 'abc' });
      expect(token.ok || token.code).toBe(bad);
      // A groups token does not page the consent list (and never reaches SQL as a bigint).
      const groupsToken = (await page('ListGroups', { page_size: 1 })).next;
      const mixed = await list('ListPersonConsentEvents', {
        gk_person_id: uidv(person.ann ?? ''),
        page_token: groupsToken,
      });
      expect(mixed.ok || mixed.code).toBe(bad);
      const unknown = await list('ListPersonConsentEvents', { gk_person_id: uidv(randomUUID()) });
      expect(unknown.ok || unknown.code).toBe(transport === 'grpc' ? grpcCode.NOT_FOUND : 404);
    });

    it('refuses the roles the policy leaves out and scopes outside the token', async () => {
      const denied = transport === 'grpc' ? grpcCode.PERMISSION_DENIED : 403;
      const ann = { gk_person_id: uidv(person.ann ?? '') };
      for (const [method, req, role] of [
        ['ListGroups', {}, 'analyst'],
        ['ListGroups', {}, 'service'],
        ['ListPersonConsentEvents', ann, 'analyst'],
        ['ListPersonConsentEvents', ann, 'service'],
        ['ListWatchlists', {}, 'support'],
        ['ListWatchlists', {}, 'service'],
      ] as const) {
        const r = await list(method, req, tokens[role]);
        expect(r.ok || r.code, `${method} as ${role}`).toBe(denied);
      }
      const foreign = await list('ListGroups', {}, tokens.admin, t.otherScopeId);
      expect(foreign.ok || foreign.code).toBe(denied);
    });
  });
});
