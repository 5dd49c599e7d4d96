#!/usr/bin/env node
// Generates TypeScript types for every .proto under protos/ into generated/proto/, with the same
// options the runtime loader uses (wire/protos.ts: LOADER_OPTIONS, which server/ and main/ share).
// wire/services.ts maps each service to its generated definition; handlers and clients are typed
// from that map.
// `node scripts/gen-types.mjs --check` regenerates into a temporary folder and exits 1 when the
// committed files differ, so a stale generated/ never lands.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import url from 'node:url';

const root = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '..');
const protosDir = path.join(root, 'protos');
const outDir = path.join(root, 'generated', 'proto');
const check = process.argv.includes('--check');

function walk(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.proto') ? [path.join(dir, e.name)] : [],
    )
    .sort();
}

function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath ?? e.path, e.name)))
    .sort();
}

function generate(target) {
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  const files = walk(protosDir).map((f) => path.relative(protosDir, f));
  const bin = path.join(root, 'node_modules', '@grpc', 'proto-loader', 'build', 'bin', 'proto-loader-gen-types.js');
  execFileSync(
    process.execPath,
    [
      bin,
      // Files first: --includeDirs takes an array and would swallow the file names after it.
      ...files,
      '--keepCase',
      '--longs=String',
      '--enums=String',
      '--bytes=Buffer',
      '--oneofs',
      '--grpcLib=@grpc/grpc-js',
      '--includeComments',
      `--outDir=${target}`,
      `--includeDirs=${protosDir}`,
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  // The generator writes each source's absolute path into a header comment; keep the output the
  // same on every machine by making it relative to the project.
  for (const f of listFiles(target)) {
    const p = path.join(target, f);
    const text = fs.readFileSync(p, 'utf8');
    const fixed = text.split(`Original file: ${protosDir}${path.sep}`).join('Original file: protos/');
    if (fixed !== text) fs.writeFileSync(p, fixed);
  }
}

if (!check) {
  generate(outDir);
  console.log(`gen: wrote ${listFiles(outDir).length} files to ${path.relative(root, outDir)}`);
} else {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-gen-'));
  try {
    generate(tmp);
    const want = listFiles(tmp);
    const have = listFiles(outDir);
    const stale = [
      ...want.filter((f) => !have.includes(f)).map((f) => `missing ${f}`),
      ...have.filter((f) => !want.includes(f)).map((f) => `extra ${f}`),
      ...want
        .filter((f) => have.includes(f))
        .filter((f) => !fs.readFileSync(path.join(tmp, f)).equals(fs.readFileSync(path.join(outDir, f))))
        .map((f) => `differs ${f}`),
    ];
    if (stale.length) {
      console.error(`gen --check: generated/proto is stale (run npm run gen):\n  ${stale.slice(0, 20).join('\n  ')}`);
      process.exit(1);
    }
    console.log(`gen --check: ${want.length} generated files up to date`);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
