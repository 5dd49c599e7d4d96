// The shell's crash handling by its configuration, with a fake app (Electron cannot run here).
import { describe, expect, it, vi } from 'vitest';
import { installCrashHandlers, mayReload, RELOAD_WINDOW_MS, type CrashHandlerDeps } from './crash-handlers.js';

function setup() {
  const listeners = new Map<string, (...a: unknown[]) => void>();
  const wc = { reload: vi.fn() };
  const logged: [string, object | undefined][] = [];
  const errors: string[] = [];
  let t = 1_000_000;
  installCrashHandlers({
    app: {
      on: (ev: string, fn: (...a: unknown[]) => void) => listeners.set(ev, fn),
    } as unknown as CrashHandlerDeps['app'],
    windowContents: () => wc,
    log: (m, f) => logged.push([m, f]),
    showError: (title, text) => errors.push(`${title}: ${text}`),
    logsDir: '/u/logs',
    now: () => t,
  });
  return {
    wc,
    logged,
    errors,
    gone: (reason: string, contents: unknown = wc) =>
      listeners.get('render-process-gone')!({}, contents, { reason, exitCode: 9 }),
    child: (type: string, reason: string) =>
      listeners.get('child-process-gone')!({}, { type, reason, exitCode: 1, serviceName: 'Vigil embedded server' }),
    later: (ms: number) => (t += ms),
  };
}

describe('crash handlers', () => {
  it('reloads a crashed window, and after repeated crashes says why instead of looping', () => {
    const s = setup();
    s.gone('crashed');
    s.gone('oom');
    s.gone('killed');
    expect(s.wc.reload).toHaveBeenCalledTimes(3);
    expect(s.errors).toEqual([]);
    s.gone('crashed');
    expect(s.wc.reload).toHaveBeenCalledTimes(3);
    expect(s.errors[0]).toContain('keeps stopping');
    expect(s.errors[0]).toContain('/u/logs');
    expect(s.logged.filter(([m]) => m === 'renderer process gone')).toHaveLength(4);
    // A minute on, it recovers again.
    s.later(RELOAD_WINDOW_MS);
    s.gone('crashed');
    expect(s.wc.reload).toHaveBeenCalledTimes(4);
  });

  it('ignores a clean exit and other windows, and logs other children that die', () => {
    const s = setup();
    s.gone('clean-exit');
    s.gone('crashed', { reload: vi.fn() });
    expect(s.wc.reload).not.toHaveBeenCalled();
    s.child('Utility', 'crashed');
    s.child('GPU', 'clean-exit');
    expect(s.logged.at(-1)).toEqual([
      'child process gone',
      { type: 'Utility', name: 'Vigil embedded server', reason: 'crashed', exitCode: 1 },
    ]);
  });

  it('counts only reloads within the window', () => {
    expect(mayReload([0, 1, 2], 3)).toBe(false);
    expect(mayReload([0, 1, 2], RELOAD_WINDOW_MS + 1)).toBe(true);
  });
});
