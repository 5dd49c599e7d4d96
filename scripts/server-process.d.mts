// Types of server-process.mjs (plain Node so `npm run serve` needs no loader to start one).
export const SERVER_MEMORY_ENV: Readonly<Record<string, string>>;
export const SERVER_V8_FLAGS: readonly string[];
export function withServerMemoryEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export function serveCommand(
  args: string[],
  env?: NodeJS.ProcessEnv,
): { execPath: string; args: string[]; env: NodeJS.ProcessEnv; cwd: string };
