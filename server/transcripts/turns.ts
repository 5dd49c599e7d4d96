// Caller turns of a transcript and their interpretation (issue 19). A turn is a run of a channel's
// words with no pause of TURN_GAP_MS or more between one word's end and the next one's start: the
// stored words keep their times but not the decoder's utterance boundaries, and the decoder
// finalises an utterance after a pause of about that length, so the two agree on ordinary speech
// and the rule also holds for transcripts stored before turns existed. A turn's text is its words
// that are not redacted, joined by spaces: a redacted word is never sent to interpretation, and a
// turn with nothing left is stored without an intent.
import type { PartyRow } from '../audio/index.js';
import type { Interpreter } from '../nlu/index.js';
import type { StoredWord } from './transcripts.store.js';

/** A pause this long (ms) or longer between two words starts a new turn. */
export const TURN_GAP_MS = 800;

export interface Turn {
  /** Index of the turn's first word in the channel's words, and one past its last. */
  firstWord: number;
  endWord: number;
  startMs: number;
  endMs: number;
  /** The words that are not redacted, joined by single spaces. */
  text: string;
}

export interface TurnEntity {
  /** Entity name, character range [s, e) of the turn's text, value, literal, confidence. */
  n: string;
  s: number;
  e: number;
  v: string;
  l: string;
  c: number;
}

export interface InterpretedTurn extends Turn {
  /** The top intent; undefined when the turn has no text. */
  intent?: string;
  confidence: number;
  entities: TurnEntity[];
}

/** Splits a channel's words (in time order) into turns at pauses of `gapMs` or more. */
export function splitTurns(words: readonly StoredWord[], gapMs = TURN_GAP_MS): Turn[] {
  const turns: Turn[] = [];
  let current: { first: number; start: number; end: number; texts: string[] } | undefined;
  const close = (endWord: number) => {
    if (!current) return;
    turns.push({
      firstWord: current.first,
      endWord,
      startMs: current.start,
      endMs: current.end,
      text: current.texts.join(' '),
    });
  };
  words.forEach((w, i) => {
    if (current && w.s - current.end >= gapMs) {
      close(i);
      current = undefined;
    }
    current ??= { first: i, start: w.s, end: w.e, texts: [] };
    current.end = Math.max(current.end, w.e);
    const text = w.r ? '' : (w.t ?? '').trim();
    if (text) current.texts.push(text);
  });
  close(words.length);
  return turns;
}

/**
 * The channels whose turns are interpreted: those with a PARTY_TYPE_PERSON party (the caller);
 * when no channel declares one, every channel that declares no agent or IVR (so a mono recording
 * with no parties declared is the caller's).
 */
export function callerChannels(parties: readonly Pick<PartyRow, 'channel_index' | 'party_type'>[], channels: number) {
  const all = Array.from({ length: channels }, (_, i) => i + 1);
  const person = all.filter((c) => parties.some((p) => p.channel_index === c && p.party_type === 'PARTY_TYPE_PERSON'));
  if (person.length) return person;
  return all.filter(
    (c) =>
      !parties.some(
        (p) => p.channel_index === c && (p.party_type === 'PARTY_TYPE_AGENT' || p.party_type === 'PARTY_TYPE_IVR'),
      ),
  );
}

/** The turn's top intent and entities under `model` (the same engine Interpret uses, in process). */
export function interpretTurn(model: Interpreter, turn: Turn): InterpretedTurn {
  if (!turn.text.trim()) return { ...turn, confidence: 0, entities: [] };
  const a = model.analyse(turn.text);
  const best = model.classify(a.tokens, a.mentions)[0];
  return {
    ...turn,
    ...(best ? { intent: best.intent } : {}),
    confidence: best ? Math.round(best.confidence * 1000) / 1000 : 0,
    entities: a.mentions.map((m) => ({
      n: m.entity,
      s: m.start,
      e: m.end,
      v: m.value,
      l: m.literal,
      c: Math.round(m.confidence * 1000) / 1000,
    })),
  };
}
