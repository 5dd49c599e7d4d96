// The contract says which channels are audited; main must audit exactly those. Every channel main
// answers is called once with a context whose profile cannot be resolved: each audited one must
// leave one audit entry (a failed change is recorded too), and no other channel may leave any.
import { ipcFailure } from '../errors.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AUDITED_CHANNELS, CHANNELS, isAudited } from '../../shared/ipc/contract.js';
import { AuditLog } from '../audit/audit-log.js';
import { Auditor } from '../audit/auditor.js';
import { bindChannels, type MainContext } from '../ipc/define-channel.js';
import { channelDefinitions } from '../main-services.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** Any use of the connections fails, as with a profile that does not exist (but the server is ready). */
const noConnections = new Proxy(
  {},
  {
    get: (_t, key) =>
      key === 'ready'
        ? async () => undefined
        : () => {
            throw ipcFailure('NOT_FOUND', 'no such profile');
          },
  },
) as MainContext['connections'];

describe('audited channels', () => {
  const defs = channelDefinitions('browser');

  it('every channel of the contract has one definition, audited as the contract says', () => {
    expect(defs.map((d) => d.channel).sort()).toEqual([...CHANNELS].sort());
    for (const d of defs) expect(d.audited, d.channel).toBe(isAudited(d.channel));
  });

  it('main records an entry for each audited channel and for no other', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-audited-'));
    dirs.push(dir);
    const auditor = new Auditor(new AuditLog(dir), { osUser: 'tester' });
    const main = {
      connections: noConnections,
      secrets: noConnections as unknown as MainContext['secrets'],
      auditor,
      events: { emit: () => {} } as unknown as MainContext['events'],
      embedded: undefined,
    } satisfies MainContext;
    const handlers = bindChannels(main, defs) as Record<string, (req: object, o: object) => Promise<unknown>>;
    const signal = new AbortController().signal;
    for (const channel of CHANNELS) await handlers[channel]!({}, { signal }).catch(() => undefined);
    const actions = auditor.log.list({ limit: 10_000 }).map((e) => e.action);
    expect([...actions].sort()).toEqual([...AUDITED_CHANNELS].sort());
  });

  it('only auditedChange writes change entries (no handler calls the auditor itself)', () => {
    const mainDir = path.resolve(import.meta.dirname, '..');
    const files = fs.readdirSync(mainDir, { recursive: true, encoding: 'utf8' });
    const callers = files.filter(
      (f) =>
        f.endsWith('.ts') &&
        !/\.test\.ts$/.test(f) &&
        /\bauditor\.run\b/.test(fs.readFileSync(path.join(mainDir, f), 'utf8')),
    );
    expect(callers).toEqual([path.join('audit', 'audited-change.ts')]);
  });
});
