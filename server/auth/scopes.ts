// OAuth scopes of the management API. The seed leaves them unspecified ("not shown"); Vigil's
// server grants one scope per manager, and a token must carry the scope of the service it calls.
export const OAUTH_SCOPES = {
  audio: 'biosec.audio',
  voiceprint: 'biosec.voiceprint',
  sessions: 'biosec.sessions',
  config: 'biosec.config',
  callerid: 'biosec.callerid',
  browse: 'vigil.browse',
} as const;

export type OAuthScope = (typeof OAUTH_SCOPES)[keyof typeof OAUTH_SCOPES];
export const ALL_OAUTH_SCOPES: OAuthScope[] = Object.values(OAUTH_SCOPES);

/** Service full name → the OAuth scope its calls need. */
export const SERVICE_SCOPES: Record<string, OAuthScope> = {
  'nuance.biosec.v1.audio.AudioManager': OAUTH_SCOPES.audio,
  'nuance.biosec.v1.voiceprint.VoiceprintsManager': OAUTH_SCOPES.voiceprint,
  'nuance.biosec.v1.sessions.SessionsManager': OAUTH_SCOPES.sessions,
  'nuance.biosec.v1.configmanager.ConfigurationManager': OAUTH_SCOPES.config,
  'nuance.biosec.v1.calleridvalidationprocessor.ne.CallerIdValidationProcessor': OAUTH_SCOPES.callerid,
  'nuance.biosec.v1.calleridvalidationservice.CallerIdValidationService': OAUTH_SCOPES.callerid,
  'nuance.biosec.v1.calleridvalidation.CallerIdRiskAssessment': OAUTH_SCOPES.callerid,
  'nuance.biosec.v1.entities.EntitiesManager': OAUTH_SCOPES.callerid,
  'vigil.v1.Browse': OAUTH_SCOPES.browse,
  'vigil.v1.MediaPeaks': OAUTH_SCOPES.audio,
};
