// Request checks shared by the interpretation wordset service's handlers: the wordset URN of an
// artifact reference (seed 000 section 2.3, application level) and the caller's app.
import { parseClientId } from '../auth/client-id.js';
import type { Violations } from '../rpc/errors.js';
import type { Principal } from '../rpc/types.js';
import { parseWordsetUrn, WORDSET_URN_FORM } from './urn.js';

/** The URN of a wordset reference, or undefined with the violation added (naming `field`). */
export function wordsetRefUrn(ref: { uri?: string } | null | undefined, field: string, v: Violations) {
  if (!ref) {
    v.missing(field);
    return undefined;
  }
  if (!ref.uri) {
    v.missing(`${field}.uri`);
    return undefined;
  }
  const parsed = parseWordsetUrn(ref.uri);
  if (!parsed) {
    v.add(`${field}.uri`, `must be ${WORDSET_URN_FORM}`, 'INVALID_FORMAT', ref.uri);
    return undefined;
  }
  return { uri: ref.uri, ...parsed };
}

/** The app whose models and wordsets the caller reaches (the app ID of its client ID). */
export const callerApp = (principal: Principal): string => parseClientId(principal.clientId).app;
