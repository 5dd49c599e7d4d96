// Original file: protos/nuance/biosec/v1/audio/audio_management_messages.proto

/**
 * Speed/quality trade-off of the MP3 encoder.
 */
export const EncodingEngineQuality = {
  ENCODING_ENGINE_QUALITY_UNSPECIFIED: 'ENCODING_ENGINE_QUALITY_UNSPECIFIED',
  /**
   * Fastest encoding, lowest quality.
   */
  ENCODING_ENGINE_QUALITY_FAST: 'ENCODING_ENGINE_QUALITY_FAST',
  ENCODING_ENGINE_QUALITY_STANDARD: 'ENCODING_ENGINE_QUALITY_STANDARD',
  /**
   * Slowest encoding, highest quality.
   */
  ENCODING_ENGINE_QUALITY_HIGH: 'ENCODING_ENGINE_QUALITY_HIGH',
} as const;

/**
 * Speed/quality trade-off of the MP3 encoder.
 */
export type EncodingEngineQuality =
  | 'ENCODING_ENGINE_QUALITY_UNSPECIFIED'
  | 0
  /**
   * Fastest encoding, lowest quality.
   */
  | 'ENCODING_ENGINE_QUALITY_FAST'
  | 1
  | 'ENCODING_ENGINE_QUALITY_STANDARD'
  | 2
  /**
   * Slowest encoding, highest quality.
   */
  | 'ENCODING_ENGINE_QUALITY_HIGH'
  | 3

/**
 * Speed/quality trade-off of the MP3 encoder.
 */
export type EncodingEngineQuality__Output = typeof EncodingEngineQuality[keyof typeof EncodingEngineQuality]
