import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { fail, fakeTransport } from '../test/fake-transport.testkit';
import { embeddedProfile, embeddedState, shellHandlers } from '../test/fixtures.testkit';
import { renderWithApi } from '../test/render.testkit';

afterEach(cleanup);
beforeEach(() => {
  window.location.hash = '#/connections';
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

describe('App header', () => {
  it('shows the version, host, connection, role and scope', async () => {
    const t = fakeTransport({
      ...shellHandlers('support'),
      'app.info': () => ({ name: 'Vigil', version: '9.8.7', host: 'electron' }),
    });
    renderWithApi(<App />, t);
    expect(screen.getByTestId('host-info').textContent).toBe('Connecting…');
    expect(await screen.findByText('Vigil 9.8.7 · desktop')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('header-role').textContent).toBe('support'));
    expect(screen.getByTestId('header-scope').textContent).toBe('demo');
    expect(screen.getByTestId('header-profile').textContent).toBe('Embedded');
    expect(screen.getByTestId('embedded-state').textContent).toBe('embedded: running');
  });

  it('says plainly when main refuses', async () => {
    const t = fakeTransport({
      ...shellHandlers(),
      'app.info': () => {
        throw fail('HOST_REFUSED', 'wrong launch secret');
      },
    });
    renderWithApi(<App />, t);
    expect(await screen.findByText('Cannot reach main: wrong launch secret')).toBeTruthy();
  });
});

describe('reconnecting banner', () => {
  it('appears while the embedded server restarts and goes when it is running again', async () => {
    const t = fakeTransport(shellHandlers());
    renderWithApi(<App />, t);
    await waitFor(() => expect(screen.getByTestId('embedded-state').textContent).toBe('embedded: running'));
    expect(screen.queryByTestId('reconnecting')).toBeNull();
    act(() => t.emit('embedded.state', { ...embeddedState('restarting'), lastError: 'the server exited with 1' }));
    const banner = await screen.findByTestId('reconnecting');
    expect(banner.textContent).toContain('Reconnecting to the server…');
    expect(banner.textContent).toContain('The embedded server is restarting: the server exited with 1.');
    act(() => t.emit('embedded.state', embeddedState('running')));
    await waitFor(() => expect(screen.queryByTestId('reconnecting')).toBeNull());
  });

  it('appears when calls fail with UNAVAILABLE and goes when a call succeeds', async () => {
    let down = true;
    const t = fakeTransport({
      ...shellHandlers(),
      'connections.test': () => {
        if (down) throw fail('UNAVAILABLE', 'connect ECONNREFUSED 127.0.0.1:50051');
        return shellHandlers()['connections.test']!({});
      },
    });
    renderWithApi(<App />, t);
    expect((await screen.findByTestId('reconnecting')).textContent).toContain('ECONNREFUSED');
    down = false;
    await userEvent.click(screen.getByTestId('reconnect-now'));
    await waitFor(() => expect(screen.getByTestId('header-role').textContent).toBe('admin'));
    expect(screen.queryByTestId('reconnecting')).toBeNull();
  });
});

describe('first launch', () => {
  it('says the embedded server is starting, with progress, instead of reconnecting, and goes when it runs', async () => {
    let up = false;
    const t = fakeTransport({
      ...shellHandlers(),
      'embedded.status': () => embeddedState(up ? 'running' : 'starting'),
      'connections.test': () => {
        if (!up) throw fail('UNAVAILABLE', 'connect ECONNREFUSED 127.0.0.1:50051');
        return shellHandlers()['connections.test']!({});
      },
    });
    renderWithApi(<App />, t);
    const banner = await screen.findByTestId('embedded-starting');
    expect(banner.textContent).toContain('Starting the embedded server…');
    expect(screen.getByRole('progressbar', { name: 'Starting the embedded server' })).toBeTruthy();
    // The failing call meanwhile is expected: no "Reconnecting" on top of it.
    await waitFor(() => expect(t.calls.some((c) => c.channel === 'connections.test')).toBe(true));
    expect(screen.queryByTestId('reconnecting')).toBeNull();
    // The banner floats over the screen rather than taking a row of the layout.
    expect(banner.parentElement?.className).toBe('app-body');
    up = true;
    act(() => t.emit('embedded.state', embeddedState('running')));
    await waitFor(() => expect(screen.queryByTestId('embedded-starting')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('header-role').textContent).toBe('admin'));
    expect(screen.queryByTestId('reconnecting')).toBeNull();
  });
});

describe('role badge', () => {
  it('switches the demo role from a menu of roles', async () => {
    let role = 'admin';
    const t = fakeTransport({
      ...shellHandlers(),
      'connections.test': () => shellHandlers(role)['connections.test']!({}),
      'embedded.status': () => embeddedState('running', role),
      'embedded.setRole': (r) => ((role = (r as { role: string }).role), embeddedState('running', role)),
    });
    renderWithApi(<App />, t);
    await waitFor(() => expect(screen.getByTestId('header-role').textContent).toBe('admin'));
    const button = screen.getByRole('button', { name: /^Role admin/ });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    await userEvent.click(button);
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((i) => [i.textContent?.split(' ')[0], i.getAttribute('aria-checked')])).toEqual([
      ['analyst', 'false'],
      ['support', 'false'],
      ['admin', 'true'],
      ['service', 'false'],
    ]);
    expect(document.activeElement).toBe(items[0]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByTestId('header-role').textContent).toBe('support'));
    expect(t.calls.filter((c) => c.channel === 'embedded.setRole').map((c) => c.request)).toEqual([
      { role: 'support' },
    ]);
    expect(document.activeElement).toBe(button);
  });
});

describe('command palette', () => {
  it('opens with Ctrl+K and goes to a voiceprint by UUID with the keyboard only', async () => {
    renderWithApi(<App />, fakeTransport(shellHandlers()));
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    // The palette's code loads on first use: allow for that on a busy machine.
    const input = await screen.findByTestId('palette-input', {}, { timeout: 5000 });
    expect(document.activeElement).toBe(input);
    const id = '3f2c1a9e-8b7d-4c6e-9f01-23456789abcd';
    await userEvent.type(input, id);
    expect(screen.getByTestId(`palette-item-engagements:${id}`).getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(window.location.hash).toBe(`#/voiceprints/${id}`);
    expect(screen.queryByTestId('palette')).toBeNull();
  });

  it("opens with '/' and offers configset and external engagement lookup for other text", async () => {
    renderWithApi(
      <App />,
      fakeTransport({
        ...shellHandlers(),
        'configsets.list': () => ({ configsets: [{ configsetId: 'fraud-cfg' }] }) as never,
      }),
    );
    fireEvent.keyDown(document.body, { key: '/' });
    const input = await screen.findByTestId('palette-input');
    await userEvent.type(input, 'fraud-cfg');
    expect(screen.queryByTestId('palette-item-voiceprints:fraud-cfg')).toBeNull();
    expect(await screen.findByTestId('palette-item-configsets:fraud-cfg')).toBeTruthy();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(window.location.hash).toBe('#/engagements/lookup/fraud-cfg');
  });

  it('closes on Escape without navigating', async () => {
    renderWithApi(<App />, fakeTransport(shellHandlers()));
    await userEvent.click(screen.getByTestId('open-palette'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('palette')).toBeNull();
    expect(window.location.hash).toBe('#/connections');
  });
});

describe('theme', () => {
  it('applies and remembers light, dark or system', async () => {
    renderWithApi(<App />, fakeTransport(shellHandlers()));
    const select = screen.getByTestId('theme-select');
    await userEvent.selectOptions(select, 'dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(localStorage.getItem('vigil.theme')).toBe('dark');
    await userEvent.selectOptions(select, 'system');
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    expect(localStorage.getItem('vigil.theme')).toBeNull();
  });
});

describe('when a screen throws', () => {
  afterEach(() => sessionStorage.clear());

  it('shows the boundary on that screen only: the others and the shell keep working, Reload renders it afresh', async () => {
    sessionStorage.setItem('vigil.test.throw', 'connections');
    const t = fakeTransport({
      ...shellHandlers(),
      'app.info': () => ({ name: 'Vigil', version: '1.2.3', host: 'browser', testHooks: true }),
    });
    renderWithApi(<App />, t);
    const boundary = await screen.findByTestId('screen-error');
    expect(boundary.textContent).toContain('The Connections screen stopped');
    expect(screen.getByTestId('screen-error-message').textContent).toContain(
      'Test-only failure of the connections screen',
    );
    // Another screen works.
    await userEvent.click(screen.getByTestId('nav-audit'));
    expect(await screen.findByTestId('screen-audit', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('screen-error')).toBeNull();
    // Back, and Reload once the fault is gone.
    await userEvent.click(screen.getByTestId('nav-connections'));
    await screen.findByTestId('screen-error');
    sessionStorage.clear();
    await userEvent.click(screen.getByTestId('screen-error-reload'));
    expect(await screen.findByTestId('screen-connections')).toBeTruthy();
  });

  it('never throws for tests unless main says its test hooks are on', async () => {
    sessionStorage.setItem('vigil.test.throw', 'connections');
    renderWithApi(<App />, fakeTransport(shellHandlers()));
    expect(await screen.findByTestId('screen-connections')).toBeTruthy();
    expect(screen.queryByTestId('screen-error')).toBeNull();
  });
});

describe('Help', () => {
  it('copies diagnostics from main, and shows the shortcuts on ?', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const t = fakeTransport({
      ...shellHandlers(),
      'app.diagnostics': () => ({ text: 'Vigil 1.2.3 diagnostics', logsDir: '/home/u/logs' }),
      'app.openLogsFolder': () => ({ opened: false, logsDir: '/home/u/logs' }),
    });
    renderWithApi(<App />, t);
    await userEvent.click(await screen.findByTestId('help-menu'));
    await userEvent.click(screen.getByText('Copy diagnostics'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('Vigil 1.2.3 diagnostics'));
    await userEvent.click(screen.getByTestId('help-menu'));
    await userEvent.click(screen.getByText('Open logs folder'));
    expect((await screen.findByTestId('toast-logs')).textContent).toContain('/home/u/logs');

    fireEvent.keyDown(document.body, { key: '?' });
    expect((await screen.findByTestId('shortcuts')).textContent).toContain('Open the command palette');
    await userEvent.click(screen.getByTestId('shortcuts-ok'));
    expect(screen.queryByTestId('shortcuts')).toBeNull();
  });
});

describe('the palette runs commands', () => {
  it('toggles the theme and switches the connection from the keyboard', async () => {
    const t = fakeTransport({
      ...shellHandlers(),
      'connections.list': () => ({
        profiles: [
          { ...embeddedProfile, id: 'embedded', name: 'Embedded' },
          { ...embeddedProfile, id: 'lab', name: 'Lab server' },
        ],
        currentId: 'embedded',
      }),
      'connections.select': () => ({ currentId: 'lab' }),
    });
    renderWithApi(<App />, t);
    await userEvent.click(await screen.findByTestId('open-palette'));
    await userEvent.type(await screen.findByTestId('palette-input'), 'toggle theme');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.documentElement.getAttribute('data-theme')).toBe('dark'));

    await userEvent.click(screen.getByTestId('open-palette'));
    await userEvent.type(await screen.findByTestId('palette-input'), 'switch connection lab');
    expect(await screen.findByText('Switch connection to Lab server')).toBeTruthy();
    expect(screen.queryByText('Switch connection to Embedded')).toBeNull();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(t.calls.find((c) => c.channel === 'connections.select')?.request).toEqual({ id: 'lab' }),
    );
  });
});
