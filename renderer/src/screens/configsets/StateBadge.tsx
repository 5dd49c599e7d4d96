// The state of a revision as a badge (SAVED, VALIDATED, ACTIVE, INACTIVE, INVALID).
import { Badge, type BadgeTone } from '../../components/index.js';
import { shortName, type RevisionState } from '../../../../shared/domain/configsets.js';

const TONES: Record<string, BadgeTone> = {
  STATE_ACTIVE: 'ok',
  STATE_VALIDATED: 'info',
  STATE_SAVED: 'muted',
  STATE_INACTIVE: 'muted',
  STATE_INVALID: 'danger',
};

const MEANING: Record<string, string> = {
  STATE_ACTIVE: 'In effect',
  STATE_VALIDATED: 'Stored and validated; not in effect',
  STATE_SAVED: 'Stored, not validated',
  STATE_INACTIVE: 'Was active; replaced by another revision',
  STATE_INVALID: 'Failed validation',
};

export function StateBadge({ state, testId }: { state: RevisionState; testId?: string }) {
  return (
    <Badge tone={TONES[state] ?? 'muted'} title={MEANING[state]} testId={testId}>
      {shortName(state)}
    </Badge>
  );
}

/** First 8 characters of a revision ID, as shown in lists (the full ID is in the title). */
export const shortId = (id: string) => id.slice(0, 8);

/** A client ID as people read it: `appID:…:clientName:demo-admin` -> `demo-admin`. */
export const who = (clientId: string) => clientId.replace(/^.*clientName:/, '');
