// What the command palette can run besides opening IDs: go to a screen (palette-items.ts), switch
// the connection, toggle the theme, start a status report, and the Help actions. The shell builds
// the list (it holds the theme and the Help dialogs); the palette adds the connections it reads.
import { hrefOf } from './route.js';
import type { PaletteItem } from './palette-items.js';

export interface PaletteCommand {
  id: string;
  label: string;
  detail?: string;
  run: () => void;
}

/** What the shell's commands act on (the shell holds the theme and the Help dialogs). */
export interface ShellCommandDeps {
  theme: 'system' | 'light' | 'dark';
  setTheme: (t: 'system' | 'light' | 'dark') => void;
  showShortcuts: () => void;
  showAbout: () => void;
  copyDiagnostics: () => void;
  openLogsFolder: () => void;
}

/** The shell's own commands. */
export function shellCommands(opts: ShellCommandDeps): PaletteCommand[] {
  const dark =
    opts.theme === 'dark' || (opts.theme === 'system' && matchMedia?.('(prefers-color-scheme: dark)').matches);
  return [
    {
      id: 'theme',
      label: `Toggle theme (to ${dark ? 'light' : 'dark'})`,
      run: () => opts.setTheme(dark ? 'light' : 'dark'),
    },
    {
      id: 'status-report',
      label: 'Start a status report',
      detail: 'voiceprints: which are locked, trained, used',
      run: () => (window.location.hash = hrefOf('voiceprints', '@report')),
    },
    { id: 'shortcuts', label: 'Keyboard shortcuts', run: opts.showShortcuts },
    { id: 'diagnostics', label: 'Copy diagnostics', detail: 'no secrets', run: opts.copyDiagnostics },
    { id: 'logs', label: 'Open logs folder', run: opts.openLogsFolder },
    { id: 'about', label: 'About Vigil', run: opts.showAbout },
  ];
}

/** "Switch connection to …" for each profile but the current one. */
export const connectionCommands = (
  profiles: readonly { id: string; name: string }[],
  currentId: string | undefined,
  select: (id: string) => void,
): PaletteCommand[] =>
  profiles
    .filter((p) => p.id !== currentId)
    .map((p) => ({ id: `connect:${p.id}`, label: `Switch connection to ${p.name}`, run: () => select(p.id) }));

/** The commands matching the typed text (every word somewhere in the label), as palette items. */
export function commandItems(text: string, commands: readonly PaletteCommand[]): PaletteItem[] {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return commands
    .filter((c) => words.every((w) => c.label.toLowerCase().includes(w)))
    .map((c) => ({
      id: `run:${c.id}`,
      kind: 'Run',
      label: c.label,
      ...(c.detail ? { detail: c.detail } : {}),
      run: c.run,
    }));
}
