// Types of server-layers.mjs (plain Node so ESLint loads it without a build step).
import type { Rule } from 'eslint';

export interface ServerPlace {
  /** The folder under server/, or '(root)' for server/app.ts and server/cli.ts. */
  top: string;
  kind: 'root' | 'base' | 'area';
  /** The path inside that folder. */
  rest: string;
}
export const BASE_LAYER: string[];
export function serverPlaceOf(root: string, file: string): ServerPlace | undefined;
export function layerProblem(from: ServerPlace | undefined, to: ServerPlace | undefined): string | undefined;
export const serverLayersRule: Rule.RuleModule;
