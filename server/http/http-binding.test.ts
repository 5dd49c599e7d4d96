import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MethodDefinition } from '@grpc/proto-loader';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadProtos } from '../../wire/protos.js';
import {
  failedPrecondition,
  missingField,
  notFound,
  permissionDenied,
  resourceExhausted,
  unauthenticated,
  unavailable,
  unimplemented,
  type RpcError,
} from '../rpc/errors.js';
import { OK_STATUS } from '../rpc/status.js';
import type { Invocation } from '../rpc/dispatch.js';
import { silentLogger } from '../util/log.js';
import { createHttpBinding } from './http-binding.js';
import { toJson } from '../json/proto-json.js';

const SCOPE = '6f1c1f2e-8d0b-4c39-9a53-0b0d5d9f4a10';
const PROFILE = '0b9d8c7a-1111-4222-8333-944455556666';

/** Records what the handler would have received; answers with `reply` (or throws it). */
class FakeDispatcher {
  calls: Invocation[] = [];
  reply: (inv: Invocation) => Promise<unknown> = async () => ({ status: OK_STATUS });
  async invoke(inv: Invocation): Promise<unknown> {
    this.calls.push(inv);
    return this.reply(inv);
  }
  get last(): Invocation {
    const c = this.calls.at(-1);
    if (!c) throw new Error('the dispatcher was not called');
    return c;
  }
}

const dispatcher = new FakeDispatcher();
const protos = loadProtos();
const binding = createHttpBinding({ protos, dispatcher, log: silentLogger, maxBodyBytes: 4096 });
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    binding.handle(req, res).then(
      (handled) => {
        if (!handled) res.writeHead(404, { 'content-type': 'text/plain' }).end('not mine');
      },
      (err: Error) => res.destroy(err),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  dispatcher.calls = [];
  dispatcher.reply = async () => ({ status: OK_STATUS });
});

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    text,
    json: res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined,
  };
}

const scopeCtx = { gk_scope_id: { value: SCOPE } };

describe('route table', () => {
  it('has every binding of the protos, additional ones included', () => {
    // The real APIs' bindings are fixed by the wire facts (181 of the management API, 1 of the
    // interpretation runtime, 3 of the interpretation wordset service, its compile stream served
    // as newline-delimited JSON, 5 of the dialog service); our own extensions add theirs.
    expect(binding.routes.filter((r) => r.service.startsWith('nuance.'))).toHaveLength(190);
    expect(binding.routes.find((r) => r.method === 'CompileWordsetAndWatch')).toMatchObject({
      verb: 'POST',
      path: '/nlu/v1beta1/wordset/compile',
    });
    const extensionMethods = protos.services
      .filter((s) => s.startsWith('vigil.'))
      .flatMap((s) => Object.keys(protos.root.lookupService(s).methods).map((m) => `${s}/${m}`));
    expect(extensionMethods.length).toBeGreaterThan(0);
    for (const m of extensionMethods) expect(binding.routes.some((r) => `${r.service}/${r.method}` === m)).toBe(true);
    expect(binding.routes).toEqual(
      expect.arrayContaining([
        {
          verb: 'PUT',
          path: '/v1/configsets/revisions/{gk_configset_revision_id.value}:activate',
          service: 'nuance.biosec.v1.configmanager.ConfigurationManager',
          method: 'ActivateConfigsetRevision',
        },
        {
          verb: 'POST',
          path: '/v1/sessions/start',
          service: 'nuance.biosec.v1.sessions.SessionsManager',
          method: 'StartSession',
        },
        {
          verb: 'PUT',
          path: '/nuance/biosec/v1/sessions/start',
          service: 'nuance.biosec.v1.sessions.SessionsManager',
          method: 'StartSession',
        },
      ]),
    );
  });
});

describe('requests reach the handler in the proto-loader shape', () => {
  it('GET with a path variable and nested query parameters in both name styles', async () => {
    const r = await call(
      'GET',
      `/v1/voiceprints/profiles/${PROFILE}/enrollment-segments?context.gk_scope_id.value=${SCOPE}&context.gkEngagementId.value=e-1`,
      undefined,
      { authorization: 'Bearer tok', 'x-request-id': 'req-1' },
    );
    expect(r.status).toBe(200);
    const inv = dispatcher.last;
    expect(inv).toMatchObject({
      service: 'nuance.biosec.v1.voiceprint.VoiceprintsManager',
      method: 'ListEnrollmentSegments',
      authorization: 'Bearer tok',
      transport: 'http',
      requestId: 'req-1',
    });
    expect(inv.cancellation?.cancelled).toBe(false);
    expect(inv.request).toEqual({
      context: { gk_scope_id: { value: SCOPE }, gk_engagement_id: { value: 'e-1' } },
      gk_voiceprint_profile_id: { value: PROFILE },
    });
  });

  it('PUT with the custom verb :activate and the legacy path give the same request', async () => {
    await call('PUT', '/v1/configsets/revisions/rev-1:activate', { context: { gkScopeId: { value: SCOPE } } });
    const viaVerb = dispatcher.last;
    await call('PUT', '/nuance/biosec/v1/configsets/revisions/rev-1/activate', { context: scopeCtx });
    const viaLegacy = dispatcher.last;
    for (const inv of [viaVerb, viaLegacy]) {
      expect(inv.method).toBe('ActivateConfigsetRevision');
      expect(inv.request).toEqual({ context: scopeCtx, gk_configset_revision_id: { value: 'rev-1' } });
    }
  });

  it('a literal segment beats a variable; a custom verb picks its own method', async () => {
    await call(
      'GET',
      `/v1/configsets/revisions?context.gk_scope_id.value=${SCOPE}&filter.state=STATE_ACTIVE&filter.state=2`,
    );
    expect(dispatcher.last.method).toBe('ListConfigsetRevisions');
    expect(dispatcher.last.request).toEqual({
      context: scopeCtx,
      filter: { state: ['STATE_ACTIVE', 'STATE_VALIDATED'] },
    });

    await call('GET', '/v1/configsets/cs-1?expected_format=1&field_mask=configsetId,details');
    expect(dispatcher.last.method).toBe('GetConfigset');
    expect(dispatcher.last.request).toMatchObject({
      configset_id: 'cs-1',
      field_mask: { paths: ['configset_id', 'details'] },
    });

    await call('GET', '/v1/calleridwatchlists/inline/rule:test?caller_id_regex=%5E%5C%2B1.*&phoneNumber=%2B15550100');
    expect(dispatcher.last.method).toBe('TestCallerIdRule');
    expect(dispatcher.last.request).toEqual({ caller_id_regex: '^\\+1.*', phone_number: '+15550100' });

    await call('GET', '/v1/configsets/revisions/rev-9');
    expect(dispatcher.last.method).toBe('GetConfigsetRevision');
  });

  it('POST body "*": the whole body is the request (oneofs, maps, FieldMask, both name styles)', async () => {
    const r = await call('POST', '/v1/voiceprints/profiles', {
      context: scopeCtx,
      owner: { personId: 'p-1', tag: 'main' },
      details: { custom_data: { channel: 'ivr' } },
      fieldMask: 'details.customData,owner',
    });
    expect(r.status).toBe(200);
    expect(dispatcher.last.method).toBe('CreateVoiceprintProfile');
    expect(dispatcher.last.request).toEqual({
      context: scopeCtx,
      owner: { person_id: 'p-1', tag: 'main', owner: 'person_id' },
      details: { custom_data: { channel: 'ivr' } },
      field_mask: { paths: ['details.custom_data', 'owner'] },
    });
  });

  it('DELETE with two percent-encoded path variables', async () => {
    await call('DELETE', `/v1/voiceprints/profiles/a%20b/enrollment-segments/x%2Fy?context.gk_scope_id.value=${SCOPE}`);
    expect(dispatcher.last.method).toBe('RemoveEnrollmentSegment');
    expect(dispatcher.last.request).toEqual({
      context: scopeCtx,
      gk_voiceprint_profile_id: { value: 'a b' },
      gk_processed_audio_id: { value: 'x/y' },
    });
  });

  it('every binding of StartSession (legacy PUT, additional PUT and POST) gives the same request', async () => {
    const body = { context: scopeCtx, sessionType: 2, details: { groupSize: 3, session_id: 's-1' }, is_test: true };
    const want = {
      context: scopeCtx,
      session_type: 'SESSION_TYPE_IVR',
      details: { group_size: { value: 3 }, session_id: 's-1' },
      is_test: true,
    };
    for (const [verb, path] of [
      ['PUT', '/nuance/biosec/v1/sessions/start'],
      ['PUT', '/v1/sessions/start'],
      ['POST', '/v1/sessions/start'],
    ] as const) {
      expect((await call(verb, path, body)).status).toBe(200);
      expect(dispatcher.last.method).toBe('StartSession');
      expect(dispatcher.last.request).toEqual(want);
    }
  });

  it('GET of a oneof member by query parameter sets the oneof case', async () => {
    await call(
      'GET',
      `/v1/voiceprints/profiles?context.gk_scope_id.value=${SCOPE}&gk_voiceprint_profile_id.value=${PROFILE}`,
    );
    expect(dispatcher.last.method).toBe('GetVoiceprintProfileDetails');
    expect(dispatcher.last.request).toEqual({
      context: scopeCtx,
      gk_voiceprint_profile_id: { value: PROFILE },
      input: 'gk_voiceprint_profile_id',
    });
  });
});

describe('responses', () => {
  it('prints the handler result as proto3 JSON (lowerCamelCase, WKTs, enums by name, status)', async () => {
    dispatcher.reply = async () => ({
      status: OK_STATUS,
      details: {
        gk_voiceprint_profile_id: { value: PROFILE },
        owner_type: 'OWNER_TYPE_PERSON',
        version: { value: 2 },
        near_term_adaptation: { value: false },
        creation_timestamp: { seconds: '1714557600', nanos: 250000000 },
      },
    });
    const r = await call(
      'GET',
      `/v1/voiceprints/profiles?context.gk_scope_id.value=${SCOPE}&gk_voiceprint_profile_id.value=${PROFILE}`,
    );
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    expect(r.json).toEqual({
      status: { statusCode: 'OK', httpTransCode: 200 },
      details: {
        gkVoiceprintProfileId: { value: PROFILE },
        ownerType: 'OWNER_TYPE_PERSON',
        version: 2,
        nearTermAdaptation: false,
        creationTimestamp: '2024-05-01T10:00:00.250Z',
      },
    });
  });

  it('an RpcError becomes its HTTP status and a nuance.rpc.Status body with field violations', async () => {
    dispatcher.reply = async () => {
      throw missingField('context.gk_scope_id');
    };
    const r = await call('GET', `/v1/voiceprints/profiles/${PROFILE}/enrollment-segments`, undefined, {
      'x-request-id': 'rid-7',
    });
    expect(r.status).toBe(400);
    expect(r.json).toEqual({
      status: {
        statusCode: 'BAD_REQUEST',
        httpTransCode: 400,
        requestInfo: { requestId: 'rid-7' },
        statusMessage: { locale: 'en-US', message: 'context.gk_scope_id: is required' },
        fieldViolations: [
          { field: 'context.gk_scope_id', message: 'is required', violation: 'MANDATORY_FIELD_MISSING' },
        ],
      },
    });
  });

  it.each<[() => RpcError, number, string]>([
    [() => unauthenticated('no token'), 401, 'NOT_AUTHORIZED'],
    [() => permissionDenied('no'), 403, 'PERMISSION_DENIED'],
    [() => notFound('gone'), 404, 'NOT_FOUND'],
    [() => failedPrecondition('locked'), 409, 'INVALID_REQUEST'],
    [() => resourceExhausted('slow down'), 429, 'RATE_EXCEEDED'],
    [() => unimplemented('later'), 501, 'NOT_IMPLEMENTED'],
    [() => unavailable('busy'), 503, 'BUSY'],
  ])('maps %# to HTTP %i', async (make, http, code) => {
    dispatcher.reply = async () => {
      throw make();
    };
    const r = await call('DELETE', `/v1/voiceprints/profiles/${PROFILE}`);
    expect(r.status).toBe(http);
    expect(r.json.status).toMatchObject({
      statusCode: code,
      httpTransCode: http,
      statusMessage: { message: make().message },
    });
  });

  it('an unexpected failure is a 500 without details', async () => {
    dispatcher.reply = async () => {
      throw new Error('secret stack');
    };
    const r = await call('DELETE', `/v1/voiceprints/profiles/${PROFILE}`);
    expect(r.status).toBe(500);
    expect(r.json.status).toMatchObject({ statusCode: 'INTERNAL_ERROR', statusMessage: { message: 'internal error' } });
  });
});

describe('requests and responses skip the trip through protobuf bytes, with its results', () => {
  const method = (verb: string, path: string) => {
    const r = binding.routes.find((x) => x.verb === verb && x.path === path);
    if (!r) throw new Error(`no route ${verb} ${path}`);
    const def = (protos.packageDefinition[r.service] as Record<string, MethodDefinition<object, object>>)[r.method]!;
    const m = protos.root.lookupService(r.service).methods[r.method]!;
    return { def, responseType: m.resolvedResponseType! };
  };

  it('a float reaches the handler rounded to 32 bits', async () => {
    const body = { context: scopeCtx, format: { mp3: { target: 'TARGET_QUALITY', quality: 0.1 } } };
    expect((await call('POST', '/v1/audios/upload-url', body)).status).toBe(200);
    const req = dispatcher.last.request as { format: { mp3: { quality: number } } };
    expect(req.format.mp3.quality).toBe(Math.fround(0.1));
    expect(req.format.mp3.quality).not.toBe(0.1);
  });

  it('a lone surrogate escaped in the body reaches the handler as protobuf bytes carry it', async () => {
    const text = `{"context":{"gk_scope_id":{"value":"${SCOPE}"}},"details":{"session_id":"a\\ud800b"}}`;
    expect((await call('PUT', '/v1/sessions/start', text)).status).toBe(200);
    const { def } = method('PUT', '/v1/sessions/start');
    const viaBytes = def.requestDeserialize(
      def.requestSerialize({ context: scopeCtx, details: { session_id: 'a\ud800b' } }),
    ) as { details: { session_id: string } };
    expect(dispatcher.last.request).toEqual(viaBytes);
    expect(viaBytes.details.session_id).not.toContain('\ud800');
  });

  it('a response prints as its encoded and decoded form would (floats, longs, WKTs, enums)', async () => {
    const reply = {
      status: OK_STATUS,
      details: {
        gk_voiceprint_profile_id: { value: PROFILE },
        owner_type: 'OWNER_TYPE_PERSON',
        version: { value: 3 },
        near_term_adaptation: { value: false },
        creation_timestamp: { seconds: 1714557600, nanos: 5 },
        template_info: { voice_class_score: { value: 87.123456789 } },
      },
    };
    dispatcher.reply = async () => reply;
    const r = await call(
      'GET',
      `/v1/voiceprints/profiles?context.gk_scope_id.value=${SCOPE}&gk_voiceprint_profile_id.value=${PROFILE}`,
    );
    expect(r.status).toBe(200);
    const { def, responseType } = method('GET', '/v1/voiceprints/profiles');
    expect(r.json).toEqual(toJson(responseType, responseType.decode(def.responseSerialize(reply))));
    expect(r.json.details.templateInfo).toEqual({ voiceClassScore: 87.12346 });
  });
});

describe('bad requests never reach the handler', () => {
  const expectViolation = async (r: Awaited<ReturnType<typeof call>>, field: string, violation: string) => {
    expect(r.status).toBe(400);
    expect(r.json.status.statusCode).toBe('BAD_REQUEST');
    expect(r.json.status.fieldViolations).toEqual(
      expect.arrayContaining([expect.objectContaining({ field, violation })]),
    );
    expect(dispatcher.calls).toHaveLength(0);
  };

  it('unknown body field', async () => {
    await expectViolation(
      await call('PUT', '/v1/sessions/start', { context: scopeCtx, sessionKind: 'x' }),
      'sessionKind',
      'OTHER',
    );
  });

  it('unknown nested field in a query parameter', async () => {
    await expectViolation(
      await call('GET', `/v1/sessions/details?context.gk_scope.value=${SCOPE}`),
      'context.gk_scope',
      'OTHER',
    );
  });

  it('bad enum name and bad wrapper value in the body, reported together', async () => {
    const r = await call('PUT', '/v1/sessions/start', {
      context: scopeCtx,
      sessionType: 'IVR',
      details: { groupSize: 'three' },
    });
    await expectViolation(r, 'session_type', 'INVALID_FORMAT');
    expect(r.json.status.fieldViolations.map((v: { field: string }) => v.field)).toEqual([
      'session_type',
      'details.group_size',
    ]);
  });

  it('query parameters on a body "*" route', async () => {
    await expectViolation(
      await call('PUT', '/v1/sessions/start?is_test=true', { context: scopeCtx }),
      'is_test',
      'OTHER',
    );
  });

  it('a body on a route that takes none', async () => {
    await expectViolation(
      await call('DELETE', `/v1/voiceprints/profiles/${PROFILE}`, { context: scopeCtx }),
      'body',
      'OTHER',
    );
  });

  it('a body value that contradicts the path', async () => {
    const r = await call('PUT', '/v1/configsets/revisions/rev-1:activate', {
      gk_configset_revision_id: { value: 'rev-2' },
    });
    await expectViolation(r, 'gk_configset_revision_id.value', 'FIELD_CONFLICT');
  });

  it('malformed JSON', async () => {
    await expectViolation(await call('POST', '/v1/voiceprints/profiles', '{"context": '), 'body', 'INVALID_FORMAT');
  });

  it('a JSON array instead of an object', async () => {
    await expectViolation(await call('POST', '/v1/voiceprints/profiles', '[1]'), '', 'INVALID_FORMAT');
  });

  it('a body over the limit is refused with 413 TOO_LARGE', async () => {
    const r = await call('POST', '/v1/voiceprints/profiles', { context: scopeCtx, owner: { tag: 'x'.repeat(5000) } });
    expect(r.status).toBe(413);
    expect(r.json.status).toMatchObject({
      statusCode: 'TOO_LARGE',
      httpTransCode: 413,
      fieldViolations: [{ field: 'body', violation: 'TOO_LONG' }],
    });
    expect(dispatcher.calls).toHaveLength(0);
  });
});

describe('routing outcomes', () => {
  it('a known path with the wrong verb is 405 with Allow', async () => {
    const r = await call('DELETE', '/v1/sessions/start');
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')?.split(', ').sort()).toEqual(['POST', 'PUT']);
    expect(r.json.status).toMatchObject({ statusCode: 'BAD_REQUEST', httpTransCode: 405 });
    expect(dispatcher.calls).toHaveLength(0);
  });

  it('an unknown path is left to the caller', async () => {
    const r = await call('POST', '/oauth2/token', 'grant_type=client_credentials');
    expect(r.status).toBe(404);
    expect(r.text).toBe('not mine');
  });

  it('cancels the call, and aborts the signal a handler took from it, when the client goes away', async () => {
    let seen!: (s: AbortSignal) => void;
    const signalSeen = new Promise<AbortSignal>((resolve) => (seen = resolve));
    dispatcher.reply = (inv) =>
      new Promise((_resolve, reject) => {
        seen(inv.cancellation!.signal);
        inv.cancellation!.signal.addEventListener('abort', () => reject(new Error('aborted')));
      });
    const client = new AbortController();
    const pending = fetch(`${base}/v1/voiceprints/profiles/${PROFILE}`, {
      method: 'DELETE',
      signal: client.signal,
    }).catch((e: Error) => e);
    const signal = await signalSeen;
    expect(signal.aborted).toBe(false);
    client.abort();
    await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
    expect(signal.aborted).toBe(true);
    expect(await pending).toBeInstanceOf(Error);
  });
});
