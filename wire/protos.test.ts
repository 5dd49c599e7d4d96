// loadProtos builds grpc-js service definitions itself from its one parsed root, instead of having
// @grpc/proto-loader parse every .proto a second time. Here the two are held side by side: the same
// services and methods, and the same bytes and objects from the serializers, on random messages of
// every request and response type.
import * as protoLoader from '@grpc/proto-loader';
import type protobuf from 'protobufjs';
import { describe, expect, it } from 'vitest';
import { genMessage, Rng } from '../testkit/fuzz-protobuf.testkit.js';
import {
  LOADER_OPTIONS,
  descriptorOf,
  loadProtos,
  parseProtos,
  messagesOf,
  prepareCodecs,
  protoFiles,
  protosFromRoot,
  rootFromDescriptor,
} from './protos.js';

type Method = protoLoader.MethodDefinition<object, object>;

// A built protos/ folder is read from its JSON descriptor (write-descriptor.ts), a source tree's is
// parsed: both are held against proto-loader's.
describe.each([
  ['parsed from the .proto files', () => loadProtos()],
  [
    'read from the build’s JSON descriptor',
    () => {
      const dir = loadProtos().dir;
      return protosFromRoot(dir, rootFromDescriptor(descriptorOf(parseProtos(dir))));
    },
  ],
])('loadProtos service definitions, %s', (_how, load) => {
  const ours = load();
  const theirs = protoLoader.loadSync(protoFiles(ours.dir), { ...LOADER_OPTIONS, includeDirs: [ours.dir] });
  const theirServices = Object.entries(theirs)
    .filter(([, def]) => !('format' in def))
    .map(([name]) => name)
    .sort();

  it("name the same services and methods as proto-loader's, with the same paths and streaming", () => {
    expect(ours.services).toEqual(theirServices);
    for (const service of theirServices) {
      const a = ours.packageDefinition[service] as Record<string, Method>;
      const b = theirs[service] as Record<string, Method>;
      expect(Object.keys(a).sort(), service).toEqual(Object.keys(b).sort());
      for (const [name, m] of Object.entries(b)) {
        const { path, requestStream, responseStream, originalName } = a[name]!;
        expect({ path, requestStream, responseStream, originalName }, `${service}/${name}`).toEqual({
          path: m.path,
          requestStream: m.requestStream,
          responseStream: m.responseStream,
          originalName: m.originalName,
        });
      }
    }
  });

  it("serialize and deserialize random messages of every type exactly as proto-loader's do", () => {
    const rng = new Rng(20261123);
    const ids = { scopeId: rng.uuid(), engagementId: rng.uuid(), sessionId: rng.uuid(), others: [] };
    let checked = 0;
    for (const service of theirServices) {
      for (const [name, m] of Object.entries(theirs[service] as Record<string, Method>)) {
        const mine = (ours.packageDefinition[service] as Record<string, Method>)[name]!;
        const method = ours.root.lookupService(service).methods[name]!;
        for (const [type, ser, de, theirSer, theirDe] of [
          [
            method.resolvedRequestType!,
            mine.requestSerialize,
            mine.requestDeserialize,
            m.requestSerialize,
            m.requestDeserialize,
          ],
          [
            method.resolvedResponseType!,
            mine.responseSerialize,
            mine.responseDeserialize,
            m.responseSerialize,
            m.responseDeserialize,
          ],
        ] as const) {
          for (let i = 0; i < 3; i++) {
            const value = genMessage(type, { rng, ids });
            const bytes = theirSer(value);
            expect(Buffer.from(ser(value)).equals(Buffer.from(bytes)), `${service}/${name} ${type.name}`).toBe(true);
            expect(de(bytes), `${service}/${name} ${type.name}`).toEqual(theirDe(bytes));
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  });
});

describe('the JSON descriptor', () => {
  it('holds every type, field, option and HTTP rule of the parsed protos', () => {
    const parsed = parseProtos(loadProtos().dir);
    const read = rootFromDescriptor(descriptorOf(parsed));
    expect(read.toJSON({ keepComments: false })).toEqual(parsed.toJSON({ keepComments: false }));
    const method = read.lookupService('nuance.biosec.v1.sessions.SessionsManager').methods['GetSessionDetails']!;
    // The HTTP binding's routes come from here (server/http/routes.ts).
    const http = (method.parsedOptions as Record<string, { get?: string }>[]).find((o) => o['(google.api.http)']);
    expect(http?.['(google.api.http)']?.get).toBe('/nuance/biosec/v1/sessions/details');
  });
});

describe('prepareCodecs', () => {
  const own = (t: protobuf.Type) => Object.prototype.hasOwnProperty.call(t, 'encode');

  it('generates the code of every message a method sends and receives, and the bytes stay the same', () => {
    const { dir } = loadProtos();
    // A root of its own: the process's may have prepared some messages already.
    const prepared = rootFromDescriptor(descriptorOf(parseProtos(dir)));
    const lazy = rootFromDescriptor(descriptorOf(parseProtos(dir)));
    const service = 'vigil.v1.Browse';
    const response = 'vigil.v1.ListEngagementsResponse';
    const nested = prepared.lookupType(response).fieldsArray.find((f) => f.repeated && f.resolve().resolvedType)!;
    expect(own(prepared.lookupType(response))).toBe(false);

    prepareCodecs(prepared, [
      [service, 'ListEngagements'],
      [service, 'NoSuchMethod'],
      ['no.such.Service', 'Nope'],
    ]);
    expect(own(prepared.lookupType('vigil.v1.ListEngagementsRequest'))).toBe(true);
    expect(own(prepared.lookupType(response))).toBe(true);
    expect(own(nested.resolvedType as protobuf.Type)).toBe(true);
    // Another method's messages are left to their first use.
    expect(own(prepared.lookupType('vigil.v1.ListNluModelsResponse'))).toBe(false);
    // Each message once, the requests and responses of the methods in their order first.
    const names = messagesOf(prepared, [
      [service, 'ListNluModels'],
      [service, 'ListEngagements'],
    ]).map((t) => t.fullName);
    expect(new Set(names).size).toBe(names.length);
    expect(names[0]).toBe('.vigil.v1.ListNluModelsRequest');
    expect(names).toContain('.vigil.v1.ListEngagementsResponse');
    expect(names).toContain((nested.resolvedType as protobuf.Type).fullName);

    const rng = new Rng(7);
    const ids = { scopeId: rng.uuid(), engagementId: rng.uuid(), sessionId: rng.uuid(), others: [] };
    for (let i = 0; i < 5; i++) {
      const value = genMessage(lazy.lookupType(response), { rng, ids });
      const a = prepared.lookupType(response);
      const b = lazy.lookupType(response);
      const bytes = b.encode(b.fromObject(value)).finish();
      expect(Buffer.from(a.encode(a.fromObject(value)).finish()).equals(Buffer.from(bytes))).toBe(true);
      expect(a.toObject(a.decode(bytes), LOADER_OPTIONS)).toEqual(b.toObject(b.decode(bytes), LOADER_OPTIONS));
    }
  });
});
