// Demo audio: stereo 8 kHz calls (agent on the left, caller on the right) with real synthesized
// speech in alternating turns, attached to given engagements and sessions, measured and stored the
// way an upload is. Some carry a redacted interval (the caller's date of birth, silenced), a masked
// interval, legal hold or background noise. Deterministic from the seed; synthesized clips are
// cached once per machine (see clip) so later runs skip synthesis.
import { vigilSetting } from '../util/env.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../db/types.js';
import { AudioFileStore } from '../audio/index.js';
import { openBlobStore } from '../blobs/open.js';
import { resampleChannel } from '../audio/index.js';
import { readWav, writeWav } from '../audio/index.js';
import { insertPendingSegment, type IntervalRow } from '../audio/index.js';
import { prepareAudio, storeAudio } from '../audio/index.js';
import { synthesize, type FliteVoice } from '../audio/index.js';
import { backgroundStep } from '../db/priority.js';
import { rng, toInt16, whiteNoise } from '../audio/index.js';
import { existingSegmentIds, holdForCase, maskIntervals, sessionCallType } from './demo.store.js';

export interface SeedAudioOptions {
  scopeId: string;
  dataDir: string;
  now: Date;
  seed: number;
  /** The calls are spread over these (one segment per entry, up to `count`). */
  engagements: { gkEngagementId: string; gkSessionId: string }[];
  /** How many segments (default 8, at most one per engagement entry). */
  count?: number;
}

const RATE = 8000;
const AGENT: FliteVoice = 'kal';
const CALLER: FliteVoice = 'slt';

const SCRIPT: { agent: string; caller: string; sensitive?: boolean }[] = [
  {
    agent: 'Thank you for calling Vigil Bank, this is Alex. How can I help you?',
    caller: 'Hi. I think my card was stolen yesterday.',
  },
  {
    agent: 'I am sorry to hear that. Can you confirm your date of birth, please?',
    caller: 'Sure. It is the fourth of March, nineteen eighty five.',
    sensitive: true,
  },
  { agent: 'Thank you. I can see the card ending in four two one seven.', caller: 'Yes, that is the one.' },
  { agent: 'I have blocked the card and ordered a new one.', caller: 'Great, thank you so much.' },
  { agent: 'Is there anything else I can help you with today?', caller: 'No, that is all. Goodbye.' },
];

/**
 * Flite's output depends only on the text and voice, so synthesized clips are kept in one folder
 * for the whole machine (VIGIL_SPEECH_CACHE, or the temporary folder): every fresh data folder
 * after the first reuses them instead of synthesizing again.
 */
async function clip(text: string, voice: FliteVoice): Promise<Int16Array> {
  const dir = vigilSetting('VIGIL_SPEECH_CACHE') ?? path.join(os.tmpdir(), 'vigil-demo-speech');
  const file = path.join(dir, `${voice}-${Buffer.from(text).toString('base64url').slice(0, 48)}-${text.length}.wav`);
  if (fs.existsSync(file)) return readWav(fs.readFileSync(file)).pcm.channels[0]!;
  const pcm = await synthesize(text, voice);
  const samples = resampleChannel(pcm.channels[0]!, pcm.sampleRate, RATE);
  fs.mkdirSync(dir, { recursive: true });
  // Written under a temporary name and renamed, so a concurrent reader never sees half a file.
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, writeWav({ sampleRate: RATE, channels: [samples] }));
  fs.renameSync(tmp, file);
  return samples;
}

function uuidFrom(next: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
  hex[12] = '4';
  hex[16] = (8 + Math.floor(next() * 4)).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const DEFAULT_COUNT = 8;

/** The IDs of the demo calls, in the order they are seeded: from the seed and the scope alone. */
export function demoAudioIds(scopeId: string, seed: number, count = DEFAULT_COUNT): string[] {
  // IDs also depend on the scope, so two scopes seeded alike do not collide.
  const nextId = rng(seed ^ [...scopeId].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261));
  return Array.from({ length: count }, () => uuidFrom(nextId));
}

/** Is the demo audio all in (its last call, each one its own transaction, written last)? */
export async function demoAudioSeeded(db: Db, scopeId: string, seed: number): Promise<boolean> {
  const last = demoAudioIds(scopeId, seed).slice(-1);
  return (await existingSegmentIds(db, scopeId, last)).size > 0;
}

/**
 * Seeds the demo calls, each in a transaction of its own, skipping those already in (a seeding a
 * stop cut short); returns their gk_media_segment_ids.
 */
export async function seedAudioDemo(db: Db, opts: SeedAudioOptions): Promise<string[]> {
  const next = rng(opts.seed ^ 0xa0d10);
  // The same blob store the server uses (the database's on PostgreSQL), so every instance serves the demo calls.
  const files = new AudioFileStore(
    openBlobStore({ db, dataDir: opts.dataDir, blobUrl: vigilSetting('VIGIL_BLOB_URL') }),
  );
  // One synthesis at a time: the clips are small, and one WASI instance at a time keeps it simple.
  const lines: ((typeof SCRIPT)[number] & { a: Int16Array; c: Int16Array })[] = [];
  // Each step on the event loop's thread (a clip, a call's mixing, its encoding, its analysis) is
  // one of the background class's batches (db/priority.ts backgroundStep): while calls of clients
  // are in flight it waits its share, as a statement of background work does, so calls are not
  // slowed by more than one step at a time nor by more than the class's share of the thread.
  const step = <T>(fn: () => T | Promise<T>) => backgroundStep(db, fn);
  for (const s of SCRIPT)
    lines.push({ ...s, a: await step(() => clip(s.agent, AGENT)), c: await step(() => clip(s.caller, CALLER)) });
  const count = Math.min(opts.count ?? DEFAULT_COUNT, opts.engagements.length);
  const planned = demoAudioIds(opts.scopeId, opts.seed, count);
  const there = await existingSegmentIds(db, opts.scopeId, planned);
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    const target = opts.engagements[n]!;
    const turns = lines.slice(0, 2 + (n % 4));
    const id = planned[n]!;
    if (there.has(id)) {
      // In already; what its mixing draws is drawn all the same, so the calls after it come out
      // as a seeding in one go makes them (two pauses and a gain per turn, a noise level).
      for (let k = 0; k < 3 * turns.length + (n % 4 === 2 ? 1 : 0); k++) next();
      ids.push(id);
      continue;
    }
    // Lay the turns out: agent, pause, caller, pause, ...
    const { left, right, redacted } = await step(() => {
      const pauses = turns.flatMap(() => [0.3 + next() * 0.9, 0.3 + next() * 0.9]);
      const total = Math.ceil(
        RATE *
          (0.5 +
            turns.reduce((s, t) => s + (t.a.length + t.c.length) / RATE, 0) +
            pauses.reduce((s, p) => s + p, 0) +
            0.5),
      );
      const left = new Float64Array(total);
      const right = new Float64Array(total);
      const redacted: IntervalRow[] = [];
      const redact = n % 3 === 1;
      let at = Math.round(RATE * 0.5);
      turns.forEach((t, i) => {
        left.set(t.a, at);
        at += t.a.length + Math.round(RATE * pauses[2 * i]!);
        const callerGain = 0.6 + next() * 0.5;
        for (let k = 0; k < t.c.length; k++) right[at + k] = t.c[k]! * callerGain;
        if (redact && t.sensitive) {
          right.fill(0, at, at + t.c.length);
          redacted.push({ start: at / RATE, end: (at + t.c.length) / RATE, channel: 2 });
        }
        at += t.c.length + Math.round(RATE * pauses[2 * i + 1]!);
      });
      // Some callers are on a noisy line.
      if (n % 4 === 2) whiteNoise(total, 120 + next() * 200, opts.seed + n).forEach((x, k) => (right[k]! += x));
      return { left, right, redacted };
    });
    const pcm = await step(() => ({ sampleRate: RATE, channels: [toInt16(left), toInt16(right)] }));
    const prepared = await step(() => prepareAudio(pcm));
    // The file is written (and fsynced, where the blob store can) before the transaction, which
    // only renames it into place, as an upload's is (server/audio/upload.http.ts).
    const staged = files.stage(prepared.wav);
    const created = new Date(opts.now.getTime() - (count - n) * 3_600_000);
    try {
      await db.tx(async (q) => {
        const callType = await sessionCallType(q, opts.scopeId, target.gkSessionId);
        await insertPendingSegment(q, {
          id,
          scopeId: opts.scopeId,
          engagementId: target.gkEngagementId,
          sessionId: target.gkSessionId,
          container: 'CONTAINER_WAV',
          format: { kind: 'pcm', sampleRate: RATE, channels: 2 },
          parties: [
            { channel_index: 1, party_type: 'PARTY_TYPE_AGENT', gk_party_id: null },
            { channel_index: 2, party_type: 'PARTY_TYPE_PERSON', gk_party_id: null },
          ],
          callType: callType ?? 'CALL_TYPE_INBOUND',
          now: created,
        });
        await storeAudio(q, files, {
          segmentId: id,
          scopeId: opts.scopeId,
          encoding: 'pcm16',
          prepared,
          now: created,
          redacted,
          staged,
        });
        if (n % 4 === 3) await holdForCase(q, id, 'FR-2291');
        if (n % 5 === 4) {
          await maskIntervals(q, id, [{ start: 1, end: 2.5, channel: 1 }]);
        }
      });
    } finally {
      await staged.discard();
    }
    ids.push(id);
  }
  return ids;
}
