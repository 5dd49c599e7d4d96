import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildModel } from './engine.js';
import { buildModelOffThread } from './build-off-thread.js';
import type { TrainingModel } from './format.js';

const demo = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'demo', 'banking.json'), 'utf8'),
) as TrainingModel;

describe('buildModelOffThread', () => {
  it('builds the same model in a worker thread as in this one, and the event loop stays free meanwhile', async () => {
    let last = Date.now();
    let longestGap = 0;
    const timer = setInterval(() => {
      longestGap = Math.max(longestGap, Date.now() - last);
      last = Date.now();
    }, 5);
    const off = await buildModelOffThread(demo);
    clearInterval(timer);
    const started = Date.now();
    const here = buildModel(demo);
    const inThreadMs = Date.now() - started;
    expect({ ...off, buildMs: 0 }).toEqual({ ...here, buildMs: 0 });
    // Built here, the timer would have stood still for the whole build.
    expect(longestGap).toBeLessThan(inThreadMs / 2);
  });
});
