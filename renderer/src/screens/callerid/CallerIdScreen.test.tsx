import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WatchlistRule } from '../../../../shared/domain/callerid.js';
import { fail, fakeTransport, type Handlers } from '../../../test/fake-transport.testkit.js';
import { shellHandlers } from '../../../test/fixtures.testkit.js';
import { renderWithApi } from '../../../test/render.testkit.js';
import CallerIdScreen from './CallerIdScreen.js';

const rule = (
  id: string,
  kind: 'exact' | 'regex',
  value: string,
  riskLevel: string,
  description = '',
): WatchlistRule => ({
  gkCalleridRuleId: id,
  kind,
  value,
  riskLevel,
  description,
  creationTimestamp: '2026-01-01T10:00:00Z',
});

function handlers(over: Handlers = {}, role = 'admin'): Handlers {
  const rules: WatchlistRule[] = [rule('r1', 'regex', '^\\+1900', 'CALLER_ID_RISK_LEVEL_HIGH', 'premium rate')];
  return {
    ...shellHandlers(role),
    'callerid.listRules': (r) => {
      const list = rules.filter((x) => !r.search || `${x.value} ${x.description}`.includes(r.search));
      return { rules: list, totalResults: list.length, offset: '', endOfList: true };
    },
    'callerid.addRule': (r) => {
      if (r.rule.kind === 'regex' && r.rule.value.includes('+)+'))
        throw fail('INVALID_ARGUMENT', 'invalid rule', {
          fieldViolations: [{ field: 'rule.value', message: 'nested quantifiers can take exponential time' }],
        });
      const id = `r${rules.length + 1}`;
      rules.push(rule(id, r.rule.kind, r.rule.value, r.rule.riskLevel, r.rule.description));
      return { gkCalleridRuleId: id };
    },
    'callerid.deleteRule': (r) => {
      rules.splice(
        rules.findIndex((x) => x.gkCalleridRuleId === r.ruleId),
        1,
      );
      return { deleted: true };
    },
    'callerid.testRule': (r) => ({ matched: new RegExp(r.regex).test(r.phoneNumber) }),
    'callerid.importCsv': () => ({ failures: [{ lineNumber: 3, value: 'nope', reason: 'not a phone number' }] }),
    'callerid.configsets': () => ({
      configsets: [
        { configsetId: 'fraud-desk', type: 'CONFIGSET_TYPE_OPERATIONAL', description: '' },
        { configsetId: 'scope-baseline', type: 'CONFIGSET_TYPE_SCOPE', description: '' },
      ],
      defaultId: 'fraud-desk',
    }),
    ...over,
  };
}

afterEach(cleanup);
beforeEach(() => {
  window.location.hash = '#/callerid';
});

const enabled = (id: string) =>
  waitFor(() => expect((screen.getByTestId(id) as HTMLButtonElement).disabled).toBe(false));

describe('caller ID: validate', () => {
  it('shows the server violation at the SIP INVITE field, then the result', async () => {
    let bad = true;
    const t = fakeTransport(
      handlers({
        'callerid.validate': () => {
          if (bad)
            throw fail('INVALID_ARGUMENT', 'invalid caller ID data', {
              fieldViolations: [{ field: 'sipInvite', message: 'is not a SIP INVITE' }],
            });
          return {
            referenceId: 'ref-1',
            trustIndicator: 0.82,
            additionalData: { attestation: 'A' },
            risk: 10,
            reliability: 90,
            decision: 'DECISION_NO_RISK_DETECTED',
            decisionReason: 'DECISION_REASON_NO_RISK_DETECTED',
          };
        },
      }),
    );
    renderWithApi(<CallerIdScreen params={['validate']} />, t);
    await enabled('validate-submit');
    fireEvent.change(screen.getByTestId('validate-sip'), { target: { value: 'SIP/2.0 200 OK' } });
    fireEvent.click(screen.getByTestId('validate-submit'));
    const sip = screen.getByTestId('validate-sip');
    await waitFor(() => expect(sip.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(sip.getAttribute('aria-describedby')!.split(' ').pop()!)!.textContent).toBe(
      'is not a SIP INVITE',
    );
    expect(screen.getByTestId('validate-error').textContent).toContain('INVALID_ARGUMENT');

    bad = false;
    fireEvent.click(screen.getByTestId('validate-sample'));
    expect((sip as HTMLTextAreaElement).value).toMatch(/^INVITE sip:\+15557654321@/);
    fireEvent.click(screen.getByTestId('validate-submit'));
    expect((await screen.findByTestId('validate-decision')).textContent).toBe('no risk detected');
    expect(screen.getByTestId('validate-trust').textContent).toBe('0.82');
    expect(screen.getByTestId('validate-vendor-data').textContent).toContain('attestation');
    const sent = t.calls.filter((c) => c.channel === 'callerid.validate').pop()!.request as { callStartTime: string };
    expect(sent.callStartTime).toMatch(/Z$/);
  });
});

describe('caller ID: assess', () => {
  it('defaults to the operational configset and shows the deciding exact rule', async () => {
    const t = fakeTransport(
      handlers({
        'callerid.assess': () => ({
          riskLevel: 'CALLER_ID_RISK_LEVEL_LOW',
          gkCalleridRuleId: 'r9',
          rule: rule('r9', 'exact', '+15550201234', 'CALLER_ID_RISK_LEVEL_LOW', 'known customer'),
          decision: 'DECISION_NO_RISK_DETECTED',
          decisionReason: 'DECISION_REASON_NO_RISK_DETECTED',
        }),
      }),
    );
    renderWithApi(<CallerIdScreen params={['assess']} />, t);
    await waitFor(() => expect((screen.getByTestId('assess-configset') as HTMLInputElement).value).toBe('fraud-desk'));
    fireEvent.change(screen.getByTestId('assess-number'), { target: { value: '+15550201234' } });
    await enabled('assess-submit');
    fireEvent.click(screen.getByTestId('assess-submit'));
    expect((await screen.findByTestId('assess-risk')).textContent).toBe('Low');
    expect(screen.getByTestId('assess-rule-kind').textContent).toBe('exact');
    expect(screen.getByTestId('assess-rule').textContent).toContain('known customer');
    expect(t.calls.find((c) => c.channel === 'callerid.assess')!.request).toMatchObject({
      callerId: '+15550201234',
      configsetId: 'fraud-desk',
      watchlistId: '00000000-0000-0000-0000-000000000000',
    });
    fireEvent.click(screen.getByTestId('assess-rule-link'));
    expect(window.location.hash).toBe('#/callerid/rules');
  });

  it('shows a missing configset at its field', async () => {
    const t = fakeTransport(
      handlers({
        'callerid.configsets': () => ({ configsets: [] }),
        'callerid.assess': () => {
          throw fail('INVALID_ARGUMENT', 'Pick the configset', {
            fieldViolations: [{ field: 'configsetId', message: 'is required' }],
          });
        },
      }),
    );
    renderWithApi(<CallerIdScreen params={['assess']} />, t);
    await enabled('assess-submit');
    fireEvent.click(screen.getByTestId('assess-submit'));
    await waitFor(() => expect(screen.getByTestId('assess-configset').getAttribute('aria-invalid')).toBe('true'));
  });
});

describe('caller ID: rules', () => {
  it('lists, refuses an unsafe regex at the field, adds a rule and reads the list back', async () => {
    const t = fakeTransport(handlers());
    renderWithApi(<CallerIdScreen params={['rules']} />, t);
    const table = await screen.findByTestId('rules-table');
    expect(within(table).getByText('premium rate')).toBeTruthy();
    await enabled('rules-add');
    fireEvent.click(screen.getByTestId('rules-add'));
    fireEvent.click(screen.getByTestId('rule-kind-regex'));
    fireEvent.change(screen.getByTestId('rule-value'), { target: { value: '^(\\d+)+$' } });
    fireEvent.click(screen.getByTestId('rule-save'));
    expect((await screen.findByTestId('rule-value-field-error')).textContent).toContain('exponential time');

    fireEvent.click(screen.getByTestId('rule-kind-exact'));
    fireEvent.change(screen.getByTestId('rule-value'), { target: { value: '+15550201234' } });
    fireEvent.change(screen.getByTestId('rule-risk'), { target: { value: 'CALLER_ID_RISK_LEVEL_LOW' } });
    fireEvent.change(screen.getByTestId('rule-description'), { target: { value: 'known customer' } });
    fireEvent.click(screen.getByTestId('rule-save'));
    await waitFor(() => expect(screen.queryByTestId('rule-form')).toBeNull());
    expect(await within(screen.getByTestId('rules-table')).findByText('known customer')).toBeTruthy();
    expect(t.calls.filter((c) => c.channel === 'callerid.listRules').length).toBeGreaterThanOrEqual(2);
  });

  it('tests a draft regex against a number, and deletes a rule only after confirmation', async () => {
    const t = fakeTransport(handlers());
    renderWithApi(<CallerIdScreen params={['rules']} />, t);
    fireEvent.click(await screen.findByText('premium rate'));
    fireEvent.change(screen.getByTestId('rule-test-number'), { target: { value: '+19005550000' } });
    fireEvent.click(screen.getByTestId('rule-test-run'));
    expect((await screen.findByTestId('rule-test-result')).textContent).toBe('matches');
    await enabled('rule-delete');
    fireEvent.click(screen.getByTestId('rule-delete'));
    expect(t.calls.some((c) => c.channel === 'callerid.deleteRule')).toBe(false);
    fireEvent.click(
      within(await screen.findByTestId('rule-delete-confirm')).getByRole('button', { name: 'Delete rule' }),
    );
    await waitFor(() => expect(screen.queryByText('premium rate')).toBeNull());
    expect(await screen.findByTestId('rules-empty')).toBeTruthy();
  });

  it('imports with REPLACE only after REPLACE is typed, and lists the refused lines', async () => {
    const t = fakeTransport(handlers());
    renderWithApi(<CallerIdScreen params={['rules']} />, t);
    await screen.findByTestId('rules-table');
    const file = new File(
      ['phone_number,caller_id_regex,risk_level,description\n+15550001111,,CALLER_ID_RISK_LEVEL_HIGH,x\n'],
      'rules.csv',
      { type: 'text/csv' },
    );
    fireEvent.change(screen.getByTestId('rules-import-file'), { target: { files: [file] } });
    fireEvent.change(screen.getByTestId('rules-import-mode'), { target: { value: 'REPLACE' } });
    await enabled('rules-import');
    fireEvent.click(screen.getByTestId('rules-import'));
    const dialog = await screen.findByTestId('rules-replace-confirm');
    const confirm = within(dialog).getByRole('button', { name: 'Replace rules' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(t.calls.some((c) => c.channel === 'callerid.importCsv')).toBe(false);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'REPLACE' } });
    fireEvent.click(confirm);
    expect((await screen.findByTestId('rules-import-result')).textContent).toContain('line 3');
    expect(t.calls.find((c) => c.channel === 'callerid.importCsv')!.request).toMatchObject({ mode: 'REPLACE' });
  });

  it('keeps write actions disabled with the reason for support', async () => {
    renderWithApi(<CallerIdScreen params={['rules']} />, fakeTransport(handlers({}, 'support')));
    await waitFor(() =>
      expect(screen.getByTestId('rules-add').getAttribute('data-disabled-reason')).toMatch(
        /support.*cannot change watchlist rules/,
      ),
    );
    expect((screen.getByTestId('rules-export') as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows a failed list with its code and a retry', async () => {
    renderWithApi(
      <CallerIdScreen params={['rules']} />,
      fakeTransport(
        handlers({
          'callerid.listRules': () => {
            throw fail('UNAVAILABLE', 'connection refused');
          },
        }),
      ),
    );
    const err = await screen.findByTestId('rules-error');
    expect(err.textContent).toContain('UNAVAILABLE');
  });
});
