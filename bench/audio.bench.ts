// Audio processing speed on a one-hour 8 kHz stereo call (real synthesized speech in turns, noise
// on one channel): voice activity and attributes, full upload preparation (analysis, peaks and
// pyramid, canonical WAV hash, from interleaved samples as an upload has them), waveform peaks at
// 2,000 points and the peak pyramid, each next to a plain pass summing every sample; and the upload
// of that call as a WAV to a real server (in process: PGlite, local folder; the client on a worker
// thread) until its peaks are ready (the PUT's 201, then a zoomed-in window of peaks read back),
// next to the same bytes PUT to a bare HTTP server that only drains them, in wall time and in CPU
// time.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Benchmark, BenchFigure } from './run.js';
import { analyze } from '../server/audio/analysis.js';
import { writeWav } from '../server/audio/codecs/wav.js';
import { computePeaks, computePyramid } from '../server/audio/peaks.js';
import { prepareAudio } from '../server/audio/process.js';
import { interleave, type Pcm } from '../server/audio/codecs/pcm.js';
import { startTestServer, type TestServer } from '../testkit/server-harness.testkit.js';
import { longCall, SECONDS } from './long-call.js';
import { putBytesFromThread } from './put-bytes.js';

function sumPass(pcm: Pcm): number {
  let s = 0;
  for (const ch of pcm.channels) for (let i = 0; i < ch.length; i++) s += ch[i]!;
  return s;
}

/** Best of `runs` wall-clock timings in milliseconds. */
function time(fn: () => unknown, runs = 3): number {
  let best = Infinity;
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    fn();
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

/** The floor: the same bytes PUT to a server that reads them and answers 201. */
/** An admin token and the context of a new inbound call, for uploading its audio. */
export async function startCallForUpload(t: TestServer) {
  const token = await t.token('admin');
  const started = await t.call<{ gk_engagement_id: { value: string }; gk_session_id: { value: string } }>(
    'nuance.biosec.v1.sessions.SessionsManager',
    'StartSession',
    {
      context: { gk_scope_id: { value: t.scopeId } },
      session_type: 'SESSION_TYPE_CALL_CENTER',
      details: { call_type: 'CALL_TYPE_INBOUND' },
    },
    token,
  );
  const context = {
    gk_scope_id: { value: t.scopeId },
    gk_engagement_id: started.gk_engagement_id,
    gk_session_id: started.gk_session_id,
  };
  return { token, context };
}

async function bareUploadMs(wav: Uint8Array): Promise<{ ms: number; cpuMs: number }> {
  const server = http.createServer((req, res) => {
    req.on('data', () => undefined);
    req.on('end', () => res.writeHead(201).end('{}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as { port: number };
    let best = { ms: Infinity, cpuMs: Infinity };
    for (let r = 0; r < 2; r++) {
      const a = await putBytesFromThread(`http://127.0.0.1:${port}/upload`, wav);
      if (a.status !== 201) throw new Error(`bare upload answered ${a.status}`);
      if (a.ms < best.ms) best = { ms: a.ms, cpuMs: a.cpuMs };
    }
    return best;
  } finally {
    server.close();
  }
}

/** CPU time of this process (client and server alike) since `c0`, in milliseconds. */
const cpuMsSince = (c0: NodeJS.CpuUsage): number => {
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
};

/**
 * A WAV PUT to a real server until its 201 (peaks stored with the upload) and one window read back,
 * each run with different bytes (the last one of `wav` is changed in place); with the process's CPU time over the same span (client and server share it), steadier than wall
 * time on a busy machine.
 */
export async function uploadToPeaksMs(
  wav: Uint8Array,
): Promise<{ ms: number; putMs: number; afterLastByteMs: number; cpuMs: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-peaks-'));
  const t = await startTestServer('pglite', { dataDir });
  try {
    const { token, context } = await startCallForUpload(t);
    let best = { ms: Infinity, putMs: Infinity, afterLastByteMs: Infinity, cpuMs: Infinity };
    for (let r = 0; r < 2; r++) {
      const up = await t.call<{ media_upload_url: string; gk_media_segment_id: { value: string } }>(
        'nuance.biosec.v1.audio.AudioManager',
        'GetUploadUrl',
        { context, container: 'CONTAINER_WAV' },
        token,
      );
      // Every run uploads audio the store has not seen (its last sample byte changed): the same bytes
      // again would find their file stored already and measure the duplicate's path instead.
      wav[wav.length - 1] = (wav[wav.length - 1]! + 1) & 0xff;
      const answer = await putBytesFromThread(up.media_upload_url, wav);
      if (answer.status !== 201) throw new Error(`upload failed: ${answer.status} ${answer.body}`);
      const putMs = answer.ms;
      const t0 = performance.now() - putMs;
      const c0 = process.cpuUsage();
      const window = await t.call<{ points_per_channel: number }>(
        'vigil.v1.MediaPeaks',
        'GetMediaSegmentPeaks',
        {
          context: { gk_scope_id: { value: t.scopeId } },
          gk_media_segment_id: up.gk_media_segment_id,
          window_start: { seconds: '1800', nanos: 0 },
          window_end: { seconds: '1810', nanos: 0 },
          total_points: 1000,
        },
        token,
      );
      if (!window.points_per_channel) throw new Error('no peaks in the window');
      const ms = performance.now() - t0;
      if (ms < best.ms)
        best = { ms, putMs, afterLastByteMs: answer.afterLastByteMs, cpuMs: answer.cpuMs + cpuMsSince(c0) };
    }
    return best;
  } finally {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const bench: Benchmark = {
  name: 'audio: one hour of 8 kHz stereo',
  async run(): Promise<BenchFigure[]> {
    const pcm = await longCall();
    const baseMs = time(() => sumPass(pcm));
    const analyzeMs = time(() => analyze(pcm));
    // As an upload hands it over: interleaved, as the WAV's data chunk holds the samples.
    const uploaded = {
      sampleRate: pcm.sampleRate,
      channelCount: pcm.channels.length,
      samples: interleave(pcm.channels),
    };
    const prepareMs = time(() => prepareAudio(uploaded), 2);
    const peaksMs = time(() => computePeaks(pcm, 2000));
    const pyramidMs = time(() => computePyramid(pcm));
    const wav = writeWav(pcm);
    const bare = await bareUploadMs(wav);
    const upload = await uploadToPeaksMs(wav);
    const rt = (ms: number) => (SECONDS * 1000) / ms;
    return [
      {
        name: 'analysis (VAD, SNR, level, saturation), both channels',
        value: rt(analyzeMs),
        unit: '× real time',
        baseline: rt(baseMs),
        ratio: rt(analyzeMs) / rt(baseMs),
        note: `${analyzeMs.toFixed(0)} ms; baseline: one pass summing the samples`,
      },
      {
        name: 'upload preparation (analysis, peaks and pyramid in one pass, WAV hash)',
        value: rt(prepareMs),
        unit: '× real time',
        baseline: rt(baseMs),
        ratio: rt(prepareMs) / rt(baseMs),
        note: `${prepareMs.toFixed(0)} ms`,
      },
      {
        name: 'peaks at 2,000 points per channel',
        value: peaksMs,
        unit: 'ms',
        baseline: baseMs,
        ratio: baseMs / peaksMs,
        note: 'lower is better; ratio = baseline / value',
      },
      {
        name: 'peak pyramid (every level, both channels)',
        value: pyramidMs,
        unit: 'ms',
        baseline: baseMs,
        ratio: baseMs / pyramidMs,
        note: 'lower is better; ratio = baseline / value',
      },
      {
        name: 'upload of the one-hour WAV to peaks ready (201, then a 10 s window read)',
        value: upload.ms,
        unit: 'ms',
        baseline: bare.ms,
        ratio: upload.ms / bare.ms,
        note: `PUT to 201: ${upload.putMs.toFixed(0)} ms, of which ${upload.afterLastByteMs.toFixed(0)} ms after the last byte was sent; baseline: the same ${(wav.length / 2 ** 20).toFixed(0)} MB PUT to a bare HTTP server; ratio = value / baseline`,
      },
      {
        name: 'the same upload, CPU time (client and server, one process)',
        value: upload.cpuMs,
        unit: 'ms',
        baseline: bare.cpuMs,
        ratio: upload.cpuMs / bare.cpuMs,
        note: "of the fastest run above; baseline: the bare PUT's; ratio = value / baseline",
      },
    ];
  },
};

export default bench;
