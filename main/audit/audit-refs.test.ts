import { describe, expect, it } from 'vitest';
import type { Where } from '../connections/where.js';
import { hasExternalIdLookup, lookUpExternalIds } from './audit-refs.js';

const PROFILE = '3f2a0000-0000-4000-8000-000000000001';
const OWNER = '3f2a0000-0000-4000-8000-000000000002';
const ENGAGEMENT = '3f2a0000-0000-4000-8000-000000000003';

/** A Where whose client answers from fixed tables and records which scope each call used. */
function fakeWhere(opts: { failPersons?: boolean } = {}) {
  const scopes: string[] = [];
  const seen = (req: { context?: { gk_scope_id?: { value?: string } } }) =>
    scopes.push(req.context!.gk_scope_id!.value!);
  const api = {
    voiceprints: {
      getVoiceprintProfileDetails: async (req: never) => (
        seen(req),
        { details: { gk_owner_id: { value: OWNER }, owner_type: 'OWNER_TYPE_PERSON', tag: 'main' } }
      ),
    },
    entities: {
      getPersonDetails: async (req: { gk_person_id: { value: string } }) => {
        seen(req as never);
        if (opts.failPersons) throw new Error('PERMISSION_DENIED');
        return { details: req.gk_person_id.value === OWNER ? { person_id: 'cust-00042' } : undefined };
      },
    },
    sessions: {
      getEngagementDetails: async (req: never) => (
        seen(req),
        { details: { engagement_id: 'CALL-2026-0001', correlation_id: '' } }
      ),
    },
  };
  const where = { ctx: { rpc: { api } }, scopeId: 'scope-1' } as unknown as Where;
  return { where, scopes };
}

const signal = new AbortController().signal;

describe('lookUpExternalIds', () => {
  it('names the voiceprint owner, the person and the engagement by the IDs people use, in the change’s scope', async () => {
    const { where, scopes } = fakeWhere();
    expect(
      await lookUpExternalIds({ gkVoiceprintProfileId: PROFILE, gkEngagementId: ENGAGEMENT }, where, signal),
    ).toEqual({ ownerExternalId: 'cust-00042', ownerType: 'person', tag: 'main', engagementId: 'CALL-2026-0001' });
    expect(await lookUpExternalIds({ gkPersonId: OWNER }, where, signal)).toEqual({ personId: 'cust-00042' });
    expect(new Set(scopes)).toEqual(new Set(['scope-1']));
  });

  it('leaves out what cannot be read, and never overwrites what the target already says', async () => {
    const { where } = fakeWhere({ failPersons: true });
    expect(await lookUpExternalIds({ gkVoiceprintProfileId: PROFILE }, where, signal)).toEqual({
      ownerType: 'person',
      tag: 'main',
    });
    expect(await lookUpExternalIds({ gkPersonId: OWNER }, where, signal)).toEqual({});
    const ok = fakeWhere().where;
    expect(await lookUpExternalIds({ gkVoiceprintProfileId: PROFILE, tag: 'given' }, ok, signal)).not.toHaveProperty(
      'tag',
    );
  });

  it('only targets with a gk ID it knows are looked up', () => {
    expect(hasExternalIdLookup({ configsetId: 'fraud-desk' })).toBe(false);
    expect(hasExternalIdLookup({ gkVoiceprintProfileId: '' })).toBe(false);
    expect(hasExternalIdLookup({ gkEngagementId: ENGAGEMENT })).toBe(true);
  });
});
