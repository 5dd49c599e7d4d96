// Who may call what, which OAuth scope each service needs, and which context fields each call
// needs: one table for every RPC, read by the server (rpc/dispatch.ts enforces it) and by the
// console (renderer/src/app/permissions.ts derives what to disable from it). Context rules follow
// the seed's section 4 (E engagement, S session, Sc scope, C configset); where the seed says
// "not shown" the choice is noted. Roles: analyst (fraud review), admin (configuration), support
// (voiceprint help desk), service (runtime integrations).
import { SERVICES, type ServiceName } from './services.js';

export const ROLES = ['analyst', 'admin', 'support', 'service'] as const;
export type Role = (typeof ROLES)[number];

export type ContextUse = 'M' | 'O' | '-';

/** Which context fields a method uses: E engagement, S session, Sc scope, C configset. */
export interface ContextRule {
  E: ContextUse;
  S: ContextUse;
  Sc: ContextUse;
  C: ContextUse;
}

export interface MethodPolicy {
  roles: readonly Role[];
  context: ContextRule;
}

// OAuth scopes. The seed leaves them unspecified ("not shown"); Vigil's server grants one scope
// per manager, and a token must carry the scope of the service it calls.
export const OAUTH_SCOPES = {
  audio: 'biosec.audio',
  voiceprint: 'biosec.voiceprint',
  sessions: 'biosec.sessions',
  config: 'biosec.config',
  callerid: 'biosec.callerid',
  browse: 'vigil.browse',
  /** Interpretation runtime (seed 000 section 5). */
  nlu: 'nlu',
  /** Seed 000 section 5: the recognizer needs `asr`. */
  asr: 'asr',
  /** Seed 000 section 5: the recognizer's wordset operations need `asr.wordset`. */
  asrWordset: 'asr.wordset',
  /** Interpretation wordset service (seed 000 section 5.3). */
  nluWordset: 'nlu.wordset',
  /** Dialog runtime (DLGaaS v1): Start, Status, Update, Execute, ExecuteStream, Stop. */
  dlg: 'dlg',
  /** Speech synthesis (TTSaaS v1). */
  tts: 'tts',
  /** The runtime event-log and audio-file APIs (seed 002 section 5): REST, not an RPC service. */
  log: 'log',
} as const;

export type OAuthScope = (typeof OAUTH_SCOPES)[keyof typeof OAUTH_SCOPES];
export const ALL_OAUTH_SCOPES: OAuthScope[] = Object.values(OAUTH_SCOPES);

/** Service full name → the OAuth scope its calls need. */
export const SERVICE_SCOPES: Record<string, OAuthScope> = {
  [SERVICES.audio]: OAUTH_SCOPES.audio,
  [SERVICES.voiceprints]: OAUTH_SCOPES.voiceprint,
  [SERVICES.sessions]: OAUTH_SCOPES.sessions,
  [SERVICES.configsets]: OAUTH_SCOPES.config,
  [SERVICES.callerIdProcessor]: OAUTH_SCOPES.callerid,
  [SERVICES.callerIdValidation]: OAUTH_SCOPES.callerid,
  [SERVICES.callerIdRisk]: OAUTH_SCOPES.callerid,
  [SERVICES.entities]: OAUTH_SCOPES.callerid,
  [SERVICES.browse]: OAUTH_SCOPES.browse,
  [SERVICES.mediaPeaks]: OAUTH_SCOPES.audio,
  [SERVICES.fraudsterEnrollment]: OAUTH_SCOPES.voiceprint,
  [SERVICES.nlu]: OAUTH_SCOPES.nlu,
  [SERVICES.asr]: OAUTH_SCOPES.asr,
  [SERVICES.asrTraining]: OAUTH_SCOPES.asrWordset,
  [SERVICES.nluWordset]: OAUTH_SCOPES.nluWordset,
  [SERVICES.tts]: OAUTH_SCOPES.tts,
  [SERVICES.mediaTranscripts]: OAUTH_SCOPES.audio,
  [SERVICES.decisionReplay]: OAUTH_SCOPES.config,
  [SERVICES.dialog]: OAUTH_SCOPES.dlg,
};

const ALL: readonly Role[] = ['analyst', 'admin', 'support', 'service'];
const SUPPORT: readonly Role[] = ['support', 'admin'];
const ANALYSTS: readonly Role[] = ['analyst', 'admin'];
const rule = (E: ContextRule['E'], S: ContextRule['S'], Sc: ContextRule['Sc'], C: ContextRule['C']): ContextRule => ({
  E,
  S,
  Sc,
  C,
});
const p = (roles: readonly Role[], context: ContextRule): MethodPolicy => ({ roles, context });

const SCOPE_ONLY = rule('-', '-', 'M', '-');
const MUTATION = rule('M', 'M', 'M', '-');

export const POLICY: Record<ServiceName, Record<string, MethodPolicy>> = {
  'nuance.biosec.v1.audio.AudioManager': {
    GetUploadUrl: p(['service', 'analyst', 'admin'], MUTATION),
    GetDownloadUrl: p(ALL, SCOPE_ONLY),
    GetProcessedAudioDetails: p(ALL, SCOPE_ONLY),
    UpdateProcessedAudioDetails: p(['service', 'analyst', 'admin'], MUTATION),
    GetMediaSegmentDetails: p(ALL, SCOPE_ONLY),
    UpdateMediaSegmentDetails: p(['service', 'analyst', 'admin'], MUTATION),
    DeleteMediaSegment: p(['service', 'admin'], MUTATION),
  },
  'nuance.biosec.v1.voiceprint.VoiceprintsManager': {
    CreateVoiceprintProfile: p(['service', 'admin'], MUTATION),
    GetGkVoiceprintProfileId: p(ALL, SCOPE_ONLY),
    GetVoiceprintProfileDetails: p(ALL, SCOPE_ONLY),
    UpdateVoiceprintProfileDetails: p(['service', 'support', 'admin'], MUTATION),
    ExecuteVoiceprintProfilesStatusJob: p(['support', 'admin'], SCOPE_ONLY),
    GetVoiceprintProfilesStatusJobDetails: p(['support', 'admin'], SCOPE_ONLY),
    LockVoiceprintProfile: p(['service', 'support', 'analyst', 'admin'], MUTATION),
    UnlockVoiceprintProfile: p(['support', 'admin'], MUTATION),
    DeleteVoiceprintTemplate: p(['support', 'admin'], MUTATION),
    DeleteVoiceprintProfile: p(['service', 'support', 'admin'], MUTATION),
    ListEnrollmentSegments: p(ALL, SCOPE_ONLY),
    RemoveEnrollmentSegment: p(['support', 'admin'], MUTATION),
  },
  'nuance.biosec.v1.sessions.SessionsManager': {
    // Support staff open administration sessions of their own: voiceprint changes need one in context.
    StartSession: p(['service', 'analyst', 'support', 'admin'], rule('O', '-', 'M', 'O')),
    StopSession: p(['service', 'analyst', 'support', 'admin'], rule('M', 'M', 'M', 'O')),
    GetSessionDetails: p(ALL, rule('-', 'O', 'M', '-')),
    UpdateSession: p(['service', 'analyst', 'admin'], rule('M', 'O', 'M', '-')),
    GetSessionDecision: p(ALL, rule('M', 'O', 'M', '-')),
    StartEngagement: p(['service', 'analyst', 'admin'], rule('-', '-', 'M', 'O')),
    StopEngagement: p(['service', 'analyst', 'admin'], rule('M', '-', 'M', 'O')),
    UpdateEngagement: p(['service', 'analyst', 'admin'], rule('O', '-', 'M', '-')),
    // Not shown in the seed: the engagement may come from the request or the context.
    GetEngagementDetails: p(ALL, rule('O', '-', 'M', '-')),
    SetEngagementVerdict: p(['analyst', 'admin'], rule('O', '-', 'M', '-')),
    GetGkEngagementId: p(ALL, SCOPE_ONLY),
    ListCorrelatedEngagements: p(ALL, SCOPE_ONLY),
  },
  'nuance.biosec.v1.configmanager.ConfigurationManager': {
    CreateConfigset: p(['admin'], SCOPE_ONLY),
    ValidateConfigsetRevision: p(['admin'], SCOPE_ONLY),
    ActivateConfigsetRevision: p(['admin'], SCOPE_ONLY),
    ListConfigsetRevisions: p(ALL, SCOPE_ONLY),
    GetConfigset: p(ALL, SCOPE_ONLY),
    GetConfigsetRevision: p(ALL, SCOPE_ONLY),
    UpdateConfigsetDetails: p(['admin'], SCOPE_ONLY),
    DeleteConfigset: p(['admin'], SCOPE_ONLY),
    DeleteConfigsetRevision: p(['admin'], SCOPE_ONLY),
    CreateTemplate: p(['admin'], SCOPE_ONLY),
    ListTemplates: p(ALL, SCOPE_ONLY),
    GetTemplate: p(ALL, SCOPE_ONLY),
    DeleteTemplate: p(['admin'], SCOPE_ONLY),
    GenerateTemplate: p(['admin'], SCOPE_ONLY),
  },
  'nuance.biosec.v1.calleridvalidationprocessor.ne.CallerIdValidationProcessor': {
    ValidateCallerId: p(['service', 'analyst', 'admin'], rule('M', 'M', 'M', 'O')),
    ValidateCallerIdExt: p(['service', 'analyst', 'admin'], rule('M', 'M', 'M', 'O')),
  },
  'nuance.biosec.v1.calleridvalidationservice.CallerIdValidationService': {
    ProcessPreAnswer: p(['service', 'admin'], rule('O', 'O', 'M', 'O')),
  },
  'nuance.biosec.v1.calleridvalidation.CallerIdRiskAssessment': {
    AssessCallerIdRisk: p(['service', 'analyst', 'admin'], rule('M', 'M', 'M', 'M')),
  },
  // Every EntitiesManager line's context is the real API's (../shared/wire/gatekeeper-v1-entities-context.txt,
  // checked line by line by policy.test.ts): each change needs engagement, session and scope; reads
  // the scope only. Caller-ID watchlist rules: analysts and admins edit them, everyone reads them.
  'nuance.biosec.v1.entities.EntitiesManager': {
    AddCallerIdRuleToWatchlist: p(ANALYSTS, MUTATION),
    DeleteCallerIdRuleFromWatchlist: p(ANALYSTS, MUTATION),
    UpdateCallerIdRuleInWatchlist: p(ANALYSTS, MUTATION),
    ListWatchlistCallerIdRules: p(ALL, SCOPE_ONLY),
    ImportCallerIdRulesToWatchlist: p(ANALYSTS, MUTATION),
    ExportCallerIdRulesFromWatchlist: p(['analyst', 'admin', 'support'], SCOPE_ONLY),
    TestCallerIdRule: p(ALL, SCOPE_ONLY),
    // Persons, consent and erasure (#16): support staff manage them; a runtime integration (service)
    // creates persons and reads them.
    CreatePerson: p(['service', 'support', 'admin'], MUTATION),
    RenamePerson: p(SUPPORT, MUTATION),
    UpdatePerson: p(SUPPORT, MUTATION),
    GetPersonDetails: p(ALL, SCOPE_ONLY),
    GetGkPersonId: p(ALL, SCOPE_ONLY),
    ListPersonProfiles: p(ALL, SCOPE_ONLY),
    DeletePerson: p(SUPPORT, MUTATION),
    OptPersonIn: p(SUPPORT, MUTATION),
    OptPersonOut: p(SUPPORT, MUTATION),
    DeletePersonalData: p(SUPPORT, MUTATION),
    // Fraudsters and watchlists: analysts manage them; the service role looks them up and tests membership.
    CreateFraudster: p(ANALYSTS, MUTATION),
    RenameFraudster: p(ANALYSTS, MUTATION),
    UpdateFraudster: p(ANALYSTS, MUTATION),
    GetFraudsterDetails: p(ANALYSTS, SCOPE_ONLY),
    GetGkFraudsterId: p(['service', 'analyst', 'admin'], SCOPE_ONLY),
    ListFraudsterProfiles: p(['service', 'analyst', 'admin'], SCOPE_ONLY),
    DeleteFraudster: p(ANALYSTS, MUTATION),
    CreateWatchlist: p(ANALYSTS, MUTATION),
    RenameWatchlist: p(ANALYSTS, MUTATION),
    UpdateWatchlist: p(ANALYSTS, MUTATION),
    GetWatchlistDetails: p(['service', 'analyst', 'admin'], SCOPE_ONLY),
    GetGkWatchlistId: p(['service', 'analyst', 'admin'], SCOPE_ONLY),
    DeleteWatchlist: p(ANALYSTS, MUTATION),
    AddFraudsterToWatchlist: p(ANALYSTS, MUTATION),
    RemoveFraudstersFromWatchlist: p(ANALYSTS, MUTATION),
    ListWatchlistFraudsters: p(['service', 'analyst', 'admin'], SCOPE_ONLY),
    IsFraudsterInWatchlist: p(['service', 'analyst', 'admin'], SCOPE_ONLY),
    // Groups of persons: support staff manage them (with persons); everyone may read them.
    CreateGroup: p(SUPPORT, MUTATION),
    RenameGroup: p(SUPPORT, MUTATION),
    UpdateGroup: p(SUPPORT, MUTATION),
    GetGroupDetails: p(ALL, SCOPE_ONLY),
    GetGkGroupId: p(ALL, SCOPE_ONLY),
    DeleteGroup: p(SUPPORT, MUTATION),
    AddPersonToGroup: p(SUPPORT, MUTATION),
    RemovePersonsFromGroup: p(SUPPORT, MUTATION),
    ListGroupPersons: p(ALL, SCOPE_ONLY),
    IsPersonInGroup: p(ALL, SCOPE_ONLY),
  },
  // Vigil's browsing extension (protos/vigil/v1/browse.proto): console lists, people only.
  'vigil.v1.Browse': {
    ListEngagements: p(['analyst', 'admin', 'support'], SCOPE_ONLY),
    ListSessions: p(['analyst', 'admin', 'support'], SCOPE_ONLY),
    ListVoiceprintProfiles: p(['analyst', 'admin', 'support'], SCOPE_ONLY),
    ListMediaSegments: p(['analyst', 'admin', 'support'], SCOPE_ONLY),
    // The console's group list (admins) and a person's groups and consent history (support).
    ListGroups: p(SUPPORT, SCOPE_ONLY),
    ListPersonConsentEvents: p(SUPPORT, SCOPE_ONLY),
    // Fraudster watchlists are analysts' business, as EntitiesManager's watchlist changes are.
    ListWatchlists: p(ANALYSTS, SCOPE_ONLY),
    // Why each session of an engagement was decided as it was: read wherever engagements are.
    ListDecisionExplanations: p(['analyst', 'admin', 'support'], SCOPE_ONLY),
    // Deployed semantic models of the caller's app (issue 19): no Gatekeeper context; admins and analysts read.
    ListNluModels: p(ANALYSTS, rule('-', '-', '-', '-')),
    // Deployed dialog projects and their nodes (issue 36): admins only, as a data access node names
    // the app's backends and where their base URLs come from.
    ListDialogProjects: p(['admin'], rule('-', '-', '-', '-')),
    GetDialogProject: p(['admin'], rule('-', '-', '-', '-')),
  },
  // Vigil's waveform extension (protos/vigil/v1/media.proto): read-only, like GetMediaSegmentDetails.
  'vigil.v1.MediaPeaks': {
    GetMediaSegmentPeaks: p(ALL, SCOPE_ONLY),
  },
  // Vigil's enrollment extension (protos/vigil/v1/enrollment.proto): an analyst enrolls a fraud
  // caller's audio into a fraudster's print, a change like AddFraudsterToWatchlist.
  'vigil.v1.FraudsterEnrollment': {
    EnrollFraudsterFromMedia: p(ANALYSTS, MUTATION),
  },
  // Interpretation (seed 000 section 2.4): no Gatekeeper context; runtime integrations and analysts
  // (the console interprets transcripts), not support or admin staff.
  'nuance.nlu.v1.Runtime': {
    Interpret: p(['service', 'analyst'], rule('-', '-', '-', '-')),
  },
  // Speech recognition (seed 000): no Gatekeeper context; the OAuth scope `asr` is what it needs.
  'nuance.asr.v1.Recognizer': {
    Recognize: p(ALL, rule('-', '-', '-', '-')),
  },
  // Speech synthesis (TTSaaS v1): no Gatekeeper context; the OAuth scope `tts` is what it needs.
  // Runtime integrations speak prompts; admins and analysts try voices from the console; support
  // staff have no use for it.
  'nuance.tts.v1.Synthesizer': {
    GetVoices: p(['service', 'admin', 'analyst'], rule('-', '-', '-', '-')),
    Synthesize: p(['service', 'admin', 'analyst'], rule('-', '-', '-', '-')),
    UnarySynthesize: p(['service', 'admin', 'analyst'], rule('-', '-', '-', '-')),
  },
  // Recognizer training (seed 000): wordsets belong to the caller's app; runtime integrations and
  // admins manage them (analysts and support staff only use recognition).
  'nuance.asr.v1beta1.Training': {
    CompileWordsetAndWatch: p(['service', 'admin'], rule('-', '-', '-', '-')),
    GetWordsetMetadata: p(['service', 'admin', 'analyst'], rule('-', '-', '-', '-')),
    DeleteWordset: p(['service', 'admin'], rule('-', '-', '-', '-')),
  },
  // Interpretation wordsets (seed 000 section 2.5): no Gatekeeper context, the app's own wordsets.
  // A runtime integration compiles its callers' terms (payees, products) and admins tidy them up;
  // analysts only interpret (Runtime/Interpret) and support staff have no use for them.
  'nuance.nlu.wordset.v1beta1.Wordset': {
    CompileWordsetAndWatch: p(['service', 'admin'], rule('-', '-', '-', '-')),
    GetWordsetMetadata: p(['service', 'admin', 'analyst'], rule('-', '-', '-', '-')),
    DeleteWordset: p(['service', 'admin'], rule('-', '-', '-', '-')),
  },
  // Vigil's transcript extension (protos/vigil/v1/media.proto): what was said in stored audio is
  // personal data like the audio itself, so people who review calls read it; runtime integrations
  // (service) have no use for it. Read-only, scope context only, like GetMediaSegmentPeaks.
  'vigil.v1.MediaTranscripts': {
    GetMediaSegmentTranscript: p(['analyst', 'admin', 'support'], SCOPE_ONLY),
  },
  // Vigil's decision replay (protos/vigil/v1/replay.proto): admins weigh a configset revision before
  // activating it, so it needs the configuration scope; it reads every decision of a window, so
  // only admins, who may change those settings anyway.
  'vigil.v1.DecisionReplay': {
    ReplayDecisions: p(['admin'], SCOPE_ONLY),
  },
  // Dialog runtime (seed 002): no Gatekeeper context; a session belongs to the caller's app. Runtime
  // integrations run conversations, and admins and analysts try a deployed project out (support
  // staff have no use for it).
  'nuance.dlg.v1.DialogService': {
    Start: p(['service', 'admin', 'analyst'], rule('-', '-', '-', '-')),
    Status: p(['service', 'admin', 'analyst'], rule('-', '-', '-', '-')),
    Update: p(['service', 'admin', 'analyst'], rule('-', '-', '-', '-')),
    Execute: p(['service', 'admin', 'analyst'], rule('-', '-', '-', '-')),
    ExecuteStream: p(['service', 'admin', 'analyst'], rule('-', '-', '-', '-')),
    Stop: p(['service', 'admin', 'analyst'], rule('-', '-', '-', '-')),
  },
};

export function policyFor(service: string, method: string): MethodPolicy | undefined {
  return (POLICY as Record<string, Record<string, MethodPolicy> | undefined>)[service]?.[method];
}
