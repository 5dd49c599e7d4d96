// The embedded server in a utility process: the adapter's child-process shape and the command.
import { EventEmitter } from 'node:events';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { electronServerCommand, utilitySpawn, type UtilityForkOptions } from './utility-server.js';
import { SERVER_MEMORY_ENV } from '../../scripts/server-process.mjs';

function fakeUtility() {
  const calls: { modulePath: string; args: string[]; options: UtilityForkOptions }[] = [];
  const signals: [number, string][] = [];
  let child!: EventEmitter & { pid: number; stdout: PassThrough; stderr: PassThrough; kill: () => boolean };
  const spawn = utilitySpawn(
    (modulePath, args, options) => {
      calls.push({ modulePath, args, options });
      child = Object.assign(new EventEmitter(), {
        pid: 4242,
        stdout: new PassThrough(),
        stderr: new PassThrough(),
        kill: () => (child.emit('exit', 0), true),
      });
      return child;
    },
    (pid, sig) => signals.push([pid, sig]),
  );
  return { spawn, calls, signals, child: () => child };
}

const cmd = {
  modulePath: '/app/dist/server/cli.cjs',
  execPath: '/electron',
  execArgv: [],
  env: { PATH: '/bin', ELECTRON_RUN_AS_NODE: '1', EMPTY: undefined },
  cwd: '/home/u/.config/Vigil',
};

describe('utilitySpawn', () => {
  it('forks with the command, never passing ELECTRON_RUN_AS_NODE', () => {
    const f = fakeUtility();
    const p = f.spawn(cmd, ['--port', '0']);
    expect(f.calls).toEqual([
      {
        modulePath: '/app/dist/server/cli.cjs',
        args: ['--port', '0'],
        options: {
          env: { PATH: '/bin' },
          execArgv: [],
          cwd: '/home/u/.config/Vigil',
          stdio: 'pipe',
          serviceName: 'Vigil embedded server',
        },
      },
    ]);
    expect(p.pid).toBe(4242);
    expect(p.stdout).toBe(f.child().stdout);
  });

  it('reports exit like a child process: a code, or the signal it was killed with', () => {
    const f = fakeUtility();
    const p = f.spawn(cmd, []);
    const exits: unknown[] = [];
    p.once('exit', (code, signal) => exits.push([code, signal]));
    f.child().emit('exit', 3);
    expect(exits).toEqual([[3, null]]);
    expect(p.exitCode).toBe(3);
    expect(p.kill('SIGTERM')).toBe(false);

    const q = f.spawn(cmd, []);
    const qExits: unknown[] = [];
    q.once('exit', (code, signal) => qExits.push([code, signal]));
    expect(q.kill('SIGTERM')).toBe(true);
    expect(qExits).toEqual([[null, 'SIGTERM']]);
    expect(q.signalCode).toBe('SIGTERM');
  });

  it('sends SIGKILL by pid (a utility process can only be asked to stop), and turns errors into Errors', () => {
    const f = fakeUtility();
    const p = f.spawn(cmd, []);
    const errors: Error[] = [];
    p.on('error', (e) => errors.push(e));
    expect(p.kill('SIGKILL')).toBe(true);
    expect(f.signals).toEqual([[4242, 'SIGKILL']]);
    f.child().emit('error', 'FatalError', 'v8::Foo', 'report');
    expect(errors[0]!.message).toBe('FatalError in the server process (v8::Foo)');
  });
});

describe('electronServerCommand', () => {
  it('runs the bundled server from the asar when packaged, with the protos and migrations beside it', () => {
    const c = electronServerCommand({
      isPackaged: true,
      appRoot: '/opt/Vigil/resources/app.asar',
      userDataDir: '/home/u/.config/Vigil',
      env: {
        PATH: '/bin',
        ELECTRON_RUN_AS_NODE: '1',
        DATABASE_URL: 'postgres://elsewhere',
        VIGIL_PROTOS_DIR: '/src/vigil/protos',
        VIGIL_MIGRATIONS_DIR: '/src/vigil/server/db/migrations',
      },
    });
    expect(c).toEqual({
      modulePath: path.join('/opt/Vigil/resources/app.asar', 'dist', 'server', 'cli.cjs'),
      execPath: process.execPath,
      execArgv: ['--max-semi-space-size=1'],
      // What points elsewhere is gone; the embedded server's memory settings are there.
      env: { PATH: '/bin', ...SERVER_MEMORY_ENV },
      cwd: '/home/u/.config/Vigil',
    });
  });

  it('runs server/cli.ts through tsx in development', () => {
    const c = electronServerCommand({ isPackaged: false, appRoot: '/src/vigil', userDataDir: '/tmp/u', env: {} });
    expect(c).toMatchObject({
      modulePath: path.join('/src/vigil', 'server', 'cli.ts'),
      execArgv: ['--max-semi-space-size=1', '--import', 'tsx'],
      cwd: '/src/vigil',
      env: {},
    });
  });
});
