// AudioManager (nuance.biosec.v1.audio), the waveform-peaks extension (vigil.v1.MediaPeaks) and the
// HTTP endpoints their URLs point at. One handler per RPC in handlers/; codecs in codecs/; the
// measurements in analysis.ts; SQL in media.store.ts; files in audio-files.store.ts.
import { defineService, type ServiceRegistration } from '../rpc/types.js';
import type { AudioDeps } from './deps.js';
import { resolveAudioDeps } from './deps.js';
import { deleteMediaSegment } from './handlers/delete-media-segment.js';
import { getDownloadUrl } from './handlers/get-download-url.js';
import { getMediaSegmentDetails } from './handlers/get-media-segment-details.js';
import { getMediaSegmentPeaks } from './handlers/get-media-segment-peaks.js';
import { getProcessedAudioDetails } from './handlers/get-processed-audio-details.js';
import { getUploadUrl } from './handlers/get-upload-url.js';
import { updateMediaSegmentDetails } from './handlers/update-media-segment-details.js';
import { updateProcessedAudioDetails } from './handlers/update-processed-audio-details.js';

export function audioService(deps: AudioDeps): ServiceRegistration {
  const ctx = resolveAudioDeps(deps);
  return defineService('audio', {
    GetUploadUrl: getUploadUrl(ctx),
    GetDownloadUrl: getDownloadUrl(ctx),
    GetProcessedAudioDetails: getProcessedAudioDetails(ctx),
    UpdateProcessedAudioDetails: updateProcessedAudioDetails(ctx),
    GetMediaSegmentDetails: getMediaSegmentDetails(ctx),
    UpdateMediaSegmentDetails: updateMediaSegmentDetails(ctx),
    DeleteMediaSegment: deleteMediaSegment(ctx),
  });
}

export function mediaPeaksService(deps: AudioDeps): ServiceRegistration {
  const ctx = resolveAudioDeps(deps);
  return defineService('mediaPeaks', { GetMediaSegmentPeaks: getMediaSegmentPeaks(ctx) });
}

export { audioHttpHandler } from './http.js';
export type { AudioDeps } from './deps.js';
export { segmentToRead, processedToRead } from './wire.js';
export type { SegmentRow, ProcessedRow } from './media.store.js';

// For other areas (they import this area through this file only; lint: vigil/server-layers).
export { toDuration } from './wire.js';
export { AudioFileStore } from './audio-files.store.js';
export { resampleChannel } from './codecs/resample.js';
export { readWav, writeWav } from './codecs/wav.js';
export { getSegment, getSegmentById, insertPendingSegment, listProcessedOfSegment } from './media.store.js';
export { g711Decode, g711Encode, type G711Law } from './codecs/g711.js';
export { int16ToLeBytes } from './codecs/pcm.js';
export type { IntervalRow } from './media.store.js';
export { prepareAudio, storeAudio } from './process.js';
export { synthesize } from './speech/flite.js';
export { WarmFlite } from './speech/flite-warm.js';
export type { FliteVoice } from './speech/flite.js';
export { rng, toInt16, whiteNoise } from './speech/signals.js';
export { mustGetSegment } from './deps.js';
export type { PartyRow } from './formats.js';
