// The lists of the People screen that come from Vigil's Browse extension: a person's consent
// history and groups (on their page), and the scope's groups (the Groups tab). A server without
// Browse says so instead of listing; a role the policy leaves out sees why, without a call.
import type { ConsentEvent, Group } from '../../../../shared/ipc/channels/people';
import { useCan } from '../../app/can.js';
import { Badge, DateTime, EmptyState, ErrorPanel, LoadingState, type BadgeTone } from '../../components/index.js';
import { useConsentHistory, useGroups } from './people.queries.js';

const STATUS: Record<ConsentEvent['status'], { label: string; tone: BadgeTone }> = {
  'opted-in': { label: 'Opted in', tone: 'ok' },
  'opted-out': { label: 'Opted out', tone: 'danger' },
  unknown: { label: 'Unknown', tone: 'muted' },
};

const NOT_OFFERED = 'This server does not offer Vigil’s Browse extension, so this list is not available.';

export function ConsentHistory({ gkPersonId }: { gkPersonId: string }) {
  const can = useCan('people.consentHistory');
  const q = useConsentHistory(gkPersonId, can.allowed);
  const pages = q.data?.pages ?? [];
  const events = pages.flatMap((p) => p.items);
  return (
    <div className="people-history" data-testid="person-consent-history">
      <h5>History</h5>
      {!can.allowed ? (
        <p className="muted" data-testid="person-consent-history-denied">
          {can.reason}
        </p>
      ) : q.isPending ? (
        <LoadingState label="Reading the consent history…" />
      ) : q.isError ? (
        <ErrorPanel error={q.error} compact onRetry={() => void q.refetch()} testId="person-consent-history-error" />
      ) : pages[0]?.browseAvailable === false ? (
        <p className="muted" data-testid="person-consent-history-unavailable">
          {NOT_OFFERED}
        </p>
      ) : events.length === 0 ? (
        <p className="muted" data-testid="person-consent-history-empty">
          No consent change has been recorded.
        </p>
      ) : (
        <ol className="people-history-list" data-testid="person-consent-events">
          {events.map((e, i) => (
            <li key={`${e.timestamp ?? ''}-${i}`} data-testid="person-consent-event">
              <Badge tone={STATUS[e.status].tone}>{STATUS[e.status].label}</Badge> <DateTime value={e.timestamp} />
              {e.agentId && (
                <>
                  {' '}
                  by <code>{e.agentId}</code>
                </>
              )}
              {e.reason && <> — {e.reason}</>}
              {e.printsDeleted > 0 && <span className="muted"> ({e.printsDeleted} print(s) deleted)</span>}
            </li>
          ))}
        </ol>
      )}
      {q.hasNextPage && (
        <button
          type="button"
          onClick={() => void q.fetchNextPage()}
          disabled={q.isFetchingNextPage}
          data-testid="person-consent-history-more"
        >
          Older changes
        </button>
      )}
    </div>
  );
}

/** The person's groups (Browse ListGroups filtered by member). */
export function PersonGroups({ gkPersonId }: { gkPersonId: string }) {
  const can = useCan('people.groups');
  const q = useGroups(gkPersonId, can.allowed);
  const pages = q.data?.pages ?? [];
  const groups = pages.flatMap((p) => p.items);
  if (!can.allowed)
    return (
      <p className="muted" data-testid="person-groups-denied">
        {can.reason}
      </p>
    );
  if (q.isPending) return <LoadingState label="Reading the person’s groups…" />;
  if (q.isError) return <ErrorPanel error={q.error} compact testId="person-groups-error" />;
  if (pages[0]?.browseAvailable === false)
    return (
      <p className="muted" data-testid="person-groups-unavailable">
        {NOT_OFFERED} Check one group by its external ID below.
      </p>
    );
  if (groups.length === 0)
    return (
      <p className="muted" data-testid="person-groups-none">
        Not a member of any group.
      </p>
    );
  return (
    <>
      <ul data-testid="person-groups">
        {groups.map((g) => (
          <li key={g.gkGroupId}>
            <code>{g.groupId}</code> <span className="muted">({g.memberCount} members)</span>
          </li>
        ))}
      </ul>
      {q.hasNextPage && (
        <button type="button" onClick={() => void q.fetchNextPage()} data-testid="person-groups-more">
          More groups
        </button>
      )}
    </>
  );
}

/** The scope's groups with their member counts (the Groups tab). */
export function GroupList() {
  const can = useCan('people.groups');
  const q = useGroups(undefined, can.allowed);
  const pages = q.data?.pages ?? [];
  const groups: Group[] = pages.flatMap((p) => p.items);
  if (!can.allowed)
    return (
      <EmptyState title="Groups" testId="groups-denied">
        {can.reason}
      </EmptyState>
    );
  if (q.isPending) return <LoadingState label="Reading the groups…" />;
  if (q.isError) return <ErrorPanel error={q.error} onRetry={() => void q.refetch()} testId="groups-error" />;
  if (pages[0]?.browseAvailable === false)
    return (
      <EmptyState title="Groups not available" testId="groups-unavailable">
        {NOT_OFFERED}
      </EmptyState>
    );
  if (groups.length === 0)
    return (
      <EmptyState title="No groups" testId="groups-empty">
        This scope has no groups of persons yet.
      </EmptyState>
    );
  return (
    <section aria-label="Groups" data-testid="groups">
      <p className="muted" data-testid="groups-total">
        {pages[0]?.totalSize ?? groups.length} group(s), newest first.
      </p>
      <table className="people-groups">
        <thead>
          <tr>
            <th scope="col">Group</th>
            <th scope="col">Members</th>
            <th scope="col">Created</th>
          </tr>
        </thead>
        <tbody>
          {groups.map((g) => (
            <tr key={g.gkGroupId} data-testid="groups-row">
              <td>
                <code>{g.groupId}</code>
              </td>
              <td>{g.memberCount}</td>
              <td>
                <DateTime value={g.createdAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {q.hasNextPage && (
        <button
          type="button"
          onClick={() => void q.fetchNextPage()}
          disabled={q.isFetchingNextPage}
          data-testid="groups-more"
        >
          More groups
        </button>
      )}
    </section>
  );
}
