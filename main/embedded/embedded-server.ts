// The embedded reference server behind the built-in Embedded profile: a child process on a random
// loopback port with its data under the console's user data, demo data on first run, restarted
// with backoff when it dies, stopped (SIGTERM, then SIGKILL) with the console.
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import type { DemoRole } from '../../shared/domain/connections.js';
import type { EmbeddedState } from '../../shared/domain/embedded.js';
import { devServerCommand, serverArgs, type ServerCommand } from './server-command.js';
import { forkServerProcess, takeEarlyServer } from '../../scripts/server-process.mjs';

export interface DemoClient {
  role: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  gkScopeId: string;
  /**
   * An access token the server issued this client as it started (demo-tokens.json): the console's
   * first calls need not wait for a token request. Epoch milliseconds.
   */
  accessToken?: { value: string; issuedAt: number; expiresAt: number; scope: string };
}

/** What the rest of main needs of the embedded server (tests pass a stand-in). */
export interface EmbeddedHandle {
  status(): EmbeddedState;
  /** The demo client the Embedded profile uses, once the server has written it. */
  demoClient(): DemoClient | undefined;
  setRole(role: DemoRole): EmbeddedState;
  onState(listener: (state: EmbeddedState) => void): () => void;
  start(): Promise<EmbeddedState>;
  stop(): Promise<void>;
}

const NODE_NOTICE = /^\(node:\d+\) \w*Warning: |^\(Use `node --trace-warnings/;

/**
 * What the embedded server needs of its process: a Node ChildProcess (fork, in the browser host and
 * tests) or, in Electron, a utility process behind an adapter (main/electron/utility-server.ts).
 */
export interface ServerProcess {
  readonly pid?: number | undefined;
  readonly stdout: NodeJS.ReadableStream | null;
  readonly stderr: NodeJS.ReadableStream | null;
  readonly exitCode: number | null;
  readonly signalCode: NodeJS.Signals | null;
  kill(signal?: NodeJS.Signals): boolean;
  on(event: 'error', listener: (err: Error) => void): this;
  once(event: 'exit', listener: (code: number | null, signal: NodeJS.Signals | null) => void): this;
}

export type SpawnServer = (cmd: ServerCommand, args: string[]) => ServerProcess;

/** A fork; or the same server `npm start -- --web` forked before the console loaded (scripts/server-process.mjs). */
export const forkServer: SpawnServer = (cmd, args) => takeEarlyServer(cmd, args) ?? forkServerProcess(cmd, args);

export interface EmbeddedServerOptions {
  /** <userData>/embedded-server */
  dataDir: string;
  command?: ServerCommand;
  spawn?: SpawnServer;
  role?: DemoRole;
  /** Restart waits: initialMs doubling up to maxMs. */
  backoff?: { initialMs: number; maxMs: number };
  /** Give up after this many starts in a row that never became ready. */
  maxFailedStarts?: number;
  readyTimeoutMs?: number;
  /** Between SIGTERM and SIGKILL. */
  graceMs?: number;
  log?: (msg: string, fields?: object) => void;
  /** Every line the server writes (its log file, main/logs/). */
  onOutput?: (stream: 'stdout' | 'stderr', line: string) => void;
}

const READY = /vigil-server listening grpc=(\S+) http=(\S+) token=(\S+)/;

export class EmbeddedServer implements EmbeddedHandle {
  private child: ServerProcess | undefined;
  private state: EmbeddedState;
  private clients: DemoClient[] = [];
  private readonly listeners = new Set<(s: EmbeddedState) => void>();
  private stopping = false;
  private failedStarts = 0;
  private restartTimer: NodeJS.Timeout | undefined;
  private ready:
    { promise: Promise<EmbeddedState>; resolve: (s: EmbeddedState) => void; reject: (e: Error) => void } | undefined;
  private stderrTail: string[] = [];

  constructor(private readonly opts: EmbeddedServerOptions) {
    this.state = { state: 'stopped', restarts: 0, role: opts.role ?? 'admin' };
  }

  status(): EmbeddedState {
    return { ...this.state };
  }

  demoClient(): DemoClient | undefined {
    return this.clients.find((c) => c.role === this.state.role);
  }

  setRole(role: DemoRole): EmbeddedState {
    this.update({ role });
    return this.status();
  }

  onState(listener: (state: EmbeddedState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves once the server is ready; rejects if it gives up. */
  start(): Promise<EmbeddedState> {
    if (this.state.state === 'running') return Promise.resolve(this.status());
    this.stopping = false;
    if (!this.ready) {
      let resolve!: (s: EmbeddedState) => void;
      let reject!: (e: Error) => void;
      const promise = new Promise<EmbeddedState>((res, rej) => ((resolve = res), (reject = rej)));
      promise.catch(() => undefined);
      this.ready = { promise, resolve, reject };
    }
    if (!this.child && !this.restartTimer) this.launch();
    return this.ready.promise;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.restartTimer);
    this.restartTimer = undefined;
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((r) => child.once('exit', () => r()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), this.opts.graceMs ?? 5_000);
      await exited;
      clearTimeout(timer);
    }
    this.child = undefined;
    this.ready?.reject(new Error('the embedded server was stopped'));
    this.ready = undefined;
    this.update({ state: 'stopped', grpcAddress: undefined, httpUrl: undefined, tokenUrl: undefined, pid: undefined });
  }

  private launch(): void {
    this.restartTimer = undefined;
    // Private from the start: the server refuses a data folder that group or others can write.
    fs.mkdirSync(this.opts.dataDir, { recursive: true, mode: 0o700 });
    const cmd = this.opts.command ?? devServerCommand();
    const child = (this.opts.spawn ?? forkServer)(cmd, serverArgs(this.opts.dataDir));
    this.child = child;
    this.stderrTail = [];
    this.update({ state: this.state.restarts > 0 ? 'restarting' : 'starting', pid: child.pid });
    let becameReady = false;
    const readyTimer = setTimeout(() => {
      if (!becameReady) {
        this.stderrTail.push('the server did not report ready in time');
        child.kill('SIGKILL');
      }
    }, this.opts.readyTimeoutMs ?? 60_000);

    if (child.stdout) {
      readline.createInterface({ input: child.stdout }).on('line', (line) => {
        this.opts.onOutput?.('stdout', line);
        const m = READY.exec(line);
        if (!m || becameReady) return;
        becameReady = true;
        clearTimeout(readyTimer);
        this.failedStarts = 0;
        this.clients = this.readDemoClients();
        this.update({ state: 'running', grpcAddress: m[1], httpUrl: m[2], tokenUrl: m[3], lastError: undefined });
        this.ready?.resolve(this.status());
        this.ready = undefined;
      });
    }
    if (child.stderr) {
      readline.createInterface({ input: child.stderr }).on('line', (line) => {
        this.opts.onOutput?.('stderr', line);
        // Node's own notices (ExperimentalWarning and its "--trace-warnings" hint) say nothing
        // about why the server stopped; keep them out of the error the console shows.
        if (NODE_NOTICE.test(line)) return;
        this.stderrTail.push(line);
        if (this.stderrTail.length > 20) this.stderrTail.shift();
      });
    }
    child.on('error', (err) => this.stderrTail.push(err.message));
    child.once('exit', (code, signal) => {
      clearTimeout(readyTimer);
      if (this.child !== child) return;
      this.child = undefined;
      if (this.stopping) return;
      if (!becameReady) this.failedStarts++;
      const why = `the embedded server exited (${signal ?? `code ${code}`})${this.stderrTail.length ? `: ${this.stderrTail.slice(-3).join(' | ')}` : ''}`;
      this.opts.log?.('embedded server exited', { code, signal, why });
      if (this.failedStarts >= (this.opts.maxFailedStarts ?? 5)) {
        this.update({
          state: 'failed',
          lastError: why,
          grpcAddress: undefined,
          httpUrl: undefined,
          tokenUrl: undefined,
          pid: undefined,
        });
        this.ready?.reject(new Error(why));
        this.ready = undefined;
        return;
      }
      const { initialMs, maxMs } = this.opts.backoff ?? { initialMs: 1_000, maxMs: 30_000 };
      const wait = Math.min(maxMs, initialMs * 2 ** Math.max(0, this.failedStarts - 1));
      this.update({
        state: 'restarting',
        lastError: why,
        restarts: this.state.restarts + 1,
        grpcAddress: undefined,
        httpUrl: undefined,
        tokenUrl: undefined,
        pid: undefined,
      });
      this.restartTimer = setTimeout(() => this.launch(), wait);
    });
  }

  private readDemoClients(): DemoClient[] {
    let clients: DemoClient[];
    try {
      const parsed = JSON.parse(fs.readFileSync(path.join(this.opts.dataDir, 'demo-clients.json'), 'utf8')) as unknown;
      clients = Array.isArray(parsed) ? (parsed as DemoClient[]) : [];
    } catch {
      return [];
    }
    const tokens = this.readDemoTokens();
    return clients.map((c) => {
      const t = tokens.get(c.clientId);
      return t ? { ...c, accessToken: t } : c;
    });
  }

  /** demo-tokens.json, written by the server before it said it was listening; empty when unusable. */
  private readDemoTokens(): Map<string, NonNullable<DemoClient['accessToken']>> {
    const out = new Map<string, NonNullable<DemoClient['accessToken']>>();
    try {
      const parsed = JSON.parse(fs.readFileSync(path.join(this.opts.dataDir, 'demo-tokens.json'), 'utf8')) as {
        issuedAt?: unknown;
        tokens?: Record<string, { accessToken?: unknown; expiresIn?: unknown; scope?: unknown }>;
      };
      const issuedAt = Number(parsed.issuedAt);
      if (!Number.isFinite(issuedAt)) return out;
      for (const [clientId, t] of Object.entries(parsed.tokens ?? {})) {
        const expiresIn = Number(t.expiresIn);
        if (typeof t.accessToken !== 'string' || !t.accessToken || !(expiresIn > 0) || typeof t.scope !== 'string')
          continue;
        out.set(clientId, { value: t.accessToken, issuedAt, expiresAt: issuedAt + expiresIn * 1000, scope: t.scope });
      }
    } catch {
      // No file (a server from before, or not started with --demo): tokens are requested as usual.
    }
    return out;
  }

  private update(patch: Partial<EmbeddedState>): void {
    const next = { ...this.state, ...patch };
    for (const k of Object.keys(next) as (keyof EmbeddedState)[]) if (next[k] === undefined) delete next[k];
    this.state = next;
    for (const l of [...this.listeners]) l(this.status());
  }
}
