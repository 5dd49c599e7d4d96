// gRPC clients for the recognizer and its training service as a real client calls them: the
// Recognize bidirectional stream (messages sent with back-pressure, then half-close) and the
// CompileWordsetAndWatch server stream, each collected into what came back.
import * as grpc from '@grpc/grpc-js';
import type { ServiceDefinition } from '@grpc/grpc-js';
import type { RecognitionRequest } from '../../generated/proto/nuance/asr/v1/RecognitionRequest.js';
import type { RecognitionResponse__Output } from '../../generated/proto/nuance/asr/v1/RecognitionResponse.js';
import type { CompileWordsetRequest } from '../../generated/proto/nuance/asr/v1beta1/CompileWordsetRequest.js';
import type { WatchJobStatusResponse__Output } from '../../generated/proto/nuance/asr/v1beta1/WatchJobStatusResponse.js';
import { SERVICES } from '../../shared/rpc/services.js';
import { loadProtos } from '../../wire/protos.js';

export interface StreamOutcome<T> {
  responses: T[];
  error?: grpc.ServiceError;
}

export function serviceClient(address: string, service: string): grpc.Client {
  const def = loadProtos().packageDefinition[service] as unknown as ServiceDefinition;
  const Ctor = grpc.makeGenericClientConstructor(def, service);
  return new Ctor(address, grpc.credentials.createInsecure());
}

export const recognizerClient = (address: string) => serviceClient(address, SERVICES.asr);
export const trainingClient = (address: string) => serviceClient(address, SERVICES.asrTraining);

const bearer = (token: string | undefined) => {
  const md = new grpc.Metadata();
  if (token) md.set('authorization', `Bearer ${token}`);
  return md;
};

type DuplexFn = (md: grpc.Metadata, o: grpc.CallOptions) => grpc.ClientDuplexStream<RecognitionRequest, unknown>;

/** Opens a Recognize stream (the caller writes and ends it). */
export function openRecognize(
  client: grpc.Client,
  token: string | undefined,
): grpc.ClientDuplexStream<RecognitionRequest, RecognitionResponse__Output> {
  const fn = (client as unknown as Record<string, DuplexFn>).Recognize!;
  return fn.call(client, bearer(token), { deadline: Date.now() + 60_000 }) as grpc.ClientDuplexStream<
    RecognitionRequest,
    RecognitionResponse__Output
  >;
}

/** Sends the messages (awaiting back-pressure), half-closes unless told not to, and collects the answer. */
export function recognize(
  client: grpc.Client,
  token: string | undefined,
  messages: RecognitionRequest[],
  o: { halfClose?: boolean } = {},
): Promise<StreamOutcome<RecognitionResponse__Output>> {
  const call = openRecognize(client, token);
  const responses: RecognitionResponse__Output[] = [];
  const done = new Promise<StreamOutcome<RecognitionResponse__Output>>((resolve) => {
    call.on('data', (r: RecognitionResponse__Output) => responses.push(r));
    call.on('error', (error: grpc.ServiceError) => resolve({ responses, error }));
    call.on('end', () => resolve({ responses }));
  });
  void (async () => {
    for (const m of messages) {
      if (!call.write(m)) await new Promise((r) => call.once('drain', r));
    }
    if (o.halfClose !== false) call.end();
  })().catch(() => {});
  return done;
}

/** Calls CompileWordsetAndWatch and collects every job status message until the stream ends. */
export function compileWordset(
  client: grpc.Client,
  token: string | undefined,
  request: CompileWordsetRequest,
): Promise<StreamOutcome<WatchJobStatusResponse__Output>> {
  const fn = (
    client as unknown as Record<
      string,
      (r: CompileWordsetRequest, md: grpc.Metadata, o: grpc.CallOptions) => grpc.ClientReadableStream<unknown>
    >
  ).CompileWordsetAndWatch!;
  const call = fn.call(client, request, bearer(token), { deadline: Date.now() + 30_000 });
  const responses: WatchJobStatusResponse__Output[] = [];
  return new Promise((resolve) => {
    call.on('data', (r: WatchJobStatusResponse__Output) => responses.push(r));
    call.on('error', (error: grpc.ServiceError) => resolve({ responses, error }));
    call.on('end', () => resolve({ responses }));
  });
}

/** A unary call of the training service, resolving to the response or the error. */
export function trainingCall<T>(
  client: grpc.Client,
  method: 'GetWordsetMetadata' | 'DeleteWordset',
  request: object,
  token: string | undefined,
): Promise<{ response?: T; error?: grpc.ServiceError }> {
  const fn = (
    client as unknown as Record<
      string,
      (r: object, md: grpc.Metadata, o: grpc.CallOptions, cb: (e: grpc.ServiceError | null, r: T) => void) => void
    >
  )[method]!;
  return new Promise((resolve) =>
    fn.call(client, request, bearer(token), { deadline: Date.now() + 15_000 }, (error, response) =>
      resolve(error ? { error } : { response }),
    ),
  );
}

export const recognitionInit = (
  parameters: Record<string, unknown>,
  resources: unknown[] = [],
  clientData: Record<string, string> = { case: 'asr-wire.testkit' },
): RecognitionRequest => ({
  recognition_init_message: {
    parameters: { language: 'en-US', topic: 'GEN', audio_format: { pcm: { sample_rate_hz: 8000 } }, ...parameters },
    resources,
    client_data: clientData,
  } as RecognitionRequest['recognition_init_message'],
});

/** 20 ms audio messages of 16-bit PCM at `rate`. */
export function pcmChunks(pcm: Int16Array, rate: number): RecognitionRequest[] {
  const step = rate / 50;
  const out: RecognitionRequest[] = [];
  for (let i = 0; i < pcm.length; i += step) {
    const part = pcm.subarray(i, i + step);
    out.push({ audio: Buffer.from(part.buffer, part.byteOffset, part.byteLength) });
  }
  return out;
}

type Outcome = StreamOutcome<RecognitionResponse__Output>;
export const resultsOf = (o: Outcome) => o.responses.filter((r) => r.response_union === 'result').map((r) => r.result!);
export const finalsOf = (o: Outcome) => resultsOf(o).filter((r) => r.result_type === 'FINAL');
export const transcriptOf = (o: Outcome) =>
  finalsOf(o)
    .map((r) => r.hypotheses?.[0]?.formatted_text ?? '')
    .join(' ');
export const statusesOf = (o: Outcome) => o.responses.filter((r) => r.status).map((r) => r.status!);
