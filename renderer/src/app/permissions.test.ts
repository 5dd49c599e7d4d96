import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDITED_CHANNELS, rpcsOf } from '../../../shared/ipc/contract';
import { policyFor } from '../../../shared/rpc/policy';
import { ACTIONS, actionRolesSource } from './action-roles.derive';
import { ACTION_ROLES } from './action-roles.gen';
import { can, toRole } from './permissions';

describe('role permissions', () => {
  it('are derived from the policy of every RPC the action’s channels call', () => {
    for (const [action, def] of Object.entries(ACTIONS)) {
      expect(def.rpcs.length, `${action} calls no RPC`).toBeGreaterThan(0);
      expect(def.roles.length, `${action}: no role may do it`).toBeGreaterThan(0);
      for (const rpc of def.rpcs) {
        const slash = rpc.lastIndexOf('/');
        const policy = policyFor(rpc.slice(0, slash), rpc.slice(slash + 1));
        expect(policy, `${action}: ${rpc} is not in the policy`).toBeDefined();
        for (const role of def.roles) expect(policy!.roles, `${action}: ${rpc}`).toContain(role);
      }
    }
    expect(ACTIONS['voiceprints.unlock'].roles).toEqual(['support', 'admin']);
    expect(ACTIONS['callerid.rules.write'].channels).toContain('callerid.importCsv');
  });

  it('are what the shell reads: action-roles.gen.ts matches the derivation', async () => {
    // Fails when the contract or the policy changed and the table was not regenerated (run this
    // file with -u). The table itself is checked too, in case the file was edited by hand.
    await expect(actionRolesSource()).toMatchFileSnapshot('./action-roles.gen.ts');
    expect(ACTION_ROLES).toEqual(Object.fromEntries(Object.entries(ACTIONS).map(([a, d]) => [a, d.roles])));
  });

  it('are derived at test time only: no screen imports the derivation (and the contract with it)', () => {
    const src = path.resolve(import.meta.dirname, '..');
    const files = (fs.readdirSync(src, { recursive: true, encoding: 'utf8' }) as string[]).filter(
      (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f),
    );
    const importers = files.filter((f) =>
      /from '[^']*action-roles\.derive/.test(fs.readFileSync(path.join(src, f), 'utf8')),
    );
    expect(importers).toEqual([]);
  });

  it('cover every audited change made through an RPC', () => {
    const covered = new Set(Object.values(ACTIONS).flatMap((d) => d.channels));
    const changes = AUDITED_CHANNELS.filter((c) => rpcsOf(c).length > 0);
    expect(changes.filter((c) => !covered.has(c))).toEqual([]);
  });

  it('says why a role cannot act, naming who can', () => {
    expect(can('support', 'engagements.setVerdict')).toEqual({
      allowed: false,
      reason: 'Your role (support) cannot set verdicts; analysts and admins can.',
    });
    expect(can('analyst', 'voiceprints.unlock').reason).toBe(
      'Your role (analyst) cannot unlock voiceprints; support staff and admins can.',
    );
    expect(can('support', 'voiceprints.delete')).toEqual({ allowed: true });
    expect(can('analyst', 'voiceprints.delete').reason).toBe(
      'Your role (analyst) cannot delete voiceprint profiles; service clients, support staff and admins can.',
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
