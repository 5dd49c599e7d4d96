import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, fakeTransport, type Handlers } from '../../../test/fake-transport.testkit';
import { embeddedProfile, embeddedState, shellHandlers, testResult } from '../../../test/fixtures.testkit';
import { renderWithApi } from '../../../test/render.testkit';
import type { ConnectionProfile } from '../../../../shared/domain/connections';
import ConnectionsScreen from './ConnectionsScreen';

afterEach(cleanup);
beforeEach(() => {
  window.location.hash = '#/connections';
});

const prod: ConnectionProfile = {
  id: 'p-prod',
  name: 'Production',
  endpoint: 'gk.example.com:443',
  tls: true,
  tokenUrl: 'https://auth.example.com/oauth2/token',
  clientId: 'console-prod',
  scopes: ['biosec.sessions'],
  defaultScopeId: 'bank-1',
  builtIn: false,
  hasSecret: true,
};

function handlers(over: Handlers = {}): Handlers {
  return {
    ...shellHandlers(),
    'connections.list': () => ({ profiles: [embeddedProfile, prod], currentId: 'embedded' }),
    'secrets.status': () => ({
      mode: 'os',
      persistent: true,
      sentence: 'Client secrets are encrypted with the OS keychain.',
    }),
    ...over,
  };
}

const show = (params: string[] = [], h: Handlers = handlers()) => {
  const t = fakeTransport(h);
  renderWithApi(<ConnectionsScreen params={params} />, t);
  return t;
};

describe('ConnectionsScreen', () => {
  it('shows loading, then the profiles with Embedded in use', async () => {
    show();
    expect(screen.getAllByTestId('loading').length).toBeGreaterThan(0);
    expect(await screen.findByTestId('conn-embedded-current')).toBeTruthy();
    expect(screen.getByTestId('conn-p-prod').textContent).toContain('gk.example.com:443');
    expect(screen.getByTestId('detail-name').textContent).toBe('Embedded');
    expect((screen.getByTestId('detail-edit') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('detail-delete').getAttribute('title')).toContain('cannot be changed or deleted');
  });

  it('shows the error with a retry when profiles cannot be loaded', async () => {
    let n = 0;
    show(
      [],
      handlers({
        'connections.list': () => {
          if (n++ === 0) throw fail('INTERNAL', 'profiles.json is unreadable');
          return { profiles: [embeddedProfile], currentId: 'embedded' };
        },
      }),
    );
    expect((await screen.findByTestId('error-message')).textContent).toBe('profiles.json is unreadable');
    await userEvent.click(screen.getByTestId('error-retry'));
    expect(await screen.findByTestId('detail-name')).toBeTruthy();
  });

  it('tests a connection and shows identity, scopes, round trip and expiry', async () => {
    const t = show(['embedded'], handlers({ 'connections.test': () => testResult('support', { roundTripMs: 7.5 }) }));
    await userEvent.click(await screen.findByTestId('detail-test'));
    const result = await screen.findByTestId('test-result');
    expect(within(result).getByTestId('test-role').textContent).toBe('support');
    expect(within(result).getByTestId('test-client').textContent).toBe('demo-support');
    expect(within(result).getByTestId('test-rtt').textContent).toBe('7.5 ms');
    expect(within(result).getByTestId('test-gk-scopes').textContent).toBe('demo');
    expect(within(result).getByTestId('test-oauth-scopes').textContent).toBe('biosec.sessions');
    expect(within(result).getByTestId('test-expiry').getAttribute('datetime')).toBe('2030-01-01T12:00:00.000Z');
    expect(t.calls.filter((c) => c.channel === 'connections.test').at(-1)?.request).toEqual({ id: 'embedded' });
  });

  it('says in a sentence why a test failed', async () => {
    show(
      ['p-prod'],
      handlers({
        'connections.test': (r) => {
          if (r.id === 'p-prod') throw fail('UNAUTHENTICATED', 'The token service refused the client ID or secret.');
          return testResult();
        },
      }),
    );
    await userEvent.click(await screen.findByTestId('detail-test'));
    expect((await screen.findByTestId('test-error-code')).textContent).toBe('UNAUTHENTICATED');
    expect(screen.getByTestId('test-error-message').textContent).toBe(
      'The token service refused the client ID or secret.',
    );
  });

  it('shows violations at the fields before sending, and those main reports after', async () => {
    const t = show(
      ['new'],
      handlers({
        'connections.save': () => {
          throw fail('INVALID_ARGUMENT', 'The profile is not valid.', {
            fieldViolations: [{ field: 'profile.tokenUrl', message: 'the token service did not answer at this URL' }],
          });
        },
      }),
    );
    await screen.findByTestId('profile-form');
    await userEvent.click(screen.getByTestId('form-save'));
    expect(screen.getByTestId('f-name-error').textContent).toBe('give the connection a name');
    expect(screen.getByTestId('f-endpoint-error').textContent).toContain('host:port');
    expect(screen.getByTestId('f-clientId-error').textContent).toBe('the client ID is required');
    expect(t.calls.some((c) => c.channel === 'connections.save')).toBe(false);

    await userEvent.type(screen.getByTestId('input-name'), 'Staging');
    await userEvent.type(screen.getByTestId('input-endpoint'), 'gk.staging:8443');
    await userEvent.type(screen.getByTestId('input-tokenUrl'), 'https://auth.staging/token');
    await userEvent.type(screen.getByTestId('input-clientId'), 'console');
    await userEvent.type(screen.getByTestId('input-secret'), 's3cret');
    await userEvent.type(screen.getByTestId('input-scopes'), 'a b');
    await userEvent.click(screen.getByTestId('form-save'));
    expect((await screen.findByTestId('f-tokenUrl-error')).textContent).toBe(
      'the token service did not answer at this URL',
    );
    expect(screen.queryByTestId('f-name-error')).toBeNull();
    expect(screen.getByTestId('save-error-code').textContent).toBe('INVALID_ARGUMENT');
    expect(t.calls.find((c) => c.channel === 'connections.save')?.request).toEqual({
      profile: {
        name: 'Staging',
        endpoint: 'gk.staging:8443',
        tls: true,
        tokenUrl: 'https://auth.staging/token',
        clientId: 'console',
        scopes: ['a', 'b'],
      },
      secret: 's3cret',
    });
  });

  it('edits a profile keeping the stored secret when the field is left empty', async () => {
    const t = show(
      ['p-prod'],
      handlers({
        'connections.save': ({ profile }) => ({ ...prod, ...profile, id: 'p-prod', builtIn: false, hasSecret: true }),
      }),
    );
    await userEvent.click(await screen.findByTestId('detail-edit'));
    const secret = screen.getByTestId('input-secret') as HTMLInputElement;
    expect(secret.placeholder).toBe('stored');
    expect(secret.value).toBe('');
    const name = screen.getByTestId('input-name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Prod EU');
    await userEvent.click(screen.getByTestId('form-save'));
    await screen.findByTestId('profile-detail');
    const req = t.calls.find((c) => c.channel === 'connections.save')?.request as {
      profile: { id: string; name: string };
      secret?: string;
    };
    expect(req.profile).toMatchObject({ id: 'p-prod', name: 'Prod EU' });
    expect('secret' in req).toBe(false);
    // The list is read again after the save.
    expect(t.calls.filter((c) => c.channel === 'connections.list').length).toBeGreaterThan(1);
  });

  it('asks for the secret again when the token URL host changes, before sending', async () => {
    const t = show(
      ['p-prod'],
      handlers({
        'connections.save': ({ profile }) => ({ ...prod, ...profile, id: 'p-prod', builtIn: false, hasSecret: true }),
      }),
    );
    await userEvent.click(await screen.findByTestId('detail-edit'));
    const url = screen.getByTestId('input-tokenUrl');
    await userEvent.clear(url);
    await userEvent.type(url, 'https://auth.elsewhere.test/oauth2/token');
    expect(screen.getByTestId('f-secret').textContent).toContain('The host changed: enter the secret again');
    await userEvent.click(screen.getByTestId('form-save'));
    expect(screen.getByTestId('f-secret-error').textContent).toMatch(/^enter the client secret again/);
    expect(t.calls.some((c) => c.channel === 'connections.save')).toBe(false);
    await userEvent.type(screen.getByTestId('input-secret'), 'new-s3cret');
    await userEvent.click(screen.getByTestId('form-save'));
    await screen.findByTestId('profile-detail');
    expect(t.calls.find((c) => c.channel === 'connections.save')?.request).toMatchObject({
      profile: { tokenUrl: 'https://auth.elsewhere.test/oauth2/token' },
      secret: 'new-s3cret',
    });
  });

  it('shows at the secret field when main refuses to keep the stored secret', async () => {
    show(
      ['p-prod'],
      handlers({
        'connections.save': () => {
          throw fail('INVALID_ARGUMENT', 'The endpoint host changed, so the stored client secret is not sent there.', {
            fieldViolations: [
              { field: 'secret', message: 'enter the client secret again: the stored one was given for x' },
            ],
          });
        },
      }),
    );
    await userEvent.click(await screen.findByTestId('detail-edit'));
    await userEvent.click(screen.getByTestId('form-save'));
    expect((await screen.findByTestId('f-secret-error')).textContent).toBe(
      'enter the client secret again: the stored one was given for x',
    );
  });

  it('refuses http:// and plaintext to another computer unless marked insecure, for lab use', async () => {
    const t = show(
      ['new'],
      handlers({
        'connections.save': ({ profile }) => ({ ...prod, ...profile, id: 'p-lab', builtIn: false, hasSecret: true }),
      }),
    );
    await screen.findByTestId('profile-form');
    await userEvent.type(screen.getByTestId('input-name'), 'Lab');
    await userEvent.type(screen.getByTestId('input-endpoint'), 'gk.lab.test:50051');
    await userEvent.type(screen.getByTestId('input-tokenUrl'), 'http://auth.lab.test/token');
    await userEvent.type(screen.getByTestId('input-clientId'), 'console');
    await userEvent.click(screen.getByTestId('input-tls'));
    await userEvent.click(screen.getByTestId('form-save'));
    expect(screen.getByTestId('f-tokenUrl-error').textContent).toContain('use https://');
    expect(screen.getByTestId('f-tls-error').textContent).toContain('turn TLS on');
    expect(t.calls.some((c) => c.channel === 'connections.save')).toBe(false);
    await userEvent.click(screen.getByTestId('input-insecure'));
    await userEvent.click(screen.getByTestId('form-save'));
    await waitFor(() =>
      expect(t.calls.find((c) => c.channel === 'connections.save')?.request).toMatchObject({
        profile: { tls: false, tokenUrl: 'http://auth.lab.test/token', insecure: true },
      }),
    );
  });

  it('marks an insecure profile in red in the list and on the profile', async () => {
    const lab = { ...prod, id: 'p-lab', name: 'Lab', tls: false, insecure: true };
    show(
      ['p-lab'],
      handlers({ 'connections.list': () => ({ profiles: [embeddedProfile, prod, lab], currentId: 'p-lab' }) }),
    );
    expect((await screen.findByTestId('conn-p-lab-insecure')).getAttribute('data-tone')).toBe('danger');
    expect(screen.queryByTestId('conn-p-prod-insecure')).toBeNull();
    expect(screen.getByTestId('detail-insecure').getAttribute('data-tone')).toBe('danger');
    expect(screen.getByTestId('detail-insecure-note').textContent).toContain('lab network');
  });

  it('deletes only after the profile name is typed', async () => {
    const t = show(['p-prod'], handlers({ 'connections.remove': () => ({ removed: true, currentId: 'embedded' }) }));
    await userEvent.click(await screen.findByTestId('detail-delete'));
    const dialog = screen.getByTestId('delete-confirm');
    expect(dialog.textContent).toContain('its stored client secret will be removed from this computer');
    const ok = screen.getByTestId('delete-confirm-ok') as HTMLButtonElement;
    expect(ok.disabled).toBe(true);
    await userEvent.type(screen.getByTestId('delete-confirm-input'), 'Production');
    await userEvent.click(ok);
    await waitFor(() => expect(screen.queryByTestId('delete-confirm')).toBeNull());
    expect(t.calls.find((c) => c.channel === 'connections.remove')?.request).toEqual({ id: 'p-prod' });
  });

  it('imports a file and shows what is missing, then prefills the form', async () => {
    const t = show(
      [],
      handlers({
        'connections.import': () => ({
          draft: { endpoint: 'gk.example.com:443', clientId: 'from-file' },
          missing: ['client_secret', 'token_url'],
          warnings: ['unknown key "region" ignored'],
          message: 'The file lacks the client secret and the token URL.',
        }),
      }),
    );
    await userEvent.click(await screen.findByTestId('conn-import'));
    const file = new File(['{"client_id":"from-file"}'], 'creds.json', { type: 'application/json' });
    await userEvent.upload(screen.getByTestId('import-file'), file);
    expect((await screen.findByTestId('import-message')).textContent).toContain('lacks the client secret');
    expect(screen.getByTestId('import-missing').textContent).toBe('Missing: client_secrettoken_url');
    expect(screen.getByTestId('import-warnings').textContent).toBe('unknown key "region" ignored');
    expect(t.calls.find((c) => c.channel === 'connections.import')?.request).toEqual({
      text: '{"client_id":"from-file"}',
    });
    await userEvent.click(screen.getByTestId('import-complete'));
    expect((screen.getByTestId('input-clientId') as HTMLInputElement).value).toBe('from-file');
    expect((screen.getByTestId('input-endpoint') as HTMLInputElement).value).toBe('gk.example.com:443');
  });

  it('says when secrets last for the session only and offers the passphrase file', async () => {
    const t = show(
      [],
      handlers({
        'secrets.status': () => ({
          mode: 'session',
          persistent: false,
          sentence: 'This system offers no secure storage: secrets are kept for this session only.',
        }),
        'secrets.usePassphrase': () => ({
          mode: 'passphrase',
          persistent: true,
          sentence: 'Client secrets are kept in a file protected by your passphrase.',
        }),
      }),
    );
    expect((await screen.findByTestId('secrets-sentence')).textContent).toContain('for this session only');
    expect(screen.getByTestId('secrets-mode').textContent).toBe('this session only');
    await userEvent.type(screen.getByTestId('input-passphrase'), 'short');
    expect(screen.getByTestId('f-passphrase-error').textContent).toBe('use at least 8 characters');
    await userEvent.type(screen.getByTestId('input-passphrase'), '-but-longer');
    await userEvent.type(screen.getByTestId('input-passphrase2'), 'short-but-longer');
    await userEvent.click(screen.getByTestId('passphrase-submit'));
    await waitFor(() => expect(screen.getByTestId('secrets-mode').textContent).toBe('passphrase file'));
    expect(t.calls.find((c) => c.channel === 'secrets.usePassphrase')?.request).toEqual({
      passphrase: 'short-but-longer',
    });
    expect(screen.queryByTestId('passphrase-form')).toBeNull();
  });

  it('switches the demo role of the Embedded profile', async () => {
    let role = 'admin';
    const t = show(
      ['embedded'],
      handlers({
        'embedded.status': () => embeddedState('running', role),
        'embedded.setRole': (r) => ((role = r.role), embeddedState('running', role)),
      }),
    );
    const select = await screen.findByTestId('demo-role');
    fireEvent.change(select, { target: { value: 'support' } });
    await waitFor(() => expect((screen.getByTestId('demo-role') as HTMLSelectElement).value).toBe('support'));
    expect(t.calls.find((c) => c.channel === 'embedded.setRole')?.request).toEqual({ role: 'support' });
    expect(screen.getByTestId('embedded-panel-state').textContent).toBe('running');
  });
});
