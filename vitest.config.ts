import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code (`*.test.ts`); helpers for tests end in `.testkit.ts` (those
// shared across processes live in testkit/); integration tests (`*.int.test.ts`) start real
// servers on port 0 and run against PGlite and, where the setup could start one, PostgreSQL.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'server/**/*.test.ts',
            'main/**/*.test.ts',
            'shared/**/*.test.ts',
            'scripts/**/*.test.ts',
            'wire/**/*.test.ts',
            'testkit/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          globalSetup: ['testkit/global-setup.testkit.ts'],
          // Each file runs in a temp folder of its own and fails if it leaves files, processes or
          // interval timers behind (testkit/leak-guard.testkit.ts).
          setupFiles: ['testkit/leak-guard.testkit.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'renderer',
          environment: 'jsdom',
          setupFiles: ['renderer/test/setup.ts'],
          include: ['renderer/**/*.test.ts', 'renderer/**/*.test.tsx'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
