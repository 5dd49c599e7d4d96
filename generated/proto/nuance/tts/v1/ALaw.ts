// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto


export interface ALaw {
}

export interface ALaw__Output {
}
