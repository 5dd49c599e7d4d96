// The palette's server search: the typed text as the start of a voiceprint owner's external ID
// (customer or fraudster ID), of an engagement's external ID, and of a configset ID. A source the
// role may not read, or that fails, adds nothing: the palette never shows a raw error.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../api/context.js';
import { useDebounced } from './debounce.js';
import { NOTHING_FOUND, searchable, type PaletteFound } from './palette-items.js';

/** Results per source. */
export const PALETTE_PAGE = 5;

export function usePaletteSearch(text: string): { found: PaletteFound; searching: boolean; searched: boolean } {
  const api = useApi();
  const qc = useQueryClient();
  const settled = useDebounced(text.trim(), 150);
  const enabled = searchable(settled);
  const q = useQuery({
    queryKey: ['palette', 'search', settled],
    enabled,
    staleTime: 10_000,
    queryFn: async ({ signal }): Promise<PaletteFound> => {
      const quiet = <T>(p: Promise<T>, none: T) => p.catch(() => none);
      const [vp, eng, cs] = await Promise.all([
        quiet(
          api.call('voiceprints.list', { filter: { ownerExternalIdPrefix: settled }, pageSize: PALETTE_PAGE }, signal),
          undefined,
        ),
        quiet(
          api.call('engagements.list', { filter: { engagementIdPrefix: settled }, pageSize: PALETTE_PAGE }, signal),
          undefined,
        ),
        // One list of configset IDs serves every keystroke for a minute.
        quiet(
          qc.fetchQuery({
            queryKey: ['palette', 'configset-ids'],
            queryFn: ({ signal: s }) => api.call('configsets.list', {}, s),
            staleTime: 60_000,
          }),
          undefined,
        ),
      ]);
      const lower = settled.toLowerCase();
      return {
        voiceprints: vp?.profiles ?? [],
        engagements: eng?.items ?? [],
        configsets: (cs?.configsets ?? [])
          .map((c) => c.configsetId)
          .filter((id) => id.toLowerCase().startsWith(lower))
          .slice(0, PALETTE_PAGE),
      };
    },
  });
  const current = enabled && settled === text.trim();
  return {
    found: current && q.data ? q.data : NOTHING_FOUND,
    searching: searchable(text) && (!current || q.isFetching),
    searched: current && q.isSuccess,
  };
}
