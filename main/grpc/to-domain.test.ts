import { describe, expect, it } from 'vitest';
import protobuf from 'protobufjs';
import { loadProtos } from '../../wire/protos.js';
import { MAX_INLINE_BYTES, responseTypeOf, toDomain } from './to-domain.js';

// A message exercising every special case, defined beside the real protos' types.
const root = protobuf.Root.fromJSON(loadProtos().root.toJSON());
root.define('vigil.test').add(
  new protobuf.Type('Probe')
    .add(new protobuf.Field('gk_session_id', 1, 'nuance.biosec.v1.UniqueId'))
    .add(new protobuf.Field('created_at', 2, 'google.protobuf.Timestamp'))
    .add(new protobuf.Field('ttl', 3, 'google.protobuf.Duration'))
    .add(new protobuf.Field('group_size', 4, 'google.protobuf.Int32Value'))
    .add(new protobuf.Field('label', 5, 'google.protobuf.StringValue'))
    .add(new protobuf.Field('big_count', 6, 'int64'))
    .add(new protobuf.Field('session_type', 7, 'nuance.biosec.v1.SessionType'))
    .add(new protobuf.Field('small', 8, 'bytes'))
    .add(new protobuf.Field('audio', 9, 'bytes'))
    .add(new protobuf.Field('ids', 10, 'nuance.biosec.v1.UniqueId', 'repeated'))
    .add(new protobuf.MapField('custom_data', 11, 'string', 'string'))
    .add(new protobuf.Field('field_mask', 12, 'google.protobuf.FieldMask')),
);
root.resolveAll();

describe('toDomain', () => {
  it('turns proto-loader objects into plain domain objects', () => {
    const out = toDomain(root.lookupType('vigil.test.Probe'), {
      gk_session_id: { value: 'c0ffee00-0000-4000-8000-000000000001' },
      created_at: { seconds: '1772442000', nanos: 123_000_000 },
      ttl: { seconds: '90', nanos: 500_000_000 },
      group_size: { value: 2 },
      label: { value: 'gold' },
      big_count: '9007199254740993',
      session_type: 'SESSION_TYPE_IVR',
      small: Buffer.from('hi'),
      audio: Buffer.alloc(MAX_INLINE_BYTES + 1),
      ids: [{ value: 'a' }, { value: 'b' }],
      custom_data: { queue: 'gold' },
      field_mask: { paths: ['ani', 'dnis'] },
    });
    expect(out).toEqual({
      gkSessionId: 'c0ffee00-0000-4000-8000-000000000001',
      createdAt: '2026-03-02T09:00:00.123Z',
      ttl: 90.5,
      groupSize: 2,
      label: 'gold',
      bigCount: '9007199254740993',
      sessionType: 'SESSION_TYPE_IVR',
      small: 'aGk=',
      ids: ['a', 'b'],
      customData: { queue: 'gold' },
      fieldMask: ['ani', 'dnis'],
    });
    expect(JSON.parse(JSON.stringify(out))).toEqual(out);
  });

  it('keeps proto key names when asked, and leaves absent fields out', () => {
    const out = toDomain(
      root.lookupType('vigil.test.Probe'),
      { gk_session_id: { value: 'x' }, label: undefined },
      { keepCase: true },
    );
    expect(out).toEqual({ gk_session_id: 'x' });
  });

  it('works from a real method response type', () => {
    const t = responseTypeOf('nuance.biosec.v1.sessions.SessionsManager', 'StartSession');
    const out = toDomain(t, {
      status: { status_code: 'OK', http_trans_code: 200 },
      gk_session_id: { value: 's1' },
      gk_engagement_id: { value: 'e1' },
    });
    expect(out).toEqual({ status: { statusCode: 'OK', httpTransCode: 200 }, gkSessionId: 's1', gkEngagementId: 'e1' });
  });
});
