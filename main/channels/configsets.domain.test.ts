import { describe, expect, it } from 'vitest';
import type { Revision } from '../../shared/domain/configsets.js';
import { prettyJson, revisionOf, servicesOf, summarize, templatesOf } from './configsets.domain.js';

const r = (configsetId: string, state: Revision['state'], at: string, by = 'a'): Revision => ({
  revisionId: `${configsetId}-${at}`,
  configsetId,
  type: 'CONFIGSET_TYPE_OPERATIONAL',
  state,
  createdAt: at,
  updatedAt: at,
  createdBy: by,
  updatedBy: by,
  description: '',
});

describe('configsets domain mapping', () => {
  it('maps proto details to a revision', () => {
    expect(
      revisionOf({
        gk_configset_revision_id: { value: 'x' },
        configset_id: 'c',
        type: 'CONFIGSET_TYPE_SCOPE',
        state: 'STATE_ACTIVE',
        creation_timestamp: { seconds: '1700000000', nanos: 5_000_000 },
        created_by: 'me',
      }),
    ).toMatchObject({
      revisionId: 'x',
      configsetId: 'c',
      createdAt: '2023-11-14T22:13:20.005Z',
      createdBy: 'me',
      updatedBy: '',
    });
  });

  it('groups revisions per configset with the active one, counts and last change, most recent first', () => {
    const out = summarize([
      r('a', 'STATE_SAVED', '2026-01-03T00:00:00Z', 'x'),
      r('a', 'STATE_ACTIVE', '2026-01-02T00:00:00Z'),
      r('a', 'STATE_INACTIVE', '2026-01-01T00:00:00Z'),
      r('b', 'STATE_ACTIVE', '2026-01-05T00:00:00Z', 'y'),
    ]);
    expect(out.map((s) => s.configsetId)).toEqual(['b', 'a']);
    expect(out[1]).toMatchObject({
      revisionCount: 3,
      counts: { STATE_SAVED: 1, STATE_ACTIVE: 1, STATE_INACTIVE: 1 },
      active: { revisionId: 'a-2026-01-02T00:00:00Z' },
      lastChangeAt: '2026-01-03T00:00:00Z',
      lastChangeBy: 'x',
    });
  });

  it('keeps one entry per template: its ACTIVE revision', () => {
    const out = templatesOf([
      r('t', 'STATE_INACTIVE', '2026-01-03T00:00:00Z'),
      r('t', 'STATE_ACTIVE', '2026-01-04T00:00:00Z'),
    ]);
    expect(out).toEqual([expect.objectContaining({ templateId: 't', state: 'STATE_ACTIVE', revisionCount: 2 })]);
  });

  it('pretty-prints content and names each service by its content key', () => {
    expect(prettyJson('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyJson('not json')).toBe('not json');
    const s = servicesOf({
      configset_object: {
        service_config: [
          {
            service_name: 'callerid',
            data: Buffer.from('{"trustedAtOrAbove":0.9}'),
            schema: Buffer.from('{"title":"T"}'),
          },
          { service_name: 'custom', data: Buffer.from('{}'), schema: Buffer.alloc(0) },
        ],
      },
    });
    expect(s).toEqual([
      {
        serviceName: 'callerid',
        contentKey: 'callerId',
        data: '{\n  "trustedAtOrAbove": 0.9\n}',
        schema: { title: 'T' },
      },
      { serviceName: 'custom', contentKey: 'custom', data: '{}', schema: undefined },
    ]);
  });
});
