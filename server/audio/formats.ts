// Reads the AudioFormat, Container and PartyAttributes of requests (proto-loader shape) into plain
// values, with field violations named after the proto fields. G.729 is refused as UNIMPLEMENTED.
import type { Violations } from '../rpc/errors.js';
import { unimplemented } from '../rpc/errors.js';
import { UUID_RE } from '../rpc/wire-values.js';
import type { PartyType__Output } from '../../generated/proto/nuance/biosec/v1/audio/PartyType.js';

export type FormatKind = 'pcm' | 'alaw' | 'ulaw' | 'mp3';

/** What GetUploadUrl was told about the audio to come. */
export interface DeclaredFormat {
  kind?: FormatKind;
  /** pcm only (0 in the request means 8000). */
  sampleRate?: number;
  channels?: number;
}

export interface Mp3Request {
  target: 'TARGET_UNSPECIFIED' | 'TARGET_QUALITY' | 'TARGET_BITRATE';
  bitrate: number;
  cbr: boolean;
  quality: number;
  mono: boolean;
}

export interface RequestedFormat extends DeclaredFormat {
  mp3?: Mp3Request;
}

export interface PartyRow {
  channel_index: number;
  party_type: PartyType__Output;
  gk_party_id: string | null;
}

const CONTAINERS = ['CONTAINER_RAW', 'CONTAINER_WAV', 'CONTAINER_MP3'] as const;
export type ContainerName = (typeof CONTAINERS)[number];
const PARTY_TYPES = [
  'PARTY_TYPE_UNSPECIFIED',
  'PARTY_TYPE_AGENT',
  'PARTY_TYPE_PERSON',
  'PARTY_TYPE_IVR',
  'PARTY_TYPE_OTHER',
] as const satisfies readonly PartyType__Output[];
const TARGETS = ['TARGET_UNSPECIFIED', 'TARGET_QUALITY', 'TARGET_BITRATE'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- request messages in proto-loader shape, checked field by field
type Raw = any;

export function readContainer(v: Violations, raw: unknown, required: boolean): ContainerName | undefined {
  if (raw === undefined || raw === null || raw === 'CONTAINER_UNSPECIFIED' || raw === 0) {
    if (required) v.missing('container');
    return undefined;
  }
  if (!CONTAINERS.includes(raw as ContainerName)) {
    v.add('container', `unknown container; one of ${CONTAINERS.join(', ')}`, 'INVALID_FORMAT', String(raw));
    return undefined;
  }
  return raw as ContainerName;
}

export function readFormat(v: Violations, raw: Raw): RequestedFormat {
  const out: RequestedFormat = {};
  if (!raw) return out;
  const channels = Number(raw.number_of_channels ?? 0);
  if (channels) {
    if (channels === 1 || channels === 2) out.channels = channels;
    else v.add('format.number_of_channels', 'must be 1 (mono) or 2 (stereo)', 'OUT_OF_RANGE', String(channels));
  }
  const kind = raw.audio_format as string | undefined;
  if (!kind) return out;
  if (kind === 'g729') throw unimplemented('G.729 audio is not supported: this server has no G.729 decoder or encoder');
  if (kind === 'pcm') {
    const rate = Number(raw.pcm?.sample_rate_hz ?? 0) || 8000;
    if (rate < 4000 || rate > 96000)
      v.add('format.pcm.sample_rate_hz', 'must be between 4000 and 96000 (0 means 8000)', 'OUT_OF_RANGE', String(rate));
    return { ...out, kind, sampleRate: rate };
  }
  if (kind === 'alaw' || kind === 'ulaw') return { ...out, kind };
  if (kind === 'mp3') return { ...out, kind, mp3: readMp3(v, raw.mp3 ?? {}) };
  v.add('format', `unknown audio format "${kind}"`, 'INVALID_FORMAT');
  return out;
}

function readMp3(v: Violations, raw: Raw): Mp3Request {
  const f = (n: string) => `format.mp3.${n}`;
  const target = (raw.target ?? 'TARGET_UNSPECIFIED') as Mp3Request['target'];
  if (!TARGETS.includes(target))
    v.add(f('target'), `must be one of ${TARGETS.join(', ')}`, 'INVALID_FORMAT', String(target));
  const m: Mp3Request = {
    target,
    bitrate: Number(raw.bitrate ?? 0),
    cbr: raw.cbr === true,
    quality: Number(raw.quality ?? 0),
    mono: raw.mono === true,
  };
  if (target !== 'TARGET_BITRATE') {
    if (m.bitrate)
      v.add(f('bitrate'), 'is valid only when target is TARGET_BITRATE', 'FIELD_CONFLICT', String(m.bitrate));
    if (m.cbr) v.add(f('cbr'), 'is valid only when target is TARGET_BITRATE', 'FIELD_CONFLICT', 'true');
  } else if (!m.bitrate) v.add(f('bitrate'), 'is required when target is TARGET_BITRATE', 'MANDATORY_FIELD_MISSING');
  if (target !== 'TARGET_QUALITY' && m.quality)
    v.add(f('quality'), 'is valid only when target is TARGET_QUALITY', 'FIELD_CONFLICT', String(m.quality));
  if (!Number.isFinite(m.quality) || m.quality < 0 || m.quality > 10)
    v.add(f('quality'), 'must be between 0 (best) and 10', 'OUT_OF_RANGE', String(m.quality));
  return m;
}

/** Container and format together, for an upload: RAW needs a format; MP3 goes in RAW or MP3 only. */
export function checkUploadCombination(v: Violations, container: ContainerName | undefined, f: RequestedFormat): void {
  if (!container) return;
  if (container === 'CONTAINER_RAW' && !f.kind)
    v.add('format', 'is required for CONTAINER_RAW (header-less audio)', 'MANDATORY_FIELD_MISSING');
  if (container === 'CONTAINER_WAV' && f.kind === 'mp3')
    v.add('format', 'MP3 audio in a WAV container is not supported; use CONTAINER_MP3', 'FIELD_CONFLICT');
  if (container === 'CONTAINER_MP3' && f.kind && f.kind !== 'mp3')
    v.add('format', `CONTAINER_MP3 holds MP3 audio, not ${f.kind}`, 'FIELD_CONFLICT');
}

export function readParties(v: Violations, raw: Raw[] | undefined, maxChannels: number): PartyRow[] {
  return (raw ?? []).map((p: Raw, i: number) => {
    const f = (n: string) => `call_parties[${i}].${n}`;
    const channel = Number(p?.channel_index ?? 0);
    if (!Number.isInteger(channel) || channel < 1 || channel > maxChannels) {
      v.add(
        f('channel_index'),
        `must be between 1 and the number of channels (${maxChannels})`,
        'OUT_OF_RANGE',
        String(channel),
      );
    }
    const raw = String(p?.party_type ?? 'PARTY_TYPE_UNSPECIFIED');
    const type = PARTY_TYPES.find((t) => t === raw) ?? 'PARTY_TYPE_UNSPECIFIED';
    if (type !== raw) v.add(f('party_type'), `must be one of ${PARTY_TYPES.join(', ')}`, 'INVALID_FORMAT', raw);
    const id = p?.gk_party_id?.value as string | undefined;
    if (id && !UUID_RE.test(id)) v.add(f('gk_party_id'), 'must be a UUID', 'INVALID_FORMAT', id);
    return { channel_index: channel, party_type: type, gk_party_id: id ? id.toLowerCase() : null };
  });
}
