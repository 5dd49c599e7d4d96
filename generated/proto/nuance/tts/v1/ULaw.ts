// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto


export interface ULaw {
}

export interface ULaw__Output {
}
