// The NLU interpretation event of seed 002 section 6 (application/x-vendor-nluaas-interpretation.v1+json)
// for one Interpret call. With interpretation_input_logging_mode SUPPRESSED the record keeps the
// intents, entity names and confidences but no text of the input: no input, no literal, no entity
// values, and `sensitive: true` on the result.
import { createHash } from 'node:crypto';
import { camelName, type EventLogProducer } from '../eventlog/index.js';

/** Fields that carry the caller's words (or values read from them). */
const TEXT_FIELDS = new Set(['literal', 'formatted_literal', 'string_value', 'struct_value', 'text']);

/** snake_case proto objects to camelCase JSON; entity names (map keys) stay; text dropped when `suppress`. */
function toJson(v: unknown, suppress: boolean): unknown {
  if (Array.isArray(v)) return v.map((x) => toJson(x, suppress));
  if (v && typeof v === 'object' && !Buffer.isBuffer(v)) {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      if (k.endsWith('_union') || x === undefined || x === null) continue;
      if (suppress && TEXT_FIELDS.has(k)) continue;
      out[/^[a-z][a-z0-9_]*$/.test(k) ? camelName(k) : k] = toJson(x, suppress);
    }
    return out;
  }
  return v;
}

export function logInterpretation(
  producer: EventLogProducer | undefined,
  o: {
    appId: string;
    requestId: string;
    started: Date;
    ended: Date;
    suppressed: boolean;
    inputKind: 'text' | 'asr_result';
    text: string;
    model: { type: string; uri: string };
    resultType: string;
    clientData: Record<string, string>;
    userId: string;
    language: string;
    result: unknown;
  },
): void {
  if (!producer) return;
  const input = o.suppressed
    ? undefined
    : o.inputKind === 'text'
      ? { text: o.text }
      : { asrResult: { formattedLiteral: o.text } };
  producer.send({
    appId: o.appId,
    service: 'NLUaaS',
    source: 'vendor.nlu.v1.Runtime/Interpret',
    type: 'Interpret',
    time: o.ended,
    data: {
      dataContentType: 'application/x-vendor-nluaas-interpretation.v1+json',
      requestid: o.requestId,
      ...(o.userId ? { userid: createHash('sha256').update(`${o.appId}:${o.userId}`).digest('hex') } : {}),
      locale: o.language,
      request: {
        clientData: o.clientData,
        ...(input ? { input } : {}),
        model: o.model,
        parameters: {
          interpretationResultType: o.resultType,
          interpretationInputLoggingMode: o.suppressed ? 'SUPPRESSED' : 'PLAINTEXT',
        },
      },
      response: {
        status: { code: 200, message: 'OK', details: '' },
        result: { ...(toJson(o.result, o.suppressed) as Record<string, unknown>), sensitive: o.suppressed },
      },
      processingTime: { startTime: o.started.toISOString(), durationMs: o.ended.getTime() - o.started.getTime() },
    },
  });
}
