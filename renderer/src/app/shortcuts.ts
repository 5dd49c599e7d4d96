// The console's keyboard shortcuts, listed once: the overlay (`?`) shows this list. It loads with the
// overlay; the shell's key handling is in palette-shortcut.ts.
const mod = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? 'Cmd' : 'Ctrl';

export const SHORTCUTS: readonly { keys: string; does: string }[] = [
  { keys: `${mod} K`, does: 'Open the command palette: jump to an ID, a screen, or run a command' },
  { keys: '/', does: 'Open the command palette (outside text fields)' },
  { keys: '?', does: 'Show these keyboard shortcuts (outside text fields)' },
  { keys: 'Up, Down, Home, End', does: 'Move through a table’s rows; Enter opens the row' },
  { keys: 'Esc', does: 'Close a dialog, menu or the palette' },
];
