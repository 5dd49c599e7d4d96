// The caller-ID channels through the real router against the real server (in-process, port 0, demo
// data): validation and assessment in the console's session, the configset choice, and watchlist
// rules (list, search, add, edit, delete, test, import, export), with what the server says read back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invite } from '../../testkit/server.testkit.js';
import type { ResponseOf } from '../../shared/ipc/contract.js';
import type { MainServices } from '../main-services.js';
import { ipcCallers, startConsoleWithServer, type ConsoleWithServer } from '../../testkit/console-harness.testkit.js';

let harness: ConsoleWithServer | undefined;
let main: MainServices;
const { call, fails } = ipcCallers(() => main);

async function allRules(search?: string) {
  const out: ResponseOf<'callerid.listRules'>['rules'] = [];
  let offset: string | undefined;
  for (;;) {
    const page = await call('callerid.listRules', {
      maxResults: 50,
      ...(search ? { search } : {}),
      ...(offset ? { offset } : {}),
    });
    out.push(...page.rules);
    if (page.endOfList) return out;
    offset = page.offset;
  }
}

beforeAll(async () => {
  harness = await startConsoleWithServer({ tmpPrefix: 'vigil-callerid-int-' });
  main = harness.main;
});
afterAll(async () => {
  await harness?.close();
});

describe('caller-ID channels against the real server', () => {
  let configsetId = '';

  it('callerid.configsets lists active configsets and defaults to an operational one', async () => {
    const r = await call('callerid.configsets', {});
    expect(r.configsets.length).toBeGreaterThan(0);
    const def = r.configsets.find((c) => c.configsetId === r.defaultId);
    expect(def?.type).toBe('CONFIGSET_TYPE_OPERATIONAL');
    configsetId = r.defaultId!;
  });

  it('callerid.validate validates a call in the console session and explains the decision', async () => {
    const r = await call('callerid.validate', {
      callingNumber: '+15551234567',
      calledNumber: '+15557654321',
      networkId: 'carrier-1',
      callStartTime: new Date().toISOString(),
      sipInvite: invite({ from: '15551234567', to: '15557654321' }),
    });
    expect(r.referenceId).not.toBe('');
    expect(r.decision).toMatch(/^DECISION_/);
    expect(r.decisionReason).toMatch(/^DECISION_REASON_/);
    expect(typeof r.trustIndicator).toBe('number');
  });

  it('callerid.validate names the bad field', async () => {
    const e = await fails('callerid.validate', {
      callingNumber: '+15551234567',
      calledNumber: '+15557654321',
      networkId: 'carrier-1',
      callStartTime: new Date().toISOString(),
      sipInvite: 'SIP/2.0 200 OK\r\n\r\n',
    });
    expect(e.code).toBe('INVALID_ARGUMENT');
    expect(e.fieldViolations.map((v) => v.field)).toContain('sipInvite');
    const t = await fails('callerid.validate', {
      callingNumber: '1',
      calledNumber: '2',
      networkId: 'n',
      callStartTime: 'yesterday',
      sipInvite: 'x',
    });
    expect(t.fieldViolations[0]!.field).toBe('callStartTime');
  });

  it('callerid.listRules pages and searches the demo watchlist', async () => {
    const rules = await allRules();
    expect(rules.length).toBeGreaterThanOrEqual(24);
    expect(new Set(rules.map((r) => r.gkCalleridRuleId)).size).toBe(rules.length);
    expect(rules.some((r) => r.kind === 'regex' && r.value === '^\\+1900')).toBe(true);
    const found = await call('callerid.listRules', { search: 'premium' });
    expect(found.rules.length).toBeGreaterThan(0);
    expect(found.rules.every((r) => /premium/i.test(`${r.value} ${r.description}`))).toBe(true);
  });

  it('a regex and an exact rule for one number: the exact rule wins the assessment', async () => {
    const number = '+15550107788';
    const regex = await call('callerid.addRule', {
      rule: { kind: 'regex', value: '^\\+1555010', riskLevel: 'CALLER_ID_RISK_LEVEL_HIGH', description: 'test block' },
    });
    const exact = await call('callerid.addRule', {
      rule: { kind: 'exact', value: number, riskLevel: 'CALLER_ID_RISK_LEVEL_LOW', description: 'known customer' },
    });
    expect(exact.normalizedPhoneNumber).toBe('15550107788'); // the digits alone, as the real API normalises
    const a = await call('callerid.assess', { callerId: number, configsetId });
    expect(a.riskLevel).toBe('CALLER_ID_RISK_LEVEL_LOW');
    expect(a.gkCalleridRuleId).toBe(exact.gkCalleridRuleId);
    expect(a.rule).toMatchObject({ kind: 'exact', value: number, description: 'known customer' });
    // Another number in the range is matched by the regex alone.
    const b = await call('callerid.assess', { callerId: '+15550109999', configsetId });
    expect(b).toMatchObject({ riskLevel: 'CALLER_ID_RISK_LEVEL_HIGH', gkCalleridRuleId: regex.gkCalleridRuleId });
    expect(b.rule?.kind).toBe('regex');
    const audit = await call('audit.list', { action: 'callerid.addRule' });
    expect(audit.entries.length).toBeGreaterThanOrEqual(2);
  });

  it('callerid.assess needs a configset, and says so at the field', async () => {
    const e = await fails('callerid.assess', { callerId: '+15550107788', configsetId: ' ' });
    expect(e.fieldViolations[0]!.field).toBe('configsetId');
  });

  it('an unsafe regex is refused with the reason at the field; a duplicate number is ALREADY_EXISTS', async () => {
    const e = await fails('callerid.addRule', {
      rule: { kind: 'regex', value: '^(\\d+)+$', riskLevel: 'CALLER_ID_RISK_LEVEL_HIGH' },
    });
    expect(e.code).toBe('INVALID_ARGUMENT');
    expect(e.fieldViolations[0]!.field).toBe('rule.value');
    expect(e.fieldViolations[0]!.message.length).toBeGreaterThan(5);
    const d = await fails('callerid.addRule', {
      rule: { kind: 'exact', value: '+15550107788', riskLevel: 'CALLER_ID_RISK_LEVEL_HIGH' },
    });
    expect(d.code).toBe('ALREADY_EXISTS');
  });

  it('callerid.updateRule and callerid.deleteRule change what the list reads back', async () => {
    const [rule] = (await allRules('known customer')).filter((r) => r.kind === 'exact');
    await call('callerid.updateRule', {
      ruleId: rule!.gkCalleridRuleId,
      rule: { kind: 'exact', value: rule!.value, riskLevel: 'CALLER_ID_RISK_LEVEL_MEDIUM', description: 'reviewed' },
    });
    const after = (await allRules()).find((r) => r.gkCalleridRuleId === rule!.gkCalleridRuleId);
    expect(after).toMatchObject({ riskLevel: 'CALLER_ID_RISK_LEVEL_MEDIUM', description: 'reviewed' });
    expect(await call('callerid.deleteRule', { ruleId: rule!.gkCalleridRuleId })).toEqual({ deleted: true });
    expect((await allRules()).some((r) => r.gkCalleridRuleId === rule!.gkCalleridRuleId)).toBe(false);
  });

  it('callerid.testRule tests a draft regex without saving it', async () => {
    const before = (await allRules()).length;
    expect(await call('callerid.testRule', { regex: '^\\+4420', phoneNumber: '+442079460000' })).toEqual({
      matched: true,
    });
    expect(await call('callerid.testRule', { regex: '^\\+4420', phoneNumber: '+15551234567' })).toEqual({
      matched: false,
    });
    expect((await allRules()).length).toBe(before);
    const e = await fails('callerid.testRule', { regex: '(', phoneNumber: '+15551234567' });
    expect(e.fieldViolations[0]!.field).toBe('regex');
  });

  it('callerid.exportCsv and importCsv (MERGE with a bad line, then REPLACE)', async () => {
    const before = await allRules();
    const ex = await call('callerid.exportCsv', {});
    // The server exports what a real deployment does: tab-delimited under a # header line.
    expect(ex.csv.split(/\r?\n/)[0]).toBe(
      '#PhoneRegex\tRiskLevel\tDescription\tPhoneNumber\tUsername\tCreationTimestamp',
    );
    expect(ex.filename).toMatch(/\.tsv$/);
    expect(ex.count).toBe(before.length);
    const merged = await call('callerid.importCsv', {
      mode: 'MERGE',
      csv: '#PhoneRegex\tRiskLevel\tDescription\tPhoneNumber\n\tHIGH\timported\t+15550001111\n\tHIGH\tbad\tnot-a-number\n',
    });
    expect(merged.failures).toHaveLength(1);
    expect(merged.failures[0]).toMatchObject({ lineNumber: 3, value: 'not-a-number' });
    expect((await allRules()).length).toBe(before.length + 1);
    await call('callerid.importCsv', { mode: 'REPLACE', csv: ex.csv });
    const replaced = await allRules();
    expect(replaced.length).toBe(before.length);
    expect(replaced.some((r) => r.value === '+15550001111')).toBe(false);
  });
});
