// A Synthesizer client as a real client calls it: GetVoices and UnarySynthesize (unary), and the
// Synthesize server stream collected into its messages (or its error, with the trailers).
import * as grpc from '@grpc/grpc-js';
import type { SynthesisRequest } from '../../generated/proto/nuance/tts/v1/SynthesisRequest.js';
import type { SynthesisResponse__Output } from '../../generated/proto/nuance/tts/v1/SynthesisResponse.js';
import { SERVICES } from '../../shared/rpc/services.js';
import { serviceClient } from '../asr/asr-wire.testkit.js';

export const synthesizerClient = (address: string) => serviceClient(address, SERVICES.tts);

const bearer = (token: string) => {
  const md = new grpc.Metadata();
  md.set('authorization', `Bearer ${token}`);
  return md;
};

export interface StreamResult {
  messages: SynthesisResponse__Output[];
  /** When each audio message arrived, ms after the call started. */
  arrivals: number[];
  error?: grpc.ServiceError;
}

export function synthesizeStream(client: grpc.Client, token: string, req: SynthesisRequest): Promise<StreamResult> {
  const fn = (
    client as unknown as Record<
      string,
      (r: object, md: grpc.Metadata, o: grpc.CallOptions) => grpc.ClientReadableStream<SynthesisResponse__Output>
    >
  ).Synthesize!;
  const started = performance.now();
  const call = fn.call(client, req, bearer(token), { deadline: Date.now() + 60_000 });
  const out: StreamResult = { messages: [], arrivals: [] };
  return new Promise((resolve) => {
    call.on('data', (m: SynthesisResponse__Output) => {
      out.messages.push(m);
      if (m.audio) out.arrivals.push(performance.now() - started);
    });
    call.on('error', (error: grpc.ServiceError) => resolve({ ...out, error }));
    call.on('end', () => resolve(out));
  });
}

export function unaryCall<T>(
  client: grpc.Client,
  token: string,
  method: 'GetVoices' | 'UnarySynthesize',
  req: object,
): Promise<{ response?: T; error?: grpc.ServiceError }> {
  const fn = (
    client as unknown as Record<
      string,
      (r: object, md: grpc.Metadata, o: grpc.CallOptions, cb: (e: grpc.ServiceError | null, r: T) => void) => void
    >
  )[method]!;
  return new Promise((resolve) =>
    fn.call(client, req, bearer(token), { deadline: Date.now() + 60_000 }, (error, response) =>
      resolve(error ? { error } : { response }),
    ),
  );
}

/** The audio of a streamed synthesis, concatenated. */
export const streamedAudio = (r: StreamResult): Buffer =>
  Buffer.concat(r.messages.filter((m) => m.audio).map((m) => m.audio!));

export const textRequest = (text: string, extra: Partial<SynthesisRequest> = {}): SynthesisRequest => ({
  voice: { name: 'slt', model: 'flite' },
  audio_params: { audio_format: { pcm: { sample_rate_hz: 16000 } } },
  input: { text: { text } },
  ...extra,
});

/** Word error rate of a hypothesis against a reference: (substitutions + deletions + insertions) / reference words. */
export function wordErrors(reference: string, hypothesis: string): { errors: number; words: number } {
  const norm = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9' ]/g, ' ')
      .split(/\s+/)
      .filter(Boolean);
  const r = norm(reference);
  const h = norm(hypothesis);
  let prev = Array.from({ length: h.length + 1 }, (_, j) => j);
  for (let i = 1; i <= r.length; i++) {
    const cur = [i];
    for (let j = 1; j <= h.length; j++)
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (r[i - 1] === h[j - 1] ? 0 : 1));
    prev = cur;
  }
  return { errors: prev[h.length]!, words: r.length };
}
