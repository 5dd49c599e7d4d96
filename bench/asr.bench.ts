// Speech recognition (issue 18, "Measured"): a real server on port 0 with the real PocketSphinx
// engine, driven through nuance.asr.v1.Recognizer/Recognize over gRPC like a client would.
//
// - Real-time factor: an hour of 8 kHz speech (the bench's synthesized sentences back to back, 0.8 s
//   apart, in four voices) in one stream sent as fast as the server takes it; baseline: the bare
//   decoder pool (server/asr/engine/decoder.ts) on the same audio in the same 20 ms chunks, without
//   gRPC or the server.
// - Latency: sentences streamed in real time (a 20 ms chunk every 20 ms); from the moment the first
//   sample of speech is "spoken" to the arrival of the first PARTIAL result; baseline: the bare
//   decoder's first interim hypothesis under the same pacing.
// - Word error rate, scored by NIST sclite: the hour's own transcript, each word given to the
//   sentence its time falls in (forty call-centre sentences, four flite voices; baseline: the bare
//   decoder's transcript of the same hour), and the recorded speech of Debian's
//   pocketsphinx-testdata, streamed the same way (as recorded at 16 kHz, and cut to 8 kHz). This is
//   the engine's accuracy; nothing here is tuned to it.
//
// `VIGIL_BENCH_SECONDS=n` shortens the run (75 s of audio per n instead of the hour, 3 latency
// samples per n) and says so in the notes; unset, the whole hour runs.
import fs from 'node:fs';
import path from 'node:path';
import * as grpc from '@grpc/grpc-js';
import type { ServiceDefinition } from '@grpc/grpc-js';
import type { RecognitionResponse__Output } from '../generated/proto/nuance/asr/v1/RecognitionResponse.js';
import { ensureScoringKit, ensureSpeechEngine, type SpeechEnginePaths } from '../scripts/speech-engine.mjs';
import { startServer } from '../server/app.js';
import { DecoderPool } from '../server/asr/engine/decoder.js';
import { TELEPHONE_FOLD, Upsampler2x } from '../server/asr/engine/upsample.js';
import { createClient } from '../server/auth/clients.js';
import { resampleChannel } from '../server/audio/codecs/resample.js';
import { readWav } from '../server/audio/codecs/wav.js';
import { silentLogger } from '../server/util/log.js';
import { SERVICES } from '../shared/rpc/services.js';
import { loadProtos } from '../wire/protos.js';
import {
  concatenate,
  corpusDir,
  inPasses,
  loadCorpus,
  parseTranscriptionLine,
  SENTENCES,
  speechOnset,
  VOICES,
  wordsBySpan,
  type Span,
  type Utterance,
} from './asr-corpus.js';
import type { BenchFigure, Benchmark } from './run.js';
import { sclite, scoringWords, trnLine, wer, type ScoreRow, type ScoreSummary } from './sclite.js';
import { tokenFor } from './rpc.bench.js';

const SCALE = process.env.VIGIL_BENCH_SECONDS === undefined ? undefined : Number(process.env.VIGIL_BENCH_SECONDS);
const HOUR_SECONDS = SCALE === undefined ? 3600 : Math.min(3600, Math.max(60, 75 * SCALE));
const LATENCY_SAMPLES = SCALE === undefined ? 40 : Math.min(40, Math.max(4, 3 * SCALE));
const SHORTENED = `shortened by VIGIL_BENCH_SECONDS=${SCALE}`;
const RATE_TARGET = 0.25;
const LATENCY_TARGET_MS = 300;

// ---------------------------------------------------------------------------------------------
// Driving Recognize over gRPC

type Parameters = Record<string, unknown>;

interface StreamOutcome {
  responses: RecognitionResponse__Output[];
  /** performance.now() when the init message was written, when status 100 came, when the call ended. */
  initAt: number;
  readyAt?: number;
  endAt: number;
  /** performance.now() of the first audio chunk written. */
  audioAt?: number;
  firstPartialAt?: number;
  error?: grpc.ServiceError;
}

interface Sending {
  /** Samples per second of `pcm`. */
  rate: 8000 | 16000;
  /** A chunk every 20 ms of wall time, each sent once its 20 ms have passed, as a live caller would. */
  realTime?: boolean;
  /** Wait for status 100 (the decoder has loaded its model) before the first audio chunk. */
  awaitReady?: boolean;
  /** Cancel the call at the first PARTIAL result. */
  stopAtFirstPartial?: boolean;
}

const sleepUntil = (t: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, t - performance.now())));

function recognizerClient(address: string): grpc.Client {
  const def = loadProtos().packageDefinition[SERVICES.asr] as unknown as ServiceDefinition;
  const Ctor = grpc.makeGenericClientConstructor(def, 'Recognizer');
  return new Ctor(address, grpc.credentials.createInsecure());
}

function streamAudio(
  client: grpc.Client,
  token: string,
  parameters: Parameters,
  pcm: Int16Array,
  o: Sending,
): Promise<StreamOutcome> {
  const md = new grpc.Metadata();
  md.set('authorization', `Bearer ${token}`);
  const call = (
    client as unknown as Record<
      string,
      (md: grpc.Metadata) => grpc.ClientDuplexStream<object, RecognitionResponse__Output>
    >
  ).Recognize!.call(client, md);
  const out: StreamOutcome = { responses: [], initAt: performance.now(), endAt: 0 };
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  let cancelled = false;
  const done = new Promise<StreamOutcome>((resolve) => {
    call.on('data', (r: RecognitionResponse__Output) => {
      out.responses.push(r);
      if (r.status?.code === 100) {
        out.readyAt = performance.now();
        ready();
      }
      if (r.result?.result_type === 'PARTIAL' && out.firstPartialAt === undefined) {
        out.firstPartialAt = performance.now();
        if (o.stopAtFirstPartial) {
          cancelled = true;
          call.cancel();
        }
      }
    });
    call.on('error', (error: grpc.ServiceError) => {
      out.endAt = performance.now();
      if (!(cancelled && error.code === grpc.status.CANCELLED)) out.error = error;
      ready();
      resolve(out);
    });
    call.on('end', () => {
      out.endAt = performance.now();
      ready();
      resolve(out);
    });
  });
  void (async () => {
    const write = async (m: object) => {
      if (!call.write(m)) await new Promise((r) => call.once('drain', r));
    };
    out.initAt = performance.now();
    await write({
      recognition_init_message: {
        parameters: {
          language: 'en-US',
          topic: 'GEN',
          audio_format: { pcm: { sample_rate_hz: o.rate } },
          ...parameters,
        },
        client_data: { bench: 'asr' },
      },
    });
    if (o.awaitReady) await isReady;
    const step = o.rate / 50;
    const t0 = performance.now();
    out.audioAt = t0;
    for (let i = 0, k = 1; i < pcm.length && !cancelled && !out.error; i += step, k++) {
      if (o.realTime) await sleepUntil(t0 + k * 20);
      const part = pcm.subarray(i, i + step);
      await write({ audio: Buffer.from(part.buffer, part.byteOffset, part.byteLength) });
    }
    if (!cancelled) call.end();
  })().catch(() => {});
  return done;
}

interface TimedWord {
  text: string;
  startMs: number;
  endMs: number;
}

const finalWords = (o: StreamOutcome): TimedWord[] =>
  o.responses
    .filter((r) => r.result?.result_type === 'FINAL')
    .flatMap((r) =>
      (r.result!.hypotheses?.[0]?.words ?? []).map((w) => ({
        text: w.text ?? '',
        startMs: Number(w.start_ms ?? 0),
        endMs: Number(w.end_ms ?? 0),
      })),
    );

function mustSucceed(o: StreamOutcome, what: string): void {
  if (o.error) throw new Error(`${what}: Recognize failed: ${o.error.code} ${o.error.details}`);
  if (o.responses.at(-1)?.status?.code !== 200) throw new Error(`${what}: Recognize ended without status 200`);
}

// ---------------------------------------------------------------------------------------------
// The same audio through the bare decoder pool (the baseline)

interface BareOutcome {
  words: TimedWord[];
  startMs: number;
  wallMs: number;
  firstPartialAt?: number;
  audioAt: number;
}

async function decodeBare(
  pool: DecoderPool,
  pcm8k: Int16Array,
  o: { realTime?: boolean; partialMs?: number; stopAtFirstPartial?: boolean } = {},
): Promise<BareOutcome> {
  const words: TimedWord[] = [];
  let firstPartialAt: number | undefined;
  let finished!: () => void;
  let failed!: (e: Error) => void;
  const ended = new Promise<void>((resolve, reject) => {
    finished = resolve;
    failed = reject;
  });
  const abort = new AbortController();
  const started = performance.now();
  const decoder = await pool.start(
    {
      partialMs: o.partialMs ?? 0,
      onEvent: (e) => {
        if (e.type === 'final') words.push(...e.words);
        else if (e.type === 'partial' && e.words.length && firstPartialAt === undefined) {
          firstPartialAt = performance.now();
          if (o.stopAtFirstPartial) {
            abort.abort();
            finished();
          }
        } else if (e.type === 'end') finished();
      },
      onFailure: (reason) => failed(new Error(reason)),
    },
    abort.signal,
  );
  const startMs = performance.now() - started;
  const up = new Upsampler2x(TELEPHONE_FOLD);
  const t0 = performance.now();
  for (let i = 0, k = 1; i < pcm8k.length && !abort.signal.aborted; i += 160, k++) {
    if (o.realTime) await sleepUntil(t0 + k * 20);
    await decoder.write(up.push(pcm8k.subarray(i, i + 160)));
  }
  if (!abort.signal.aborted) {
    await decoder.write(up.flush());
    decoder.end();
  }
  ended.catch(() => {}); // awaited below; a failure during the writes must not go unhandled
  await ended;
  decoder.kill();
  return { words, startMs, wallMs: performance.now() - t0, audioAt: t0, ...(firstPartialAt ? { firstPartialAt } : {}) };
}

// ---------------------------------------------------------------------------------------------

const percentile = (xs: number[], p: number): number => {
  if (!xs.length) throw new Error('no samples to take a percentile of');
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
};

const pad = (pcm: Int16Array, rate: number, leadMs: number, tailMs: number): Int16Array => {
  const out = new Int16Array(pcm.length + ((leadMs + tailMs) * rate) / 1000);
  out.set(pcm, (leadMs * rate) / 1000);
  return out;
};

const minutes = (s: number) => (s >= 120 ? `${(s / 60).toFixed(0)} min` : `${s.toFixed(0)} s`);

async function serverToken(server: Awaited<ReturnType<typeof startServer>>): Promise<string> {
  const creds = await createClient(server.db, { role: 'service', gkScopeIds: [], name: 'asr-bench' });
  return await tokenFor(server, creds);
}

interface Scored {
  summary: ScoreSummary;
  reference: string[];
  hypothesis: string[];
}

/** Scores the words heard in each span against the span's text; the speaker is the span's `speaker`. */
async function scoreSpans(
  kit: { sclite: string },
  spans: Span<{ speaker: string; id: string; text: string }>[],
  heard: string[][],
): Promise<Scored> {
  const seen = new Map<string, number>();
  const reference: string[] = [];
  const hypothesis: string[] = [];
  spans.forEach((span, i) => {
    const { speaker, id } = span.item;
    // The hour repeats its sentences: each occurrence is its own utterance.
    const n = (seen.get(`${speaker}_${id}`) ?? 0) + 1;
    seen.set(`${speaker}_${id}`, n);
    const utt = `${id}.${n}`;
    reference.push(trnLine(scoringWords(span.item.text), speaker, utt));
    hypothesis.push(trnLine(scoringWords(heard[i]!.join(' ')), speaker, utt));
  });
  return { summary: await sclite(kit.sclite, reference, hypothesis), reference, hypothesis };
}

const counts = (r: ScoreRow) =>
  `${r.words} words in ${r.sentences} utterances: ${r.substitutions} sub, ${r.deletions} del, ${r.insertions} ins`;

function werFigures(label: string, s: Scored, note: string, base?: Scored): BenchFigure[] {
  const t = s.summary.total;
  const b = base ? wer(base.summary.total) : undefined;
  return [
    {
      name: `WER ${label}`,
      value: wer(t),
      unit: '%',
      ...(b !== undefined ? { baseline: b, ratio: wer(t) / b } : {}),
      note: `${counts(t)}; ${note}`,
    },
    ...(s.summary.speakers.length > 1
      ? s.summary.speakers.map((r) => ({
          name: `WER ${label}: ${r.speaker}`,
          value: wer(r),
          unit: '%',
          note: counts(r),
        }))
      : []),
  ];
}

/**
 * CPU seconds used so far by this process and its reaped children (the decoder processes), from
 * /proc (Linux; USER_HZ is 100 there); undefined elsewhere. On a shared machine this is the part of
 * the cost that does not grow with the wait for a core.
 */
function cpuSeconds(): number | undefined {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const children = (Number(f[13]) + Number(f[14])) / 100;
    const self = process.cpuUsage();
    return (self.user + self.system) / 1e6 + children;
  } catch {
    return undefined;
  }
}

/** Waits (at most 10 s) until no decoder process of ours is left unreaped, so its CPU time is counted. */
async function decodersReaped(): Promise<void> {
  const until = performance.now() + 10_000;
  while (performance.now() < until) {
    let kids: string[];
    try {
      kids = fs.readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8').trim().split(/\s+/);
    } catch {
      return;
    }
    const decoding = kids.filter((pid) => {
      try {
        return pid && fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'vigil-ps-stream';
      } catch {
        return false;
      }
    });
    if (!decoding.length) return;
    await sleepUntil(performance.now() + 50);
  }
}

async function theHour(
  client: grpc.Client,
  token: string,
  pool: DecoderPool,
  corpus: Utterance[],
  kit: { sclite: string },
): Promise<{ figures: BenchFigure[]; scored: Scored }> {
  const items = inPasses(corpus).map((u) => ({ ...u, speaker: u.voice, id: u.id.replace(/^[a-z]+-/, '') }));
  const { pcm, spans } = concatenate(items, 8000, { seconds: HOUR_SECONDS });
  const audioSeconds = pcm.length / 8000;
  await decodersReaped();
  const cpu0 = cpuSeconds();
  const bare = await decodeBare(pool, pcm);
  await decodersReaped();
  const cpu1 = cpuSeconds();
  const o = await streamAudio(client, token, { result_type: 'FINAL', utterance_detection_mode: 'MULTIPLE' }, pcm, {
    rate: 8000,
  });
  mustSucceed(o, 'the hour');
  await decodersReaped();
  const cpu2 = cpuSeconds();
  const rtf = (o.endAt - o.initAt) / 1000 / audioSeconds;
  const bareRtf = bare.wallMs / 1000 / audioSeconds;
  const finals = o.responses.filter((r) => r.result?.result_type === 'FINAL').length;
  const scaled = HOUR_SECONDS < 3600 ? `; ${SHORTENED}: ${minutes(audioSeconds)} instead of the hour` : '';
  const scored = await scoreSpans(kit, spans, wordsBySpan(finalWords(o), spans, 8000));
  const bareScored = await scoreSpans(kit, spans, wordsBySpan(bare.words, spans, 8000));
  const distinct = new Set(spans.map((s) => `${s.item.voice}-${s.item.id}`)).size;
  return {
    scored,
    figures: [
      {
        name: `real-time factor, ${minutes(audioSeconds)} of 8 kHz speech in one Recognize stream`,
        value: rtf,
        unit: '× real time',
        baseline: bareRtf,
        ratio: rtf / bareRtf,
        note:
          `${rtf <= RATE_TARGET ? 'meets' : 'misses'} the ≤ ${RATE_TARGET} target; baseline: bare decoder, same audio; ` +
          `${spans.length} sentences, ${finals} final results${scaled}`,
      },
      ...(cpu0 !== undefined && cpu1 !== undefined && cpu2 !== undefined
        ? [
            {
              name: 'CPU seconds per second of audio, same stream (decoder process + server + client)',
              value: (cpu2 - cpu1) / audioSeconds,
              unit: 'CPU s/s',
              baseline: (cpu1 - cpu0) / audioSeconds,
              ratio: (cpu2 - cpu1) / (cpu1 - cpu0),
              note: 'what the real-time factor would be with a core to itself; baseline: bare decoder',
            },
          ]
        : []),
      ...werFigures(
        'synthesized 8 kHz speech (flite voices), from the stream above',
        scored,
        `${distinct} distinct sentence-voice pairs of ${SENTENCES.length * VOICES.length}; baseline: the bare decoder's transcript`,
        bareScored,
      ),
    ],
  };
}

async function latency(
  client: grpc.Client,
  token: string,
  pool: DecoderPool,
  corpus: Utterance[],
): Promise<BenchFigure[]> {
  const chosen = inPasses(corpus, 1).slice(0, LATENCY_SAMPLES);
  const LEAD_MS = 500;
  const ours: number[] = [];
  const bare: number[] = [];
  const readyOurs: number[] = [];
  const readyBare: number[] = [];
  let missing = 0;
  for (const u of chosen) {
    const clip = pad(u.pcm, 8000, LEAD_MS, 700);
    const speechAtMs = LEAD_MS + (speechOnset(u.pcm) / 8000) * 1000;
    const b = await decodeBare(pool, clip, { realTime: true, partialMs: 200, stopAtFirstPartial: true });
    if (b.firstPartialAt !== undefined) bare.push(b.firstPartialAt - (b.audioAt + speechAtMs));
    readyBare.push(b.startMs);
    const o = await streamAudio(client, token, { result_type: 'PARTIAL', utterance_detection_mode: 'SINGLE' }, clip, {
      rate: 8000,
      realTime: true,
      awaitReady: true,
      stopAtFirstPartial: true,
    });
    if (o.error) throw new Error(`latency ${u.id}: Recognize failed: ${o.error.code} ${o.error.details}`);
    if (o.firstPartialAt === undefined || o.audioAt === undefined) missing++;
    else ours.push(o.firstPartialAt - (o.audioAt + speechAtMs));
    if (o.readyAt !== undefined) readyOurs.push(o.readyAt - o.initAt);
  }
  const scaled = SCALE === undefined ? '' : `; ${SHORTENED}`;
  const n = `${ours.length} sentences streamed in real time${missing ? `, ${missing} without any partial` : ''}${scaled}`;
  const fig = (p: number): BenchFigure => {
    const v = percentile(ours, p);
    const base = percentile(bare, p);
    return {
      name: `speech start → first partial result, p${p}`,
      value: v,
      unit: 'ms',
      baseline: base,
      ratio: v / base,
      note: `${v <= LATENCY_TARGET_MS ? 'meets' : 'misses'} the ≤ ${LATENCY_TARGET_MS} ms target; baseline: bare decoder, same pacing; ${n}`,
    };
  };
  const readyP50 = percentile(readyOurs, 50);
  const readyBareP50 = percentile(readyBare, 50);
  return [
    fig(50),
    fig(95),
    {
      name: 'init message → status 100 (decoder loaded), p50',
      value: readyP50,
      unit: 'ms',
      baseline: readyBareP50,
      ratio: readyP50 / readyBareP50,
      note: 'baseline: starting a bare decoder; the latency clock starts after this',
    },
  ];
}

/** One stream of the recorded utterances, 1 s apart, at `rate`; each scored against its transcript. */
async function recorded(
  client: grpc.Client,
  token: string,
  kit: { sclite: string },
  items: { speaker: string; id: string; text: string; pcm: Int16Array }[],
  rate: 8000 | 16000,
): Promise<Scored> {
  const { pcm, spans } = concatenate(items, rate, { gapMs: 1000 });
  const o = await streamAudio(client, token, { result_type: 'FINAL', utterance_detection_mode: 'MULTIPLE' }, pcm, {
    rate,
  });
  mustSucceed(o, `recorded speech at ${rate} Hz`);
  return scoreSpans(kit, spans, wordsBySpan(finalWords(o), spans, rate));
}

/** pocketsphinx-testdata's recorded utterances with transcripts: `<s> words </s> (id)` lines. */
function recordedSet(testData: string): { speaker: string; id: string; text: string; pcm: Int16Array }[] {
  const sets = [
    { speaker: 'librivox', dir: 'librivox', transcripts: 'transcription' },
    { speaker: 'cards', dir: 'cards', transcripts: 'cards.transcription' },
  ];
  return sets.flatMap((set) =>
    fs
      .readFileSync(path.join(testData, set.dir, set.transcripts), 'utf8')
      .split('\n')
      .flatMap((line) => parseTranscriptionLine(line) ?? [])
      .map(({ text, id: file }) => {
        const wav = readWav(fs.readFileSync(path.join(testData, set.dir, `${file}.wav`))).pcm;
        if (wav.sampleRate !== 16000) throw new Error(`${file}.wav is ${wav.sampleRate} Hz, expected 16000`);
        return {
          speaker: set.speaker,
          id: file.replace(/.*-/, '').replace(/[^A-Za-z0-9.-]/g, '-'),
          text,
          pcm: wav.channels[0]!,
        };
      }),
  );
}

function requireEngine(): SpeechEnginePaths {
  const engine = ensureSpeechEngine();
  if (!engine.ok) throw new Error(engine.reason);
  return engine;
}

const bench: Benchmark = {
  name: 'Speech recognition through Recognize over gRPC (ratio = ours / bare decoder, same audio, same run)',
  async run() {
    const engine = requireEngine();
    const kit = ensureScoringKit();
    if (!kit.ok) throw new Error(kit.reason);
    const corpus = await loadCorpus((m) => console.error(`asr bench: ${m}`));
    const server = await startServer({ log: silentLogger });
    const client = recognizerClient(server.grpcAddress);
    // The bare decoder gets one process, as the server's pool would on a machine of this size.
    const pool = new DecoderPool(engine, 1);
    const figures: BenchFigure[] = [];
    try {
      const token = await serverToken(server);
      console.error(`asr bench: ${minutes(HOUR_SECONDS)} of speech, twice (bare decoder, then Recognize)`);
      const hour = await theHour(client, token, pool, corpus, kit);
      console.error(`asr bench: latency on ${LATENCY_SAMPLES} sentences in real time, twice`);
      const lat = await latency(client, token, pool, corpus);
      console.error('asr bench: recorded speech (pocketsphinx-testdata)');
      const items = recordedSet(kit.testData);
      const rec16 = await recorded(client, token, kit, items, 16000);
      const rec8 = await recorded(
        client,
        token,
        kit,
        items.map((r) => ({ ...r, pcm: resampleChannel(r.pcm, 16000, 8000) })),
        8000,
      );
      figures.push(
        ...hour.figures.slice(0, 2),
        ...lat,
        ...hour.figures.slice(2),
        ...werFigures('recorded 16 kHz speech (pocketsphinx-testdata)', rec16, 'LibriVox reading and card names'),
        ...werFigures('recorded speech cut to 8 kHz', rec8, 'the same recordings as telephone audio'),
      );
      const out = path.join(corpusDir(), 'last-run');
      fs.mkdirSync(out, { recursive: true });
      for (const [name, s] of [
        ['synthesized', hour.scored],
        ['recorded-16k', rec16],
        ['recorded-8k', rec8],
      ] as const) {
        fs.writeFileSync(path.join(out, `${name}.ref.trn`), s.reference.join('\n') + '\n');
        fs.writeFileSync(path.join(out, `${name}.hyp.trn`), s.hypothesis.join('\n') + '\n');
      }
      console.error(`asr bench: reference and hypothesis transcripts in ${out}`);
    } finally {
      client.close();
      await server.stop();
    }
    return figures;
  },
};

export default bench;
