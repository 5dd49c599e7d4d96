// For an engagement with verdict FRAUD: add the caller to a watchlist as a fraudster, in one
// action. The fraudster is picked by external ID (or created, noting this engagement and the
// chosen media segment), the caller's audio of that segment is enrolled into the fraudster's
// voiceprint (where the server offers Vigil's enrollment extension), the fraudster is added to the
// chosen watchlist (picked from the scope's watchlists where the server offers Vigil's Browse
// extension, else typed by external ID), and the profile and membership are read back from the
// server; the change is in the audit log.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '../../../../shared/ipc/contract';
import type { EngagementDetail } from './detail-queries.js';
import { useApi } from '../../api/context.js';
import { useCan } from '../../app/can.js';
import { hrefOf } from '../../app/route.js';
import { ActionButton, ErrorPanel, Field } from '../../components/index.js';
import { statusLabel } from '../voiceprints/labels.js';
import { useWatchlists } from '../fraudsters/fraud.queries.js';
import { WATCHLISTS_NOT_OFFERED } from '../fraudsters/WatchlistList.js';

export function AddFraudsterForm({ d }: { d: EngagementDetail }) {
  const api = useApi();
  const qc = useQueryClient();
  const can = useCan('fraud.addCallerToWatchlist');
  const e = d.engagement;
  const segments = d.mediaSegments ?? [];
  const [fraudsterId, setFraudsterId] = useState(`fraud-${e.engagementId ?? e.gkEngagementId.slice(0, 8)}`);
  const [watchlistId, setWatchlistId] = useState('');
  // The segment picked, or the first listed: the engagement's segments may arrive after the form
  // opens (the demo's audio is seeded in the background), and a choice made before them would leave
  // the select showing one segment while none is sent.
  const [picked, setSegment] = useState('');
  const segment = segments.some((s) => s.gkMediaSegmentId === picked) ? picked : (segments[0]?.gkMediaSegmentId ?? '');
  const canList = useCan('fraud.watchlists.list');
  const lists = useWatchlists('', canList.allowed);
  const listed = lists.data?.pages ?? [];
  const watchlists = listed.flatMap((p) => p.items);
  // A list to pick from once the server has offered one; typing the ID otherwise.
  const picking = listed[0]?.browseAvailable === true;
  const m = useMutation({
    mutationFn: (req: RequestOf<'fraud.addCallerToWatchlist'>) => api.call('fraud.addCallerToWatchlist', req),
    onSettled: () => qc.invalidateQueries({ queryKey: ['fraud'] }),
  });

  return (
    <section className="eng-card" aria-label="Add caller to a watchlist" data-testid="eng-add-fraudster">
      <h3>Add caller to a watchlist as fraudster</h3>
      <form
        noValidate
        className="eng-add-fraudster-form"
        onSubmit={(ev) => {
          ev.preventDefault();
          m.mutate({
            gkEngagementId: e.gkEngagementId,
            fraudsterId,
            watchlistId,
            ...(segment ? { gkMediaSegmentId: segment } : {}),
          });
        }}
      >
        <Field label="Fraudster external ID" path="fraudsterId" error={m.error} hint="An existing fraudster is picked.">
          <input value={fraudsterId} onChange={(x) => setFraudsterId(x.target.value)} data-testid="add-fraudster-id" />
        </Field>
        {picking ? (
          <Field
            label="Watchlist"
            path="watchlistId"
            error={m.error}
            hint={
              watchlists.length === 0 ? 'This scope has no watchlists: create one on the Fraudsters screen.' : undefined
            }
          >
            <select
              value={watchlistId}
              onChange={(x) => setWatchlistId(x.target.value)}
              data-testid="add-fraudster-watchlist-pick"
            >
              <option value="">Choose a watchlist…</option>
              {watchlists.map((w) => (
                <option key={w.gkWatchlistId} value={w.watchlistId}>
                  {w.watchlistId} ({w.memberCount} fraudster{w.memberCount === 1 ? '' : 's'})
                </option>
              ))}
            </select>
          </Field>
        ) : (
          <Field
            label="Watchlist external ID"
            path="watchlistId"
            error={m.error}
            hint={listed[0]?.browseAvailable === false ? WATCHLISTS_NOT_OFFERED : undefined}
          >
            <input
              value={watchlistId}
              onChange={(x) => setWatchlistId(x.target.value)}
              data-testid="add-fraudster-watchlist"
            />
          </Field>
        )}
        {picking && lists.hasNextPage && (
          <button
            type="button"
            onClick={() => void lists.fetchNextPage()}
            disabled={lists.isFetchingNextPage}
            data-testid="add-fraudster-watchlist-more"
          >
            More watchlists
          </button>
        )}
        {segments.length > 0 && (
          <Field label="Caller’s media segment" path="gkMediaSegmentId" error={m.error}>
            <select value={segment} onChange={(x) => setSegment(x.target.value)} data-testid="add-fraudster-segment">
              {segments.map((s) => (
                <option key={s.gkMediaSegmentId} value={s.gkMediaSegmentId}>
                  {s.gkMediaSegmentId.slice(0, 8)}…{s.gkSessionId ? ` (session ${s.gkSessionId.slice(0, 8)}…)` : ''}
                </option>
              ))}
            </select>
          </Field>
        )}
        <ActionButton
          can={can}
          type="submit"
          disabled={m.isPending || !fraudsterId.trim() || !watchlistId.trim()}
          testId="add-fraudster-submit"
        >
          Add caller to watchlist
        </ActionButton>
      </form>
      {m.isError && <ErrorPanel error={m.error} compact testId="add-fraudster-error" />}
      {m.data && (
        <div data-testid="add-fraudster-result" data-member={m.data.member}>
          <p>
            {m.data.fraudsterCreated ? 'Created' : 'Picked'} fraudster{' '}
            <a href={hrefOf('fraudsters', fraudsterId.trim())}>{fraudsterId.trim()}</a>;{' '}
            {m.data.member ? 'the server confirms they are on' : 'the server does not list them on'} watchlist{' '}
            <a href={hrefOf('fraudsters', '@watchlists', watchlistId.trim())}>{watchlistId.trim()}</a>.
          </p>
          {m.data.enrollment && (
            <p
              data-testid="add-fraudster-enrollment"
              data-enrolled={m.data.enrollment.segmentEnrolled}
              data-status={m.data.enrollment.status}
            >
              {m.data.enrollment.segmentEnrolled
                ? `Enrolled the caller’s audio${m.data.enrollment.channel ? ` (channel ${m.data.enrollment.channel})` : ''} into `
                : 'The server does not list the media segment in '}
              {m.data.enrollment.profileCreated ? 'a new voiceprint profile' : 'voiceprint profile'}{' '}
              <a href={hrefOf('voiceprints', m.data.enrollment.gkVoiceprintProfileId)}>
                {m.data.enrollment.gkVoiceprintProfileId.slice(0, 8)}…
              </a>
              : {m.data.enrollment.segmentCount} enrollment segment{m.data.enrollment.segmentCount === 1 ? '' : 's'},{' '}
              {statusLabel(m.data.enrollment.status).toLowerCase()}.
            </p>
          )}
          {m.data.note && (
            <p className="muted" data-testid="add-fraudster-note">
              {m.data.note}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
