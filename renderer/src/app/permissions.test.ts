import { describe, expect, it } from 'vitest';
import { policyFor } from '../../../shared/rpc/policy';
import { ACTIONS, can, toRole } from './permissions';

describe('role permissions', () => {
  it('mirror the server policy for every RPC an action stands for', () => {
    for (const [action, def] of Object.entries(ACTIONS)) {
      for (const rpc of def.rpcs) {
        const [service, method] = rpc.split('/') as [string, string];
        const policy = policyFor(service, method);
        expect(policy, `${action}: ${rpc} is not in the policy`).toBeDefined();
        expect([...def.roles].sort(), `${action}: ${rpc}`).toEqual([...policy!.roles].sort());
      }
    }
  });

  it('says why a role cannot act, naming who can', () => {
    expect(can('support', 'engagements.setVerdict')).toEqual({
      allowed: false,
      reason: 'Your role (support) cannot set verdicts; analysts and admins can.',
    });
    expect(can('analyst', 'voiceprints.unlock').reason).toBe(
      'Your role (analyst) cannot unlock voiceprints; support staff and admins can.',
    );
    expect(can('admin', 'configsets.write')).toEqual({ allowed: true });
    expect(can('unknown', 'configsets.write')).toEqual({ allowed: true });
  });

  it('reads roles case-insensitively and maps others to unknown', () => {
    expect(toRole('Admin')).toBe('admin');
    expect(toRole('root')).toBe('unknown');
    expect(toRole(undefined)).toBe('unknown');
  });
});
