// Where a .cpuprofile's time went (the ones profile-rpc.ts, profile-upload.ts and dialog.bench.ts's
// VIGIL_BENCH_DIALOG_PROFILE write): self time by part of the server (PGlite's WASM and its JS, the
// gRPC stack, each server/ folder, GC, V8's own "(program)"), by file and by function, and total
// (inclusive) time by function. Given `--calls N` (the calls the load made, warm-up included) each
// figure is also per call, which compares across runs on a busy machine better than a share does.
// Async work is attributed where it ran, not to the call that queued it: a statement's WASM time
// is under the query runner, not under the handler that awaited it.
//   npx tsx bench/profile-summary.ts FILE.cpuprofile [--calls N] [--top N] [--match TEXT]
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const file = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (!file) throw new Error('usage: profile-summary.ts FILE.cpuprofile [--calls N] [--top N] [--match TEXT]');
const calls = Number(opt('--calls') ?? 0);
const top = Number(opt('--top') ?? 25);
const match = opt('--match');

const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
/** Microseconds of samples whose innermost frame is the node. */
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

const where = (url: string) =>
  url.replace(/^.*\/node_modules\//, 'node_modules/').replace(/^file:\/\/.*?\/(server|wire|bench|generated)\//, '$1/');
const fnKey = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'} ${where(n.callFrame.url)}`.trim();
const fileKey = (n: ProfileNode) => where(n.callFrame.url) || n.callFrame.functionName;

/** The part of the server a frame belongs to. */
function part(n: ProfileNode): string {
  const { url, functionName: f } = n.callFrame;
  if (f === '(idle)' || f === '(program)' || f === '(garbage collector)') return f;
  if (url.startsWith('wasm://') || f.startsWith('js-to-wasm') || f.startsWith('wasm-')) return 'PGlite (WASM)';
  if (url.includes('@electric-sql/pglite') || url.includes('/server/db/')) return 'PGlite JS and server/db';
  if (url.includes('@grpc/') || url.includes('protobuf') || url.includes('node:internal/http2')) return 'gRPC stack';
  const dir = /\/(server\/[\w-]+|wire)\//.exec(url);
  if (dir) return dir[1]!;
  // Native frames with no script: builtins, and the inspector's own `dispatch` (Profiler.stop).
  return url.startsWith('node:') ? 'node internals' : url ? 'other modules' : 'native (no script)';
}

const add = (m: Map<string, number>, k: string, us: number) => m.set(k, (m.get(k) ?? 0) + us);
const parts = new Map<string, number>();
const files = new Map<string, number>();
const fnSelf = new Map<string, number>();
const fnTotal = new Map<string, number>();
let allUs = 0;
for (const [id, us] of selfUs) {
  const n = byId.get(id)!;
  allUs += us;
  add(parts, part(n), us);
  add(files, fileKey(n), us);
  add(fnSelf, fnKey(n), us);
  // Total: once per function on the sample's stack (recursion counted once).
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const k = fnKey(byId.get(at)!);
    if (!seen.has(k)) {
      seen.add(k);
      add(fnTotal, k, us);
    }
  }
}
const busyUs = allUs - (parts.get('(idle)') ?? 0);

/** Not work: the idle loop, and the stack's root. */
const SKIP = new Set(['(idle)', '(root)']);

function print(title: string, m: Map<string, number>, n: number): void {
  console.log(`\n${title}`);
  const rows = [...m].filter(([k]) => !SKIP.has(k) && (!match || k.includes(match))).sort((a, b) => b[1] - a[1]);
  for (const [k, us] of rows.slice(0, n)) {
    const share = `${((100 * us) / busyUs).toFixed(1).padStart(5)}%`;
    const perCall = calls ? `${(us / 1000 / calls).toFixed(3).padStart(7)} ms/call` : '';
    console.log(`${share} ${(us / 1000).toFixed(0).padStart(6)} ms ${perCall}  ${k}`);
  }
}

console.log(
  `${file}: ${(allUs / 1e6).toFixed(2)} s sampled, ${(busyUs / 1e6).toFixed(2)} s busy` +
    (calls ? `, ${(busyUs / 1000 / calls).toFixed(3)} ms busy per call over ${calls} calls` : '') +
    ' (shares are of the busy time)',
);
print('self time by part', parts, 20);
print('self time by file', files, top);
print('self time by function', fnSelf, top);
print('total time by function', fnTotal, top);
