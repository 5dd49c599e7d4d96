// The dialog service's policy lines: every DLGaaS v1 RPC needs the OAuth scope `dlg`, no Gatekeeper
// context, and is open to runtime integrations, admins and analysts but not support staff.
import { describe, expect, it } from 'vitest';
import { OAUTH_SCOPES, POLICY, SERVICE_SCOPES, policyFor } from './policy.js';
import { SERVICES } from './services.js';

const METHODS = ['Start', 'Status', 'Update', 'Execute', 'ExecuteStream', 'Stop'];

describe('nuance.dlg.v1.DialogService policy', () => {
  it('lists exactly the RPCs of the service', () => {
    expect(Object.keys(POLICY['nuance.dlg.v1.DialogService'])).toEqual(METHODS);
  });

  it.each(METHODS)('%s: service, admin and analyst; no context; scope dlg', (m) => {
    const line = policyFor(SERVICES.dialog, m);
    expect(line?.roles).toEqual(['service', 'admin', 'analyst']);
    expect(line?.context).toEqual({ E: '-', S: '-', Sc: '-', C: '-' });
  });

  it('needs the dlg OAuth scope', () => {
    expect(OAUTH_SCOPES.dlg).toBe('dlg');
    expect(SERVICE_SCOPES[SERVICES.dialog]).toBe('dlg');
  });
});
