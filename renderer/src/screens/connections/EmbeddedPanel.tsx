// The built-in Embedded profile: its server's state and which demo client (role) it signs in as.
import { Badge, ErrorPanel, Field } from '../../components/index.js';
import { useEmbeddedState } from '../../app/connectivity.js';
import { ROLE_HELP, DEMO_ROLES, type DemoRole } from '../../app/demo-role.js';
import { useSetDemoRole } from './queries.js';

export function EmbeddedPanel() {
  const state = useEmbeddedState();
  const setRole = useSetDemoRole();
  const s = state.data;
  return (
    <section className="panel" data-testid="embedded-panel">
      <div className="panel-title">
        <h3>Embedded server</h3>
        {s && (
          <Badge
            tone={s.state === 'running' ? 'ok' : s.state === 'failed' ? 'danger' : 'warn'}
            testId="embedded-panel-state"
          >
            {s.state}
          </Badge>
        )}
      </div>
      {state.error != null && <ErrorPanel error={state.error} compact onRetry={() => void state.refetch()} />}
      {s && (
        <dl className="facts">
          <dt>gRPC</dt>
          <dd>
            <code>{s.grpcAddress ?? '—'}</code>
          </dd>
          <dt>Token URL</dt>
          <dd>
            <code>{s.tokenUrl ?? '—'}</code>
          </dd>
          <dt>Restarts</dt>
          <dd>{s.restarts}</dd>
          {s.lastError && (
            <>
              <dt>Last error</dt>
              <dd>{s.lastError}</dd>
            </>
          )}
        </dl>
      )}
      {s && (
        <div className="role-picker">
          <Field
            label="Demo role"
            hint={ROLE_HELP[s.role as DemoRole] ?? ''}
            error={setRole.error}
            path="role"
            testId="f-demo-role"
          >
            <select
              value={s.role}
              disabled={setRole.isPending}
              onChange={(e) => setRole.mutate(e.target.value as DemoRole)}
              data-testid="demo-role"
            >
              {DEMO_ROLES.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </Field>
          {setRole.error != null && <ErrorPanel error={setRole.error} compact testId="demo-role-error" />}
        </div>
      )}
    </section>
  );
}
