// What the three training RPCs share: the caller's app, reading an artifact reference, the
// metadata a compiled wordset answers with, and the bounded queue compile jobs wait in.
import { parseClientId } from '../../auth/client-id.js';
import type { Violations } from '../../rpc/errors.js';
import { URN_LANGUAGES, WORDSET_URN_FORM, parseWordsetUrn, type WordsetUrn } from './urn.js';
import type { WordsetRow } from './wordsets.store.js';

/** The app a call acts for: the app ID segment of the token's client ID (as every service reads it). */
export const appOf = (clientId: string): string => parseClientId(clientId).app;

/** Checks a wordset URN field (`field.uri`); adds violations and returns the parsed URN when good. */
export function readWordsetUri(uri: string | undefined, field: string, v: Violations): WordsetUrn | undefined {
  const at = `${field}.uri`;
  if (!uri?.trim()) {
    v.missing(at);
    return undefined;
  }
  const urn = parseWordsetUrn(uri.trim());
  if (!urn) {
    v.add(at, `must be a wordset URN of the form ${WORDSET_URN_FORM}`, 'INVALID_FORMAT', uri.slice(0, 200));
    return undefined;
  }
  if (!(URN_LANGUAGES as readonly string[]).includes(urn.language)) {
    v.add(
      at,
      `names language ${urn.language}, which this recognizer does not support; supported: ${URN_LANGUAGES.join(', ')}`,
      'OUT_OF_RANGE',
      uri.slice(0, 200),
    );
    return undefined;
  }
  return urn;
}

/** Metadata keys the service sets; a client's own keys may not start with these. */
export const RESERVED_METADATA_PREFIXES = ['x_nuance_', 'x_vigil_'];
export const MAX_METADATA_KEYS = 50;
export const MAX_METADATA_KEY = 64;
export const MAX_METADATA_VALUE = 1024;

export function checkMetadata(metadata: Record<string, string> | undefined, field: string, v: Violations): void {
  const entries = Object.entries(metadata ?? {});
  if (entries.length > MAX_METADATA_KEYS) v.add(field, `has more than ${MAX_METADATA_KEYS} keys`, 'TOO_LONG');
  for (const [k, value] of entries.slice(0, MAX_METADATA_KEYS)) {
    if (!k.trim()) v.add(field, 'keys may not be empty', 'INVALID_FORMAT');
    else if (k.length > MAX_METADATA_KEY)
      v.add(`${field}[${k.slice(0, 40)}]`, `key is longer than ${MAX_METADATA_KEY} characters`, 'TOO_LONG');
    else if (RESERVED_METADATA_PREFIXES.some((p) => k.toLowerCase().startsWith(p)))
      v.add(`${field}[${k}]`, `keys starting with ${RESERVED_METADATA_PREFIXES.join(' or ')} are the service's`);
    else if (value.length > MAX_METADATA_VALUE)
      v.add(`${field}[${k}]`, `value is longer than ${MAX_METADATA_VALUE} characters`, 'TOO_LONG');
  }
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : '');

/** The client's metadata plus the service's own keys. */
export function metadataOf(row: WordsetRow): Record<string, string> {
  return {
    ...row.metadata,
    x_nuance_wordset_content_checksum: row.source_sha256,
    x_nuance_compiled_wordset_checksum: row.artifact_sha256,
    x_nuance_compiled_wordset_last_update: iso(row.compiled_at),
    x_nuance_companion_uri: row.companion_urn,
    x_vigil_job_id: row.job_id,
    x_vigil_entries: String(row.entries),
    x_vigil_last_used: iso(row.used_at),
    x_vigil_expires_at: iso(row.expires_at),
  };
}

/** At most `size` compile jobs run at once per process; the rest wait (JOB_STATUS_QUEUED). */
export class JobQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(readonly size = 2) {}

  async run<T>(signal: AbortSignal, job: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) {
      await new Promise<void>((resolve, reject) => {
        const go = () => {
          signal.removeEventListener('abort', cancel);
          resolve();
        };
        const cancel = () => {
          const i = this.waiting.indexOf(go);
          if (i >= 0) this.waiting.splice(i, 1);
          reject(new Error('cancelled while queued'));
        };
        this.waiting.push(go);
        signal.addEventListener('abort', cancel, { once: true });
      });
    } else this.running++;
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
