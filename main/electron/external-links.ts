// Which links the Electron window may hand to the user's browser (shell.openExternal): https only,
// to a host on the allow-list (the documentation hosts of the deployments configured in the
// console), with no credentials in the URL. Everything else is dropped. Free of Electron imports.

/** The URL to open, normalised, or undefined when it is not allowed. */
export function allowedExternalUrl(target: string, allowedHosts: Iterable<string>): string | undefined {
  let u: URL;
  try {
    u = new URL(target);
  } catch {
    return undefined;
  }
  if (u.protocol !== 'https:' || u.username || u.password) return undefined;
  const host = u.hostname.toLowerCase();
  for (const h of allowedHosts) if (h.toLowerCase() === host) return u.toString();
  return undefined;
}

/**
 * The documentation hosts of the configured deployments: the https hosts of each saved
 * connection's token URL and management endpoint (a deployment serves its documentation and
 * portal there), plus any fixed ones.
 */
export function deploymentDocHosts(
  profiles: readonly { tokenUrl: string; endpoint: string; tls: boolean; builtIn: boolean }[],
  fixed: readonly string[] = [],
): Set<string> {
  const hosts = new Set(fixed.map((h) => h.toLowerCase()));
  for (const p of profiles) {
    if (p.builtIn) continue;
    const token = /^https:\/\/([^/:?#]+)/i.exec(p.tokenUrl.trim())?.[1];
    if (token) hosts.add(token.toLowerCase());
    const endpoint = /^([^:[\]]+):\d+$/.exec(p.endpoint.trim())?.[1];
    if (endpoint && p.tls) hosts.add(endpoint.toLowerCase());
  }
  return hosts;
}
