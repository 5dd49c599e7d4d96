// The window's size, position and maximised state, remembered between launches in
// <userData>/window-state.json. Free of Electron imports (tests run in plain Node). A saved position
// no display shows any more (a monitor unplugged) is dropped, so the window opens where the system
// puts it rather than off screen; sizes are kept within the minimum and the display.
import fs from 'node:fs';
import path from 'node:path';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface WindowState {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
}

export const DEFAULT_WINDOW: WindowState = { width: 1400, height: 900, maximized: false };
export const MIN_WINDOW = { width: 960, height: 600 };
/** At least this much of the title bar must be on a display for a saved position to count. */
const VISIBLE_PX = 64;

export const windowStateFile = (userDataDir: string) => path.join(userDataDir, 'window-state.json');

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export function loadWindowState(file: string): WindowState {
  try {
    const v = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    if (!finite(v.width) || !finite(v.height)) return { ...DEFAULT_WINDOW };
    return {
      width: v.width,
      height: v.height,
      maximized: v.maximized === true,
      ...(finite(v.x) && finite(v.y) ? { x: v.x, y: v.y } : {}),
    };
  } catch {
    return { ...DEFAULT_WINDOW };
  }
}

export function saveWindowState(file: string, state: WindowState): void {
  try {
    fs.writeFileSync(file, JSON.stringify(state), { mode: 0o600 });
  } catch {
    // Not remembering the window is no reason to stop closing it.
  }
}

/** The state fitted to the displays' work areas (none known: kept as saved). */
export function fitToDisplays(s: WindowState, workAreas: readonly Rect[]): WindowState {
  if (!workAreas.length) return s;
  const largest = workAreas.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));
  const width = Math.max(MIN_WINDOW.width, Math.min(s.width, largest.width));
  const height = Math.max(MIN_WINDOW.height, Math.min(s.height, largest.height));
  const out: WindowState = { width, height, maximized: s.maximized };
  if (s.x === undefined || s.y === undefined) return out;
  const titleBar = { x: s.x, y: s.y, width, height: 32 };
  const visible = workAreas.some(
    (a) =>
      Math.min(titleBar.x + titleBar.width, a.x + a.width) - Math.max(titleBar.x, a.x) >= VISIBLE_PX &&
      Math.min(titleBar.y + titleBar.height, a.y + a.height) - Math.max(titleBar.y, a.y) > 0,
  );
  return visible ? { ...out, x: s.x, y: s.y } : out;
}
