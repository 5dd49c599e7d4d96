// The semantic models deployed for the connection's app (issue 19), read-only: what the
// interpretation runtime can be asked to use, by URN, with the intents it knows. Models are
// deployed from the command line; the empty state says how.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useApi } from '../../api/context.js';
import { useCan } from '../../app/can.js';
import { CopyId, DateTime, EmptyState, ErrorPanel, LoadingState } from '../../components/index.js';
import './models.css';

export const MODELS_NOT_OFFERED =
  'This server does not offer Vigil’s Browse extension, so its semantic models cannot be listed here.';
export const DEPLOY_HINT =
  'npm run serve -- models deploy FILE --urn "urn:nuance-mix:tag:model/<tag>/mix.nlu?=language=eng-USA"';

export default function ModelsScreen(_props: { params: string[] }) {
  const can = useCan('models.list');
  const api = useApi();
  const q = useInfiniteQuery({
    queryKey: ['models', 'list'],
    queryFn: ({ pageParam, signal }) =>
      api.call('models.list', { pageSize: 100, ...(pageParam ? { pageToken: pageParam } : {}) }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextPageToken || undefined,
    enabled: can.allowed,
    retry: false,
  });
  const pages = q.data?.pages ?? [];
  const models = pages.flatMap((p) => p.models);
  const offered = pages[0]?.browseAvailable !== false;
  return (
    <section className="screen models-screen" data-testid="screen-models">
      <div className="screen-head">
        <h2>Semantic models {offered && pages[0] && <span data-testid="models-total">({pages[0].totalSize})</span>}</h2>
      </div>
      {!can.allowed ? (
        <p className="muted" data-testid="models-denied">
          {can.reason}
        </p>
      ) : q.isError ? (
        <ErrorPanel error={q.error} onRetry={() => void q.refetch()} testId="models-error" />
      ) : q.isPending ? (
        <LoadingState label="Loading models…" />
      ) : !offered ? (
        <p className="muted" data-testid="models-unavailable">
          {MODELS_NOT_OFFERED}
        </p>
      ) : models.length === 0 ? (
        <EmptyState title="No semantic models are deployed for this app" testId="models-empty">
          Deploy one from a training file with <code>{DEPLOY_HINT}</code>; it is listed here at once.
        </EmptyState>
      ) : (
        <ul className="models-list" aria-label="Semantic models">
          {models.map((m) => (
            <li key={m.urn} className="models-item" data-testid="model-item" data-urn={m.urn}>
              <div className="models-urn">
                <CopyId id={m.urn} label="URN" testId="model-urn" />
              </div>
              <dl className="models-facts">
                <dt>Language</dt>
                <dd>{m.language}</dd>
                <dt>Sentences</dt>
                <dd data-testid="model-sentences">{m.sentenceCount.toLocaleString()}</dd>
                <dt>Version</dt>
                <dd>{m.version}</dd>
                <dt>Deployed</dt>
                <dd>
                  <DateTime value={m.deployedAt} />
                </dd>
              </dl>
              <p className="models-intents-label">{m.intents.length} intents</p>
              <ul className="models-intents" aria-label={`Intents of ${m.contextTag}`}>
                {m.intents.map((i) => (
                  <li key={i}>{i}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {q.hasNextPage && (
        <button type="button" onClick={() => void q.fetchNextPage()} disabled={q.isFetchingNextPage}>
          More models
        </button>
      )}
    </section>
  );
}
