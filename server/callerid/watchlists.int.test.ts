// The EntitiesManager watchlist rule RPCs and AssessCallerIdRisk over the real transports of a real
// server: each precedence rule, the cache rebuilt at once after changes and after its age,
// import/export round trips, paging, scopes, roles and refusals of every kind.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSIONS_SERVICE } from '../sessions/index.js';
import type { Role } from '../rpc/types.js';
import { dbKinds } from '../../testkit/db-kinds.testkit.js';
import { startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { ManualClock } from '../../wire/clock.js';
import { insertRules } from './rules.store.js';
import { ctx, failed, ok, wireCaller, type Transport } from './callerid-wire.testkit.js';

const DEFAULT = { value: '00000000-0000-0000-0000-000000000000' };
const FULL = {
  engagementId: '11111111-1111-4111-8111-111111111111',
  sessionId: '22222222-2222-4222-8222-222222222222',
  configsetId: 'default',
};

/** The rule RPCs that change a watchlist: the real API asks engagement, session and scope of them. */
const RULE_CHANGES = [
  'AddCallerIdRuleToWatchlist',
  'DeleteCallerIdRuleFromWatchlist',
  'UpdateCallerIdRuleInWatchlist',
  'ImportCallerIdRulesToWatchlist',
] as const;

describe.each(dbKinds())('caller-ID watchlists over the wire on %s', (kind) => {
  let server: TestServer;
  const clock = new ManualClock(Date.now());
  const tokens = {} as Record<Role | 'otherScope', string>;
  // Rule edits and imports need an engagement and a session in context (M M M -): an analyst's.
  let session = { engagementId: '', sessionId: '' };
  beforeAll(async () => {
    server = await startTestServer(kind, { clock });
    for (const role of ['service', 'analyst', 'support', 'admin'] as const) tokens[role] = await server.token(role);
    tokens.otherScope = await server.token('admin', { scopeIds: [server.otherScopeId] });
    const s = await server.call<{ gk_engagement_id: { value: string }; gk_session_id: { value: string } }>(
      SESSIONS_SERVICE,
      'StartSession',
      { context: ctx(server.scopeId), session_type: 'SESSION_TYPE_FRAUD_ANALYST' },
      tokens.analyst,
    );
    session = { engagementId: s.gk_engagement_id.value, sessionId: s.gk_session_id.value };
  });
  afterAll(() => server.close());

  describe.each<Transport>(['grpc', 'http'])('over %s', (transport) => {
    const rpc = (method: string, req: Record<string, unknown>, token = tokens.admin) =>
      wireCaller(server, transport)(method, req, token);
    const scope = (scopeId = server.scopeId) => ctx(scopeId);
    /** The context of a rule edit or import: scope, engagement and session. */
    const change = () => ctx(server.scopeId, session);
    const clear = () =>
      rpc('ImportCallerIdRulesToWatchlist', {
        context: change(),
        gk_callerid_watchlist_id: DEFAULT,
        upload_type: 'UPLOAD_TYPE_REPLACE',
      });
    const add = async (details: Record<string, unknown>, token = tokens.admin) =>
      ok(
        await rpc(
          'AddCallerIdRuleToWatchlist',
          { context: change(), gk_callerid_watchlist_id: DEFAULT, details },
          token,
        ),
      );
    const assess = async (callerId: string, token = tokens.service, scopeId = server.scopeId) =>
      ok(
        await rpc(
          'AssessCallerIdRisk',
          { context: ctx(scopeId, FULL), gk_callerid_watchlist_id: DEFAULT, caller_id: callerId },
          token,
        ),
      ).result as Record<string, unknown>;
    const idOf = (r: Record<string, unknown>) => (r.gk_callerid_rule_id as { value: string }).value;

    it('applies the four rules of section 4.5', async () => {
      ok(await clear());
      // Rule 1: no rule matches.
      expect(await assess('+15552345678')).toEqual({
        risk_level: 'CALLER_ID_RISK_LEVEL_NO_RISK',
        risk_engine_result: { risk: 0, reliability: 50 },
        decision: 'DECISION_NO_RISK_DETECTED',
        decision_reason: 'DECISION_REASON_NO_RISK_DETECTED',
      });
      const high = await add({
        caller_id_regex: '^\\+1900',
        risk_level: 'CALLER_ID_RISK_LEVEL_HIGH',
        description: 'premium',
      });
      const low = await add({ caller_id_regex: '^\\+19005', risk_level: 'CALLER_ID_RISK_LEVEL_LOW' });
      // Rule 2: the higher level wins among regex matches ...
      expect(await assess('+1 900 555 1234')).toMatchObject({
        risk_level: 'CALLER_ID_RISK_LEVEL_HIGH',
        reference_gk_callerid_rule_id: { value: idOf(high) },
      });
      // ... and a NO_RISK regex beats a HIGH one.
      const allow = await add({ caller_id_regex: '^\\+1900555', risk_level: 'CALLER_ID_RISK_LEVEL_NO_RISK' });
      expect(await assess('+19005551234')).toMatchObject({
        risk_level: 'CALLER_ID_RISK_LEVEL_NO_RISK',
        reference_gk_callerid_rule_id: { value: idOf(allow) },
      });
      expect(await assess('+19005000000')).toMatchObject({ reference_gk_callerid_rule_id: { value: idOf(high) } });
      // Rule 3: an exact number beats every regex match.
      const exact = await add({ phone_number: '+1 (900) 555-1234', risk_level: 'CALLER_ID_RISK_LEVEL_MEDIUM' });
      // normalized_phone_number is the digits alone (#, +, -, spaces and parentheses removed) ...
      expect(exact.normalized_phone_number).toBe('19005551234');
      // ... so the same number written without the + is the same rule.
      const same = failed(
        await rpc('AddCallerIdRuleToWatchlist', {
          context: change(),
          gk_callerid_watchlist_id: DEFAULT,
          details: { phone_number: '1-900-555-1234#', risk_level: 'CALLER_ID_RISK_LEVEL_LOW' },
        }),
      );
      expect(same.nuance).toBe('ALREADY_EXISTS');
      expect(await assess('+19005551234')).toMatchObject({
        risk_level: 'CALLER_ID_RISK_LEVEL_MEDIUM',
        reference_gk_callerid_rule_id: { value: idOf(exact) },
        decision: 'DECISION_UNCERTAIN',
        decision_reason: 'DECISION_REASON_LOW_RELIABILITY',
        risk_engine_result: { risk: 60, reliability: 95 },
      });
      // Changes through this server reach the cache at once (update, delete).
      ok(
        await rpc('UpdateCallerIdRuleInWatchlist', {
          context: change(),
          gk_callerid_watchlist_id: DEFAULT,
          gk_callerid_rule_id: exact.gk_callerid_rule_id,
          details: { risk_level: 'CALLER_ID_RISK_LEVEL_HIGH' },
          field_mask: { paths: ['risk_level'] },
        }),
      );
      expect(await assess('+19005551234')).toMatchObject({
        risk_level: 'CALLER_ID_RISK_LEVEL_HIGH',
        decision: 'DECISION_FRAUD',
      });
      ok(
        await rpc('DeleteCallerIdRuleFromWatchlist', {
          context: change(),
          gk_callerid_watchlist_id: DEFAULT,
          gk_callerid_rule_id: exact.gk_callerid_rule_id,
        }),
      );
      ok(
        await rpc('DeleteCallerIdRuleFromWatchlist', {
          context: change(),
          gk_callerid_watchlist_id: DEFAULT,
          gk_callerid_rule_id: allow.gk_callerid_rule_id,
        }),
      );
      expect(await assess('+19005551234')).toMatchObject({
        risk_level: 'CALLER_ID_RISK_LEVEL_HIGH',
        reference_gk_callerid_rule_id: { value: idOf(high) },
      });
      expect(idOf(low)).toBeTruthy();
      // Rule 4: a change made behind the server's back shows once the cache is older than 5 minutes.
      await server.db.query(
        `UPDATE callerid_rules SET risk_level = 'CALLER_ID_RISK_LEVEL_LOW' WHERE gk_callerid_rule_id = $1`,
        [idOf(high)],
      );
      clock.advance(299_000);
      expect(await assess('+19001111111')).toMatchObject({ risk_level: 'CALLER_ID_RISK_LEVEL_HIGH' });
      clock.advance(1_000);
      expect(await assess('+19001111111')).toMatchObject({ risk_level: 'CALLER_ID_RISK_LEVEL_LOW' });
    });

    it('adds, lists with paging and filters, updates and deletes rules, reading them back', async () => {
      ok(await clear());
      const a = await add(
        { phone_number: '+15551230001', risk_level: 'CALLER_ID_RISK_LEVEL_HIGH', description: 'Fraud ring A' },
        tokens.analyst,
      );
      clock.advance(1000);
      await add({ phone_number: '+15551230002', risk_level: 'CALLER_ID_RISK_LEVEL_LOW' });
      clock.advance(1000);
      await add({
        caller_id_regex: '^\\+1876',
        risk_level: 'CALLER_ID_RISK_LEVEL_MEDIUM',
        description: 'Jamaica ring',
      });
      const list = (extra: Record<string, unknown> = {}) =>
        rpc(
          'ListWatchlistCallerIdRules',
          { context: scope(), gk_callerid_watchlist_id: DEFAULT, ...extra },
          tokens.support,
        );
      const p1 = ok(await list({ max_results: 2 }));
      expect(p1).toMatchObject({ total_results: 3, offset: '2' });
      expect(p1.details).toEqual([
        {
          gk_callerid_rule_id: a.gk_callerid_rule_id,
          phone_number: '+15551230001',
          analyst_id: expect.any(String),
          description: 'Fraud ring A',
          risk_level: 'CALLER_ID_RISK_LEVEL_HIGH',
          creation_timestamp: expect.any(Number),
          modification_timestamp: expect.any(Number),
        },
        expect.objectContaining({ phone_number: '+15551230002', client_id: expect.any(String) }),
      ]);
      const p2 = ok(await list({ max_results: 2, offset: '2' }));
      expect(p2).toMatchObject({
        end_of_list: true,
        details: [expect.objectContaining({ caller_id_regex: '^\\+1876' })],
      });
      const found = ok(
        await list({ filters: { search_substring: { value: 'RING' } }, field_mask: { paths: ['description'] } }),
      );
      expect(found.details).toEqual([{ description: 'Fraud ring A' }, { description: 'Jamaica ring' }]);

      ok(
        await rpc('UpdateCallerIdRuleInWatchlist', {
          context: change(),
          gk_callerid_watchlist_id: DEFAULT,
          gk_callerid_rule_id: a.gk_callerid_rule_id,
          details: { caller_id_regex: '^\\+1555123', description: 'now a range' },
          field_mask: { paths: ['caller_id_regex', 'description'] },
        }),
      );
      const after = ok(await list({ filters: { search_substring: { value: 'range' } } }));
      expect(after.details).toEqual([
        expect.objectContaining({ caller_id_regex: '^\\+1555123', risk_level: 'CALLER_ID_RISK_LEVEL_HIGH' }),
      ]);
      ok(
        await rpc('DeleteCallerIdRuleFromWatchlist', {
          context: change(),
          gk_callerid_watchlist_id: DEFAULT,
          gk_callerid_rule_id: a.gk_callerid_rule_id,
        }),
      );
      expect(ok(await list()).total_results).toBe(2);
      const again = failed(
        await rpc('DeleteCallerIdRuleFromWatchlist', {
          context: change(),
          gk_callerid_watchlist_id: DEFAULT,
          gk_callerid_rule_id: a.gk_callerid_rule_id,
        }),
      );
      expect(again.nuance).toBe('NOT_FOUND');
      const dup = failed(
        await rpc('AddCallerIdRuleToWatchlist', {
          context: change(),
          gk_callerid_watchlist_id: DEFAULT,
          details: { phone_number: '+1 555-123-0002', risk_level: 'CALLER_ID_RISK_LEVEL_HIGH' },
        }),
      );
      expect(dup.nuance).toBe('ALREADY_EXISTS');
    });

    const importRules = (csv_data: string, extra: Record<string, unknown> = {}) =>
      rpc('ImportCallerIdRulesToWatchlist', {
        context: change(),
        gk_callerid_watchlist_id: DEFAULT,
        csv_data,
        ...extra,
      });
    const exportRules = async (data_encoding?: string) =>
      ok(
        await rpc('ExportCallerIdRulesFromWatchlist', {
          context: scope(),
          gk_callerid_watchlist_id: DEFAULT,
          ...(data_encoding ? { data_encoding } : {}),
        }),
      ).csv_data as string;
    const listAll = async () =>
      ok(await rpc('ListWatchlistCallerIdRules', { context: scope(), gk_callerid_watchlist_id: DEFAULT }))
        .details as Record<string, unknown>[];
    const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
    const NEW_HEADER = '#PhoneRegex\tRiskLevel\tDescription\tPhoneNumber\tUsername\tCreationTimestamp';

    it('exports the tab-delimited format, base64 unless PLAIN is asked for, and imports it back', async () => {
      ok(await clear());
      await add({
        phone_number: '+15550001111',
        risk_level: 'CALLER_ID_RISK_LEVEL_HIGH',
        description: 'has, a comma and "quotes"',
      });
      await add({ caller_id_regex: '^\\+1\\d{3,5}9$', risk_level: 'CALLER_ID_RISK_LEVEL_NO_RISK' });
      const exported = await exportRules();
      const text = Buffer.from(exported, 'base64').toString('utf8');
      const lines = text.split('\n');
      expect(lines[0]).toBe(NEW_HEADER);
      expect(lines[1]).toMatch(/^\tHIGH\thas, a comma and "quotes"\t\+15550001111\t[^\t]+\t\d{4}-\d\d-\d\dT[\d:.]+Z$/);
      expect(lines[2]).toMatch(/^\^\\\+1\\d\{3,5\}9\$\tNO_RISK\t\t\t[^\t]+\t\d{4}-/);
      expect(await exportRules('CALLER_ID_DATA_ENCODING_BASE64')).toBe(exported);
      expect(await exportRules('CALLER_ID_DATA_ENCODING_PLAIN')).toBe(text);

      for (const [encoding, data] of [
        ['CALLER_ID_DATA_ENCODING_BASE64', exported],
        ['CALLER_ID_DATA_ENCODING_PLAIN', text],
        [undefined, exported],
      ] as const) {
        ok(await clear());
        const imported = ok(await importRules(data, encoding ? { data_encoding: encoding } : {}));
        expect(imported.failures).toBeUndefined();
        expect(await exportRules('CALLER_ID_DATA_ENCODING_PLAIN')).toBe(text);
      }
      expect(await assess('+15550001111')).toMatchObject({ risk_level: 'CALLER_ID_RISK_LEVEL_HIGH' });
    });

    it('imports legacy and new columns, plain and base64, as a real deployment writes them', async () => {
      const legacy = '#PhoneRegex\tRiskLevel\tDescription\n^\\+44\tMEDIUM\tuk\n^\\+1900\t4\tpremium\n';
      const fresh =
        `${NEW_HEADER}\r\n` +
        '\tLOW\tknown good\t+1 (555) 802-4083\tana\t2025-06-01T12:00:00Z\r\n' +
        '^\\+49\tCALLER_ID_RISK_LEVEL_HIGH\t\t\tbob\t2025-06-02T12:00:00Z\r\n';
      for (const [name, data, extra] of [
        ['legacy plain', legacy, { data_encoding: 'CALLER_ID_DATA_ENCODING_PLAIN' }],
        ['legacy base64', b64(legacy), { data_encoding: 'CALLER_ID_DATA_ENCODING_BASE64' }],
        ['new plain', fresh, {}],
        ['new base64', b64(fresh), { data_encoding: 'CALLER_ID_DATA_ENCODING_BASE64' }],
      ] as const) {
        ok(await clear());
        const r = ok(await importRules(data, { upload_type: 'UPLOAD_TYPE_MERGE', ...extra }));
        expect(r.failures, name).toBeUndefined();
        const listed = await listAll();
        if (name.startsWith('legacy')) {
          expect(listed.map((d) => [d.caller_id_regex, d.risk_level, d.description])).toEqual([
            ['^\\+44', 'CALLER_ID_RISK_LEVEL_MEDIUM', 'uk'],
            ['^\\+1900', 'CALLER_ID_RISK_LEVEL_HIGH', 'premium'],
          ]);
          expect(await assess('+44 20 7946 0958')).toMatchObject({ risk_level: 'CALLER_ID_RISK_LEVEL_MEDIUM' });
        } else {
          expect(listed.map((d) => [d.phone_number ?? d.caller_id_regex, d.risk_level])).toEqual([
            ['+1 (555) 802-4083', 'CALLER_ID_RISK_LEVEL_LOW'],
            ['^\\+49', 'CALLER_ID_RISK_LEVEL_HIGH'],
          ]);
          expect(await assess('15558024083')).toMatchObject({ risk_level: 'CALLER_ID_RISK_LEVEL_LOW' });
        }
        // What was imported exports in the new format and imports again unchanged.
        const again = await exportRules();
        ok(await clear());
        expect(ok(await importRules(again)).failures).toBeUndefined();
        expect(await exportRules()).toBe(again);
      }
    });

    it('keeps the rule already listed when an imported row conflicts, and reports the row', async () => {
      ok(await clear());
      const kept = await add({
        phone_number: '+1 555 000 1111',
        risk_level: 'CALLER_ID_RISK_LEVEL_HIGH',
        description: 'original',
      });
      await add({ caller_id_regex: '^\\+1900', risk_level: 'CALLER_ID_RISK_LEVEL_HIGH', description: 'original' });
      const merge = ok(
        await importRules(
          '#PhoneRegex\tRiskLevel\tDescription\tPhoneNumber\n' +
            '\tLOW\tnew\t1-555-000-1111\n' +
            '^\\+1900\tNO_RISK\tnew\n' +
            '(a+)+\tHIGH\n' +
            '\tMEDIUM\t\t+1555CALL\n' +
            '\tHIGH\tfirst\t+15550002222\n' +
            '\tLOW\tsecond\t+15550002222\n' +
            '\tHIGH\n' +
            '^1\t\n' +
            '^2\tHIGH\t\t+15550003333\n' +
            '\tMEDIUM\tadded\t+15550004444\n',
          { upload_type: 'UPLOAD_TYPE_MERGE' },
        ),
      );
      expect(merge.failures).toEqual([
        { phone_number: '1-555-000-1111', line_number: 2, reason: expect.stringContaining('that rule is kept') },
        { caller_id_regex: '^\\+1900', line_number: 3, reason: expect.stringContaining('that rule is kept') },
        { caller_id_regex: '(a+)+', line_number: 4, reason: expect.stringContaining('nested quantifiers') },
        { phone_number: '+1555CALL', line_number: 5, reason: expect.stringContaining('PhoneNumber') },
        { phone_number: '+15550002222', line_number: 7, reason: 'repeats the number of line 6' },
        { line_number: 8, reason: 'PhoneRegex or PhoneNumber is required' },
        { caller_id_regex: '^1', line_number: 9, reason: expect.stringContaining('RiskLevel') },
        { phone_number: '+15550003333', line_number: 10, reason: expect.stringContaining('not both') },
      ]);
      const listed = await listAll();
      expect(listed.map((d) => [d.phone_number ?? d.caller_id_regex, d.risk_level, d.description])).toEqual([
        ['+1 555 000 1111', 'CALLER_ID_RISK_LEVEL_HIGH', 'original'],
        ['^\\+1900', 'CALLER_ID_RISK_LEVEL_HIGH', 'original'],
        ['+15550002222', 'CALLER_ID_RISK_LEVEL_HIGH', 'first'],
        ['+15550004444', 'CALLER_ID_RISK_LEVEL_MEDIUM', 'added'],
      ]);
      expect(listed[0]?.gk_callerid_rule_id).toEqual(kept.gk_callerid_rule_id);
      expect(await assess('+15550001111')).toMatchObject({ risk_level: 'CALLER_ID_RISK_LEVEL_HIGH' });

      // Our older comma format, recognised by its header line, is still read.
      const replaced = ok(
        await importRules('phone_number,caller_id_regex,risk_level,description\n+15550003333,,MEDIUM,"only, this"\n', {
          upload_type: 'UPLOAD_TYPE_REPLACE',
        }),
      );
      expect(replaced.failures).toBeUndefined();
      expect(await listAll()).toEqual([
        expect.objectContaining({
          phone_number: '+15550003333',
          description: 'only, this',
          risk_level: 'CALLER_ID_RISK_LEVEL_MEDIUM',
        }),
      ]);
      expect(await assess('+15550001111')).toMatchObject({ risk_level: 'CALLER_ID_RISK_LEVEL_NO_RISK' });
    });

    it('treats a rule stored under the older + key as the same number', async () => {
      ok(await clear());
      // Before normalisation dropped the +, exact rules were keyed by it.
      await server.db.tx((q) =>
        insertRules(
          q,
          server.scopeId,
          DEFAULT.value,
          [
            {
              id: randomUUID(),
              kind: 'exact',
              pattern: '+1 555 777 0000',
              matchKey: '+15557770000',
              riskLevel: 'CALLER_ID_RISK_LEVEL_HIGH',
              description: 'old',
              clientId: 'c',
              analystId: null,
            },
          ],
          clock.now(),
          false,
        ),
      );
      expect(await assess('1 555 777 0000')).toMatchObject({ risk_level: 'CALLER_ID_RISK_LEVEL_HIGH' });
      const dup = failed(
        await rpc('AddCallerIdRuleToWatchlist', {
          context: change(),
          gk_callerid_watchlist_id: DEFAULT,
          details: { phone_number: '15557770000', risk_level: 'CALLER_ID_RISK_LEVEL_LOW' },
        }),
      );
      expect(dup.nuance).toBe('ALREADY_EXISTS');
      const merge = ok(await importRules('#PhoneNumber\tRiskLevel\n15557770000\tLOW\n'));
      expect(merge.failures).toEqual([
        { phone_number: '15557770000', line_number: 2, reason: expect.stringContaining('that rule is kept') },
      ]);
      expect((await listAll()).map((d) => [d.phone_number, d.risk_level])).toEqual([
        ['+1 555 777 0000', 'CALLER_ID_RISK_LEVEL_HIGH'],
      ]);
    });

    it('refuses a file it cannot read, naming csv_data and the line, and changes nothing', async () => {
      ok(await clear());
      await add({ phone_number: '+15550001111', risk_level: 'CALLER_ID_RISK_LEVEL_HIGH' });
      const bad = async (data: string, extra: Record<string, unknown> = {}) => {
        const f = failed(await importRules(data, { upload_type: 'UPLOAD_TYPE_REPLACE', ...extra }));
        expect(f.nuance).toBe('BAD_REQUEST');
        expect(f.violations).toEqual([{ field: 'csv_data', violation: 'INVALID_FORMAT' }]);
        return f.message;
      };
      expect(await bad('+15550003333,,MEDIUM,only\n')).toMatch(/csv_data: line 1: is not a header/);
      expect(await bad('\n#PhoneRegex\tRisk\n')).toMatch(/line 2: names an unknown column "Risk"/);
      expect(await bad('#PhoneRegex\tRiskLevel\n^1\tLOW\n^2\tLOW\tstray\n')).toMatch(/line 3: has 3 tab-separated/);
      expect(
        await bad(b64('#PhoneRegex\tRiskLevel\n^1\tLOW\n\n^2\tLOW\tx\n'), {
          data_encoding: 'CALLER_ID_DATA_ENCODING_BASE64',
        }),
      ).toMatch(/line 4: /);
      expect(await bad('#not base64', { data_encoding: 'CALLER_ID_DATA_ENCODING_BASE64' })).toMatch(/base64/);
      expect(await bad(Buffer.from([0xff, 0xfe, 0x00]).toString('base64'))).toMatch(/UTF-8/);
      expect((await listAll()).map((d) => d.phone_number)).toEqual(['+15550001111']);
    });

    it('tests a rule without saving it', async () => {
      const t = (caller_id_regex: string, phone_number: string) =>
        rpc('TestCallerIdRule', { context: scope(), caller_id_regex, phone_number }, tokens.support);
      expect(ok(await t('^\\+1900', '+1 (900) 555-0000')).is_matched).toBe(true);
      expect(ok(await t('^\\+1900', '+44 20 7946 0958')).is_matched).toBeUndefined();
      const bad = failed(await t('(\\d+)+$', '+1900'));
      expect(bad.violations).toEqual([{ field: 'caller_id_regex', violation: 'INVALID_FORMAT' }]);
      expect(bad.message).toContain('nested quantifiers');
      expect(failed(await t('^1', 'abc')).violations).toEqual([{ field: 'phone_number', violation: 'INVALID_FORMAT' }]);
    });

    it('keeps each scope to its own rules and refuses roles the policy leaves out', async () => {
      ok(await clear());
      await add({ phone_number: '+15557770000', risk_level: 'CALLER_ID_RISK_LEVEL_HIGH' });
      expect(await assess('+15557770000', tokens.otherScope, server.otherScopeId)).toMatchObject({
        risk_level: 'CALLER_ID_RISK_LEVEL_NO_RISK',
      });
      const foreign = ok(
        await rpc(
          'ListWatchlistCallerIdRules',
          { context: scope(server.otherScopeId), gk_callerid_watchlist_id: DEFAULT },
          tokens.otherScope,
        ),
      );
      expect(foreign.details).toBeUndefined();
      expect(
        failed(
          await rpc('ListWatchlistCallerIdRules', {
            context: scope(server.otherScopeId),
            gk_callerid_watchlist_id: DEFAULT,
          }),
        ).nuance,
      ).toBe('PERMISSION_DENIED');
      expect(
        failed(
          await rpc(
            'AddCallerIdRuleToWatchlist',
            {
              context: change(),
              gk_callerid_watchlist_id: DEFAULT,
              details: { phone_number: '+1555', risk_level: 'CALLER_ID_RISK_LEVEL_LOW' },
            },
            tokens.support,
          ),
        ).nuance,
      ).toBe('PERMISSION_DENIED');
      expect(
        failed(
          await rpc(
            'AssessCallerIdRisk',
            { context: ctx(server.scopeId, FULL), gk_callerid_watchlist_id: DEFAULT, caller_id: '+1555' },
            tokens.support,
          ),
        ).nuance,
      ).toBe('PERMISSION_DENIED');
      const unknown = { value: '99999999-9999-4999-8999-999999999999' };
      expect(
        failed(
          await rpc(
            'AssessCallerIdRisk',
            { context: ctx(server.scopeId, FULL), gk_callerid_watchlist_id: unknown, caller_id: '+1555' },
            tokens.service,
          ),
        ).nuance,
      ).toBe('NOT_FOUND');
    });

    it.each([
      [
        'an invalid regex',
        { caller_id_regex: '(', risk_level: 'CALLER_ID_RISK_LEVEL_HIGH' },
        'details.caller_id_regex',
        'INVALID_FORMAT',
      ],
      [
        'a catastrophic regex',
        { caller_id_regex: '^(\\d+)+$', risk_level: 'CALLER_ID_RISK_LEVEL_HIGH' },
        'details.caller_id_regex',
        'INVALID_FORMAT',
      ],
      [
        'a backreference',
        { caller_id_regex: '(\\d)\\1', risk_level: 'CALLER_ID_RISK_LEVEL_HIGH' },
        'details.caller_id_regex',
        'INVALID_FORMAT',
      ],
      [
        'a bad number',
        { phone_number: '555.123', risk_level: 'CALLER_ID_RISK_LEVEL_HIGH' },
        'details.phone_number',
        'INVALID_FORMAT',
      ],
      ['no caller ID', { risk_level: 'CALLER_ID_RISK_LEVEL_HIGH' }, 'details.caller_id', 'MANDATORY_FIELD_MISSING'],
      ['no risk level', { phone_number: '+15551234567' }, 'details.risk_level', 'MANDATORY_FIELD_MISSING'],
    ])('refuses a rule with %s, naming the field', async (_n, details, field, violation) => {
      const r = failed(
        await rpc('AddCallerIdRuleToWatchlist', { context: change(), gk_callerid_watchlist_id: DEFAULT, details }),
      );
      expect(r.nuance).toBe('BAD_REQUEST');
      expect(r.violations).toEqual([{ field, violation }]);
    });

    it('refuses bad requests of the other RPCs', async () => {
      const v = async (method: string, req: Record<string, unknown>, token = tokens.admin) =>
        failed(
          await rpc(
            method,
            { context: (RULE_CHANGES as readonly string[]).includes(method) ? change() : scope(), ...req },
            token,
          ),
        ).violations;
      expect(
        await v(
          'AssessCallerIdRisk',
          { context: ctx(server.scopeId, FULL), gk_callerid_watchlist_id: DEFAULT, caller_id: 'x' },
          tokens.service,
        ),
      ).toEqual([{ field: 'caller_id', violation: 'INVALID_FORMAT' }]);
      const noCtx = failed(
        await rpc(
          'AssessCallerIdRisk',
          { context: ctx(server.scopeId), gk_callerid_watchlist_id: DEFAULT, caller_id: '+1555' },
          tokens.service,
        ),
      );
      expect(noCtx.violations.map((x) => x.field).sort()).toEqual([
        'context.configset_id',
        'context.gk_engagement_id',
        'context.gk_session_id',
      ]);
      expect(
        await v('ListWatchlistCallerIdRules', { gk_callerid_watchlist_id: DEFAULT, offset: 'abc', max_results: 5000 }),
      ).toEqual([
        { field: 'offset', violation: 'INVALID_FORMAT' },
        { field: 'max_results', violation: 'OUT_OF_RANGE' },
      ]);
      expect(await v('ImportCallerIdRulesToWatchlist', { gk_callerid_watchlist_id: DEFAULT })).toEqual([
        { field: 'csv_data', violation: 'MANDATORY_FIELD_MISSING' },
      ]);
      expect(
        await v('ImportCallerIdRulesToWatchlist', {
          gk_callerid_watchlist_id: DEFAULT,
          csv_data: '"open',
          upload_type: 'UPLOAD_TYPE_MERGE',
        }),
      ).toEqual([{ field: 'csv_data', violation: 'INVALID_FORMAT' }]);
      expect(
        await v('ImportCallerIdRulesToWatchlist', {
          gk_callerid_watchlist_id: DEFAULT,
          csv_data: '#PhoneRegex\tRiskLevel\n',
          data_encoding: transport === 'grpc' ? 7 : 'CALLER_ID_DATA_ENCODING_GZIP',
        }),
      ).toEqual([{ field: 'data_encoding', violation: 'INVALID_FORMAT' }]);
      expect(
        await v('UpdateCallerIdRuleInWatchlist', {
          gk_callerid_watchlist_id: DEFAULT,
          gk_callerid_rule_id: { value: 'x' },
          details: { risk_level: 'CALLER_ID_RISK_LEVEL_LOW' },
          field_mask: { paths: ['nope'] },
        }),
      ).toEqual([
        { field: 'gk_callerid_rule_id', violation: 'INVALID_FORMAT' },
        { field: 'field_mask.paths[0]', violation: 'INVALID_FORMAT' },
      ]);
    });

    it('refuses each rule change without an engagement or a session in context, naming the field, and changes nothing', async () => {
      ok(await clear());
      const kept = await add({ phone_number: '+15550006666', risk_level: 'CALLER_ID_RISK_LEVEL_HIGH' });
      const ruleId = kept.gk_callerid_rule_id;
      // Each request is good but for its context.
      const requests: Record<(typeof RULE_CHANGES)[number], Record<string, unknown>> = {
        AddCallerIdRuleToWatchlist: {
          gk_callerid_watchlist_id: DEFAULT,
          details: { phone_number: '+15550009999', risk_level: 'CALLER_ID_RISK_LEVEL_HIGH' },
        },
        DeleteCallerIdRuleFromWatchlist: { gk_callerid_watchlist_id: DEFAULT, gk_callerid_rule_id: ruleId },
        UpdateCallerIdRuleInWatchlist: {
          gk_callerid_watchlist_id: DEFAULT,
          gk_callerid_rule_id: ruleId,
          details: { risk_level: 'CALLER_ID_RISK_LEVEL_LOW' },
          field_mask: { paths: ['risk_level'] },
        },
        ImportCallerIdRulesToWatchlist: {
          gk_callerid_watchlist_id: DEFAULT,
          csv_data: '#PhoneNumber\tRiskLevel\n15550008888\tLOW\n',
          upload_type: 'UPLOAD_TYPE_REPLACE',
          data_encoding: 'CALLER_ID_DATA_ENCODING_PLAIN',
        },
      };
      const E = { field: 'context.gk_engagement_id', violation: 'MANDATORY_FIELD_MISSING' };
      const S = { field: 'context.gk_session_id', violation: 'MANDATORY_FIELD_MISSING' };
      const contexts: Array<[string, Record<string, unknown>, Array<typeof E>]> = [
        ['no engagement', ctx(server.scopeId, { sessionId: session.sessionId }), [E]],
        ['no session', ctx(server.scopeId, { engagementId: session.engagementId }), [S]],
        ['the scope alone', ctx(server.scopeId), [E, S]],
      ];
      for (const method of RULE_CHANGES) {
        for (const [what, context, named] of contexts) {
          const f = failed(await rpc(method, { context, ...requests[method] }, tokens.analyst));
          expect([method, what, f.nuance, f.violations]).toEqual([method, what, 'BAD_REQUEST', named]);
          // INVALID_ARGUMENT over gRPC, 400 over HTTP.
          expect([method, what, f.code]).toEqual([method, what, transport === 'grpc' ? 3 : 400]);
        }
      }
      // Nothing was added, changed, deleted or replaced.
      expect((await listAll()).map((d) => [d.gk_callerid_rule_id, d.phone_number, d.risk_level])).toEqual([
        [ruleId, '+15550006666', 'CALLER_ID_RISK_LEVEL_HIGH'],
      ]);
      // The same requests with the analyst's engagement and session go through, read back one by one.
      const through = async (method: (typeof RULE_CHANGES)[number]) =>
        ok(await rpc(method, { context: change(), ...requests[method] }, tokens.analyst));
      const listed = async () => (await listAll()).map((d) => [d.phone_number, d.risk_level]);
      await through('AddCallerIdRuleToWatchlist');
      await through('UpdateCallerIdRuleInWatchlist');
      expect(await listed()).toEqual([
        ['+15550006666', 'CALLER_ID_RISK_LEVEL_LOW'],
        ['+15550009999', 'CALLER_ID_RISK_LEVEL_HIGH'],
      ]);
      await through('DeleteCallerIdRuleFromWatchlist');
      expect(await listed()).toEqual([['+15550009999', 'CALLER_ID_RISK_LEVEL_HIGH']]);
      await through('ImportCallerIdRulesToWatchlist');
      expect(await listed()).toEqual([['15550008888', 'CALLER_ID_RISK_LEVEL_LOW']]);
    });
  });
});
