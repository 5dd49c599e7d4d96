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
