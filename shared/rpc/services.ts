// The full proto names of every service Vigil speaks, by the short key the rest of the code uses.
// Plain strings, so the renderer's permission table, main's clients and the server's policy all
// name services the same way. wire/services.ts maps each key to its generated definition.
export const SERVICES = {
  audio: 'nuance.biosec.v1.audio.AudioManager',
  voiceprints: 'nuance.biosec.v1.voiceprint.VoiceprintsManager',
  sessions: 'nuance.biosec.v1.sessions.SessionsManager',
  configsets: 'nuance.biosec.v1.configmanager.ConfigurationManager',
  callerIdRisk: 'nuance.biosec.v1.calleridvalidation.CallerIdRiskAssessment',
  callerIdValidation: 'nuance.biosec.v1.calleridvalidationservice.CallerIdValidationService',
  callerIdProcessor: 'nuance.biosec.v1.calleridvalidationprocessor.ne.CallerIdValidationProcessor',
  entities: 'nuance.biosec.v1.entities.EntitiesManager',
  /** Interpretation runtime (seed 000 section 2.4). */
  nlu: 'nuance.nlu.v1.Runtime',
  /** Speech recognition (seed 000): a bidirectional stream, served by server/rpc/streaming.ts. */
  asr: 'nuance.asr.v1.Recognizer',
  /** Recognizer training (seed 000 sections 1, 4): compiles wordsets that recognitions reference. */
  asrTraining: 'nuance.asr.v1beta1.Training',
  /** Interpretation wordset service (seed 000 section 2.5; wire facts: mix-nlu-wordset-wire-facts.txt). */
  nluWordset: 'nuance.nlu.wordset.v1beta1.Wordset',
  /** Dialog runtime (DLGaaS v1, seed 002): runs deployed Mix dialog projects turn by turn. */
  dialog: 'nuance.dlg.v1.DialogService',
  /** Speech synthesis (TTSaaS v1; wire facts: mix-tts-wire-facts.txt): Synthesize is a server stream. */
  tts: 'nuance.tts.v1.Synthesizer',
  /** Vigil's own extensions: present on our server, absent on a real deployment. */
  browse: 'vigil.v1.Browse',
  mediaPeaks: 'vigil.v1.MediaPeaks',
  fraudsterEnrollment: 'vigil.v1.FraudsterEnrollment',
  mediaTranscripts: 'vigil.v1.MediaTranscripts',
  decisionReplay: 'vigil.v1.DecisionReplay',
} as const;

export type ServiceKey = keyof typeof SERVICES;
export type ServiceName = (typeof SERVICES)[ServiceKey];

/** `Service/Method`, as the policy and the IPC contract name an RPC. */
export type RpcName = `${ServiceName}/${string}`;

export function rpcName(service: ServiceKey, method: string): RpcName {
  return `${SERVICES[service]}/${method}`;
}

/**
 * The calls of the console's first screen (the engagements queue, its configsets and the models it
 * lists), as `[service, method]`, in the order it makes them: the console and the embedded server
 * generate the code of their messages while they wait for each other at a launch (wire/protos.ts
 * `prepareCodecs`).
 */
export const FIRST_SCREEN_CALLS: readonly (readonly [ServiceName, string])[] = [
  [SERVICES.configsets, 'ListConfigsetRevisions'],
  [SERVICES.browse, 'ListEngagements'],
  [SERVICES.configsets, 'GetConfigset'],
  [SERVICES.browse, 'ListNluModels'],
];
