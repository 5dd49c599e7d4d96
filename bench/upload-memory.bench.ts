// Peak memory of an MP3 upload: a one-hour 8 kHz stereo call (real synthesized speech, 32 kbit/s,
// 14 MB) uploaded to a real server process (embedded: PGlite, local folder), its peak resident
// memory (VmHWM, reset after a warm-up upload) compared with its resident memory just before.
// Baseline: the size of the call's canonical 16-bit PCM, which the server must hold to measure it
// (the target is growth ≤ 2× that). Linux only (reads /proc).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as grpc from '@grpc/grpc-js';
import type { ServiceDefinition } from '@grpc/grpc-js';
import { encodeMp3 } from '../server/audio/codecs/mp3.js';
import { scanMp3 } from '../server/audio/codecs/mp3-frames.js';
import { loadProtos } from '../wire/protos.js';
import { startServerProcess } from '../testkit/server-process.testkit.js';
import { longCall } from './long-call.js';
import type { Benchmark, BenchFigure } from './run.js';

const root = path.resolve(import.meta.dirname, '..');
const MB = 2 ** 20;

function procKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(m?.[1] ?? NaN);
}

/** One hour of MP3: one minute of the long call encoded, its frames repeated. */
async function hourOfMp3(): Promise<Uint8Array> {
  const minute = encodeMp3(await longCall(60), 32);
  const out = new Uint8Array(minute.length * 60);
  for (let i = 0; i < 60; i++) out.set(minute, i * minute.length);
  return out;
}

/**
 * For comparison, in a fresh process: the decoder's own peak growth when handed the whole file at
 * once, as uploads were decoded before (float arrays for the whole call, then 16-bit copies).
 */
async function wholeFileDecodeGrowth(mp3: Uint8Array, dir: string): Promise<number> {
  const file = path.join(dir, 'hour.mp3');
  fs.writeFileSync(file, mp3);
  const script = `
    import fs from 'node:fs';
    import { MPEGDecoder } from 'mpg123-decoder';
    const kb = (f) => parseInt(fs.readFileSync('/proc/self/status', 'utf8').split(String.fromCharCode(10)).find((l) => l.startsWith(f + ':')).slice(f.length + 1), 10);
    const bytes = new Uint8Array(fs.readFileSync(${JSON.stringify(file)}));
    const d = new MPEGDecoder(); await d.ready;
    d.decode(bytes.subarray(0, 20000)); await d.reset();
    fs.writeFileSync('/proc/self/clear_refs', '5');
    const before = kb('VmRSS');
    const out = d.decode(bytes);
    const pcm = out.channelData.map((c) => { const o = new Int16Array(out.samplesDecoded); for (let i = 0; i < o.length; i++) o[i] = Math.max(-32768, Math.min(32767, Math.round(c[i] * 32768))); return o; });
    process.stdout.write(String((kb('VmHWM') - before) * 1024 + pcm.length * 0));
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: root });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(Number(out)) : reject(new Error(err))));
  });
}

const bench: Benchmark = {
  name: 'upload memory: a one-hour stereo MP3',
  async run(): Promise<BenchFigure[]> {
    if (!fs.existsSync('/proc/self/status')) return [];
    const mp3 = await hourOfMp3();
    const scan = scanMp3(mp3);
    const pcmBytes = scan.samples * scan.channels * 2;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-upload-'));
    const server = await startServerProcess({ dataDir, args: ['--demo'] });
    try {
      const demo = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-clients.json'), 'utf8')) as {
        role: string;
        clientId: string;
        clientSecret: string;
        gkScopeId: string;
      }[];
      const admin = demo.find((c) => c.role === 'admin')!;
      const res = await fetch(server.tokenUrl, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${encodeURIComponent(admin.clientId)}:${encodeURIComponent(admin.clientSecret)}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      });
      const token = ((await res.json()) as { access_token: string }).access_token;
      const protos = loadProtos();
      const clients = new Map<string, grpc.Client>();
      const call = <T>(service: string, method: string, req: object): Promise<T> => {
        let c = clients.get(service);
        if (!c) {
          const Ctor = grpc.makeGenericClientConstructor(
            protos.packageDefinition[service] as unknown as ServiceDefinition,
            service,
          );
          c = new Ctor(server.grpcTarget, grpc.credentials.createInsecure());
          clients.set(service, c);
        }
        const md = new grpc.Metadata();
        md.set('authorization', `Bearer ${token}`);
        const fn = (c as unknown as Record<string, (...a: unknown[]) => void>)[method]!;
        return new Promise((resolve, reject) =>
          fn.call(c, req, md, { deadline: Date.now() + 600_000 }, (e: Error | null, r: T) =>
            e ? reject(e) : resolve(r),
          ),
        );
      };
      const upload = async (body: Uint8Array) => {
        const s = await call<{ gk_engagement_id: unknown; gk_session_id: unknown }>(
          'nuance.biosec.v1.sessions.SessionsManager',
          'StartSession',
          {
            context: { gk_scope_id: { value: admin.gkScopeId } },
            session_type: 'SESSION_TYPE_CALL_CENTER',
            details: { call_type: 'CALL_TYPE_INBOUND' },
          },
        );
        const up = await call<{ media_upload_url: string }>('nuance.biosec.v1.audio.AudioManager', 'GetUploadUrl', {
          context: {
            gk_scope_id: { value: admin.gkScopeId },
            gk_engagement_id: s.gk_engagement_id,
            gk_session_id: s.gk_session_id,
          },
          container: 'CONTAINER_MP3',
        });
        const r = await fetch(up.media_upload_url, { method: 'PUT', body: body.slice() });
        if (r.status !== 201) throw new Error(`upload failed: ${r.status} ${await r.text()}`);
      };
      // Warm-up: a short upload loads the decoder and the code paths.
      await upload(mp3.subarray(0, 200_000));
      const pid = server.child.pid!;
      fs.writeFileSync(`/proc/${pid}/clear_refs`, '5'); // resets VmHWM to the current RSS
      const before = procKb(pid, 'VmRSS') * 1024;
      await upload(mp3);
      const peak = procKb(pid, 'VmHWM') * 1024;
      const growth = peak - before;
      for (const c of clients.values()) c.close();
      const whole = await wholeFileDecodeGrowth(mp3, dataDir);
      return [
        {
          name: 'peak RSS growth, one-hour 8 kHz stereo MP3 upload',
          value: growth / MB,
          unit: 'MB',
          baseline: pcmBytes / MB,
          ratio: growth / pcmBytes,
          note: `baseline: its 16-bit PCM; target ratio ≤ 2; MP3 ${(mp3.length / MB).toFixed(1)} MB; RSS before ${(before / MB).toFixed(0)} MB`,
        },
        {
          name: 'for comparison: decoding the whole file at once (the previous way), decoder alone',
          value: whole / MB,
          unit: 'MB',
          baseline: pcmBytes / MB,
          ratio: whole / pcmBytes,
          note: 'a fresh process; peak RSS growth of MPEGDecoder.decode(whole file) and its 16-bit copy only',
        },
      ];
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

export default bench;
