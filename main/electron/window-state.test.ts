import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_WINDOW, fitToDisplays, loadWindowState, saveWindowState } from './window-state.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-window-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const screen = { x: 0, y: 0, width: 1920, height: 1040 };

describe('window state', () => {
  it('remembers size, position and maximised across launches', () => {
    const file = path.join(dir, 'window-state.json');
    expect(loadWindowState(file)).toEqual(DEFAULT_WINDOW);
    saveWindowState(file, { x: 100, y: 50, width: 1200, height: 800, maximized: true });
    expect(fitToDisplays(loadWindowState(file), [screen])).toEqual({
      x: 100,
      y: 50,
      width: 1200,
      height: 800,
      maximized: true,
    });
  });

  it('drops a position no display shows, and keeps sizes within the minimum and the display', () => {
    expect(fitToDisplays({ x: 3000, y: 100, width: 5000, height: 300, maximized: false }, [screen])).toEqual({
      width: 1920,
      height: 600,
      maximized: false,
    });
    // On a second display to the left: kept.
    expect(
      fitToDisplays({ x: -1500, y: 10, width: 1000, height: 700, maximized: false }, [
        screen,
        { x: -1600, y: 0, width: 1600, height: 900 },
      ]).x,
    ).toBe(-1500);
  });

  it('reads a damaged file as the defaults', () => {
    const file = path.join(dir, 'bad.json');
    fs.writeFileSync(file, '{"width":"wide"');
    expect(loadWindowState(file)).toEqual(DEFAULT_WINDOW);
  });
});
