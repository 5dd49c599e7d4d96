// The console shell: header (host, connection, role, scope, server state), the starting or
// reconnecting banner, navigation, the command palette and the theme choice, around the current screen.
import { Suspense, lazy, useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from './api/context.js';
import { ApiError } from './api/client.js';
import { useHelpShortcut, usePaletteShortcut } from './app/palette-shortcut.js';
import { ConnectionBanner } from './app/ConnectionBanner.js';
import { useConnectivity } from './app/connectivity.js';
import { HeaderIdentity } from './app/HeaderIdentity.js';
import { useIdentity } from './app/identity.js';
import { hrefOf, useRoute } from './app/route.js';
import { useTheme, type ThemeChoice } from './app/theme.js';
import { CommandKeyIcon, LoadingState, Menu, ScreenErrorBoundary, ToastHost } from './components/index.js';
import { useMainEvent } from './app/events.js';
import { useJobAttention } from './app/job-attention.js';
import { TestThrow } from './app/test-hooks.js';
import type { ShellCommandDeps } from './app/palette-commands.js';
import { DEFAULT_SCREEN, SCREENS } from './screens/registry.js';

// The palette's code loads when it is first opened, not with the first screen.
const CommandPalette = lazy(() => import('./app/CommandPalette.js').then((m) => ({ default: m.CommandPalette })));
// The Help actions load when first used.
const helpActions = () => import('./app/help-actions.js');
const AboutDialog = lazy(() => import('./app/HelpDialogs.js').then((m) => ({ default: m.AboutDialog })));
const ShortcutsDialog = lazy(() => import('./app/HelpDialogs.js').then((m) => ({ default: m.ShortcutsDialog })));

type HelpDialog = 'about' | 'shortcuts' | undefined;

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function App() {
  const api = useApi();
  const { path } = useRoute();
  const info = useQuery({
    queryKey: ['app.info'],
    queryFn: ({ signal }) => api.call('app.info', {}, signal),
    staleTime: Infinity,
  });
  const identity = useIdentity();
  const conn = useConnectivity(identity.profileId);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const openPalette = useCallback(() => setPaletteOpen(true), []);
  usePaletteShortcut(openPalette);
  const [theme, setTheme] = useTheme();
  const [help, setHelp] = useState<HelpDialog>();
  const showShortcuts = useCallback(() => setHelp('shortcuts'), []);
  useHelpShortcut(showShortcuts);
  // The desktop's own Help menu (main/electron/shell.ts) asks the window to show these.
  useMainEvent('app.command', ({ command }) => (command === 'palette' ? openPalette() : setHelp(command)));
  // Long jobs: progress in the title, a notification when one ends while the page is hidden.
  useJobAttention();
  // The palette builds its commands from these (palette-commands.ts loads with the palette).
  const commandDeps: ShellCommandDeps = {
    theme,
    setTheme,
    showShortcuts,
    showAbout: () => setHelp('about'),
    copyDiagnostics: () =>
      void helpActions()
        .then((m) => m.copyDiagnostics(api))
        .catch(() => undefined),
    openLogsFolder: () =>
      void helpActions()
        .then((m) => m.openLogsFolder(api))
        .catch(() => undefined),
  };
  const helpItems = [
    { id: 'help-shortcuts', label: 'Keyboard shortcuts  (?)', onSelect: showShortcuts },
    { id: 'help-palette', label: 'Command palette', onSelect: openPalette },
    { id: 'help-logs', label: 'Open logs folder', onSelect: commandDeps.openLogsFolder },
    { id: 'help-diagnostics', label: 'Copy diagnostics', onSelect: commandDeps.copyDiagnostics },
    { id: 'help-about', label: 'About Vigil', onSelect: () => setHelp('about') },
  ];

  const current = SCREENS.find((s) => s.id === (path[0] ?? DEFAULT_SCREEN)) ?? SCREENS[0]!;
  const Screen = current.component;
  return (
    <div className="app">
      <header className="app-header">
        <h1>Vigil</h1>
        <span className="host-info" data-testid="host-info">
          {info.isPending && 'Connecting…'}
          {info.isError &&
            `Cannot reach main: ${info.error instanceof ApiError ? info.error.error.message : String(info.error)}`}
          {info.data &&
            `${info.data.name} ${info.data.version} · ${info.data.host === 'electron' ? 'desktop' : 'browser host'}`}
        </span>
        <span className="spacer" />
        <HeaderIdentity identity={identity} embedded={conn.usesEmbedded ? conn.embedded : undefined} />
        <button type="button" className="ghost palette-hint" onClick={openPalette} data-testid="open-palette">
          Jump to… <kbd>{isMac ? <CommandKeyIcon label="Command" /> : 'Ctrl'} K</kbd>
        </button>
        <Menu label="Help" items={helpItems} triggerClassName="ghost" testId="help-menu" />
        <select
          aria-label="Theme"
          value={theme}
          onChange={(e) => setTheme(e.target.value as ThemeChoice)}
          data-testid="theme-select"
        >
          <option value="system">System theme</option>
          <option value="light">Light</option>
          <option value="dark">Dark</option>
        </select>
      </header>
      <div className="app-body">
        <nav className="app-nav" aria-label="Screens">
          {SCREENS.map((s) => (
            <a
              key={s.id}
              href={hrefOf(s.id)}
              aria-current={s.id === current.id ? 'page' : undefined}
              data-testid={`nav-${s.id}`}
            >
              {s.label}
              <small>{s.audience}</small>
            </a>
          ))}
        </nav>
        <main className="app-main" data-testid="home">
          <ScreenErrorBoundary
            key={current.id}
            screen={current.label}
            context={info.data ? `Vigil ${info.data.version} (${info.data.host})` : ''}
          >
            <Suspense fallback={<LoadingState />}>
              {info.data?.testHooks && <TestThrow screen={current.id} />}
              <Screen params={path.slice(1)} />
            </Suspense>
          </ScreenErrorBoundary>
        </main>
        <ConnectionBanner conn={conn} />
      </div>
      {paletteOpen && (
        <Suspense fallback={null}>
          <CommandPalette open onClose={() => setPaletteOpen(false)} screens={SCREENS} commandDeps={commandDeps} />
        </Suspense>
      )}
      {help && (
        <Suspense fallback={null}>
          {help === 'about' ? (
            <AboutDialog info={info.data} onClose={() => setHelp(undefined)} />
          ) : (
            <ShortcutsDialog onClose={() => setHelp(undefined)} />
          )}
        </Suspense>
      )}
      <ToastHost />
    </div>
  );
}
