// The console as a user meets it, in Chromium (e2e/support/chromium.ts) through the browser host:
// - launch to first data: from starting `npm start -- --web`'s script (scripts/start.mjs, bundles
//   already built) to the engagements table showing rows, on a new home folder (embedded server
//   created and demo data seeded) and on a relaunch; baseline: a plain Node process serving a
//   one-line page, from spawn to the page shown; targets: new home ≤ 5×, relaunch ≤ 3× the
//   baseline (VIGIL_BENCH_CONSOLE=launch runs these alone);
// - memory: resident set of the console's process and of its embedded server, idle after a relaunch;
//   and the embedded server's own by phase of its start (bench/server-memory.ts), run on its own on
//   a new data folder (first launch: cluster created, demo seeded, demo model trained) and again on
//   that folder (relaunch).
// - opening a one-hour 8 kHz stereo segment to both waveform lanes drawn; baseline: a one-minute
//   segment opened the same way in the same console (after a first one has loaded the screen's code).
// - an eight-hour segment (twice what an upload may hold, so stored into the stopped console's data
//   folder by the code an upload runs, prepareAudio and storeAudio): opened to both lanes drawn,
//   zoomed to 800 px/s until the visible window's own peaks are drawn, and the renderer's JS heap
//   then; baselines: the one-minute segment's figures in the same run.
// - the renderer bundle: what the browser fetched for the first screen, and all of it, raw and gzip;
//   baseline: a bare React app built by the same Vite.
// - the engagements queue with 100,000 engagements (bench/queue-scroll.ts, a home folder of its own):
//   open to first rows, frame times while scrolling and the renderer's heap; baseline: a 100-row queue.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import url from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { rendererHeapMb } from './renderer-heap.js';
import { build } from 'vite';
import type { Benchmark, BenchFigure } from './run.js';
import { longCall } from './long-call.js';
import { putBytes } from './put-bytes.js';
import { randomUUID } from 'node:crypto';
import { writeWav } from '../server/audio/codecs/wav.js';
import { openBlobStore } from '../server/blobs/open.js';
import { openServerDb } from '../server/db/open.js';
import { AudioFileStore } from '../server/audio/audio-files.store.js';
import { insertPendingSegment } from '../server/audio/media.store.js';
import { prepareAudio, storeAudio } from '../server/audio/process.js';
import { chromiumLaunchOptions } from '../e2e/support/chromium.js';
import { startConsole } from '../e2e/support/console.js';
import { connectAs, contextOf, demoClient } from '../e2e/support/grpc.js';
import { runningEmbedded } from '../e2e/support/ipc.js';
import { serverMemoryPhases, type MemoryPhase } from './server-memory.js';
import { queueScrollFigures } from './queue-scroll.js';
import { FIRST_SCREEN_BUDGET_KB, gzipBytes } from '../scripts/first-screen-budget.js';

const root = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '..');
const TIMEOUT = 180_000;

/**
 * Launch targets as ratios to the bare page of the same run (a plain Node process serving one line,
 * page shown), which hold from one machine to the next where absolute times do not.
 */
const LAUNCH_TARGETS = { newHome: 5, relaunch: 3 } as const;

/**
 * VIGIL_BENCH_CONSOLE=launch: the bare page and the two launches only (a minute, not the whole
 * bench), for profiling the launch.
 */
const LAUNCH_ONLY = process.env.VIGIL_BENCH_CONSOLE === 'launch';

const FIRST_ROWS = '[data-testid="screen-engagements"] [data-testid^="row-"]';

/**
 * Records in the page, by a MutationObserver installed before its first script, the wall-clock
 * moment (epoch ms) an element matching `selector` first appears. Playwright's waitFor polls, every
 * 500 ms once a wait has gone on for a while, so the moment it returns can be that much after the
 * rows were drawn; this is the moment itself, comparable with this process's
 * `performance.timeOrigin + performance.now()` on the same machine.
 */
async function recordFirstAppearance(page: Page, selector: string): Promise<() => Promise<number>> {
  // A string, not a function: tsx's transform adds helpers (`__name`) a function's text would take
  // into the page, where they are not defined.
  await page.addInitScript(`(() => {
    const sel = ${JSON.stringify(selector)};
    const check = () => {
      if (window.__firstSeenAt === undefined && document.querySelector(sel)) {
        window.__firstSeenAt = performance.timeOrigin + performance.now();
        observer.disconnect();
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true });
    // A page without scripts can be parsed before this runs: then it is there already.
    check();
    document.addEventListener('DOMContentLoaded', check);
  })();`);
  return async () => {
    await page.locator(selector).first().waitFor({ timeout: TIMEOUT });
    const at = await page.evaluate(() => (window as unknown as { __firstSeenAt?: number }).__firstSeenAt);
    if (at === undefined) throw new Error(`${selector} appeared but the page did not record when`);
    return at;
  };
}

/** Wall-clock epoch ms, as recordFirstAppearance's are. */
const wallNow = () => performance.timeOrigin + performance.now();

/** The moments of a launch, in ms from spawning the console, in the order they happen. */
const LAUNCH_PHASES = [
  ['server spawned', "the console's script loaded and the embedded server started"],
  ['console served', "the console's URL printed"],
  ['page loaded', 'the page and its first scripts loaded'],
  ['server answering', 'the embedded server listening (and on a new home: cluster created, demo seeded)'],
  ['first data answered', "main answered the first screen's engagements.list"],
  ['first rows drawn', 'the engagements table shows rows'],
] as const;
type LaunchPhase = (typeof LAUNCH_PHASES)[number][0];

/**
 * Milliseconds from spawning the console to the first screen's rows, with the moment of each phase
 * on the way (by the console's own output lines and the page's requests); `js` collects the scripts
 * fetched.
 */
async function launchToData(browser: Browser, homeDir: string) {
  const marks = new Map<LaunchPhase, number>();
  const mark = (phase: LaunchPhase) => {
    if (!marks.has(phase)) marks.set(phase, performance.now() - t0);
  };
  const t0 = performance.now();
  const wallT0 = wallNow();
  // Every process of the launch appends its moments here (server/util/launch-trace.ts).
  const traceFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-trace-')), 'launch.trace');
  const vigil = await startConsole({
    homeDir,
    waitForServer: false,
    env: { VIGIL_LAUNCH_TRACE: traceFile },
    onOutput: (text) => {
      if (text.includes('starting the embedded server')) mark('server spawned');
      if (text.includes('vigil console: open')) mark('console served');
      if (text.includes('the embedded server is running')) mark('server answering');
    },
  });
  const page = await browser.newPage();
  const rowsSeen = await recordFirstAppearance(page, FIRST_ROWS);
  const js = new Set<string>();
  page.on('response', (r) => {
    if (r.ok() && new URL(r.url()).pathname.endsWith('.js')) js.add(r.url());
    if (r.ok() && r.request().postData()?.includes('"channel":"engagements.list"')) mark('first data answered');
  });
  await page.goto(vigil.url);
  mark('page loaded');
  const drawnAt = await rowsSeen();
  // The moment the rows were in the page, not when the wait noticed them.
  const ms = drawnAt - wallT0;
  marks.set('first rows drawn', ms);
  const timeline = readTimeline(traceFile, wallT0);
  timeline.push({ name: 'page: first rows drawn', ms });
  fs.rmSync(path.dirname(traceFile), { recursive: true, force: true });
  return { ms, vigil, page, js, marks, timeline: timeline.sort((a, b) => a.ms - b.ms) };
}

/** A moment of a launch: ms from the spawn, and the CPU its process had used by then (ms), when traced. */
interface Moment {
  name: string;
  ms: number;
  cpuMs?: number;
}

/** The trace's moments (wire/launch-trace.ts), in ms from `wallT0`; the first of each name. */
function readTimeline(file: string, wallT0: number): Moment[] {
  const seen = new Map<string, Moment>();
  let text = '';
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  for (const line of text.split('\n')) {
    const [name, at, cpu] = line.split('\t');
    if (name && at && !seen.has(name))
      seen.set(name, { name, ms: Number(at) - wallT0, ...(cpu ? { cpuMs: Number(cpu) } : {}) });
  }
  return [...seen.values()];
}

/**
 * A launch's timeline as figures: each moment in ms from the spawn, with the gap since the one
 * before, and the CPU its process (`server:`, `console:`) used since that process's moment before:
 * on a busy machine the gaps stretch, the CPU much less, so a change is read from the CPU.
 */
function timelineFigures(launch: string, timeline: Moment[]): BenchFigure[] {
  let before = 0;
  const cpuBefore = new Map<string, number>();
  return timeline.map(({ name, ms, cpuMs }) => {
    const proc = name.split(':')[0]!;
    let cpu = '';
    if (cpuMs !== undefined) {
      cpu = `; ${Math.round(cpuMs - (cpuBefore.get(proc) ?? 0))} ms of ${proc} CPU since its moment before`;
      cpuBefore.set(proc, cpuMs);
    }
    const figure: BenchFigure = {
      name: `${launch} timeline: ${name}`,
      value: ms,
      unit: 'ms',
      note: `${Math.round(ms - before)} ms after the moment before${cpu}`,
    };
    before = ms;
    return figure;
  });
}

/**
 * The launch's phases as figures: each the moment it was reached, in ms from the spawn, and the
 * time since the phase before. Some overlap (the page loads while the server starts), so they are
 * listed in the order they happened.
 */
function phaseTimes(launch: string, marks: Map<LaunchPhase, number>): BenchFigure[] {
  const reached = LAUNCH_PHASES.filter(([p]) => marks.has(p)).sort((a, b) => marks.get(a[0])! - marks.get(b[0])!);
  let before = 0;
  return reached.map(([phase, what]) => {
    const at = marks.get(phase)!;
    const figure: BenchFigure = {
      name: `${launch} phase: ${phase}`,
      value: at,
      unit: 'ms',
      note: `${what}; ${Math.round(at - before)} ms after the phase before`,
    };
    before = at;
    return figure;
  });
}

/** The floor of the same path: a plain Node process that serves one line, and the page showing it. */
async function baselineLaunch(browser: Browser): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-'));
  const script = path.join(dir, 'serve.mjs');
  fs.writeFileSync(
    script,
    `import http from 'node:http';
const s = http.createServer((_q, r) => r.end('<!doctype html><p id="ready">ready</p>'));
s.listen(0, '127.0.0.1', () => console.log('open http://127.0.0.1:' + s.address().port + '/'));
`,
  );
  const wallT0 = wallNow();
  const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const at = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /open (\S+)/.exec(out);
        if (m?.[1]) resolve(m[1]);
      });
      child.once('exit', (code) => reject(new Error(`baseline server exited with ${code}`)));
    });
    const page = await browser.newPage();
    const readySeen = await recordFirstAppearance(page, '#ready');
    await page.goto(at);
    const ms = (await readySeen()) - wallT0;
    await page.close();
    return ms;
  } finally {
    child.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Uploads `seconds` of stereo call into the demo scope as the service client; returns the segment ID. */
async function uploadCall(server: { grpcAddress: string; tokenUrl: string }, homeDir: string, seconds: number) {
  const call = await callSession(server, homeDir);
  const probe = await connectAs(server, demoClient(homeDir, 'service'));
  try {
    const up = await probe.call<{ media_upload_url: string; gk_media_segment_id: { value: string } }>(
      'nuance.biosec.v1.audio.AudioManager',
      'GetUploadUrl',
      {
        context: contextOf(call.scopeId, { engagementId: call.engagementId, sessionId: call.sessionId }),
        container: 'CONTAINER_WAV',
        call_parties: [
          { channel_index: 1, party_type: 'PARTY_TYPE_AGENT' },
          { channel_index: 2, party_type: 'PARTY_TYPE_PERSON' },
        ],
      },
    );
    const wav = writeWav(await longCall(seconds));
    // node:http on a fresh connection (bench/put-bytes.ts): a kept-alive socket the server had closed
    // failed the 115 MB body with EPIPE.
    const answer = await putBytes(up.media_upload_url, wav);
    if (answer.status !== 201) throw new Error(`upload of ${seconds} s failed: ${answer.status} ${answer.body}`);
    return up.gk_media_segment_id.value;
  } finally {
    probe.close();
  }
}

/** A new call's scope, engagement and session, started as the service client (for a stored segment). */
async function callSession(server: { grpcAddress: string; tokenUrl: string }, homeDir: string) {
  const client = demoClient(homeDir, 'service');
  const probe = await connectAs(server, client);
  try {
    const started = await probe.call<{ gk_engagement_id: { value: string }; gk_session_id: { value: string } }>(
      'nuance.biosec.v1.sessions.SessionsManager',
      'StartSession',
      {
        context: contextOf(client.gkScopeId),
        session_type: 'SESSION_TYPE_CALL_CENTER',
        details: { call_type: 'CALL_TYPE_INBOUND' },
      },
    );
    return {
      scopeId: client.gkScopeId,
      engagementId: started.gk_engagement_id.value,
      sessionId: started.gk_session_id.value,
    };
  } finally {
    probe.close();
  }
}

/**
 * Stores `seconds` of stereo call as a segment of an existing session straight into a stopped
 * console's embedded-server data folder, the way an upload stores it (prepareAudio, storeAudio), for
 * a length no upload may carry. Its transcription is marked failed, so the relaunched server does
 * not spend the run transcribing it.
 */
async function storeLongCall(
  homeDir: string,
  session: { scopeId: string; engagementId: string; sessionId: string },
  seconds: number,
): Promise<string> {
  const dataDir = path.join(homeDir, 'embedded-server');
  const db = await openServerDb({ dataDir, databaseUrl: undefined });
  try {
    const files = new AudioFileStore(openBlobStore({ db, dataDir, blobUrl: undefined }));
    const prepared = prepareAudio(await longCall(seconds));
    const id = randomUUID();
    const now = new Date();
    await db.tx(async (q) => {
      await insertPendingSegment(q, {
        id,
        scopeId: session.scopeId,
        engagementId: session.engagementId,
        sessionId: session.sessionId,
        container: 'CONTAINER_WAV',
        format: { kind: 'pcm', sampleRate: prepared.sampleRate, channels: 2 },
        parties: [
          { channel_index: 1, party_type: 'PARTY_TYPE_AGENT', gk_party_id: null },
          { channel_index: 2, party_type: 'PARTY_TYPE_PERSON', gk_party_id: null },
        ],
        callType: 'CALL_TYPE_INBOUND',
        now,
      });
      await storeAudio(q, files, { segmentId: id, scopeId: session.scopeId, encoding: 'pcm16', prepared, now });
      await q.query(
        `UPDATE media_transcript_jobs SET state = 'FAILED', error = 'bench: not transcribed', completed_at = $2
          WHERE gk_media_segment_id = $1`,
        [id, now],
      );
    });
    return id;
  } finally {
    await db.close();
  }
}

/** Milliseconds from the first zoom step to 800 px/s until both lanes draw their window's own peaks. */
async function zoomToWindow(page: Page): Promise<number> {
  await page.getByTestId('player').focus();
  const t0 = performance.now();
  for (let i = 0; i < 6; i++) await page.keyboard.press('+');
  for (const lane of ['lane-detail-1', 'lane-detail-2'])
    await page.locator(`[data-testid="${lane}"][data-source="window"]`).waitFor({ timeout: TIMEOUT });
  return performance.now() - t0;
}

/** Milliseconds from navigating to the segment until both lanes' canvases have ink, timed in the page. */
async function openSegment(page: Page, id: string): Promise<number> {
  if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error(`not a segment ID: ${id}`);
  await page.evaluate(() => (window.location.hash = '#/engagements'));
  await page.locator(FIRST_ROWS).first().waitFor({ timeout: TIMEOUT });
  // As source text: tsx would wrap the named functions below in a helper the page does not have.
  return page.evaluate(`new Promise((resolve, reject) => {
    const inked = (lane) => {
      if (!lane) return false;
      const roots = [lane];
      for (const n of lane.querySelectorAll('*')) if (n.shadowRoot) roots.push(n.shadowRoot);
      for (const r of roots)
        for (const c of r.querySelectorAll('canvas')) {
          if (!c.width || !c.height) continue;
          const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data;
          if (data) for (let i = 3; i < data.length; i += 4) if (data[i] > 0) return true;
        }
      return false;
    };
    const t0 = performance.now();
    window.location.hash = '#/media/${id}';
    const tick = () => {
      const lanes = ['lane-wave-1', 'lane-wave-2'].map((t) => document.querySelector('[data-testid="' + t + '"]'));
      if (lanes.every(inked)) return resolve(performance.now() - t0);
      if (performance.now() - t0 > ${TIMEOUT}) return reject(new Error('segment ${id} was not drawn in time'));
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })`);
}

/** Raw and gzip bytes of files (paths relative to the built renderer, or absolute). */
function sizes(files: string[]): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const b = fs.readFileSync(f);
    raw += b.length;
    gzip += gzipBytes(b);
  }
  return { raw, gzip };
}

/** A bare React 19 app (one element rendered into #root) built by the same Vite, minified. */
async function baselineBundle(): Promise<{ raw: number; gzip: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-react-'));
  try {
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="./main.js"></script>',
    );
    fs.writeFileSync(
      path.join(dir, 'main.js'),
      `import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n` +
        `createRoot(document.getElementById('root')).render(createElement('p', null, 'ready'));\n`,
    );
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      resolve: {
        alias: { react: path.join(root, 'node_modules/react'), 'react-dom': path.join(root, 'node_modules/react-dom') },
      },
      build: { outDir: path.join(dir, 'dist'), emptyOutDir: true },
    });
    const assets = path.join(dir, 'dist', 'assets');
    return sizes(
      fs
        .readdirSync(assets)
        .filter((f) => f.endsWith('.js'))
        .map((f) => path.join(assets, f)),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const kB = (n: number) => n / 1024;

/** Progress on stderr, so a run that fails says where. */
const stage = (what: string) => process.stderr.write(`console bench: ${new Date().toISOString()} ${what}\n`);

/** One figure per phase: the resident set, with V8's heap and `external` (PGlite's WASM heap) noted. */
function phaseFigures(launch: string, phases: MemoryPhase[]): BenchFigure[] {
  return phases.map((p) => ({
    name: `embedded server RSS, ${launch}: ${p.phase}`,
    value: p.rssMb,
    unit: 'MB',
    note:
      p.heapUsedMb === undefined
        ? p.phase === 'idle'
          ? 'target ≤ 200 MB'
          : ''
        : `V8 heap ${p.heapUsedMb.toFixed(0)} MB, external (PGlite's WASM heap, buffers) ${(p.externalMb ?? 0).toFixed(0)} MB`,
  }));
}

/** Resident set of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return kb ? Number(kb) / 1024 : 0;
}

/** A process's direct children (Linux /proc). */
function childPids(pid: number): number[] {
  return fs
    .readdirSync(`/proc/${pid}/task`)
    .flatMap((t) => fs.readFileSync(`/proc/${pid}/task/${t}/children`, 'utf8').trim().split(/\s+/))
    .filter(Boolean)
    .map(Number);
}

const bench: Benchmark = {
  name: 'console: browser host in Chromium',
  async run(): Promise<BenchFigure[]> {
    // The same renderer build `npm start` serves, fresh, so the sizes are of this tree.
    await new Promise<void>((resolve, reject) => {
      const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
      const r = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
      r.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`))));
    });
    // The bundles `npm start` runs, built (if stale) before any clock starts.
    await new Promise<void>((resolve, reject) => {
      const r = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs'), '--build-only'], {
        cwd: root,
        stdio: 'inherit',
      });
      r.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the bundle build exited with ${code}`))));
    });
    const browser = await chromium.launch(await chromiumLaunchOptions());
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-home-'));
    const figures: BenchFigure[] = [];
    try {
      stage('baseline launch');
      const floor = await baselineLaunch(browser);
      const first = await launchToData(browser, home);
      const fetched = [...first.js].map((u) => path.join(root, 'dist', 'renderer', new URL(u).pathname));
      await first.page.close();
      await first.vigil.stop();
      const again = await launchToData(browser, home);
      figures.push(
        {
          name: 'launch to first data, new home (server created, demo seeded)',
          value: first.ms,
          unit: 'ms',
          baseline: floor,
          ratio: first.ms / floor,
          note:
            `target ≤ ${LAUNCH_TARGETS.newHome}× the baseline: ${first.ms / floor <= LAUNCH_TARGETS.newHome ? 'met' : 'missed'}; ` +
            'baseline: plain Node process serving one line, page shown; ratio = value / baseline',
        },
        {
          name: 'launch to first data, relaunch',
          value: again.ms,
          unit: 'ms',
          baseline: floor,
          ratio: again.ms / floor,
          note: `target ≤ ${LAUNCH_TARGETS.relaunch}× the baseline: ${again.ms / floor <= LAUNCH_TARGETS.relaunch ? 'met' : 'missed'}`,
        },
        ...phaseTimes('new home', first.marks),
        ...phaseTimes('relaunch', again.marks),
        ...timelineFigures('new home', first.timeline),
        ...timelineFigures('relaunch', again.timeline),
      );

      // Idle memory once the first screen shows: the console's process and its embedded server.
      const consoleRss = rssMb(again.vigil.pid);
      const serverRss = childPids(again.vigil.pid)
        .map(rssMb)
        .reduce((a, b) => a + b, 0);
      figures.push(
        { name: 'console process RSS, idle after relaunch', value: consoleRss, unit: 'MB' },
        { name: 'embedded server RSS, idle after relaunch', value: serverRss, unit: 'MB' },
      );
      if (LAUNCH_ONLY) {
        await again.page.close();
        await again.vigil.stop();
        return figures;
      }

      stage('uploads');
      const server = await runningEmbedded(again.page);
      const warmUp = await uploadCall(server, home, 5);
      const minute = await uploadCall(server, home, 60);
      const hour = await uploadCall(server, home, 3600);
      // The first segment opened also loads the media screen's code; neither figure should carry that.
      stage('opening segments');
      await openSegment(again.page, warmUp);
      const minuteMs = await openSegment(again.page, minute);
      const hourMs = await openSegment(again.page, hour);
      figures.push({
        name: 'open a one-hour 8 kHz stereo segment to both lanes drawn',
        value: hourMs,
        unit: 'ms',
        baseline: minuteMs,
        ratio: hourMs / minuteMs,
        note: 'baseline: a one-minute segment; ratio = value / baseline',
      });
      const session = await callSession(server, home);
      await again.page.close();
      await again.vigil.stop();

      // Eight hours, stored while the console is stopped, then opened in a third launch next to the
      // one-minute segment (opened, zoomed in, heap read) as the baseline.
      stage('storing eight hours');
      const eight = await storeLongCall(home, session, 8 * 3600);
      stage('third launch');
      const third = await launchToData(browser, home);
      try {
        await openSegment(third.page, warmUp);
        const minuteOpenMs = await openSegment(third.page, minute);
        const minuteZoomMs = await zoomToWindow(third.page);
        const minuteHeap = await rendererHeapMb(third.page);
        stage('opening eight hours');
        const eightMs = await openSegment(third.page, eight);
        const eightZoomMs = await zoomToWindow(third.page);
        const eightHeap = await rendererHeapMb(third.page);
        figures.push(
          {
            name: 'open an eight-hour 8 kHz stereo segment to both lanes drawn',
            value: eightMs,
            unit: 'ms',
            baseline: minuteOpenMs,
            ratio: eightMs / minuteOpenMs,
            note: 'target ≤ 150 ms; baseline: the one-minute segment, same launch; ratio = value / baseline',
          },
          {
            name: 'eight-hour segment zoomed to 800 px/s until both lanes draw the window',
            value: eightZoomMs,
            unit: 'ms',
            baseline: minuteZoomMs,
            ratio: eightZoomMs / minuteZoomMs,
            note: 'six zoom steps, one windowed media.peaks after the view settles (150 ms debounce)',
          },
          {
            name: 'renderer JS heap, eight-hour segment open and zoomed in',
            value: eightHeap,
            unit: 'MB',
            baseline: minuteHeap,
            ratio: eightHeap / minuteHeap,
            note: 'target ≤ 50 MB; after a collection; baseline: the one-minute segment open and zoomed in',
          },
        );
      } finally {
        await third.page.close();
        await third.vigil.stop();
      }

      stage('queue of 100,000 engagements');
      figures.push(...(await queueScrollFigures(browser, stage)));

      const assets = path.join(root, 'dist', 'renderer', 'assets');
      const all = sizes(
        fs
          .readdirSync(assets)
          .filter((f) => f.endsWith('.js'))
          .map((f) => path.join(assets, f)),
      );
      const firstScreen = sizes(fetched.filter((f) => fs.existsSync(f)));
      const react = await baselineBundle();

      // The embedded server alone, by phase: a new data folder, then the same folder again.
      const serverHome = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-server-'));
      try {
        figures.push(...phaseFigures('first launch', await serverMemoryPhases(serverHome)));
        figures.push(...phaseFigures('relaunch', await serverMemoryPhases(serverHome)));
      } finally {
        fs.rmSync(serverHome, { recursive: true, force: true });
      }
      figures.push(
        {
          name: 'renderer JS fetched for the first screen, gzip',
          value: kB(firstScreen.gzip),
          unit: 'kB',
          baseline: kB(react.gzip),
          ratio: firstScreen.gzip / react.gzip,
          note:
            `target ≤ ${FIRST_SCREEN_BUDGET_KB} kB (vite build checks the same): ` +
            `${kB(firstScreen.gzip) <= FIRST_SCREEN_BUDGET_KB ? 'met' : 'missed'}; ` +
            `${kB(firstScreen.raw).toFixed(0)} kB raw in ${fetched.length} files; baseline: bare React app, same Vite`,
        },
        {
          name: 'renderer JS in all, gzip',
          value: kB(all.gzip),
          unit: 'kB',
          baseline: kB(react.gzip),
          ratio: all.gzip / react.gzip,
          note: `${kB(all.raw).toFixed(0)} kB raw`,
        },
      );
    } finally {
      await browser.close();
      fs.rmSync(home, { recursive: true, force: true });
    }
    return figures;
  },
};

export default bench;
