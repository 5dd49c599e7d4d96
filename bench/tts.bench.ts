// Speech synthesis (issue 36): a real server on port 0 driving nuance.tts.v1.Synthesizer/Synthesize
// over gRPC like a client would, against the bare engine (Flite through server/audio/speech/flite.ts,
// called directly on the same sentences) in the same run.
//
// - Real-time factor: seconds of audio per second of wall time for a five-sentence paragraph,
//   synthesized one call after another (target ≥ 20×); baseline: the bare engine speaking the same
//   sentences one after another.
// - First audio: from the call's start to the first audio message of a short sentence (target
//   ≤ 150 ms); baseline: the bare engine's time to speak that sentence (its first audio is its
//   whole output).
//
// The server's engines are warm (server/audio/speech/flite-warm.ts); the bare engine is the one-off
// path (a worker and an instance per call), as a program that speaks once would use it.
// Each figure's note says whether its target is met. `VIGIL_BENCH_SECONDS=n` runs n rounds instead
// of 20 and says so in the notes.
import type * as grpc from '@grpc/grpc-js';
import { startServer } from '../server/app.js';
import { synthesize } from '../server/audio/speech/flite.js';
import { createClient } from '../server/auth/clients.js';
import { synthesizeStream, synthesizerClient, textRequest } from '../server/tts/tts.testkit.js';
import { silentLogger } from '../server/util/log.js';
import type { BenchFigure, Benchmark } from './run.js';
import { tokenFor } from './rpc.bench.js';

const ROUNDS =
  process.env.VIGIL_BENCH_SECONDS === undefined ? 20 : Math.max(1, Number(process.env.VIGIL_BENCH_SECONDS));
const PARAGRAPH = [
  'Thank you for calling the bank.',
  'Your current balance is one thousand two hundred dollars.',
  'Your last payment was received on Monday.',
  'To hear these options again, say repeat.',
  'Otherwise, say agent and I will put you through.',
];
const SHORT = 'How can I help you?';
const TARGET_RTF = 20;
const TARGET_FIRST_MS = 150;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const bench: Benchmark = {
  name: `TTS Synthesize on Flite, ${ROUNDS} rounds (baseline = the bare engine)`,
  async run(): Promise<BenchFigure[]> {
    const server = await startServer({ log: silentLogger });
    const client = synthesizerClient(server.grpcAddress);
    try {
      const creds = await createClient(server.db, { role: 'service', gkScopeIds: [], name: 'tts-bench', app: 'vigil' });
      const token = await tokenFor(server, creds);
      const text = PARAGRAPH.join(' ');
      await synthesizeStream(client, token, textRequest(SHORT)); // compiles the engine once

      let ourAudio = 0;
      let ourWall = 0;
      let bareAudio = 0;
      let bareWall = 0;
      const ourFirst: number[] = [];
      const bareFirst: number[] = [];
      for (let r = 0; r < ROUNDS; r++) {
        let t = performance.now();
        const streamed = await synthesizeStream(client, token, textRequest(text));
        ourWall += performance.now() - t;
        if (streamed.error) throw streamed.error;
        ourAudio += streamed.messages.reduce((n, m) => n + (m.audio?.length ?? 0), 0) / 32_000;
        t = performance.now();
        for (const s of PARAGRAPH) bareAudio += (await synthesize(s, 'slt')).channels[0]!.length / 16_000;
        bareWall += performance.now() - t;

        const short = await synthesizeStream(client, token, textRequest(SHORT));
        ourFirst.push(short.arrivals[0] ?? NaN);
        t = performance.now();
        await synthesize(SHORT, 'slt');
        bareFirst.push(performance.now() - t);
      }
      const ourRtf = ourAudio / (ourWall / 1000);
      const bareRtf = bareAudio / (bareWall / 1000);
      const shortened = process.env.VIGIL_BENCH_SECONDS === undefined ? '' : `; shortened: ${ROUNDS} rounds`;
      const first = median(ourFirst);
      return [
        {
          name: `real-time factor (×, target ≥ ${TARGET_RTF})`,
          value: ourRtf,
          unit: '×',
          baseline: bareRtf,
          ratio: ourRtf / bareRtf,
          note: `target ≥ ${TARGET_RTF}×: ${ourRtf >= TARGET_RTF ? 'met' : 'missed'}${shortened}`,
        },
        {
          name: `first audio, short sentence (median, target ≤ ${TARGET_FIRST_MS} ms)`,
          value: first,
          unit: 'ms',
          baseline: median(bareFirst),
          ratio: median(bareFirst) / first,
          note: `target ≤ ${TARGET_FIRST_MS} ms: ${first <= TARGET_FIRST_MS ? 'met' : 'missed'}${shortened}`,
        },
      ];
    } finally {
      (client as grpc.Client).close();
      await server.stop();
    }
  },
};
export default bench;
