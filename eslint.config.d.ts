// Types for the lint's own tests, which import the override below from eslint.config.js.
import type { Linter } from 'eslint';

export const untypedOverride: Linter.Config;
declare const config: Linter.Config[];
export default config;
