// Main checks every answer against its channel's response schema (router.ts). zod compiles a fast
// path for each object schema the first time it parses an object with it, so the first answer of
// each first-screen channel paid that compilation (the engagements queue's answer about 5 ms, the
// first screen's channels together 10-15 ms, on this machine) between the server's answer and the
// rows drawn. Main is idle for half a second while the embedded server starts: the compilation
// happens then instead, by parsing a made-up answer of the same shape.
import { contract, type Channel } from '../../shared/ipc/contract.js';
import { oneATurn } from '../../wire/one-a-turn.js';

/** The channels the first screen (the engagements queue) calls as it opens. */
export const FIRST_SCREEN_CHANNELS: readonly Channel[] = [
  'connections.current',
  'connections.test',
  'configsets.list',
  'engagements.list',
  'app.info',
  'embedded.status',
  'configsets.active',
  'models.list',
];

/** What this file reads of a zod schema: its definition (zod 4's `_zod.def`). */
interface Schema {
  _zod?: {
    def?: {
      type: string;
      shape?: Record<string, Schema>;
      element?: Schema;
      innerType?: Schema;
      in?: Schema;
      options?: readonly Schema[];
      entries?: Record<string, unknown>;
      values?: readonly unknown[];
      getter?: () => Schema;
    };
  };
}

/**
 * A value of the schema's shape with every field present and one element in every array, so that
 * parsing it reaches every object schema inside; undefined where the kind is not one of these.
 */
export function sampleOf(schema: Schema, depth = 0): unknown {
  const def = schema._zod?.def;
  if (!def || depth > 16) return undefined;
  const inner = (s: Schema | undefined) => (s ? sampleOf(s, depth + 1) : undefined);
  switch (def.type) {
    case 'object':
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([k, v]) => [k, inner(v)]));
    case 'array':
      return [inner(def.element)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'union':
      return inner(def.options?.[0]);
    case 'lazy':
      return def.getter ? inner(def.getter()) : undefined;
    case 'record':
      return {};
    case 'string':
      return 'x';
    case 'number':
    case 'int':
      return 0;
    case 'boolean':
      return false;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    default:
      return undefined;
  }
}

/** Parses a made-up answer of each channel, a channel a turn; what the parse says is not used. */
export function warmResponseSchemas(channels: readonly Channel[] = FIRST_SCREEN_CHANNELS): void {
  oneATurn(channels, (channel) => {
    const schema = contract[channel].response;
    schema.safeParse(sampleOf(schema as Schema));
  });
}
