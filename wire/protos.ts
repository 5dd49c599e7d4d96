// Loads every .proto under protos/ once per process, for three users: grpc-js (service
// definitions with serializers), the HTTP/JSON binding (protobufjs reflection: types, options),
// and the console's clients in main/. The loader options here are the same ones
// scripts/gen-types.mjs passes to proto-loader-gen-types, so the generated types describe exactly
// the objects handlers receive.
import fs from 'node:fs';
import path from 'node:path';
import url from 'node:url';
import { createRequire } from 'node:module';
import type * as protoLoader from '@grpc/proto-loader';
import protobuf from 'protobufjs';

export const LOADER_OPTIONS: protoLoader.Options = {
  keepCase: true,
  longs: String,
  enums: String,
  bytes: Buffer,
  defaults: false,
  arrays: true,
  objects: false,
  oneofs: true,
  json: false,
};

const here = path.dirname(url.fileURLToPath(import.meta.url));

/**
 * Where a bundle keeps its copies of protos/ and protobufjs's google/*.proto: beside the server
 * bundle (dist/server/, by scripts/build-electron.mjs), which the Electron main bundle
 * (dist/electron/main.cjs, a gRPC client of it) finds from its own folder.
 */
const bundleDirs = [here, path.resolve(here, '..', 'server')];

/** The protos folder: beside a bundle when built, or the source tree's in development. */
export function protosDir(): string {
  const candidates = [
    process.env.VIGIL_PROTOS_DIR,
    ...bundleDirs.map((d) => path.join(d, 'protos')),
    path.resolve(here, '..', 'protos'),
  ].filter((p): p is string => !!p);
  const found = candidates.find((p) => fs.existsSync(path.join(p, 'nuance')));
  if (!found) throw new Error(`protos/ not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** Where google/protobuf/*.proto are: protobufjs's own folder, or beside a bundle (a copy). */
function protobufjsDir(): string {
  const bundled = bundleDirs.map((d) => path.join(d, 'protobufjs')).find((d) => fs.existsSync(path.join(d, 'google')));
  if (bundled) return bundled;
  return path.dirname(createRequire(import.meta.url).resolve('protobufjs/package.json'));
}

export function protoFiles(dir = protosDir()): string[] {
  const walk = (d: string): string[] =>
    fs
      .readdirSync(d, { withFileTypes: true })
      .flatMap((e) =>
        e.isDirectory() ? walk(path.join(d, e.name)) : e.name.endsWith('.proto') ? [path.join(d, e.name)] : [],
      );
  return walk(dir)
    .map((f) => path.relative(dir, f))
    .sort();
}

export interface LoadedProtos {
  dir: string;
  packageDefinition: protoLoader.PackageDefinition;
  root: protobuf.Root;
  /** Full names of every service, e.g. nuance.biosec.v1.sessions.SessionsManager. */
  services: string[];
  /** Read from the build's DESCRIPTOR_FILE rather than parsed from the .proto files. */
  fromDescriptor?: boolean;
}

let cached: LoadedProtos | undefined;

/**
 * The parsed protos as protobufjs JSON, written by the build beside the bundle's copy of protos/
 * (scripts/build-electron.mjs, through write-descriptor.ts). Reading it is about half the time of
 * parsing every .proto, at each start of both the embedded server and the console's main process.
 * Only a built protos/ folder has one; a source tree's is always parsed.
 */
export const DESCRIPTOR_FILE = 'protos.json';

/** Parses every .proto under `dir` (and the google/*.proto they import) into one resolved root. */
export function parseProtos(dir = protosDir()): protobuf.Root {
  const files = protoFiles(dir);
  const root = new protobuf.Root();
  const pbDir = protobufjsDir();
  root.resolvePath = (_origin, target) => {
    if (path.isAbsolute(target)) return target;
    for (const base of [dir, pbDir]) {
      const p = path.join(base, target);
      if (fs.existsSync(p)) return p;
    }
    return target;
  };
  root.loadSync(
    files.map((f) => path.join(dir, f)),
    { keepCase: true },
  );
  root.resolveAll();
  return root;
}

/** What DESCRIPTOR_FILE holds for a root: its JSON form without the comments. */
export function descriptorOf(root: protobuf.Root): string {
  return JSON.stringify(root.toJSON({ keepComments: false }));
}

/** A root from DESCRIPTOR_FILE's text. */
export function rootFromDescriptor(text: string): protobuf.Root {
  const json = JSON.parse(text) as protobuf.INamespace;
  const root = protobuf.Root.fromJSON(json);
  restoreValuesOptions(root, json);
  root.resolveAll();
  return root;
}

/** protobufjs's Enum.fromJSON drops the options of enum values (`deprecated` and the like). */
function restoreValuesOptions(ns: protobuf.NamespaceBase, json: protobuf.INamespace): void {
  for (const [name, child] of Object.entries(json.nested ?? {})) {
    const obj = ns.nested?.[name];
    const { valuesOptions } = child as { valuesOptions?: protobuf.Enum['valuesOptions'] };
    if (obj instanceof protobuf.Enum && valuesOptions) obj.valuesOptions = valuesOptions;
    else if (obj instanceof protobuf.Namespace) restoreValuesOptions(obj, child as protobuf.INamespace);
  }
}

export function loadProtos(): LoadedProtos {
  if (cached) return cached;
  const dir = protosDir();
  const descriptor = path.join(dir, DESCRIPTOR_FILE);
  const fromDescriptor = fs.existsSync(descriptor);
  const root = fromDescriptor ? rootFromDescriptor(fs.readFileSync(descriptor, 'utf8')) : parseProtos(dir);
  cached = { ...protosFromRoot(dir, root), fromDescriptor };
  return cached;
}

/** The service definitions and service names of a parsed (or read) root. */
export function protosFromRoot(dir: string, root: protobuf.Root): LoadedProtos {
  const packageDefinition = serviceDefinitions(root);
  const services = Object.keys(packageDefinition).sort();
  return { dir, packageDefinition, root, services };
}

/**
 * grpc-js service definitions from the one parsed root: what @grpc/proto-loader's loadSync makes,
 * minus the descriptor protos it builds for every message type (grpc reflection's; nothing here
 * uses them). Parsing the protos a second time and building those descriptors took most of
 * loadProtos's time, at every start of both the server and the console. The serializers are
 * proto-loader's own recipe, with the same options (wire/protos.test.ts compares the two).
 */
function serviceDefinitions(root: protobuf.Root): protoLoader.PackageDefinition {
  const out: Record<string, protoLoader.ServiceDefinition> = {};
  const walk = (ns: protobuf.NamespaceBase) => {
    for (const child of ns.nestedArray) {
      if (child instanceof protobuf.Service) {
        const name = child.fullName.slice(1);
        const methods: Record<string, protoLoader.MethodDefinition<object, object>> = {};
        for (const m of child.methodsArray) {
          const req = m.resolvedRequestType!;
          const res = m.resolvedResponseType!;
          methods[m.name] = {
            path: `/${name}/${m.name}`,
            requestStream: !!m.requestStream,
            responseStream: !!m.responseStream,
            requestSerialize: serializer(req),
            requestDeserialize: deserializer(req),
            responseSerialize: serializer(res),
            responseDeserialize: deserializer(res),
            originalName: m.name.charAt(0).toLowerCase() + m.name.slice(1),
          } as protoLoader.MethodDefinition<object, object>;
        }
        out[name] = methods;
      } else if (child instanceof protobuf.Namespace) walk(child);
    }
  };
  walk(root);
  return out;
}

function serializer(type: protobuf.Type): (value: object) => Buffer {
  return (value) => {
    if (Array.isArray(value))
      throw new Error(`Failed to serialize message: expected object with ${type.name} structure, got array instead`);
    return type.encode(type.fromObject(value)).finish() as Buffer;
  };
}

function deserializer(type: protobuf.Type): (bytes: Buffer) => object {
  return (bytes) => type.toObject(type.decode(bytes), LOADER_OPTIONS as protobuf.IConversionOptions);
}

/**
 * The messages of `methods` (`[service, method]`), each method's request and response and every
 * message inside them, in that order and each once; a service or method the root lacks is skipped.
 */
export function messagesOf(root: protobuf.Root, methods: readonly (readonly [string, string])[]): protobuf.Type[] {
  const seen = new Set<protobuf.Type>();
  const visit = (type: protobuf.Type) => {
    if (seen.has(type)) return;
    seen.add(type);
    for (const field of type.fieldsArray) {
      const inner = field.resolve().resolvedType;
      if (inner instanceof protobuf.Type) visit(inner);
    }
  };
  for (const [service, name] of methods) {
    const method =
      root.lookup(service) instanceof protobuf.Service ? root.lookupService(service).methods[name] : undefined;
    if (!method) continue;
    method.resolve();
    visit(method.resolvedRequestType!);
    visit(method.resolvedResponseType!);
  }
  return [...seen];
}

/**
 * Generates protobufjs's code for `type` (encode, decode, fromObject, toObject) now rather than at
 * its first use, where it otherwise runs on the way to an answer; left as it is when it has it.
 */
export function prepareCodec(type: protobuf.Type): void {
  // setup() replaces the prototype's encode_setup & co. with the generated functions, own properties.
  if (!Object.prototype.hasOwnProperty.call(type, 'encode')) type.setup();
}

/** prepareCodec for every message of `methods` (messagesOf). */
export function prepareCodecs(root: protobuf.Root, methods: readonly (readonly [string, string])[]): void {
  for (const type of messagesOf(root, methods)) prepareCodec(type);
}
