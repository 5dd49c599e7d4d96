// The engagements queue with 100,000 engagements, for the console bench: a new home folder of its
// own (so the other console figures keep the demo data set), the demo seeded by a first launch, then
// 100,000 engagements plus 100 more with their own external-ID prefix bulk-inserted into the demo
// scope by one generate_series statement while the console is stopped. In a relaunch, once the demo
// calls' transcripts are made (the first launch is stopped before its background transcription is
// done; left running, the decoder would take a core while the frames are counted):
// - time from opening the queue to its first rows, with all of them matching (range "all time") and
//   with the 100 filtered by their prefix (the baseline);
// - frame times (requestAnimationFrame deltas in the page: p50, p95, the share of frames longer than
//   1.5 intervals at 60 Hz, frames dropped) while each queue scrolls for a few seconds by wheel,
//   PageDown and End (End at the last loaded row asks the server for the next page of 100);
// - the big queue paged down to 100,000 rows held by End presses (how long, frames meanwhile), then
//   scrolled back up by wheel and PageUp with all of them held: frame times and the renderer's heap.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { rendererHeapMb as heapMb } from './renderer-heap.js';
import type { BenchFigure } from './run.js';
import { openServerDb } from '../server/db/open.js';
import { seedQueue } from './seed-sessions.js';
import { startConsole } from '../e2e/support/console.js';
import { connectAs, contextOf, demoClient } from '../e2e/support/grpc.js';
import { runningEmbedded } from '../e2e/support/ipc.js';

const TIMEOUT = 180_000;
export const BIG_QUEUE = 100_000;
const SMALL_QUEUE = 100;
const SCROLL_MS = 4_000;
/** At most this long paging the big queue down to its end by End presses. */
const DEEP_MS = 300_000;
/** At most this long waiting for the demo calls' transcripts before the queue is measured. */
const TRANSCRIBE_MS = 600_000;
/** One frame at 60 Hz; a delta past 1.5 of them means at least one vsync was missed. */
const FRAME_MS = 1000 / 60;
const LATE_MS = FRAME_MS * 1.5;
/** The queue's row height (QueueView). */
const ROW_HEIGHT = 34;

/**
 * Inserts `big` engagements (external IDs bench-big-…) and `small` more (bench-small-…) into the
 * scope; returns the media segments whose transcription is still to do.
 */
async function seedQueues(homeDir: string, scopeId: string, big: number, small: number): Promise<string[]> {
  const db = await openServerDb({ dataDir: path.join(homeDir, 'embedded-server'), databaseUrl: undefined });
  try {
    const untranscribed = await db.query<{ id: string }>(
      `SELECT gk_media_segment_id AS id FROM media_transcript_jobs WHERE state IN ('PENDING', 'RUNNING')`,
    );
    await seedQueue(db, scopeId, 'bench-big-', big, { sessions: false });
    await seedQueue(db, scopeId, 'bench-small-', small, { sessions: false });
    return untranscribed.rows.map((r) => r.id);
  } finally {
    await db.close();
  }
}

/** Waits until each segment's transcript is made (or has failed), asking the server as the analyst. */
async function untilTranscribed(page: Page, homeDir: string, scopeId: string, segments: string[]): Promise<void> {
  if (!segments.length) return;
  const probe = await connectAs(await runningEmbedded(page), demoClient(homeDir, 'analyst'));
  try {
    const until = Date.now() + TRANSCRIBE_MS;
    let left = segments;
    while (left.length) {
      if (Date.now() > until) throw new Error(`${left.length} demo transcripts not made in ${TRANSCRIBE_MS} ms`);
      const states = await Promise.all(
        left.map((id) =>
          probe.call<{ transcript_status: string }>('vigil.v1.MediaTranscripts', 'GetMediaSegmentTranscript', {
            context: contextOf(scopeId),
            gk_media_segment_id: { value: id },
          }),
        ),
      );
      left = left.filter((_, i) => !/DONE|FAILED/.test(String(states[i]!.transcript_status)));
      if (left.length) await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    probe.close();
  }
}

/** Milliseconds from setting the hash to the queue's first row, timed in the page. */
async function timeToRows(page: Page, hash: string): Promise<number> {
  await page.evaluate(() => (window.location.hash = '#/voiceprints'));
  await page.getByTestId('screen-voiceprints').waitFor({ timeout: TIMEOUT });
  // As source text: tsx would wrap named functions in a helper the page does not have.
  return page.evaluate(`new Promise((resolve, reject) => {
    const t0 = performance.now();
    window.location.hash = ${JSON.stringify(hash)};
    const tick = () => {
      if (document.querySelector('[data-testid="eng-table"] [data-testid^="row-"]')) return resolve(performance.now() - t0);
      if (performance.now() - t0 > ${TIMEOUT}) return reject(new Error('no queue rows in time'));
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })`);
}

export interface ScrollFrames {
  frames: number;
  p50: number;
  p95: number;
  max: number;
  /** Share of frames longer than 1.5 frame intervals (25 ms). */
  late: number;
  /** Frames missed, estimated from the deltas at 60 Hz. */
  dropped: number;
  /** Rows the table holds at the end (data-row-count), and the row in view at the top. */
  rows: number;
  topRow: number;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

/** Scrolls the open queue for `ms` by wheel, PageDown and End, recording requestAnimationFrame deltas. */
async function scrollFrames(page: Page, ms: number, up = false): Promise<ScrollFrames> {
  const grid = page.getByTestId('eng-table');
  await grid.hover();
  await grid.focus();
  await startFrames(page);
  const t0 = Date.now();
  for (let i = 0; Date.now() - t0 < ms; i++) {
    if (i % 10 === 9 && !up) await page.keyboard.press('End');
    else if (i % 3 === 2) await page.keyboard.press(up ? 'PageUp' : 'PageDown');
    else await page.mouse.wheel(0, up ? -500 : 500);
  }
  return stopFrames(page);
}

/** Frame deltas recorded from now on in the page (read back by stopFrames). */
const startFrames = (page: Page) =>
  page.evaluate(`(() => {
    const w = window;
    w.__frames = [];
    w.__stop = false;
    let last;
    const f = (t) => {
      if (last !== undefined) w.__frames.push(t - last);
      last = t;
      if (!w.__stop) requestAnimationFrame(f);
    };
    requestAnimationFrame(f);
  })()`);

async function stopFrames(page: Page): Promise<ScrollFrames> {
  const out = (await page.evaluate(`(() => {
    window.__stop = true;
    const g = document.querySelector('[data-testid="eng-table"]');
    return { deltas: window.__frames, rows: Number(g.dataset.rowCount), top: g.scrollTop };
  })()`)) as { deltas: number[]; rows: number; top: number };
  const d = [...out.deltas].sort((a, b) => a - b);
  return {
    frames: d.length,
    p50: pct(d, 0.5),
    p95: pct(d, 0.95),
    max: d[d.length - 1] ?? NaN,
    late: d.filter((x) => x > LATE_MS).length / Math.max(1, d.length),
    dropped: d.reduce((sum, x) => sum + Math.max(0, Math.round(x / FRAME_MS) - 1), 0),
    rows: out.rows,
    topRow: Math.floor(out.top / ROW_HEIGHT),
  };
}

const rowCount = (page: Page) => page.getByTestId('eng-table').evaluate((g) => Number(g.dataset.rowCount));

/**
 * Presses End until the queue holds `target` rows or `ms` pass (each End at the last loaded row asks
 * for the next page; the next press waits for it), recording frames all along.
 */
async function pageToDepth(
  page: Page,
  target: number,
  ms: number,
): Promise<ScrollFrames & { ms: number; firstTenK: number; lastTenK: number }> {
  const grid = page.getByTestId('eng-table');
  await grid.focus();
  await startFrames(page);
  const t0 = Date.now();
  let n = await rowCount(page);
  // Milliseconds when each further 10,000 rows were held, to see whether a page costs more deeper down.
  const marks: number[] = [0];
  while (n < target && Date.now() - t0 < ms) {
    if (n >= marks.length * 10_000) marks.push(Date.now() - t0);
    await page.keyboard.press('End');
    const before = n;
    await page
      .waitForFunction(
        (b) => Number(document.querySelector<HTMLElement>('[data-testid="eng-table"]')?.dataset.rowCount) > b,
        before,
        { timeout: 30_000, polling: 'raf' },
      )
      .catch(() => undefined);
    n = await rowCount(page);
    if (n === before) break; // the end of the list, or the server did not answer
  }
  const took = Date.now() - t0;
  marks.push(took);
  const tenKs = marks.slice(1).map((m, i) => m - marks[i]!);
  return {
    ...(await stopFrames(page)),
    ms: took,
    firstTenK: tenKs[0] ?? NaN,
    lastTenK: tenKs[tenKs.length - 1] ?? NaN,
  };
}

/** The queue figures, on a home folder of their own (created and removed here). */
export async function queueScrollFigures(
  browser: Browser,
  stage: (what: string) => void = () => {},
): Promise<BenchFigure[]> {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-queue-'));
  try {
    stage('queue: first launch (demo seeded)');
    const seeded = await startConsole({ homeDir: home });
    await seeded.stop();
    stage(`queue: inserting ${BIG_QUEUE} + ${SMALL_QUEUE} engagements`);
    const t0 = performance.now();
    const scopeId = demoClient(home, 'service').gkScopeId;
    const untranscribed = await seedQueues(home, scopeId, BIG_QUEUE, SMALL_QUEUE);
    const seedMs = performance.now() - t0;
    stage(`queue: seeded in ${seedMs.toFixed(0)} ms; relaunch`);
    const vigil = await startConsole({ homeDir: home });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    try {
      await page.goto(vigil.url);
      stage(`queue: waiting for ${untranscribed.length} demo transcripts`);
      const t1 = performance.now();
      await untilTranscribed(page, home, scopeId, untranscribed);
      const transcribeMs = performance.now() - t1;
      await page.locator('[data-testid="eng-table"] [data-testid^="row-"]').first().waitFor({ timeout: TIMEOUT });
      // Warm the route's code and the other screen before any clock starts.
      await timeToRows(page, '#/engagements?range=7d');
      const bigHash = '#/engagements?range=all';
      const smallHash = '#/engagements?range=all&prefix=bench-small-';
      const smallFirst = await timeToRows(page, smallHash);
      const bigFirst = await timeToRows(page, bigHash);
      const total = await page.getByTestId('eng-queue-count').textContent();
      stage('queue: scrolling the small queue');
      await timeToRows(page, smallHash);
      const small = await scrollFrames(page, SCROLL_MS);
      const smallHeap = await heapMb(page);
      stage('queue: scrolling the big queue');
      await timeToRows(page, bigHash);
      const bigHeapOpen = await heapMb(page);
      const big = await scrollFrames(page, SCROLL_MS);
      const bigHeap = await heapMb(page);
      stage('queue: paging the big queue to its end');
      const deep = await pageToDepth(page, BIG_QUEUE, DEEP_MS);
      stage(`queue: ${deep.rows} rows in ${deep.ms} ms; scrolling there`);
      const deepScroll = await scrollFrames(page, SCROLL_MS, true);
      const deepHeap = await heapMb(page);
      const late = (s: ScrollFrames) =>
        `${(s.late * 100).toFixed(1)}% of ${s.frames} frames over ${LATE_MS.toFixed(0)} ms, ~${s.dropped} dropped, ` +
        `max ${s.max.toFixed(0)} ms`;
      return [
        {
          name: `queue of ${BIG_QUEUE} engagements: open to first rows`,
          value: bigFirst,
          unit: 'ms',
          baseline: smallFirst,
          ratio: bigFirst / smallFirst,
          note: `"${total ?? ''}"; baseline: the ${SMALL_QUEUE}-row queue (prefix filter), same launch; ${BIG_QUEUE + SMALL_QUEUE} inserted in ${seedMs.toFixed(0)} ms; measured once the demo's ${untranscribed.length} untranscribed calls were transcribed (${(transcribeMs / 1000).toFixed(1)} s)`,
        },
        {
          name: `queue of ${BIG_QUEUE}: frame time p95 while scrolling ${SCROLL_MS / 1000} s (wheel, PageDown, End)`,
          value: big.p95,
          unit: 'ms',
          baseline: small.p95,
          ratio: big.p95 / small.p95,
          note:
            `p50 ${big.p50.toFixed(1)} ms, ${late(big)}; reached row ${big.topRow} of ${big.rows} loaded (pages of 100 ` +
            `as the end comes into view); baseline: the same scroll over the ${SMALL_QUEUE}-row queue, ${late(small)}`,
        },
        {
          name: `renderer JS heap, queue of ${BIG_QUEUE} open`,
          value: bigHeap,
          unit: 'MB',
          baseline: smallHeap,
          ratio: bigHeap / smallHeap,
          note: `after its scroll (${big.rows} rows loaded; ${bigHeapOpen.toFixed(1)} MB at first rows); baseline: the ${SMALL_QUEUE}-row queue after its scroll; after a collection`,
        },
        {
          name: `queue of ${BIG_QUEUE}: paged down to ${deep.rows} rows by End presses`,
          value: deep.ms,
          unit: 'ms',
          note:
            `${((deep.rows / deep.ms) * 1000).toFixed(0)} rows/s; first 10,000 rows ${deep.firstTenK} ms, last ` +
            `${deep.lastTenK} ms; frames meanwhile: p50 ${deep.p50.toFixed(1)} ms, p95 ${deep.p95.toFixed(1)} ms, ${late(deep)}`,
        },
        {
          name: `queue holding ${deepScroll.rows} rows: frame time p95 while scrolling up ${SCROLL_MS / 1000} s (wheel, PageUp)`,
          value: deepScroll.p95,
          unit: 'ms',
          baseline: big.p95,
          ratio: deepScroll.p95 / big.p95,
          note: `p50 ${deepScroll.p50.toFixed(1)} ms, ${late(deepScroll)}; baseline: the same queue holding ${big.rows} rows, scrolled down`,
        },
        {
          name: `renderer JS heap, queue holding ${deepScroll.rows} rows`,
          value: deepHeap,
          unit: 'MB',
          baseline: smallHeap,
          ratio: deepHeap / smallHeap,
          note: `baseline: the ${SMALL_QUEUE}-row queue after its scroll; after a collection`,
        },
      ];
    } finally {
      await page.close();
      await vigil.stop();
    }
  } finally {
    fs.rmSync(home, { recursive: true, force: true });
  }
}
