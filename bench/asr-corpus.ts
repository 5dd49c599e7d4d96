// The speech the ASR bench listens to: forty call-centre sentences written for it, spoken by each of
// flite's voices, kept as 8 kHz 16-bit PCM under the user's cache folder (synthesizing them takes a
// minute; later runs read the files). Numbers are spelled out, as a caller says them, so the
// reference transcript is the text itself.
import fs from 'node:fs';
import path from 'node:path';
import { vigilCacheDir } from '../scripts/speech-engine.mjs';
import { resampleChannel } from '../server/audio/codecs/resample.js';
import { synthesize, type FliteVoice } from '../server/audio/speech/flite.js';

export const SENTENCES: readonly string[] = [
  'Good morning, thank you for calling the bank. How can I help you today?',
  'I would like to check the balance on my savings account.',
  'My card was declined at the grocery store this afternoon.',
  'Can you tell me why there is a fee on my last statement?',
  'I think someone has been using my credit card without permission.',
  'Please transfer five hundred dollars from checking to savings.',
  'What is the interest rate on a thirty year fixed mortgage?',
  'I lost my wallet and I need to cancel all of my cards.',
  'The payment should have arrived on the fifteenth of the month.',
  'Could you read me the last three transactions on the account?',
  'I am calling to report a change of address.',
  'My new phone number ends in four two seven nine.',
  'Why was my loan application turned down?',
  'I never received the replacement card you sent last week.',
  'Is there a branch open on Saturday near the city centre?',
  'I would like to speak to someone in the fraud department.',
  'The charge of two hundred and forty dollars is not mine.',
  'Can I increase the daily limit for cash withdrawals?',
  'Please set up a direct deposit for my salary.',
  'How long does an international wire transfer usually take?',
  'I forgot my password and the online banking site locked me out.',
  'My date of birth is the third of March nineteen eighty two.',
  'We need to add my wife as a joint holder on the account.',
  'The machine kept my card and did not give me any money.',
  'Could you waive the late payment charge this one time?',
  'I received a text message asking for my security code.',
  'Do you offer a business account with no monthly fees?',
  'My account number is seven one eight three five five two.',
  'I want to close this account and move the money elsewhere.',
  'Please send me a paper copy of the annual statement.',
  'Someone called me pretending to be from your security team.',
  'The mobile app shows a pending payment I did not make.',
  'How much would the monthly repayments be on a car loan?',
  'I have been on hold for twenty minutes already.',
  'Thank you, that answers my question. Have a nice day.',
  'Can you confirm the last four digits of the card on file?',
  'There are two withdrawals for the same amount on Monday.',
  'I would like to dispute a payment to an online shop.',
  'Please freeze the debit card until I find it.',
  'Is it safe to give my account details over the phone?',
];

export const VOICES: readonly FliteVoice[] = ['slt', 'rms', 'awb', 'kal'];

/** Bump when the sentences, the voices or the audio layout change. */
const CORPUS_VERSION = 'v1';

export interface Utterance {
  /** e.g. slt-07 */
  id: string;
  voice: FliteVoice;
  text: string;
  /** 8 kHz mono 16-bit speech, trimmed to what flite produced. */
  pcm: Int16Array;
}

export function corpusDir(): string {
  return path.join(vigilCacheDir(), 'asr-bench', CORPUS_VERSION);
}

/** Every sentence in every voice, from the cache or synthesized into it. */
export async function loadCorpus(log: (m: string) => void = () => {}): Promise<Utterance[]> {
  const dir = corpusDir();
  fs.mkdirSync(dir, { recursive: true });
  const out: Utterance[] = [];
  let made = 0;
  for (const voice of VOICES) {
    for (const [i, text] of SENTENCES.entries()) {
      const id = `${voice}-${String(i).padStart(2, '0')}`;
      const file = path.join(dir, `${id}.s16`);
      let pcm: Int16Array;
      if (fs.existsSync(file)) {
        const b = fs.readFileSync(file);
        pcm = new Int16Array(b.buffer, b.byteOffset, b.byteLength / 2);
      } else {
        if (!made) log(`synthesizing the test speech into ${dir} (once)`);
        const spoken = await synthesize(text, voice);
        pcm = resampleChannel(spoken.channels[0]!, spoken.sampleRate, 8000);
        const tmp = `${file}.${process.pid}.tmp`;
        fs.writeFileSync(tmp, Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength));
        fs.renameSync(tmp, file);
        made++;
      }
      out.push({ id, voice, text, pcm });
    }
  }
  return out;
}

/** First sample of speech: the start of the first 10 ms frame within 30 dB of the loudest frame. */
export function speechOnset(pcm: Int16Array, rate = 8000): number {
  const frame = rate / 100;
  const energies: number[] = [];
  for (let i = 0; i + frame <= pcm.length; i += frame) {
    let e = 0;
    for (let j = i; j < i + frame; j++) e += pcm[j]! * pcm[j]!;
    energies.push(e / frame);
  }
  const loudest = Math.max(0, ...energies);
  const at = energies.findIndex((e) => e >= loudest / 1000);
  return Math.max(0, at) * frame;
}

/**
 * The corpus in passes: pass p has every sentence once, sentence s in voice (s + p) mod 4, so
 * consecutive sentences change voice and four passes hold every sentence in every voice.
 */
export function inPasses(corpus: readonly Utterance[], passes = VOICES.length): Utterance[] {
  const byId = new Map(corpus.map((u) => [u.id, u]));
  const out: Utterance[] = [];
  for (let p = 0; p < passes; p++) {
    for (let s = 0; s < SENTENCES.length; s++) {
      const voice = VOICES[(s + p) % VOICES.length]!;
      out.push(byId.get(`${voice}-${String(s).padStart(2, '0')}`)!);
    }
  }
  return out;
}

export interface Span<T> {
  item: T;
  startSample: number;
}

/**
 * Items back to back with `gapMs` of silence after each, cycling through them until `seconds` are
 * filled (never a cut-off item: the tail stays silent); without `seconds`, each item once.
 */
export function concatenate<T extends { pcm: Int16Array }>(
  items: readonly T[],
  rate: number,
  o: { seconds?: number; gapMs?: number } = {},
): { pcm: Int16Array; spans: Span<T>[] } {
  const gap = Math.round(((o.gapMs ?? 800) * rate) / 1000);
  const total =
    o.seconds !== undefined ? Math.round(o.seconds * rate) : items.reduce((n, it) => n + it.pcm.length + gap, 0);
  const pcm = new Int16Array(total);
  const spans: Span<T>[] = [];
  let at = 0;
  for (let i = 0; items.length && at < total; i++) {
    const item = items[i % items.length]!;
    if (at + item.pcm.length > total) break;
    pcm.set(item.pcm, at);
    spans.push({ item, startSample: at });
    at += item.pcm.length + gap;
  }
  return { pcm, spans };
}

/**
 * Which span each timed word belongs to: the last span starting at or before the word's middle.
 * Returns the words of each span in order.
 */
export function wordsBySpan(
  words: readonly { text: string; startMs: number; endMs: number }[],
  spans: readonly { startSample: number }[],
  rate: number,
): string[][] {
  const out = spans.map(() => [] as string[]);
  for (const w of words) {
    const mid = (((w.startMs + w.endMs) / 2) * rate) / 1000;
    let lo = 0;
    let hi = spans.length - 1;
    while (lo < hi) {
      const m = (lo + hi + 1) >> 1;
      if (spans[m]!.startSample <= mid) lo = m;
      else hi = m - 1;
    }
    out[lo]?.push(w.text);
  }
  return out;
}

/** A line of a Sphinx transcription file, `<s> the words </s> (utterance-id)`; undefined for any other line. */
export function parseTranscriptionLine(line: string): { text: string; id: string } | undefined {
  const m = /^(.*)\(([^()\s]+)\)$/.exec(line.trim());
  if (!m) return undefined;
  return {
    text: m[1]!
      .replace(/<\/?s>/gi, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
    id: m[2]!,
  };
}
