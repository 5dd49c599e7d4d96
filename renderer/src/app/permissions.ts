// What each role may do in the console, mirroring server/rpc/policy.ts (a test keeps the two in
// step). The server has the last word; this only lets the UI disable what would be refused and say why.
export type Role = 'analyst' | 'admin' | 'support' | 'service';
export type KnownRole = Role | 'unknown';

interface ActionDef {
  roles: readonly Role[];
  /** "cannot <verb phrase>" */
  doing: string;
  /** The RPC(s) whose policy this mirrors: 'Service/Method'. */
  rpcs: readonly string[];
}

const VP = 'nuance.biosec.v1.voiceprint.VoiceprintsManager';
const SM = 'nuance.biosec.v1.sessions.SessionsManager';
const CM = 'nuance.biosec.v1.configmanager.ConfigurationManager';
const AM = 'nuance.biosec.v1.audio.AudioManager';
const EM = 'nuance.biosec.v1.entities.EntitiesManager';
const CV = 'nuance.biosec.v1.calleridvalidationprocessor.ne.CallerIdValidationProcessor';
const CR = 'nuance.biosec.v1.calleridvalidation.CallerIdRiskAssessment';
const CS = 'nuance.biosec.v1.calleridvalidationservice.CallerIdValidationService';
const BR = 'vigil.v1.Browse';

const a = (roles: readonly Role[], doing: string, ...rpcs: string[]): ActionDef => ({ roles, doing, rpcs });

export const ACTIONS = {
  'browse.list': a(
    ['analyst', 'admin', 'support'],
    'browse lists',
    `${BR}/ListEngagements`,
    `${BR}/ListVoiceprintProfiles`,
  ),
  'engagements.setVerdict': a(['analyst', 'admin'], 'set verdicts', `${SM}/SetEngagementVerdict`),
  'engagements.update': a(['service', 'analyst', 'admin'], 'update engagements', `${SM}/UpdateEngagement`),
  'engagements.stop': a(['service', 'analyst', 'admin'], 'stop engagements', `${SM}/StopEngagement`),
  'sessions.update': a(['service', 'analyst', 'admin'], 'update sessions', `${SM}/UpdateSession`),
  'sessions.stop': a(['service', 'analyst', 'support', 'admin'], 'stop sessions', `${SM}/StopSession`),
  'voiceprints.create': a(['service', 'admin'], 'create voiceprint profiles', `${VP}/CreateVoiceprintProfile`),
  'voiceprints.update': a(
    ['service', 'support', 'admin'],
    'edit voiceprint profiles',
    `${VP}/UpdateVoiceprintProfileDetails`,
  ),
  'voiceprints.lock': a(['service', 'support', 'analyst', 'admin'], 'lock voiceprints', `${VP}/LockVoiceprintProfile`),
  'voiceprints.unlock': a(['support', 'admin'], 'unlock voiceprints', `${VP}/UnlockVoiceprintProfile`),
  'voiceprints.deleteTemplate': a(
    ['support', 'admin'],
    'delete voiceprint templates',
    `${VP}/DeleteVoiceprintTemplate`,
  ),
  'voiceprints.deleteProfile': a(
    ['service', 'support', 'admin'],
    'delete voiceprint profiles',
    `${VP}/DeleteVoiceprintProfile`,
  ),
  'voiceprints.removeSegment': a(['support', 'admin'], 'remove enrollment segments', `${VP}/RemoveEnrollmentSegment`),
  'voiceprints.statusJob': a(
    ['support', 'admin'],
    'run voiceprint status jobs',
    `${VP}/ExecuteVoiceprintProfilesStatusJob`,
    `${VP}/GetVoiceprintProfilesStatusJobDetails`,
  ),
  'configsets.write': a(
    ['admin'],
    'change configsets',
    `${CM}/CreateConfigset`,
    `${CM}/ValidateConfigsetRevision`,
    `${CM}/ActivateConfigsetRevision`,
    `${CM}/UpdateConfigsetDetails`,
    `${CM}/DeleteConfigset`,
    `${CM}/DeleteConfigsetRevision`,
    `${CM}/CreateTemplate`,
    `${CM}/DeleteTemplate`,
    `${CM}/GenerateTemplate`,
  ),
  'callerid.rules.write': a(
    ['analyst', 'admin'],
    'change watchlist rules',
    `${EM}/AddCallerIdRuleToWatchlist`,
    `${EM}/DeleteCallerIdRuleFromWatchlist`,
    `${EM}/UpdateCallerIdRuleInWatchlist`,
    `${EM}/ImportCallerIdRulesToWatchlist`,
  ),
  'callerid.rules.export': a(
    ['analyst', 'admin', 'support'],
    'export watchlist rules',
    `${EM}/ExportCallerIdRulesFromWatchlist`,
  ),
  'callerid.validate': a(
    ['service', 'analyst', 'admin'],
    'validate caller IDs',
    `${CV}/ValidateCallerId`,
    `${CR}/AssessCallerIdRisk`,
  ),
  'callerid.preAnswer': a(['service', 'admin'], 'run pre-answer checks', `${CS}/ProcessPreAnswer`),
  'media.upload': a(['service', 'analyst', 'admin'], 'upload media', `${AM}/GetUploadUrl`),
  'media.update': a(
    ['service', 'analyst', 'admin'],
    'edit media details',
    `${AM}/UpdateProcessedAudioDetails`,
    `${AM}/UpdateMediaSegmentDetails`,
  ),
  'media.delete': a(['service', 'admin'], 'delete media segments', `${AM}/DeleteMediaSegment`),
  // The event-log REST API (OAuth scope log), not an RPC: the console's own rule.
  'eventlog.read': a(['admin', 'support'], 'read event logs'),
  'eventlog.commit': a(['admin'], 'commit event-log offsets for a consumer group'),
} as const satisfies Record<string, ActionDef>;

export type Action = keyof typeof ACTIONS;

export interface Can {
  allowed: boolean;
  /** Why not, in a sentence, when not allowed. */
  reason?: string;
}

const PLURAL: Record<Role, string> = {
  analyst: 'analysts',
  admin: 'admins',
  support: 'support staff',
  service: 'service clients',
};

function list(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

export function toRole(raw: string | undefined | null): KnownRole {
  const r = (raw ?? '').toLowerCase();
  return r === 'analyst' || r === 'admin' || r === 'support' || r === 'service' ? r : 'unknown';
}

/** Unknown roles are allowed: the server decides and its refusal is shown. */
export function can(role: KnownRole, action: Action): Can {
  const def: ActionDef = ACTIONS[action];
  if (role === 'unknown' || def.roles.includes(role)) return { allowed: true };
  const who = list(def.roles.map((r) => PLURAL[r]));
  return { allowed: false, reason: `Your role (${role}) cannot ${def.doing}; ${who} can.` };
}
