// The order test files start in: the longest first, from the last run's durations when vitest has
// them, else from the measured list and the kind of test (a fresh clone has no durations).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestSpecification } from 'vitest/node';
import { SlowestFirstSequencer } from './sequencer.testkit.js';

const root = path.resolve(import.meta.dirname, '..');

async function order(files: [string, string, number][], durations: Record<string, number> = {}): Promise<string[]> {
  const ctx = {
    config: { root },
    cache: {
      getFileTestResults: (key: string) => (key in durations ? { duration: durations[key], failed: false } : undefined),
    },
  };
  const specs = files.map(([file, project, groupOrder]) => ({
    moduleId: path.join(root, file),
    project: { name: project, config: { sequence: { groupOrder } } },
  }));
  const sorted = await new SlowestFirstSequencer(ctx as never).sort(specs as unknown as TestSpecification[]);
  return sorted.map((s) => path.relative(root, s.moduleId));
}

describe('SlowestFirstSequencer', () => {
  const files: [string, string, number][] = [
    ['server/rpc/budgets.test.ts', 'node-serial', 1],
    ['renderer/src/App.test.tsx', 'renderer', 0],
    ['server/db/open.int.test.ts', 'node', 0],
    ['main/channels/media-transcript.channels.int.test.ts', 'node', 0],
    ['shared/csv.test.ts', 'node', 0],
  ];

  it('without durations (a fresh clone): measured slow files, then integration tests, then unit tests; the serial group last', async () => {
    expect(await order(files)).toEqual([
      'main/channels/media-transcript.channels.int.test.ts',
      'server/db/open.int.test.ts',
      expect.stringMatching(/^(renderer\/src\/App\.test\.tsx|shared\/csv\.test\.ts)$/),
      expect.stringMatching(/^(renderer\/src\/App\.test\.tsx|shared\/csv\.test\.ts)$/),
      'server/rpc/budgets.test.ts',
    ]);
  });

  it("takes the last run's durations over the estimates", async () => {
    const sorted = await order(files, {
      'node:shared/csv.test.ts': 120_000,
      'node-serial:server/rpc/budgets.test.ts': 1e9,
    });
    expect(sorted[0]).toBe('shared/csv.test.ts');
    expect(sorted.at(-1)).toBe('server/rpc/budgets.test.ts');
  });
});
