// What was said, one lane per party channel, in step with playback: the word being spoken is
// highlighted and the words already passed are marked as such; clicking a word seeks the player
// there. Redacted stretches show as a redacted block in the text, whether the engine heard nothing
// there (redacted audio is silence) or the server withheld the words' text. Reusable wherever a
// Player is: `MediaTranscript` fetches a segment's transcript (polling while it is being made) and
// draws its lanes from a playback time and a seek callback; `TranscriptLane` draws one channel.
// A caller's lane also lists its turns with what the semantic model heard in each (intent,
// confidence, entities); clicking a turn seeks to its start, as clicking a word does.
import { useEffect, useMemo, useRef } from 'react';
import type {
  ChannelTranscript,
  MediaDetails,
  MediaInterval,
  TranscriptTurn,
  TranscriptWord,
} from '../../../../shared/domain/media.js';
import { laneLabel } from '../../../../shared/domain/media.js';
import { ErrorPanel, LoadingState } from '../../components/index.js';
import { formatTime } from './waveform-model.js';
import { useMediaTranscript } from './media.queries.js';

export type TranscriptItem =
  { kind: 'word'; word: TranscriptWord; index: number } | { kind: 'redacted'; start: number; end: number };

/** An interval belongs to a channel when it names it, or no channel (every channel). */
const onChannel = (i: MediaInterval, channel: number) => !i.channel || i.channel === channel;

/**
 * The lane's items in time order: the words, and one redacted block per redacted stretch (the
 * channel's redacted intervals, with any redacted words inside or next to them folded in).
 */
export function transcriptItems(
  words: readonly TranscriptWord[],
  redacted: readonly MediaInterval[],
  channel: number,
): TranscriptItem[] {
  const items: TranscriptItem[] = [
    ...redacted
      .filter((i) => onChannel(i, channel))
      .map((i) => ({ kind: 'redacted' as const, start: i.start, end: i.end })),
    ...words.map((word, index) =>
      word.redacted
        ? { kind: 'redacted' as const, start: word.start, end: word.end }
        : { kind: 'word' as const, word, index },
    ),
  ];
  const startOf = (x: TranscriptItem) => (x.kind === 'word' ? x.word.start : x.start);
  items.sort((a, b) => startOf(a) - startOf(b));
  const out: TranscriptItem[] = [];
  for (const item of items) {
    const last = out[out.length - 1];
    if (item.kind === 'redacted' && last?.kind === 'redacted') last.end = Math.max(last.end, item.end);
    else out.push(item.kind === 'redacted' ? { ...item } : item);
  }
  // A word wholly inside a redacted stretch (it cannot be, as the server redacts it; be safe) is dropped.
  const blocks = out.filter((x): x is Extract<TranscriptItem, { kind: 'redacted' }> => x.kind === 'redacted');
  return out.filter(
    (x) => x.kind === 'redacted' || !blocks.some((b) => x.word.start >= b.start && x.word.end <= b.end),
  );
}

/** Where a word stands against the playback time. */
export function wordState(word: TranscriptWord, time: number): 'past' | 'current' | 'future' {
  if (time >= word.end) return 'past';
  return time >= word.start ? 'current' : 'future';
}

/** Below this confidence an intent is shown muted, as a guess (the server counts risky intents from 0.5 too). */
const LOW_CONFIDENCE = 0.5;

/** "CHANGE_ADDRESS 0.91": a turn's intent with its confidence to two places. */
export function intentLabel(turn: Pick<TranscriptTurn, 'intent' | 'confidence'>): string {
  return turn.intent ? `${turn.intent} ${turn.confidence.toFixed(2)}` : '';
}

/** The turns of a caller channel, each a button that seeks to its start. */
export function TurnList({
  turns,
  time,
  onSeek,
}: {
  turns: readonly TranscriptTurn[];
  time: number;
  onSeek: (seconds: number) => void;
}) {
  return (
    <ol className="transcript-turns" aria-label="Caller turns and their intents" data-testid="transcript-turns">
      {turns.map((t) => {
        const now = time >= t.start && time < t.end;
        return (
          <li key={`${t.firstWord}-${t.start}`}>
            <button
              type="button"
              className="transcript-turn"
              data-testid="transcript-turn"
              data-intent={t.intent ?? ''}
              data-start={t.start}
              aria-current={now ? 'true' : undefined}
              title={`Play from ${formatTime(t.start)}`}
              onClick={() => onSeek(t.start)}
            >
              <span className="turn-time">{formatTime(t.start)}</span>
              {t.withheld ? (
                <span className="turn-none" data-testid="turn-withheld">
                  Withheld: a word was redacted after this turn was interpreted
                </span>
              ) : t.intent ? (
                <span
                  className={t.confidence < LOW_CONFIDENCE ? 'turn-intent turn-intent-low' : 'turn-intent'}
                  data-testid="turn-intent"
                  title={t.confidence < LOW_CONFIDENCE ? 'Low confidence: the model is unsure of this one' : undefined}
                >
                  {intentLabel(t)}
                </span>
              ) : (
                <span className="turn-none">No words to interpret (redacted)</span>
              )}
              {!t.withheld &&
                t.entities.map((e) => (
                  <span
                    key={`${e.name}-${e.start}`}
                    className="turn-entity"
                    data-testid="turn-entity"
                    title={`${e.name} = ${e.value} (confidence ${e.confidence.toFixed(2)})`}
                  >
                    {e.name}: {e.literal}
                  </span>
                ))}
              {!t.withheld && t.text && <span className="turn-text">“{t.text}”</span>}
            </button>
          </li>
        );
      })}
    </ol>
  );
}

export interface TranscriptLaneProps {
  channel: ChannelTranscript;
  label: string;
  /** The segment's redacted intervals (all channels; the lane picks its own). */
  redacted: readonly MediaInterval[];
  /** Playback position in seconds. */
  time: number;
  onSeek: (seconds: number) => void;
}

export function TranscriptLane({ channel, label, redacted, time, onSeek }: TranscriptLaneProps) {
  const items = useMemo(() => transcriptItems(channel.words, redacted, channel.channelIndex), [channel, redacted]);
  const box = useRef<HTMLDivElement | null>(null);
  const current = channel.words.findIndex((w) => !w.redacted && wordState(w, time) === 'current');

  // Keeps the word being spoken in view inside the lane (never scrolls the page).
  useEffect(() => {
    const el = box.current;
    const word = el?.querySelector<HTMLElement>('[data-state="current"]');
    if (!el || !word) return;
    const top = word.offsetTop - el.offsetTop;
    if (top < el.scrollTop || top + word.offsetHeight > el.scrollTop + el.clientHeight)
      el.scrollTop = Math.max(0, top - el.clientHeight / 3);
  }, [current]);

  const n = channel.channelIndex;
  return (
    <div className="transcript-lane" data-testid={`transcript-lane-${n}`}>
      <div className="transcript-label" data-testid={`transcript-label-${n}`}>
        {label}
      </div>
      <div className="transcript-body">
        <div className="transcript-text" ref={box} role="group" aria-label={`What the ${label.toLowerCase()} said`}>
          {items.length === 0 && <span className="transcript-empty">No words recognised on this channel.</span>}
          {items.map((item) =>
            item.kind === 'redacted' ? (
              <span
                key={`r-${item.start}`}
                className="transcript-redacted"
                data-testid="transcript-redacted"
                title={`Redacted ${formatTime(item.start)}–${formatTime(item.end)}`}
              >
                [redacted]
              </span>
            ) : (
              <button
                key={item.index}
                type="button"
                className="transcript-word"
                data-state={wordState(item.word, time)}
                data-start={item.word.start}
                data-testid="transcript-word"
                aria-current={item.index === current ? 'true' : undefined}
                title={`${formatTime(item.word.start)} · confidence ${Math.round(item.word.confidence * 100)}%`}
                onClick={() => onSeek(item.word.start)}
              >
                {item.word.text}
              </button>
            ),
          )}
        </div>
        {channel.turns && channel.turns.length > 0 && <TurnList turns={channel.turns} time={time} onSeek={onSeek} />}
      </div>
    </div>
  );
}

export interface MediaTranscriptProps {
  mediaSegmentId: string;
  /** Playback position in seconds. */
  time: number;
  onSeek: (seconds: number) => void;
  /** The segment's details (parties for the labels, redacted intervals); optional. */
  details?: MediaDetails | undefined;
}

/** A segment's transcript lanes, with its "transcribing…" and failure states. */
export function MediaTranscript({ mediaSegmentId, time, onSeek, details }: MediaTranscriptProps) {
  const q = useMediaTranscript(mediaSegmentId);
  if (q.isPending) return <LoadingState label="Loading the transcript…" testId="transcript-loading" />;
  if (q.isError)
    return (
      <ErrorPanel
        error={q.error}
        title="Could not load the transcript"
        onRetry={() => void q.refetch()}
        testId="transcript-error"
      />
    );
  const t = q.data;
  const parties = details?.callParties ?? [];
  const making = t.status === 'pending' || t.status === 'running';
  return (
    <section className="transcript" aria-label="Transcript" data-testid="transcript" data-status={t.status}>
      {making && (
        <div className="transcript-status" role="status" data-testid="transcript-transcribing">
          Transcribing… {t.channels.length ? 'the channels done so far are shown.' : 'the words appear when ready.'}
        </div>
      )}
      {t.status === 'failed' && (
        <div className="transcript-status transcript-failed" role="alert" data-testid="transcript-failed">
          No transcript: {t.failureReason ?? 'transcription failed'}
        </div>
      )}
      {t.channels.map((c) => (
        <TranscriptLane
          key={c.channelIndex}
          channel={c}
          label={laneLabel(c.channelIndex, [...parties, ...c.callParties].filter(uniqueParty))}
          redacted={details?.redactedIntervals ?? []}
          time={time}
          onSeek={onSeek}
        />
      ))}
      {t.status === 'done' && (
        <p className="transcript-note">
          Machine transcript ({t.language}, offline speech engine): expect mistakes; check against the audio.
        </p>
      )}
    </section>
  );
}

const uniqueParty = (
  p: { channelIndex: number; partyType: string },
  i: number,
  all: readonly { channelIndex: number; partyType: string }[],
) => all.findIndex((x) => x.channelIndex === p.channelIndex && x.partyType === p.partyType) === i;
