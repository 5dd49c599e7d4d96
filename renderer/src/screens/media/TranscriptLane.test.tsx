import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaDetails, MediaTranscript as Transcript } from '../../../../shared/domain/media.js';
import { fail, fakeTransport } from '../../../test/fake-transport.testkit.js';
import { renderWithApi } from '../../../test/render.testkit.js';
import { MediaTranscript, intentLabel, transcriptItems, wordState } from './TranscriptLane.js';

const ID = '33a590eb-c704-408e-ba73-4fa7341e149e';
const w = (text: string, start: number, end: number, redacted = false) => ({
  text: redacted ? '' : text,
  start,
  end,
  confidence: redacted ? 0 : 0.9,
  redacted,
});
const details: MediaDetails = {
  gkMediaSegmentId: ID,
  legalHold: false,
  mediaLength: 20,
  callParties: [
    { channelIndex: 1, partyType: 'PARTY_TYPE_AGENT' },
    { channelIndex: 2, partyType: 'PARTY_TYPE_PERSON' },
  ],
  redactedIntervals: [{ start: 6, end: 8, channel: 2 }],
  maskedIntervals: [],
  customData: {},
};
const done: Transcript = {
  status: 'done',
  language: 'en-US',
  channels: [
    { channelIndex: 1, callParties: [], words: [w('thank', 0.5, 0.8), w('you', 0.8, 1.0), w('for', 1.0, 1.2)] },
    {
      channelIndex: 2,
      callParties: [],
      words: [w('my', 4, 4.2), w('card', 4.2, 4.7), w('', 5.8, 6.2, true), w('yesterday', 9, 9.6)],
    },
  ],
};

afterEach(cleanup);

describe('transcriptItems', () => {
  it('puts words and redacted stretches in time order, folding redacted words into their stretch', () => {
    const items = transcriptItems(done.channels[1]!.words, details.redactedIntervals, 2);
    expect(items.map((i) => (i.kind === 'word' ? i.word.text : `[${i.start}-${i.end}]`))).toEqual([
      'my',
      'card',
      '[5.8-8]',
      'yesterday',
    ]);
    // Channel 1 has no redacted interval: only words.
    expect(transcriptItems(done.channels[0]!.words, details.redactedIntervals, 1).every((i) => i.kind === 'word')).toBe(
      true,
    );
  });

  it('says where a word stands against the playback time', () => {
    expect(wordState(w('x', 1, 2), 0.5)).toBe('future');
    expect(wordState(w('x', 1, 2), 1)).toBe('current');
    expect(wordState(w('x', 1, 2), 2)).toBe('past');
  });
});

describe('MediaTranscript', () => {
  it('shows "transcribing" while the job runs, then one lane per party in step with the time', async () => {
    let answer: Transcript = { status: 'running', language: 'en-US', channels: [] };
    const transport = fakeTransport({ 'media.transcript': () => answer });
    const onSeek = vi.fn();
    // The playback time comes from outside, as the Player gives it.
    function Harness() {
      const [time, setTime] = useState(0);
      return (
        <>
          <input data-testid="time" onChange={(e) => setTime(Number(e.target.value))} />
          <MediaTranscript mediaSegmentId={ID} time={time} onSeek={onSeek} details={details} />
        </>
      );
    }
    const { queryClient } = renderWithApi(<Harness />, transport);
    expect((await screen.findByTestId('transcript-transcribing')).textContent).toContain('Transcribing');
    answer = done;
    await queryClient.invalidateQueries({ queryKey: ['media', 'transcript', ID] });
    await waitFor(() => expect(screen.queryByTestId('transcript-transcribing')).toBeNull());
    expect(screen.getByTestId('transcript-label-1').textContent).toContain('Agent');
    expect(screen.getByTestId('transcript-label-2').textContent).toContain('Caller');

    fireEvent.change(screen.getByTestId('time'), { target: { value: '0.9' } });
    const agent = within(screen.getByTestId('transcript-lane-1')).getAllByTestId('transcript-word');
    expect(agent.map((b) => b.getAttribute('data-state'))).toEqual(['past', 'current', 'future']);
    expect(agent[1]!.getAttribute('aria-current')).toBe('true');

    const caller = screen.getByTestId('transcript-lane-2');
    expect(
      within(caller)
        .getAllByTestId('transcript-word')
        .map((b) => b.textContent),
    ).toEqual(['my', 'card', 'yesterday']);
    expect(within(caller).getByTestId('transcript-redacted').textContent).toContain('redacted');

    fireEvent.click(within(caller).getByText('yesterday'));
    expect(onSeek).toHaveBeenCalledWith(9);
    expect(transport.calls[0]).toEqual({ channel: 'media.transcript', request: { mediaSegmentId: ID } });
  });

  it('says why there is no transcript when the job failed, and shows load errors', async () => {
    renderWithApi(
      <MediaTranscript mediaSegmentId={ID} time={0} onSeek={() => {}} />,
      fakeTransport({
        'media.transcript': () => ({
          status: 'failed',
          failureReason: 'the speech engine failed',
          language: 'en-US',
          channels: [],
        }),
      }),
    );
    expect((await screen.findByTestId('transcript-failed')).textContent).toContain('the speech engine failed');
    cleanup();
    renderWithApi(
      <MediaTranscript mediaSegmentId={ID} time={0} onSeek={() => {}} />,
      fakeTransport({
        'media.transcript': () => {
          throw fail('UNAVAILABLE', 'server down');
        },
      }),
    );
    expect(await screen.findByTestId('transcript-error')).toBeTruthy();
  });
});

describe('caller turns', () => {
  const withTurns: Transcript = {
    ...done,
    interpretation: { modelUrn: 'urn:nuance-mix:tag:model/vigil-banking/mix.nlu?=language=eng-USA', modelVersion: 1 },
    channels: [
      done.channels[0]!,
      {
        ...done.channels[1]!,
        turns: [
          {
            start: 4,
            end: 4.7,
            firstWord: 0,
            endWord: 2,
            text: 'i lost my credit card',
            intent: 'REPORT_LOST_CARD',
            confidence: 0.949,
            entities: [
              { name: 'CARD_TYPE', start: 10, end: 21, value: 'CREDIT', literal: 'credit card', confidence: 1 },
            ],
            withheld: false,
          },
          {
            start: 9,
            end: 9.6,
            firstWord: 3,
            endWord: 4,
            text: '',
            confidence: 0,
            entities: [],
            withheld: true,
          },
        ],
      },
    ],
  };

  it('labels an intent with its confidence to two places, and nothing without one', () => {
    expect(intentLabel({ intent: 'CHANGE_ADDRESS', confidence: 0.9137 })).toBe('CHANGE_ADDRESS 0.91');
    expect(intentLabel({ confidence: 0 })).toBe('');
  });

  it("shows each caller turn's intent and entities, seeks to a turn on click, and says when one is withheld", async () => {
    const onSeek = vi.fn();
    renderWithApi(
      <MediaTranscript mediaSegmentId={ID} time={4.2} onSeek={onSeek} details={details} />,
      fakeTransport({ 'media.transcript': () => withTurns }),
    );
    const caller = await screen.findByTestId('transcript-lane-2');
    // The agent's lane has no turns.
    expect(within(screen.getByTestId('transcript-lane-1')).queryByTestId('transcript-turns')).toBeNull();
    const turns = within(caller).getAllByTestId('transcript-turn');
    expect(turns).toHaveLength(2);
    expect(within(turns[0]!).getByTestId('turn-intent').textContent).toBe('REPORT_LOST_CARD 0.95');
    expect(within(turns[0]!).getByTestId('turn-entity').textContent).toBe('CARD_TYPE: credit card');
    expect(turns[0]!.textContent).toContain('i lost my credit card');
    // Playback is inside the first turn.
    expect(turns[0]!.getAttribute('aria-current')).toBe('true');
    expect(turns[1]!.getAttribute('aria-current')).toBeNull();
    expect(within(turns[1]!).getByTestId('turn-withheld').textContent).toContain('redacted');
    expect(within(turns[1]!).queryByTestId('turn-intent')).toBeNull();
    fireEvent.click(turns[1]!);
    expect(onSeek).toHaveBeenCalledWith(9);
  });
});
