// The console's contract and the server's limits table must agree: a value the console accepts for
// a field the server also limits has to be one the server accepts, and the console must not refuse
// what the server takes. Walks every channel's request schema and, for each string field, finds the
// RPC field it fills (rpcText's mark, or a field of the same name in one of the channel's RPCs'
// requests) and compares the contract's maximum with the table's (shared/rpc/limits.ts).
import protobuf from 'protobufjs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadProtos } from '../../wire/protos.js';
import { CHANNELS, contract, rpcsOf, type Channel } from '../../shared/ipc/contract.js';
import { CONSOLE_SESSION } from '../../shared/ipc/channels/types.js';
import { DEFAULT_STRING_CHARS, limitOf } from '../../shared/rpc/limits.js';
import { rpcFieldOf } from '../../shared/rpc/limited-text.js';

const root = loadProtos().root;

/** Every string field (bare name → the limits of the fields so named) of an RPC's request, a few levels deep. */
function requestStringFields(rpc: string): Map<string, Set<number>> {
  const [service, method] = rpc.split('/') as [string, string];
  const svc = root.lookupService(service);
  const m = svc.methods[method];
  if (!m) throw new Error(`${rpc}: no such method`);
  m.resolve();
  const out = new Map<string, Set<number>>();
  const walk = (t: protobuf.Type, depth: number) => {
    if (depth > 6 || t.fullName.startsWith('.google.protobuf.')) return;
    for (const f of t.fieldsArray) {
      f.resolve();
      if (f.resolvedType instanceof protobuf.Type) walk(f.resolvedType, depth + 1);
      else if (f.type === 'string') {
        const size = limitOf(t.fullName.slice(1), f.name).size ?? DEFAULT_STRING_CHARS;
        out.set(f.name, (out.get(f.name) ?? new Set()).add(size));
      }
    }
  };
  walk(m.resolvedRequestType as protobuf.Type, 0);
  return out;
}

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
}
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Each string field of a request schema: its key, its schema. */
function stringFields(schema: z.ZodType, key = '', out: Array<[string, z.ZodString]> = []) {
  const def = defOf(schema);
  if (def.type === 'string') out.push([key, schema as z.ZodString]);
  else if (def.type === 'object') for (const [k, s] of Object.entries(def.shape ?? {})) stringFields(s, k, out);
  else if (def.innerType) stringFields(def.innerType, key, out);
  else if (def.type === 'pipe' && def.in) stringFields(def.in, key, out);
  else if (def.type === 'array' && def.element) stringFields(def.element, key, out);
  else if (def.type === 'union') for (const o of def.options ?? []) stringFields(o, key, out);
  else if (def.type === 'record' && def.valueType) stringFields(def.valueType, key, out);
  return out;
}

const session = new Set<string>(CONSOLE_SESSION);

function disagreements(channel: Channel): string[] {
  const rpcFields = new Map<string, Set<number>>();
  for (const rpc of rpcsOf(channel).filter((r) => !session.has(r)))
    for (const [name, sizes] of requestStringFields(rpc)) {
      const all = rpcFields.get(name) ?? new Set<number>();
      for (const s of sizes) all.add(s);
      rpcFields.set(name, all);
    }
  const out: string[] = [];
  for (const [key, s] of stringFields(contract[channel].request)) {
    const marked = rpcFieldOf(s);
    const field = marked?.split('.').pop() ?? snake(key);
    const sizes = rpcFields.get(field);
    // A field no RPC takes (a reason kept in the console's audit log only) has nothing to agree with.
    if (!sizes) continue;
    const max = s.maxLength;
    for (const size of sizes)
      if (max !== size)
        out.push(`${channel} ${key}: the console allows ${max ?? 'any length'}, ${field} takes ${size}`);
  }
  return out;
}

describe('the contract and the limits table', () => {
  it('agree on every field the console fills an RPC field with', () => {
    expect(CHANNELS.flatMap(disagreements)).toEqual([]);
  });

  it('holds for the fields named differently in the console (caller-ID CSV, SIP INVITE)', () => {
    const shape = (c: Channel) => defOf(contract[c].request).shape ?? {};
    const max = (s: z.ZodType | undefined) => (s ? stringFields(s)[0]?.[1].maxLength : undefined);
    expect(max(shape('callerid.importCsv').csv)).toBe(16 * 1024 * 1024);
    expect(max(shape('callerid.validate').sipInvite)).toBe(64 * 1024);
  });

  it('would notice a contract field that disagrees', () => {
    const fields = requestStringFields('nuance.biosec.v1.sessions.SessionsManager/SetEngagementVerdict');
    expect(fields.get('description')).toEqual(new Set([1024]));
    const [[key, s]] = stringFields(z.object({ description: z.string().max(2000) })) as [[string, z.ZodString]];
    expect([key, s.maxLength]).toEqual(['description', 2000]);
  });
});
