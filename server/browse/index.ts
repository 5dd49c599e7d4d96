// Browse (vigil.v1): lists with filters, sorting and keyset paging for the console, one handler
// per RPC (handlers/), and the decision explanations of an engagement's sessions. Paging rules are in paging.ts, the shared query shape in list-query.ts.
import { defineService, type ServiceRegistration } from '../rpc/types.js';
import type { BrowseDeps } from './deps.js';
import { resolveBrowseDeps } from './deps.js';
import { listDecisionExplanations } from './handlers/list-decision-explanations.js';
import { listEngagements } from './handlers/list-engagements.js';
import { listGroups } from './handlers/list-groups.js';
import { listMediaSegments } from './handlers/list-media-segments.js';
import { listPersonConsentEvents } from './handlers/list-person-consent-events.js';
import { listSessions } from './handlers/list-sessions.js';
import { listVoiceprintProfiles } from './handlers/list-voiceprint-profiles.js';
import { listWatchlists } from './handlers/list-watchlists.js';
import { listNluModels } from './handlers/list-nlu-models.js';
import { getDialogProject, listDialogProjects } from '../dialog/index.js';

export function browseService(deps: BrowseDeps): ServiceRegistration {
  const ctx = resolveBrowseDeps(deps);
  return defineService('browse', {
    ListEngagements: listEngagements(ctx),
    ListSessions: listSessions(ctx),
    ListVoiceprintProfiles: listVoiceprintProfiles(ctx),
    ListMediaSegments: listMediaSegments(ctx),
    ListGroups: listGroups(ctx),
    ListWatchlists: listWatchlists(ctx),
    ListPersonConsentEvents: listPersonConsentEvents(ctx),
    ListDecisionExplanations: listDecisionExplanations(ctx),
    ListNluModels: listNluModels(ctx),
    ListDialogProjects: listDialogProjects(ctx),
    GetDialogProject: getDialogProject(ctx),
  });
}

export type { BrowseDeps } from './deps.js';
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, COUNT_CAP } from './paging.js';
