// Full names of the management API's services, for defineRpcChannel and RpcClient.unary.
export const SERVICES = {
  audio: 'nuance.biosec.v1.audio.AudioManager',
  voiceprints: 'nuance.biosec.v1.voiceprint.VoiceprintsManager',
  sessions: 'nuance.biosec.v1.sessions.SessionsManager',
  configsets: 'nuance.biosec.v1.configmanager.ConfigurationManager',
  callerIdRisk: 'nuance.biosec.v1.calleridvalidation.CallerIdRiskAssessment',
  callerIdValidation: 'nuance.biosec.v1.calleridvalidationservice.CallerIdValidationService',
  callerIdProcessor: 'nuance.biosec.v1.calleridvalidationprocessor.ne.CallerIdValidationProcessor',
  entities: 'nuance.biosec.v1.entities.EntitiesManager',
  /** Vigil's own extensions: present on our server, absent on a real deployment. */
  browse: 'vigil.v1.Browse',
  mediaPeaks: 'vigil.v1.MediaPeaks',
} as const;
