// PUT|POST /uploads/<gk_media_segment_id>?token=…: receives a segment's audio. The token must be
// signed by this server, name this segment, be unexpired and unused. The audio is decoded by the
// container and format declared to GetUploadUrl, measured, stored, and the token consumed, all in
// one transaction; anything refused (bad token, too large, too long, undecodable) leaves no file and
// no row. Media longer than MAX_SEGMENT_SECONDS (4 h) is refused from its headers before decoding.
import { createHash } from 'node:crypto';
import type http from 'node:http';
import { status as Code } from '@grpc/grpc-js';
import { RpcError, failedPrecondition, notFound, toRpcError, unimplemented } from '../rpc/errors.js';
import { AudioFormatError, AudioTooLong, channelsOf } from './codecs/pcm.js';
import type { AudioCtx } from './deps.js';
import type { ContainerName } from './formats.js';
import type { UploadTokenPayload } from './handlers/get-upload-url.js';
import { UploadTooLarge, badToken, badUpload, readBinaryBody, sendError, sendJson } from './http-reply.js';
import { consumeUploadToken, getSegmentById, getUploadToken } from './media.store.js';
import { ArrivingWav } from './arriving-wav.js';
import { canonicalWav, prepareAudio, storeAudio } from './process.js';
import { decodeUpload } from './transcode.js';
import { verifyToken } from './url-signing.js';

export async function handleUpload(
  ctx: AudioCtx,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  segmentId: string,
  token: string | null,
): Promise<void> {
  try {
    const body = await receive(ctx, req, segmentId, token);
    sendJson(res, 201, body);
  } catch (err) {
    if (err instanceof UploadTooLarge) {
      sendError(res, new RpcError(Code.INVALID_ARGUMENT, err.message), 413, { connection: 'close' });
      return;
    }
    const e = toRpcError(err);
    if (e.code === Code.INTERNAL) ctx.log.error('audio upload failed', { err: String(err) });
    req.resume();
    sendError(res, e);
  }
}

async function receive(ctx: AudioCtx, req: http.IncomingMessage, segmentId: string, token: string | null) {
  if (!token) throw badToken('the upload URL has no token');
  const payload = verifyToken<UploadTokenPayload>(await ctx.urlKeys.keys(), token);
  if (!payload || payload.k !== 'u' || payload.m !== segmentId)
    throw badToken('the upload token is not valid for this URL');
  const expired = () => ctx.clock.now().getTime() > payload.e;
  if (expired()) throw badToken('the upload URL has expired');
  const tok = await getUploadToken(ctx.db, payload.t);
  if (!tok) throw notFound(`media segment ${segmentId} no longer exists`);
  if (tok.consumed_at) throw failedPrecondition('this upload URL was already used');
  const segment = await getSegmentById(ctx.db, segmentId);
  if (!segment) throw notFound(`media segment ${segmentId} no longer exists`);

  // A 16-bit WAV with the usual header is measured, and written to the blob store, as it arrives
  // (server/audio/arriving-wav.ts); anything else once it is all in.
  const arriving =
    segment.declared_container === 'CONTAINER_WAV' ? new ArrivingWav(ctx.maxSegmentSeconds, ctx.files) : undefined;
  try {
    // Hashed as it arrives: when the upload is the canonical WAV already (a 16-bit WAV with the
    // usual header), that is the stored file's hash and it is not hashed again.
    const received = createHash('sha256');
    const bytes = await readBinaryBody(req, ctx.maxUploadBytes, { hash: received, onProgress: arriving?.onProgress });
    const sha256 = received.digest('hex');
    return await decodeAndStore(ctx, { segmentId, segment, payload, expired, bytes, sha256, arriving });
  } finally {
    await arriving
      ?.discard()
      .catch((e: unknown) => ctx.log.warn('could not remove a staged upload', { err: String(e) }));
  }
}

async function decodeAndStore(
  ctx: AudioCtx,
  a: {
    segmentId: string;
    segment: NonNullable<Awaited<ReturnType<typeof getSegmentById>>>;
    payload: UploadTokenPayload;
    expired: () => boolean;
    bytes: Buffer;
    sha256: string;
    arriving: ArrivingWav | undefined;
  },
) {
  const { segmentId, segment, payload, expired, bytes } = a;
  let decoded;
  try {
    decoded = await decodeUpload(bytes, segment.declared_container as ContainerName, segment.declared_format ?? {}, {
      maxSeconds: ctx.maxSegmentSeconds,
    });
  } catch (err) {
    if (err instanceof AudioTooLong) throw badUpload(err.message);
    if (err instanceof AudioFormatError)
      throw err.kind === 'unsupported' ? unimplemented(err.message) : badUpload(`undecodable audio: ${err.message}`);
    throw err;
  }
  const channels = channelsOf(decoded.audio);
  const misplaced = segment.call_parties.find((p) => p.channel_index > channels);
  if (misplaced)
    throw badUpload(
      `a call party is declared on channel ${misplaced.channel_index} but the audio has ${channels} channel(s)`,
    );
  const wav = canonicalWav(decoded.audio, { bytes, sha256: a.sha256 });
  const early = a.arriving?.finish(decoded.audio, bytes, wav) ?? {};
  // Unless it was as it arrived, the file is written (and fsynced, where the blob store can do that
  // outside the transaction) while the samples are measured; the transaction renames it into place.
  const staged = early.staged ?? ctx.files.stage(wav);
  try {
    const prepared = prepareAudio(decoded.audio, wav, early.measuring);
    try {
      const stored = await ctx.db.tx(async (q) => {
        const t = await getUploadToken(q, payload.t, true);
        if (!t) throw notFound(`media segment ${segmentId} no longer exists`);
        if (t.consumed_at) throw failedPrecondition('this upload URL was already used');
        if (expired()) throw badToken('the upload URL has expired');
        const now = ctx.clock.now();
        const result = await storeAudio(q, ctx.files, {
          segmentId,
          scopeId: t.scope_id,
          encoding: decoded.encoding,
          prepared,
          now,
          staged,
        });
        await consumeUploadToken(q, payload.t, now);
        return result;
      });
      ctx.onAudioStored(segmentId);
      return {
        gk_media_segment_id: segmentId,
        sample_rate_hz: decoded.audio.sampleRate,
        number_of_channels: channels,
        media_length_seconds: prepared.analysis[0]?.grossSeconds ?? 0,
        source_encoding: decoded.encoding,
        processed_audio: stored.processed.map((p) => ({
          gk_processed_audio_id: p.gkProcessedAudioId,
          ...(p.channel ? { channel: p.channel } : {}),
          gross_audio_seconds: p.analysis.grossSeconds,
          net_audio_seconds: p.analysis.netSeconds,
          snr_db: p.analysis.snrDb ?? null,
          speech_level_dbfs: p.analysis.speechLevelDbfs ?? null,
          saturation_level: p.analysis.saturationPerMinute,
        })),
      };
    } catch (err) {
      // The transaction rolled back; a file it wrote goes too unless another segment holds it.
      const sha = prepared.wav.sha256;
      await ctx.db
        .tx(async (q) => {
          await ctx.files.releaseAfterFailure(q, sha, ctx.clock.now());
        })
        .catch((e: unknown) => ctx.log.warn('could not clean up after a failed upload', { err: String(e) }));
      throw err;
    }
  } finally {
    await staged.discard().catch((e: unknown) => ctx.log.warn('could not remove a staged upload', { err: String(e) }));
  }
}
