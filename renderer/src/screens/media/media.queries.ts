// The media screen's queries and mutations (TanStack Query, keys ['media', ...]).
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/context.js';

export const PAGE_SIZE = 100;

export function useMediaList() {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: ['media', 'list'],
    queryFn: ({ pageParam, signal }) =>
      api.call('media.list', { pageSize: PAGE_SIZE, ...(pageParam ? { pageToken: pageParam } : {}) }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextPageToken || undefined,
  });
}

export function useMediaDetails(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['media', 'details', id],
    queryFn: ({ signal }) => api.call('media.details', { mediaSegmentId: id }, signal),
  });
}

// 4000: the resolution the server precomputes at upload (server/audio/peaks.ts, CONSOLE_PEAK_POINTS).
export function useMediaPeaks(id: string, totalPoints = 4000) {
  const api = useApi();
  return useQuery({
    queryKey: ['media', 'peaks', id, totalPoints],
    queryFn: ({ signal }) => api.call('media.peaks', { mediaSegmentId: id, totalPoints }, signal),
    staleTime: Infinity,
  });
}

/**
 * The peaks of one stretch of the segment, for a zoomed-in view (the server reads them from the
 * levels it stored at upload). While the next window loads, the last one stays (the lanes draw the
 * overview wherever it does not reach).
 */
export function useMediaPeaksWindow(
  id: string | undefined,
  window: { windowStart: number; windowEnd: number; totalPoints: number } | undefined,
) {
  const api = useApi();
  return useQuery({
    queryKey: ['media', 'peaks', id, 'window', window?.windowStart, window?.windowEnd, window?.totalPoints],
    queryFn: ({ signal }) => api.call('media.peaks', { mediaSegmentId: id!, ...window! }, signal),
    enabled: !!id && !!window,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    // A few screens of detail at most are kept once scrolled past.
    gcTime: 30_000,
  });
}

/** The segment's transcript; asked again every 3 s while it is being made. */
export function useMediaTranscript(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['media', 'transcript', id],
    queryFn: ({ signal }) => api.call('media.transcript', { mediaSegmentId: id }, signal),
    // Every 3 s while it is being made. Once done, the caller turns are interpreted a moment later
    // (or when a semantic model is first deployed, seconds after a demo start): every 10 s while
    // they are not, for a while (about 5 minutes of reads), then only on the next visit.
    refetchInterval: (q) => {
      const data = q.state.data;
      if (data?.status === 'pending' || data?.status === 'running') return 3000;
      return data?.status === 'done' && !data.interpretation && q.state.dataUpdateCount < 30 ? 10_000 : false;
    },
  });
}

export function useAudioUrl(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['media', 'audioUrl', id],
    queryFn: ({ signal }) => api.call('media.audioUrl', { mediaSegmentId: id }, signal),
    // Main keeps the URL working (it refreshes the server's URL itself) for as long as the token lives.
    staleTime: 30 * 60_000,
    refetchOnWindowFocus: false,
  });
}

export function useProcessedAudio(id: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['media', 'processed', id],
    queryFn: ({ signal }) => api.call('media.processedAudio', { processedAudioId: id! }, signal),
    enabled: !!id,
  });
}

export function useSetLegalHold(id: string) {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (legalHold: boolean) => api.call('media.setLegalHold', { mediaSegmentId: id, legalHold }),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ['media', 'details', id] }),
        qc.invalidateQueries({ queryKey: ['media', 'list'] }),
      ]),
  });
}
