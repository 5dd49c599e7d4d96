// Client IDs have the form `appID:<app>:geo:<geo>:clientName:<name>`. The parts may not contain
// colons, so the ID splits unambiguously; clients may write the colons as %3A (as curl -u needs).
export interface ClientIdParts {
  app: string;
  geo: string;
  name: string;
}

/** Letters, digits, dot, underscore and hyphen; 1–64 characters, starting with a letter or digit. */
export const CLIENT_ID_PART_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export class ClientIdError extends Error {
  constructor(
    readonly part: keyof ClientIdParts | 'client_id',
    message: string,
  ) {
    super(message);
    this.name = 'ClientIdError';
  }
}

function checkClientIdPart(part: keyof ClientIdParts, value: string): void {
  if (!CLIENT_ID_PART_RE.test(value)) {
    throw new ClientIdError(
      part,
      `${part} must be 1-64 characters of letters, digits, ".", "_" or "-", starting with a letter or digit (got ${JSON.stringify(value)})`,
    );
  }
}

export function formatClientId(parts: ClientIdParts): string {
  checkClientIdPart('app', parts.app);
  checkClientIdPart('geo', parts.geo);
  checkClientIdPart('name', parts.name);
  return `appID:${parts.app}:geo:${parts.geo}:clientName:${parts.name}`;
}

/** Parses a client ID, accepting %3A for the colons; throws ClientIdError when it is malformed. */
export function parseClientId(raw: string): ClientIdParts {
  const id = raw.replace(/%3a/gi, ':');
  const fields = id.split(':');
  if (fields.length !== 6 || fields[0] !== 'appID' || fields[2] !== 'geo' || fields[4] !== 'clientName') {
    throw new ClientIdError('client_id', 'a client ID has the form appID:<app>:geo:<geo>:clientName:<name>');
  }
  const parts = { app: fields[1] ?? '', geo: fields[3] ?? '', name: fields[5] ?? '' };
  checkClientIdPart('app', parts.app);
  checkClientIdPart('geo', parts.geo);
  checkClientIdPart('name', parts.name);
  return parts;
}

/** The canonical form of a client ID (colons unencoded), or undefined when it is malformed. */
export function normalizeClientId(raw: string): string | undefined {
  try {
    return formatClientId(parseClientId(raw));
  } catch {
    return undefined;
  }
}
