// The RPCs main calls for each channel, as the IPC contract says, without the contract's zod
// schemas: the renderer's permission table is derived from them, and importing
// shared/ipc/contract.ts for them put zod and every schema (about a quarter of the first screen's
// JavaScript) into the renderer. Kept equal to the contract by channel-rpcs.test.ts, which names
// any channel that drifts. The events' names are in event-names.ts.
import type { Channel } from './contract.js';
import type { RpcName } from '../rpc/services.js';

/** `rpcs` of every channel that has some, as in the contract. */
export const CHANNEL_RPCS: { readonly [C in Channel]?: readonly RpcName[] } = {
  'engagements.list': ['vigil.v1.Browse/ListEngagements'],
  'engagements.get': [
    'nuance.biosec.v1.sessions.SessionsManager/GetEngagementDetails',
    'vigil.v1.Browse/ListSessions',
    'nuance.biosec.v1.sessions.SessionsManager/GetSessionDetails',
    'nuance.biosec.v1.sessions.SessionsManager/ListCorrelatedEngagements',
    'vigil.v1.Browse/ListMediaSegments',
  ],
  'engagements.lookup': [
    'nuance.biosec.v1.sessions.SessionsManager/GetEngagementDetails',
    'nuance.biosec.v1.sessions.SessionsManager/GetGkEngagementId',
    'nuance.biosec.v1.sessions.SessionsManager/ListCorrelatedEngagements',
  ],
  'engagements.sessionDecision': ['nuance.biosec.v1.sessions.SessionsManager/GetSessionDecision'],
  'engagements.explanations': ['vigil.v1.Browse/ListDecisionExplanations'],
  'engagements.setVerdict': [
    'nuance.biosec.v1.sessions.SessionsManager/SetEngagementVerdict',
    'nuance.biosec.v1.sessions.SessionsManager/GetEngagementDetails',
  ],
  'voiceprints.list': ['vigil.v1.Browse/ListVoiceprintProfiles'],
  'voiceprints.lookup': [
    'nuance.biosec.v1.voiceprint.VoiceprintsManager/GetVoiceprintProfileDetails',
    'nuance.biosec.v1.voiceprint.VoiceprintsManager/GetGkVoiceprintProfileId',
    'vigil.v1.Browse/ListVoiceprintProfiles',
  ],
  'voiceprints.get': [
    'nuance.biosec.v1.voiceprint.VoiceprintsManager/GetVoiceprintProfileDetails',
    'nuance.biosec.v1.voiceprint.VoiceprintsManager/ListEnrollmentSegments',
  ],
  'voiceprints.lock': [
    'nuance.biosec.v1.voiceprint.VoiceprintsManager/LockVoiceprintProfile',
    'nuance.biosec.v1.sessions.SessionsManager/StartSession',
    'nuance.biosec.v1.sessions.SessionsManager/GetSessionDetails',
  ],
  'voiceprints.unlock': [
    'nuance.biosec.v1.voiceprint.VoiceprintsManager/UnlockVoiceprintProfile',
    'nuance.biosec.v1.sessions.SessionsManager/StartSession',
    'nuance.biosec.v1.sessions.SessionsManager/GetSessionDetails',
  ],
  'voiceprints.deleteTemplate': [
    'nuance.biosec.v1.voiceprint.VoiceprintsManager/DeleteVoiceprintTemplate',
    'nuance.biosec.v1.sessions.SessionsManager/StartSession',
    'nuance.biosec.v1.sessions.SessionsManager/GetSessionDetails',
  ],
  'voiceprints.delete': [
    'nuance.biosec.v1.voiceprint.VoiceprintsManager/DeleteVoiceprintProfile',
    'nuance.biosec.v1.sessions.SessionsManager/StartSession',
    'nuance.biosec.v1.sessions.SessionsManager/GetSessionDetails',
  ],
  'voiceprints.removeSegment': [
    'nuance.biosec.v1.voiceprint.VoiceprintsManager/RemoveEnrollmentSegment',
    'nuance.biosec.v1.sessions.SessionsManager/StartSession',
    'nuance.biosec.v1.sessions.SessionsManager/GetSessionDetails',
  ],
  'voiceprints.runReport': [
    'nuance.biosec.v1.voiceprint.VoiceprintsManager/ExecuteVoiceprintProfilesStatusJob',
    'nuance.biosec.v1.voiceprint.VoiceprintsManager/GetVoiceprintProfilesStatusJobDetails',
  ],
  'configsets.list': ['nuance.biosec.v1.configmanager.ConfigurationManager/ListConfigsetRevisions'],
  'configsets.revisions': ['nuance.biosec.v1.configmanager.ConfigurationManager/ListConfigsetRevisions'],
  'configsets.revision': ['nuance.biosec.v1.configmanager.ConfigurationManager/GetConfigsetRevision'],
  'configsets.active': ['nuance.biosec.v1.configmanager.ConfigurationManager/GetConfigset'],
  'configsets.schema': [
    'nuance.biosec.v1.configmanager.ConfigurationManager/ListConfigsetRevisions',
    'nuance.biosec.v1.configmanager.ConfigurationManager/GetConfigsetRevision',
    'nuance.biosec.v1.configmanager.ConfigurationManager/ListTemplates',
    'nuance.biosec.v1.configmanager.ConfigurationManager/GetTemplate',
  ],
  'configsets.create': ['nuance.biosec.v1.configmanager.ConfigurationManager/CreateConfigset'],
  'configsets.validate': [
    'nuance.biosec.v1.configmanager.ConfigurationManager/ValidateConfigsetRevision',
    'nuance.biosec.v1.configmanager.ConfigurationManager/GetConfigsetRevision',
  ],
  'configsets.activate': [
    'nuance.biosec.v1.configmanager.ConfigurationManager/ActivateConfigsetRevision',
    'nuance.biosec.v1.configmanager.ConfigurationManager/GetConfigsetRevision',
  ],
  'configsets.deleteRevision': ['nuance.biosec.v1.configmanager.ConfigurationManager/DeleteConfigsetRevision'],
  'configsets.delete': ['nuance.biosec.v1.configmanager.ConfigurationManager/DeleteConfigset'],
  'configsets.updateDescription': ['nuance.biosec.v1.configmanager.ConfigurationManager/UpdateConfigsetDetails'],
  'templates.list': ['nuance.biosec.v1.configmanager.ConfigurationManager/ListTemplates'],
  'templates.get': ['nuance.biosec.v1.configmanager.ConfigurationManager/GetTemplate'],
  'templates.create': ['nuance.biosec.v1.configmanager.ConfigurationManager/CreateTemplate'],
  'templates.delete': ['nuance.biosec.v1.configmanager.ConfigurationManager/DeleteTemplate'],
  'templates.generate': ['nuance.biosec.v1.configmanager.ConfigurationManager/GenerateTemplate'],
  'callerid.validate': [
    'nuance.biosec.v1.calleridvalidationprocessor.ne.CallerIdValidationProcessor/ValidateCallerId',
    'nuance.biosec.v1.sessions.SessionsManager/StartSession',
    'nuance.biosec.v1.sessions.SessionsManager/GetSessionDetails',
  ],
  'callerid.assess': [
    'nuance.biosec.v1.calleridvalidation.CallerIdRiskAssessment/AssessCallerIdRisk',
    'nuance.biosec.v1.entities.EntitiesManager/ListWatchlistCallerIdRules',
    'nuance.biosec.v1.sessions.SessionsManager/StartSession',
    'nuance.biosec.v1.sessions.SessionsManager/GetSessionDetails',
  ],
  'callerid.configsets': ['nuance.biosec.v1.configmanager.ConfigurationManager/ListConfigsetRevisions'],
  'callerid.listRules': ['nuance.biosec.v1.entities.EntitiesManager/ListWatchlistCallerIdRules'],
  'callerid.addRule': [
    'nuance.biosec.v1.entities.EntitiesManager/AddCallerIdRuleToWatchlist',
    'nuance.biosec.v1.sessions.SessionsManager/StartSession',
    'nuance.biosec.v1.sessions.SessionsManager/GetSessionDetails',
  ],
  'callerid.updateRule': [
    'nuance.biosec.v1.entities.EntitiesManager/UpdateCallerIdRuleInWatchlist',
    'nuance.biosec.v1.sessions.SessionsManager/StartSession',
    'nuance.biosec.v1.sessions.SessionsManager/GetSessionDetails',
  ],
  'callerid.deleteRule': [
    'nuance.biosec.v1.entities.EntitiesManager/DeleteCallerIdRuleFromWatchlist',
    'nuance.biosec.v1.sessions.SessionsManager/StartSession',
    'nuance.biosec.v1.sessions.SessionsManager/GetSessionDetails',
  ],
  'callerid.testRule': ['nuance.biosec.v1.entities.EntitiesManager/TestCallerIdRule'],
  'callerid.importCsv': [
    'nuance.biosec.v1.entities.EntitiesManager/ImportCallerIdRulesToWatchlist',
    'nuance.biosec.v1.sessions.SessionsManager/StartSession',
    'nuance.biosec.v1.sessions.SessionsManager/GetSessionDetails',
  ],
  'callerid.exportCsv': ['nuance.biosec.v1.entities.EntitiesManager/ExportCallerIdRulesFromWatchlist'],
  'media.list': ['vigil.v1.Browse/ListMediaSegments'],
  'media.details': ['nuance.biosec.v1.audio.AudioManager/GetMediaSegmentDetails'],
  'media.peaks': ['vigil.v1.MediaPeaks/GetMediaSegmentPeaks'],
  'media.transcript': ['vigil.v1.MediaTranscripts/GetMediaSegmentTranscript'],
  'media.processedAudio': ['nuance.biosec.v1.audio.AudioManager/GetProcessedAudioDetails'],
  'media.setLegalHold': [
    'nuance.biosec.v1.audio.AudioManager/UpdateMediaSegmentDetails',
    'nuance.biosec.v1.audio.AudioManager/GetMediaSegmentDetails',
    'nuance.biosec.v1.sessions.SessionsManager/StartSession',
    'nuance.biosec.v1.sessions.SessionsManager/GetSessionDetails',
  ],
  'media.audioUrl': ['nuance.biosec.v1.audio.AudioManager/GetDownloadUrl'],
  'people.find': [
    'nuance.biosec.v1.entities.EntitiesManager/GetGkPersonId',
    'nuance.biosec.v1.entities.EntitiesManager/GetPersonDetails',
    'nuance.biosec.v1.entities.EntitiesManager/ListPersonProfiles',
  ],
  'people.get': [
    'nuance.biosec.v1.entities.EntitiesManager/GetPersonDetails',
    'nuance.biosec.v1.entities.EntitiesManager/ListPersonProfiles',
  ],
  'people.inGroup': [
    'nuance.biosec.v1.entities.EntitiesManager/IsPersonInGroup',
    'nuance.biosec.v1.entities.EntitiesManager/GetGkGroupId',
  ],
  'people.groups': ['vigil.v1.Browse/ListGroups'],
  'people.consentHistory': ['vigil.v1.Browse/ListPersonConsentEvents'],
  'people.create': [
    'nuance.biosec.v1.entities.EntitiesManager/CreatePerson',
    'nuance.biosec.v1.sessions.SessionsManager/StartSession',
    'nuance.biosec.v1.sessions.SessionsManager/GetSessionDetails',
  ],
  'people.optIn': [
    'nuance.biosec.v1.entities.EntitiesManager/OptPersonIn',
    'nuance.biosec.v1.sessions.SessionsManager/StartSession',
    'nuance.biosec.v1.sessions.SessionsManager/GetSessionDetails',
  ],
  'people.optOut': [
    'nuance.biosec.v1.entities.EntitiesManager/OptPersonOut',
    'nuance.biosec.v1.sessions.SessionsManager/StartSession',
    'nuance.biosec.v1.sessions.SessionsManager/GetSessionDetails',
  ],
  'people.deletePersonalData': [
    'nuance.biosec.v1.entities.EntitiesManager/DeletePersonalData',
    'nuance.biosec.v1.sessions.SessionsManager/StartSession',
    'nuance.biosec.v1.sessions.SessionsManager/GetSessionDetails',
  ],
  'fraud.findFraudster': [
    'nuance.biosec.v1.entities.EntitiesManager/GetGkFraudsterId',
    'nuance.biosec.v1.entities.EntitiesManager/GetFraudsterDetails',
    'nuance.biosec.v1.entities.EntitiesManager/ListFraudsterProfiles',
  ],
  'fraud.getFraudster': [
    'nuance.biosec.v1.entities.EntitiesManager/GetFraudsterDetails',
    'nuance.biosec.v1.entities.EntitiesManager/ListFraudsterProfiles',
  ],
  'fraud.createFraudster': [
    'nuance.biosec.v1.entities.EntitiesManager/CreateFraudster',
    'nuance.biosec.v1.sessions.SessionsManager/StartSession',
    'nuance.biosec.v1.sessions.SessionsManager/GetSessionDetails',
  ],
  'fraud.renameFraudster': [
    'nuance.biosec.v1.entities.EntitiesManager/RenameFraudster',
    'nuance.biosec.v1.sessions.SessionsManager/StartSession',
    'nuance.biosec.v1.sessions.SessionsManager/GetSessionDetails',
  ],
  'fraud.findWatchlist': [
    'nuance.biosec.v1.entities.EntitiesManager/GetGkWatchlistId',
    'nuance.biosec.v1.entities.EntitiesManager/GetWatchlistDetails',
  ],
  'fraud.watchlists.list': ['vigil.v1.Browse/ListWatchlists'],
  'fraud.createWatchlist': [
    'nuance.biosec.v1.entities.EntitiesManager/CreateWatchlist',
    'nuance.biosec.v1.sessions.SessionsManager/StartSession',
    'nuance.biosec.v1.sessions.SessionsManager/GetSessionDetails',
  ],
  'fraud.watchlistMembers': [
    'nuance.biosec.v1.entities.EntitiesManager/ListWatchlistFraudsters',
    'nuance.biosec.v1.entities.EntitiesManager/GetFraudsterDetails',
  ],
  'fraud.addToWatchlist': [
    'nuance.biosec.v1.entities.EntitiesManager/AddFraudsterToWatchlist',
    'nuance.biosec.v1.sessions.SessionsManager/StartSession',
    'nuance.biosec.v1.sessions.SessionsManager/GetSessionDetails',
  ],
  'fraud.removeFromWatchlist': [
    'nuance.biosec.v1.entities.EntitiesManager/RemoveFraudstersFromWatchlist',
    'nuance.biosec.v1.sessions.SessionsManager/StartSession',
    'nuance.biosec.v1.sessions.SessionsManager/GetSessionDetails',
  ],
  'fraud.addCallerToWatchlist': [
    'nuance.biosec.v1.entities.EntitiesManager/AddFraudsterToWatchlist',
    'nuance.biosec.v1.entities.EntitiesManager/GetGkFraudsterId',
    'nuance.biosec.v1.entities.EntitiesManager/CreateFraudster',
    'nuance.biosec.v1.entities.EntitiesManager/GetGkWatchlistId',
    'nuance.biosec.v1.entities.EntitiesManager/IsFraudsterInWatchlist',
    'vigil.v1.FraudsterEnrollment/EnrollFraudsterFromMedia',
    'nuance.biosec.v1.voiceprint.VoiceprintsManager/GetVoiceprintProfileDetails',
    'nuance.biosec.v1.voiceprint.VoiceprintsManager/ListEnrollmentSegments',
    'nuance.biosec.v1.sessions.SessionsManager/StartSession',
    'nuance.biosec.v1.sessions.SessionsManager/GetSessionDetails',
  ],
  'models.list': ['vigil.v1.Browse/ListNluModels'],
};

/** The RPCs main calls for a channel, as contract.ts's rpcsOf says; none for local ones. */
export function channelRpcs(c: Channel): readonly RpcName[] {
  return CHANNEL_RPCS[c] ?? [];
}
