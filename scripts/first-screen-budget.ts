// The renderer's first-screen budget: the JavaScript the browser fetches to show the console's
// first screen (the shell and the engagements queue), gzip, at most FIRST_SCREEN_BUDGET_KB. A Vite
// plugin checks it on every `vite build` (vite.config.ts) and fails the build above it; the console
// bench (bench/console.bench.ts) measures the same thing from what the page actually fetched and
// prints it against the same target.
//
// What counts: the entry chunk, the chunks holding the modules the first screen shows (`shows`:
// today they come with the entry, as the screen registry imports the queue statically; should one
// become a dynamic import again, its chunk is still counted), and every chunk these import
// statically, as written to disk: the files the page loads before the queue shows rows. Gzip at level 9, the bench's, file by file, 1 kB = 1024 bytes (Vite's
// own size table counts 1000 bytes to the kB, so its figure for the entry reads about 2% higher).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { OutputBundle } from 'rollup';
import type { Plugin } from 'vite';

export const FIRST_SCREEN_BUDGET_KB = 100;

/** Gzip bytes of one file's content, as the budget and the bench count them. */
export const gzipBytes = (b: Buffer | string): number => zlib.gzipSync(b, { level: 9 }).length;

/**
 * The JS files (bundle keys) of the first screen: the entry's, those holding the modules in `shows`
 * (absolute paths), and what they import statically.
 */
export function firstScreenFiles(bundle: OutputBundle, shows: readonly string[] = []): string[] {
  const entries = Object.values(bundle).filter(
    (o) => o.type === 'chunk' && (o.isEntry || o.moduleIds.some((id) => shows.includes(id))),
  );
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') return;
    seen.add(file);
    chunk.imports.forEach(visit);
  };
  entries.forEach((e) => visit(e.fileName));
  return [...seen];
}

/**
 * Fails `vite build` when the first screen's JS is over the budget; prints the figure either way.
 * `shows`: the modules the first screen shows (absolute paths); a module missing from the bundle
 * fails the build too, so a renamed screen cannot drop out of the count unnoticed.
 */
export function firstScreenBudget(shows: readonly string[], budgetKb = FIRST_SCREEN_BUDGET_KB): Plugin {
  return {
    name: 'vigil-first-screen-budget',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? path.dirname(options.file ?? '.');
      const bundled = new Set(Object.values(bundle).flatMap((o) => (o.type === 'chunk' ? o.moduleIds : [])));
      const missing = shows.filter((m) => !bundled.has(m));
      if (missing.length > 0) this.error(`first screen budget: ${missing.join(', ')} not in the bundle`);
      const files = firstScreenFiles(bundle, shows);
      const raw = files.reduce((n, f) => n + fs.statSync(path.join(dir, f)).size, 0);
      const kb = files.reduce((n, f) => n + gzipBytes(fs.readFileSync(path.join(dir, f))), 0) / 1024;
      const figure =
        `first screen JS: ${kb.toFixed(1)} kB gzip (${(raw / 1024).toFixed(0)} kB raw, ${files.length} ` +
        `file${files.length === 1 ? '' : 's'}); budget ${budgetKb} kB`;
      if (kb > budgetKb) {
        this.error(
          `${figure}: over budget. Load what the first screen does not show with the screen or action ` +
            'that uses it (a dynamic import), and check the chunks with `vite build --manifest`.',
        );
      }
      this.info(figure);
    },
  };
}
