import { defineConfig } from 'vitest/config';
import { MOCKING_FILES } from './testkit/isolation.testkit.js';
import { SlowestFirstSequencer } from './testkit/sequencer.testkit.js';

// Unit tests sit beside the code (`*.test.ts`); helpers for tests end in `.testkit.ts` (those
// shared across processes live in testkit/); integration tests (`*.int.test.ts`) start real
// servers on port 0 and run against PGlite and, where the setup could start one, PostgreSQL.
// Integration tests get a fresh worker each; unit tests share their worker's modules, unless they
// replace one with vi.mock (testkit/isolation.testkit.ts).
// Files that measure the event loop or CPU time of their own process run alone, after the rest:
// beside other workers their stall figures would measure the machine, not the code. Only those:
// while one runs, the other core idles (bench/'s unit tests and the abuse suite's URL checks,
// which measure nothing of the kind, run with the rest).
const timingSensitive = [
  'server/abuse/runtime-abuse.int.test.ts',
  'server/util/event-loop-watchdog.test.ts',
  'server/asr/recognize-budgets.int.test.ts',
  'server/nlu/build-off-thread.test.ts',
  'server/rpc/budgets.test.ts',
];

const nodeFiles = [
  'server/**/*.test.ts',
  'main/**/*.test.ts',
  'shared/**/*.test.ts',
  'scripts/**/*.test.ts',
  'wire/**/*.test.ts',
  'testkit/**/*.test.ts',
  'bench/**/*.test.ts',
];

const nodeProject = {
  environment: 'node' as const,
  globalSetup: ['testkit/global-setup.testkit.ts'],
  // Each file runs in a temp folder of its own and fails if it leaves files, processes or
  // interval timers behind (testkit/leak-guard.testkit.ts).
  setupFiles: ['testkit/leak-guard.testkit.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // PGlite's shared buffers as the console's embedded server and `npm run serve` run them
  // (scripts/server-process.mjs): PostgreSQL's default 128 MB is touched whole at every start,
  // which took a third of the CPU of each in-memory database a test opens.
  env: { VIGIL_PGLITE_SHARED_BUFFERS: process.env.VIGIL_PGLITE_SHARED_BUFFERS ?? '16MB' },
};

const rendererFiles = ['renderer/**/*.test.ts', 'renderer/**/*.test.tsx'];
const rendererProject = {
  environment: 'jsdom' as const,
  setupFiles: ['renderer/test/setup.ts'],
  testTimeout: 20_000,
};

// Most integration tests wait on sockets, PostgreSQL and child processes rather than on the CPU,
// so three files run at once even on two cores (vitest's default there is one: the whole suite
// ran serially). `npx vitest run --maxWorkers N` overrides it.
const PARALLEL_WORKERS = 3;

export default defineConfig({
  test: {
    // The longest files first, also on a fresh clone (testkit/sequencer.testkit.ts).
    sequence: { sequencer: SlowestFirstSequencer },
    projects: [
      {
        test: {
          ...nodeProject,
          name: 'node',
          // Integration tests, and the unit tests that replace a module, in a fresh worker each.
          include: [
            ...nodeFiles.map((g) => g.replace(/\.test\.ts$/, '.int.test.ts')),
            ...MOCKING_FILES.filter((f) => !f.startsWith('renderer/')),
          ],
          exclude: ['**/node_modules/**', ...timingSensitive],
          maxWorkers: PARALLEL_WORKERS,
          sequence: { groupOrder: 0 },
        },
      },
      {
        // Unit tests share their worker's modules (testkit/isolation.testkit.ts): a worker runs one
        // file after another without loading every module again for each. The setup file, the
        // leak guard, still runs for each, with a temp folder of its own.
        test: {
          ...nodeProject,
          name: 'node-unit',
          include: nodeFiles,
          exclude: ['**/node_modules/**', '**/*.int.test.ts', ...timingSensitive, ...MOCKING_FILES],
          isolate: false,
          maxWorkers: PARALLEL_WORKERS,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...rendererProject,
          name: 'renderer',
          include: rendererFiles,
          exclude: ['**/node_modules/**', ...MOCKING_FILES],
          isolate: false,
          maxWorkers: PARALLEL_WORKERS,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...rendererProject,
          name: 'renderer-isolated',
          include: MOCKING_FILES.filter((f) => f.startsWith('renderer/')),
          maxWorkers: PARALLEL_WORKERS,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...nodeProject,
          name: 'node-serial',
          include: timingSensitive,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
