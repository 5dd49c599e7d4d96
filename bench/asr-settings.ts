// Decoder settings side by side (issue 18): CPU time and word error rate of the bare streaming front
// end on the speech bench's synthesized audio, and the audio time from speech start to the first
// partial, for each candidate set of PocketSphinx options, measured in one run. Not a benchmark of
// the product (bench/asr.bench.ts is): a tool for choosing SEARCH_SETTINGS (server/asr/engine/decoder.ts).
//
//   CONFIGS='[["default",[]],["maxhmmpf 4000",["-maxhmmpf","4000"]]]' npx tsx bench/asr-settings.ts
//
// SWEEP_SECONDS (150) of audio per config; SWEEP_LAT (12) latency clips, 0 for none; SKIP_WER=1 for
// latency only; BIN=path to try another build of the front end. Options go to the engine as given
// (its defaults, not SEARCH_SETTINGS, are the starting point). CPU time is the decoder process's
// user + system time: on a shared machine compare configs of the same run, and repeat the default.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { ensureScoringKit, findSpeechEngine } from '../scripts/speech-engine.mjs';
import { TELEPHONE_FOLD, Upsampler2x } from '../server/asr/engine/upsample.js';
import { concatenate, inPasses, loadCorpus, speechOnset, wordsBySpan } from './asr-corpus.js';
import { sclite, scoringWords, trnLine, wer } from './sclite.js';

const found = findSpeechEngine();
if (!found.ok) throw new Error(found.reason);
const engine = found;
const kit = ensureScoringKit();
if (!kit.ok) throw new Error(kit.reason);
const BIN = process.env.BIN ?? engine.binary;
const SECONDS = Number(process.env.SWEEP_SECONDS ?? 150);
const LAT_N = Number(process.env.SWEEP_LAT ?? 12);

function cpuChildren(): number {
  const stat = fs.readFileSync('/proc/self/stat', 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[13]) + Number(f[14])) / 100;
}

function up(pcm: Int16Array): Buffer {
  const u = new Upsampler2x(TELEPHONE_FOLD);
  const a = u.push(pcm);
  const b = u.flush();
  const out = new Int16Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return Buffer.from(out.buffer);
}

interface Ev {
  t: string;
  ms?: number;
  words?: [string, number, number, number?][];
}

async function run(args: string[], audio: Buffer): Promise<{ events: Ev[]; cpu: number }> {
  const c0 = cpuChildren();
  const child = spawn(
    BIN,
    ['-hmm', engine.hmm, '-lm', engine.lm, '-dict', engine.dict, '-logfn', '/dev/null', ...args],
    { stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, LD_LIBRARY_PATH: engine.ldLibraryPath } },
  );
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stdin.end(audio);
  await new Promise((r) => child.on('close', r));
  const events = out
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Ev);
  return { events, cpu: cpuChildren() - c0 };
}

const NOT = /^(<s>|<\/s>|<sil>|\[.*\]|\+\+.*\+\+)$/i;

const corpus = await loadCorpus();
const items = inPasses(corpus).map((u) => ({ ...u, speaker: u.voice, id: u.id.replace(/^[a-z]+-/, '') }));
const { pcm, spans } = concatenate(items, 8000, { seconds: SECONDS });
const audio = up(pcm);
const audioSeconds = pcm.length / 8000;
const latClips = inPasses(corpus, 1)
  .slice(0, LAT_N)
  .map((u) => {
    const clip = new Int16Array(u.pcm.length + 1200 * 8);
    clip.set(u.pcm, 500 * 8);
    return { audio: up(clip), speechAt: 500 + (speechOnset(u.pcm) / 8000) * 1000 };
  });

const configs: [string, string[]][] = JSON.parse(process.env.CONFIGS ?? '[["default",[]]]') as [string, string[]][];
console.log(`${audioSeconds.toFixed(0)} s of audio, ${spans.length} sentences; ${LAT_N} latency clips; ${BIN}`);
console.log('config | CPU s/s | WER % (S/D/I) | first partial audio-ms p50/p95 (missing)');
for (const [name, args] of configs) {
  const { events, cpu } = process.env.SKIP_WER ? { events: [], cpu: NaN } : await run(args, audio);
  const words = events
    .filter((e) => e.t === 'final')
    .flatMap((e) => (e.words ?? []).filter((w) => !NOT.test(w[0])))
    .map((w) => ({ text: w[0].replace(/\(\d+\)$/, ''), startMs: w[1], endMs: w[2] }));
  const heard = wordsBySpan(words, spans, 8000);
  const seen = new Map<string, number>();
  const ref: string[] = [];
  const hyp: string[] = [];
  spans.forEach((s, i) => {
    const k = `${s.item.speaker}_${s.item.id}`;
    const n = (seen.get(k) ?? 0) + 1;
    seen.set(k, n);
    ref.push(trnLine(scoringWords(s.item.text), s.item.speaker, `${s.item.id}.${n}`));
    hyp.push(trnLine(scoringWords(heard[i]!.join(' ')), s.item.speaker, `${s.item.id}.${n}`));
  });
  const t = process.env.SKIP_WER ? undefined : (await sclite(kit.sclite, ref, hyp)).total;
  const lats: number[] = [];
  let missing = 0;
  for (const c of latClips) {
    const r = await run(['-partial_ms', '200', ...args], c.audio);
    const p = r.events.find((e) => e.t === 'partial' && (e.words ?? []).some((w) => !NOT.test(w[0])));
    if (p?.ms === undefined) missing++;
    else lats.push(p.ms - c.speechAt);
  }
  lats.sort((a, b) => a - b);
  const pct = (q: number) =>
    lats.length ? lats[Math.min(lats.length - 1, Math.ceil(q * lats.length) - 1)]!.toFixed(0) : '-';
  console.log(
    `${name} | ${(cpu / audioSeconds).toFixed(3)} | ${t ? `${wer(t).toFixed(2)} (${t.substitutions}/${t.deletions}/${t.insertions} of ${t.words})` : '-'} | ${pct(0.5)}/${pct(0.95)} (${missing})`,
  );
}
