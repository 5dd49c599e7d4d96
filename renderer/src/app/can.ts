// `useCan(action)`: whether the current role may do an action, and why not. Its own module so the
// permission table (permissions.ts) loads with the screens that gate actions, not with the shell.
import { useIdentity } from './identity.js';
import { can, type Action, type Can } from './permissions.js';

export { can } from './permissions.js';

export function useCan(action: Action): Can {
  const { role, isLoading } = useIdentity();
  if (isLoading && role === 'unknown') return { allowed: false, reason: 'Checking your role…' };
  return can(role, action);
}
