// Test support for the Browse handlers: the service on a database and a manual clock, a call in a
// scope, and a walk over every page of a list.
import type { Db } from '../db/types.js';
import { callContext } from '../sessions/sessions.testkit.js';
import type { ManualClock } from '../../wire/clock.js';
import { browseService } from './index.js';

export type ListResponse = Record<string, unknown> & {
  next_page_token: string;
  total_size: number;
  total_size_capped: boolean;
};

export function boundBrowse(db: Db, clock: ManualClock) {
  const svc = browseService({ db, clock });
  const list = async (method: string, scopeId: string, req: object = {}): Promise<ListResponse> => {
    const handler = svc.methods[method];
    if (!handler) throw new Error(`no handler ${method}`);
    return (await handler(
      { context: { gk_scope_id: { value: scopeId } }, ...req },
      callContext(clock, { scopeId }),
    )) as ListResponse;
  };
  /**
   * Every page of a list, `between` running after each page (to change the data mid-walk).
   * Returns the IDs in the order seen, read from each item with `idOf`.
   */
  const walk = async (
    method: string,
    scopeId: string,
    req: object,
    itemsKey: string,
    idOf: (item: Record<string, unknown>) => string,
    between: () => Promise<void> = async () => {},
  ): Promise<{ ids: string[]; pages: number }> => {
    const ids: string[] = [];
    let token = '';
    let pages = 0;
    do {
      const res = await list(method, scopeId, { ...req, page_token: token });
      ids.push(...(res[itemsKey] as Record<string, unknown>[]).map(idOf));
      token = res.next_page_token;
      pages++;
      if (pages > 1000) throw new Error('paging does not end');
      await between();
    } while (token);
    return { ids, pages };
  };
  return { svc, list, walk };
}

export const valueOf = (x: unknown): string => (x as { value: string }).value;
