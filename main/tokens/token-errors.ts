// Token failures as plain sentences a person can act on, from RFC 6749 section 5.2 error bodies,
// HTTP statuses and network errors.
import { IpcFailure, RETRYABLE_CODES } from '../errors.js';

export type TokenFailureReason =
  | 'no_secret'
  | 'invalid_client'
  | 'invalid_scope'
  | 'unauthorized_client'
  | 'rate_limited'
  | 'unreachable'
  | 'server_error'
  | 'bad_response'
  | 'refused';

export class TokenError extends IpcFailure {
  constructor(
    readonly reason: TokenFailureReason,
    code: string,
    message: string,
  ) {
    super({ code, message, fieldViolations: [], retryable: RETRYABLE_CODES.has(code) });
    this.name = 'TokenError';
  }
}

const NETWORK: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'unknown host',
  EAI_AGAIN: 'the host name could not be resolved',
  ETIMEDOUT: 'the connection timed out',
  ECONNRESET: 'the connection was reset',
  EHOSTUNREACH: 'host unreachable',
  CERT_HAS_EXPIRED: 'its TLS certificate has expired',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'its TLS certificate is self-signed and not trusted',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'its TLS certificate is not trusted',
  SELF_SIGNED_CERT_IN_CHAIN: 'its TLS certificate chain is not trusted',
};

/** fetch threw: connection refused, DNS, TLS, or our own timeout. */
export function networkFailure(url: string, err: unknown, timedOut: boolean): TokenError {
  const cause = (err as { cause?: { code?: string } })?.cause;
  const code = cause?.code ?? (err as { code?: string })?.code ?? '';
  const why = timedOut
    ? 'no answer in time'
    : (NETWORK[code] ?? (code || (err instanceof Error ? err.message : String(err))));
  return new TokenError(
    'unreachable',
    'UNAVAILABLE',
    `The token service at ${url} cannot be reached (${why}). Check the token URL and that the service is running.`,
  );
}

/** The token endpoint answered with something other than a token. */
export function responseFailure(
  url: string,
  status: number,
  body: { error?: unknown; error_description?: unknown } | undefined,
  ctx: { clientId: string; scopes: string[]; retryAfter: string | null },
): TokenError {
  const error = typeof body?.error === 'string' ? body.error : '';
  const description = typeof body?.error_description === 'string' ? body.error_description : '';
  if (status === 429 || error === 'slow_down') {
    const seconds = Math.max(1, Math.ceil(Number(ctx.retryAfter) || 1));
    return new TokenError(
      'rate_limited',
      'RESOURCE_EXHAUSTED',
      `The token service received too many token requests; try again in ${seconds} s.`,
    );
  }
  switch (error) {
    case 'invalid_client':
      if (/disabled/i.test(description)) {
        return new TokenError(
          'invalid_client',
          'UNAUTHENTICATED',
          `The client ${ctx.clientId} is disabled at the token service; ask its administrator to enable it.`,
        );
      }
      return new TokenError(
        'invalid_client',
        'UNAUTHENTICATED',
        `The client ID or secret is wrong: the token service does not accept client ${ctx.clientId} with this secret. Check both in the connection settings.`,
      );
    case 'invalid_scope': {
      const named = /scopes? (.+)$/i.exec(description)?.[1];
      const which = named ?? (ctx.scopes.join(', ') || '(none requested)');
      return new TokenError(
        'invalid_scope',
        'PERMISSION_DENIED',
        `The client may not use scope ${which}. Remove it from the connection's scopes or ask for it to be granted.`,
      );
    }
    case 'unauthorized_client':
      return new TokenError(
        'unauthorized_client',
        'PERMISSION_DENIED',
        `The client ${ctx.clientId} may not use the client-credentials grant.`,
      );
    case 'unsupported_grant_type':
      return new TokenError(
        'refused',
        'FAILED_PRECONDITION',
        `The token service at ${url} does not offer the client-credentials grant.`,
      );
    case 'invalid_request':
      return new TokenError(
        'refused',
        'INVALID_ARGUMENT',
        `The token service refused the request${description ? `: ${description}` : ''}.`,
      );
  }
  if (status === 404)
    return new TokenError(
      'refused',
      'FAILED_PRECONDITION',
      `There is no token service at ${url} (HTTP 404). Check the token URL.`,
    );
  if (status >= 500)
    return new TokenError(
      'server_error',
      'UNAVAILABLE',
      `The token service at ${url} failed (HTTP ${status}); try again shortly.`,
    );
  return new TokenError(
    'refused',
    'UNAUTHENTICATED',
    `The token service at ${url} refused the request (HTTP ${status}${description ? `: ${description}` : ''}).`,
  );
}
