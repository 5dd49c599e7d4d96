// vitest's order of test files (vitest.config.ts): the longest first, so the workers finish
// together instead of one of them running a long file alone at the end while the other cores idle.
// vitest orders by the durations of the last run, kept in node_modules/.vite; a fresh clone has
// none, and vitest then runs the largest files first, which puts a 59-line file that waits 30 s for
// a transcription near the end. Without a duration of its own, a file here is estimated: the ones
// measured slow (below) by their measured time, other integration tests before unit tests.
import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files measured slowest (ms, one full run of vitest on two cores, a quiet machine,
 * 2026-11-27; scale-out, erasure-restart and status-job-takeover, at 68, 32 and 18 s then, fell
 * below these once their tests stopped asking the server for their jobs' state every few ms). A
 * stale entry costs only the order: a run's own durations take over from the second run on.
 */
export const MEASURED_MS: Record<string, number> = {
  'main/channels/media-transcript.channels.int.test.ts': 33_700,
  'server/transcripts/transcripts-restart.int.test.ts': 30_300,
  'server/transcripts/turns.int.test.ts': 30_200,
  'server/tts/synthesize.int.test.ts': 23_600,
  'server/eventlog/eventlog.int.test.ts': 22_300,
  'server/db/create-off-thread.int.test.ts': 21_500,
  'server/transcripts/transcripts.int.test.ts': 21_000,
  'server/eventlog/eventlog-isolation.int.test.ts': 19_500,
  'server/serve-security.int.test.ts': 19_500,
  'server/audio/audio-upload.int.test.ts': 17_700,
  'server/serve-postgres.int.test.ts': 17_500,
  'scripts/package-layout.int.test.ts': 17_400,
  'server/demo/seed-order.int.test.ts': 17_300,
  'server/asr/recognize.int.test.ts': 16_400,
  'server/sessions/sessions.int.test.ts': 15_300,
  'server/db/cluster-template.int.test.ts': 14_600,
  'server/asr/training.int.test.ts': 14_400,
  'server/asr/recognize-rules.int.test.ts': 13_300,
  'server/entities/entities.int.test.ts': 13_200,
};

/** What a file without a duration of its own is guessed to take: integration tests start servers. */
function estimateMs(relPath: string, bytes: number): number {
  const measured = MEASURED_MS[relPath];
  if (measured !== undefined) return measured;
  // Larger files hold more tests; the integration tests' servers cost seconds, a unit test's import less.
  return (relPath.includes('.int.test.') ? 5_000 : 500) + bytes / 10;
}

export class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const expected = new Map<TestSpecification, number>();
    for (const spec of files) {
      const rel = path.relative(root, spec.moduleId).split(path.sep).join('/');
      const last = this.ctx.cache.getFileTestResults(`${spec.project.name}:${rel}`);
      let bytes = 0;
      try {
        bytes = fs.statSync(spec.moduleId).size;
      } catch {
        /* gone: the run reports it */
      }
      expected.set(spec, last && !last.failed ? last.duration : estimateMs(rel, bytes));
    }
    return [...files].sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (group !== 0) return group;
      return expected.get(b)! - expected.get(a)!;
    });
  }
}
