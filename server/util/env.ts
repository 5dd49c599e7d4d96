// The server's environment, read and validated once through the one table of VIGIL_* variables
// (shared/env.ts). The CLI checks it at start and refuses to run with a bad value, naming the
// variable; modules read their settings from vigilEnv() rather than from process.env.
import { parseVigilEnv, type VigilEnv, type VigilEnvName } from '../../shared/env.js';

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`bad environment: ${problems.join('; ')}`);
  }
}

/**
 * One variable, read now through the table: for settings read where they are used (a test or an
 * operator's change applies to the next use). Undefined when unset; EnvError naming it when bad.
 */
export function vigilSetting<N extends VigilEnvName>(
  name: N,
  env: Record<string, string | undefined> = process.env,
): VigilEnv[N] {
  const { values, errors } = parseVigilEnv({ [name]: env[name] });
  if (errors.length) throw new EnvError(errors);
  return values[name];
}

/**
 * Parses and validates `env`; throws EnvError listing every bad VIGIL_* variable. Unknown VIGIL_*
 * names go to `warn` (a typo is worth a line, not a refusal).
 */
export function readVigilEnv(
  env: Record<string, string | undefined> = process.env,
  warn: (line: string) => void = () => undefined,
): VigilEnv {
  const { values, errors, warnings } = parseVigilEnv(env);
  for (const w of warnings) warn(w);
  if (errors.length) throw new EnvError(errors);
  return values;
}
