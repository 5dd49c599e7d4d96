// What the AudioManager handlers, the peaks extension and the upload/download endpoints share.
import type { Db, Queryable } from '../db/types.js';
import { notFound } from '../rpc/errors.js';
import type { Clock } from '../../wire/clock.js';
import type { Logger } from '../util/log.js';
import { silentLogger } from '../util/log.js';
import type { BlobStore } from '../blobs/blob-store.js';
import { AudioFileStore } from './audio-files.store.js';
import { getProcessed, getSegment, type ProcessedRow, type SegmentRow } from './media.store.js';
import { resolveKek, type Kek } from '../auth/key-encryption.js';
import { AudioUrlKeys } from './url-signing.js';
import { TranscodeCache } from './transcode-cache.js';

export interface AudioDeps {
  db: Db;
  clock: Clock;
  /** The data folder; audio files go to <dataDir>/audio unless a blob store is given. */
  dataDir: string;
  /** Where audio files live (server/blobs/); default: the local data folder. */
  blobs?: BlobStore;
  /** Longest accepted media segment, in seconds; default MAX_SEGMENT_SECONDS (4 hours). */
  maxSegmentSeconds?: number;
  /** Base URL of this server's HTTP side, e.g. http://127.0.0.1:8080 (known once it listens). */
  publicBaseUrl: () => string;
  /** Largest accepted upload; default 200 MiB. */
  maxUploadBytes?: number;
  /** Lifetime of upload and download URLs; default 15 minutes each. */
  uploadTtlSeconds?: number;
  downloadTtlSeconds?: number;
  log?: Logger;
  /** Called once an upload's audio is stored and committed (the transcript runner looks at its queue). */
  onAudioStored?: (segmentId: string) => void;
  /** Seals the URL-signing keys; default resolveKek() (the server passes the token service's). */
  kek?: Kek;
}

export interface AudioCtx {
  db: Db;
  clock: Clock;
  files: AudioFileStore;
  publicBaseUrl: () => string;
  maxUploadBytes: number;
  maxSegmentSeconds: number;
  uploadTtlMs: number;
  downloadTtlMs: number;
  log: Logger;
  onAudioStored: (segmentId: string) => void;
  /** The keys that sign and verify upload and download URLs. */
  urlKeys: AudioUrlKeys;
  /** Transcoded downloads, so a GET, HEAD or Range does not decode and encode the file again. */
  downloads: TranscodeCache;
}

const DEFAULT_MAX_UPLOAD_BYTES = 200 * 1024 * 1024;

/**
 * The longest media segment an upload may hold: 4 hours. Decoded audio is kept as 16-bit PCM, so
 * this bounds what one upload costs in memory and storage whatever its compressed size (4 h of
 * 48 kHz stereo is 2.6 GB of PCM; 4 h of 8 kHz stereo, a typical call, 460 MB). Longer media is
 * refused with INVALID_ARGUMENT before it is decoded.
 */
export const MAX_SEGMENT_SECONDS = 4 * 3600;

const contexts = new WeakMap<AudioDeps, AudioCtx>();

export function resolveAudioDeps(deps: AudioDeps): AudioCtx {
  let ctx = contexts.get(deps);
  if (!ctx) {
    const log = deps.log ?? silentLogger;
    const uploadTtlMs = (deps.uploadTtlSeconds ?? 900) * 1000;
    const downloadTtlMs = (deps.downloadTtlSeconds ?? 900) * 1000;
    ctx = {
      db: deps.db,
      clock: deps.clock,
      files: new AudioFileStore(deps.blobs ?? deps.dataDir),
      publicBaseUrl: deps.publicBaseUrl,
      maxUploadBytes: deps.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES,
      maxSegmentSeconds: deps.maxSegmentSeconds ?? MAX_SEGMENT_SECONDS,
      uploadTtlMs,
      downloadTtlMs,
      log,
      onAudioStored: deps.onAudioStored ?? (() => {}),
      urlKeys: new AudioUrlKeys({
        db: deps.db,
        kek: deps.kek ?? resolveKek(),
        log,
        urlLifetimeSeconds: Math.max(uploadTtlMs, downloadTtlMs) / 1000,
      }),
      downloads: new TranscodeCache(),
    };
    contexts.set(deps, ctx);
  }
  return ctx;
}

export async function mustGetSegment(
  q: Queryable,
  scopeId: string,
  id: string,
  forUpdate = false,
): Promise<SegmentRow> {
  const row = await getSegment(q, scopeId, id, forUpdate);
  if (!row) throw notFound(`media segment ${id} not found`);
  return row;
}

export async function mustGetProcessed(
  q: Queryable,
  scopeId: string,
  id: string,
  forUpdate = false,
): Promise<ProcessedRow> {
  const row = await getProcessed(q, scopeId, id, forUpdate);
  if (!row) throw notFound(`processed audio ${id} not found`);
  return row;
}
