// How client secrets are kept on this machine. Without OS secure storage they last for this
// session only, unless the user opts into a passphrase-protected file.
import { useState } from 'react';
import { Badge, ErrorPanel, Field, LoadingState } from '../../components/index.js';
import { useSecretsStatus, useUsePassphrase } from './queries.js';

const TONE = { os: 'ok', passphrase: 'ok', locked: 'warn', session: 'warn' } as const;
const LABEL = {
  os: 'OS secure storage',
  passphrase: 'passphrase file',
  locked: 'locked',
  session: 'this session only',
};

export function SecretsPanel() {
  const status = useSecretsStatus();
  const use = useUsePassphrase();
  const [pass, setPass] = useState('');
  const [again, setAgain] = useState('');
  const s = status.data;
  const unlocking = s?.mode === 'locked';
  const mismatch = !unlocking && again.length > 0 && pass !== again;
  const tooShort = pass.length > 0 && pass.length < 8;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (tooShort || mismatch || !pass) return;
    use.mutate(pass, { onSuccess: () => (setPass(''), setAgain('')) });
  };

  return (
    <section className="panel" data-testid="secrets-panel">
      <div className="panel-title">
        <h3>Client secrets</h3>
        {s && (
          <Badge tone={TONE[s.mode]} testId="secrets-mode">
            {LABEL[s.mode]}
          </Badge>
        )}
      </div>
      {status.isPending && <LoadingState />}
      {status.error != null && <ErrorPanel error={status.error} onRetry={() => void status.refetch()} />}
      {s && (
        <p className="secrets-sentence" data-testid="secrets-sentence">
          {s.sentence}
        </p>
      )}
      {s && (s.mode === 'session' || s.mode === 'locked') && (
        <form className="passphrase-form" onSubmit={submit} data-testid="passphrase-form">
          <Field
            label={unlocking ? 'Passphrase' : 'Keep secrets in a file protected by a passphrase'}
            violation={tooShort ? 'use at least 8 characters' : undefined}
            error={use.error}
            path="passphrase"
            testId="f-passphrase"
          >
            <input
              type="password"
              value={pass}
              onChange={(e) => setPass(e.target.value)}
              autoComplete="new-password"
              data-testid="input-passphrase"
            />
          </Field>
          {!unlocking && (
            <Field
              label="Repeat passphrase"
              violation={mismatch ? 'the passphrases differ' : undefined}
              testId="f-passphrase2"
            >
              <input
                type="password"
                value={again}
                onChange={(e) => setAgain(e.target.value)}
                autoComplete="new-password"
                data-testid="input-passphrase2"
              />
            </Field>
          )}
          <button
            type="submit"
            className="primary"
            disabled={!pass || tooShort || mismatch || (!unlocking && !again) || use.isPending}
            data-testid="passphrase-submit"
          >
            {unlocking ? 'Unlock' : 'Use a passphrase file'}
          </button>
          {use.error != null && <ErrorPanel error={use.error} compact testId="passphrase-error" />}
        </form>
      )}
    </section>
  );
}
