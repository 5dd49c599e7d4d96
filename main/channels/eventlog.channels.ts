// Main-side handlers of the Event log screen (shared/ipc/channels/eventlog.ts), over the event-log
// consumer API's client (eventlog/eventlog-client.ts) and the screen's tails (eventlog/eventlog-tail.ts).
import { ipcFailure } from '../errors.js';
import { EventLogApi, eventLogBaseUrl } from '../eventlog/eventlog-client.js';
import { wavOf } from '../eventlog/eventlog-records.js';
import { Tail, tailsOf } from '../eventlog/eventlog-tail.js';
import { type ChannelDefinition, defineChannel, type MainContext } from '../ipc/define-channel.js';

/** The audio-file API's answers above this size are refused (10 minutes of 16 kHz audio). */
const MAX_AUDIO_BYTES = 20_000_000;

function apiOf(main: MainContext): EventLogApi {
  const ctx = main.connections.context();
  return new EventLogApi(ctx, eventLogBaseUrl(main.embedded, ctx));
}

const info = defineChannel('eventlog.info', (main) => async () => {
  const api = apiOf(main);
  return { topic: api.topic, defaultClientName: api.clientName, baseUrl: api.baseUrl };
});

const open = defineChannel('eventlog.open', (main) => async (req, { signal }) => {
  const api = apiOf(main);
  const number = String(req.groupNumber).padStart(2, '0');
  const group = `appID-${api.topic}-clientName-${req.clientName ?? api.clientName}-${number}`;
  const tail = new Tail(api, group, (e, p) => main.events.emit(e, p));
  await tail.open(req.start, signal);
  const tails = tailsOf(main);
  tails.add(tail);
  try {
    return {
      tailId: tail.id,
      topic: api.topic,
      group,
      consumerName: tail.consumer.name,
      partitions: await tail.partitions(signal),
    };
  } catch (err) {
    await tails.remove(tail.id);
    throw err;
  }
});

const partitions = defineChannel('eventlog.partitions', (main) => async (req, { signal }) => ({
  partitions: await tailsOf(main).get(req.tailId).partitions(signal),
}));

const seek = defineChannel('eventlog.seek', (main) => async (req, { signal }) => {
  const tail = tailsOf(main).get(req.tailId);
  const parts = await tail.api.json<{ partitions: number[] }>('GET', '/partitions', {
    consumer: tail.consumer,
    signal,
  });
  await tail.api.call('POST', `/consumers/positions/${req.to}`, {
    consumer: tail.consumer,
    body: { partitions: parts.partitions.map((partition) => ({ topic: tail.api.topic, partition })) },
    signal,
  });
  return { partitions: await tail.partitions(signal) };
});

/** Changes where the group's consumers resume: audited (the contract marks it). */
const commit = defineChannel(
  'eventlog.commit',
  (main) =>
    async (req, { signal }) => {
      const tail = tailsOf(main).get(req.tailId);
      // No offsets in the body: the consumer's current positions become the group's committed offsets.
      await tail.api.call('POST', '/consumers/offsets', { consumer: tail.consumer, body: {}, signal });
      return { partitions: await tail.partitions(signal) };
    },
  {
    audit: {
      target: (req) => ({ tailId: req.tailId }),
      detail: (_req, res) =>
        `committed ${res.partitions.map((p) => `${p.partition}@${p.committedOffset ?? '-'}`).join(' ')}`,
    },
  },
);

const close = defineChannel('eventlog.close', (main) => async (req) => ({
  closed: await tailsOf(main).remove(req.tailId),
}));

const audio = defineChannel('eventlog.audio', (main) => async (req, { signal }) => {
  const api = apiOf(main);
  const res = await api.call('GET', `/api/v1/audio?urn=${encodeURIComponent(req.urn)}`, { signal });
  const length = Number(res.headers.get('content-length') ?? 0);
  if (length > MAX_AUDIO_BYTES) {
    await res.body?.cancel();
    throw ipcFailure('RESOURCE_EXHAUSTED', 'This audio is too long to play in the console.');
  }
  const pcm = Buffer.from(await res.arrayBuffer());
  if (pcm.length > MAX_AUDIO_BYTES)
    throw ipcFailure('RESOURCE_EXHAUSTED', 'This audio is too long to play in the console.');
  const sampleRate = Number(res.headers.get('x-sample-rate')) || 16_000;
  return {
    wavBase64: wavOf(pcm, sampleRate).toString('base64'),
    sampleRate,
    durationMs: Math.round((pcm.length / 2 / sampleRate) * 1000),
  };
});

export const eventlogChannelDefs: readonly ChannelDefinition[] = [
  info,
  open,
  partitions,
  seek,
  commit,
  close,
  audio,
] as ChannelDefinition[];
