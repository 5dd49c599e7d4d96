// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto


export interface DownloadParameters {
  'headers'?: ({[key: string]: string});
  'refuse_cookies'?: (boolean);
  'request_timeout_ms'?: (number);
  'optional_download_parameter_request_timeout_ms'?: "request_timeout_ms";
}

export interface DownloadParameters__Output {
  'headers'?: ({[key: string]: string});
  'refuse_cookies'?: (boolean);
  'request_timeout_ms'?: (number);
  'optional_download_parameter_request_timeout_ms'?: "request_timeout_ms";
}
