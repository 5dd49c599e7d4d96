import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createConsoleLogs } from './console-logs.js';
import { installProcessHandlers, type ProcessLike } from './process-handlers.js';
import { RotatingLog, redact } from './rotating-log.js';

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-logs-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('RotatingLog', () => {
  it('rolls over at the size cap and keeps only a few files, newest first', () => {
    const dir = tmp();
    const log = new RotatingLog({ dir, name: 'main', maxBytes: 200, keep: 2 });
    for (let i = 0; i < 20; i++) log.write(`line ${i} ${'x'.repeat(40)}`);
    const files = fs.readdirSync(dir).sort();
    expect(files).toEqual(['main.1.log', 'main.2.log', 'main.log']);
    for (const f of files) expect(fs.statSync(path.join(dir, f)).size).toBeLessThanOrEqual(200);
    expect(fs.readFileSync(path.join(dir, 'main.log'), 'utf8')).toContain('line 19');
    expect(fs.readFileSync(path.join(dir, 'main.2.log'), 'utf8')).not.toContain('line 0 ');
    expect(log.files().map((f) => path.basename(f))).toEqual(['main.log', 'main.1.log', 'main.2.log']);
  });

  it('carries on from the size of a file left by an earlier run', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'main.log'), 'x'.repeat(190));
    new RotatingLog({ dir, name: 'main', maxBytes: 200 }).write('next');
    expect(fs.readFileSync(path.join(dir, 'main.1.log'), 'utf8')).toBe('x'.repeat(190));
  });
});

describe('redact', () => {
  it('takes out secrets, tokens and the launch key, and keeps addresses', () => {
    const line = redact(
      'save {"clientSecret":"s3cr3t","name":"lab"} Authorization: Bearer abc.def-ghi client_secret=hunter2&scope=x ' +
        'open http://127.0.0.1:5/?k=LAUNCHKEY token=http://127.0.0.1:9/oauth/token jwt eyJhbGciOi.eyJzdWIiOiJ4.c2lnbmF0dXJl passphrase: pw1',
    );
    for (const secret of ['s3cr3t', 'abc.def-ghi', 'hunter2', 'LAUNCHKEY', 'eyJhbGciOi', 'pw1'])
      expect(line).not.toContain(secret);
    expect(line).toContain('"name":"lab"');
    expect(line).toContain('scope=x');
    expect(line).toContain('token=http://127.0.0.1:9/oauth/token');
  });
});

describe('console logs', () => {
  it('writes main and server lines to their files, redacted, and keeps the recent errors', () => {
    const logs = createConsoleLogs(tmp());
    logs.log('connections.save', { clientSecret: 'never-logged' });
    logs.serverLine('stderr', 'fatal error: database is locked');
    logs.serverLine('stdout', 'vigil-server listening grpc=127.0.0.1:1 http=http://x token=http://y');
    expect(fs.readFileSync(logs.main.file, 'utf8')).not.toContain('never-logged');
    expect(fs.readFileSync(logs.server.file, 'utf8')).toContain('[stdout] vigil-server listening');
    expect(logs.recentErrors().map((e) => [e.source, e.message])).toEqual([
      ['embedded server', 'fatal error: database is locked'],
    ]);
  });

  it('logs exceptions and rejections nobody handled, and keeps running', () => {
    const logs = createConsoleLogs(tmp());
    const listeners = new Map<string, (...a: unknown[]) => void>();
    const told: string[] = [];
    installProcessHandlers(
      { on: (ev: string, fn: (...a: unknown[]) => void) => listeners.set(ev, fn) } as unknown as ProcessLike,
      (m, f) => logs.log(m, f),
      (kind) => told.push(kind),
    );
    listeners.get('uncaughtException')!(new Error('boom in a timer'), 'uncaughtException');
    listeners.get('unhandledRejection')!(new Error('nobody awaited me'));
    const text = fs.readFileSync(logs.main.file, 'utf8');
    expect(text).toContain('boom in a timer');
    expect(text).toContain('nobody awaited me');
    expect(told).toEqual(['uncaughtException', 'unhandledRejection']);
    expect(logs.recentErrors()).toHaveLength(2);
  });
});
