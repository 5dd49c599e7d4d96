// Types of server-process.mjs (plain Node so `npm run serve` needs no loader to start one).
import type { ChildProcess } from 'node:child_process';
export const SERVER_MEMORY_ENV: Readonly<Record<string, string>>;
export const SERVER_V8_FLAGS: readonly string[];
export const STANDALONE_V8_FLAGS: readonly string[];
export function withServerMemoryEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export function serveCommand(
  args: string[],
  env?: NodeJS.ProcessEnv,
): { execPath: string; args: string[]; env: NodeJS.ProcessEnv; cwd: string };
export interface ServerCommandLine {
  modulePath: string;
  execPath: string;
  execArgv: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
}
export function embeddedServerEnv(env: NodeJS.ProcessEnv, opts?: { bundled?: boolean }): NodeJS.ProcessEnv;
export function bundledEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export function embeddedServerArgs(dataDir: string): string[];
export function builtEmbeddedCommand(env?: NodeJS.ProcessEnv): ServerCommandLine;
export const CODE_CACHE: string;
export function browserHostDirs(env?: NodeJS.ProcessEnv): { userDataDir: string; serverDataDir: string };
export function forkServerProcess(cmd: ServerCommandLine, args: string[]): ChildProcess;
export function leaveEarlyServer(early: { child: ChildProcess; cmd: ServerCommandLine; args: string[] }): void;
export function takeEarlyServer(
  cmd: Pick<ServerCommandLine, 'modulePath' | 'execArgv'>,
  args: string[],
): ChildProcess | undefined;
