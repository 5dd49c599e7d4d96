// Test helper for the browser host: exchanges the printed launch URL for the session cookie, as a
// browser does on first opening it, and returns the `name=value` pair to send as a Cookie header.
import type { WebHost } from '../host/web-host.js';

export async function signIn(host: Pick<WebHost, 'url' | 'cookieName'>): Promise<string> {
  const res = await fetch(host.url, { redirect: 'manual' });
  const set = res.headers.get('set-cookie') ?? '';
  const pair = set.split(';')[0] ?? '';
  if (res.status !== 303 || !pair.startsWith(`${host.cookieName}=`))
    throw new Error(`the launch URL gave ${res.status} ${set || '(no cookie)'}`);
  return pair;
}
