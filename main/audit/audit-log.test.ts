import { ipcFailure } from '../errors.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../wire/clock.js';
import { AuditLog } from './audit-log.js';
import { Auditor } from './auditor.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-audit-'));
  dirs.push(d);
  return d;
};
const subject = { profileId: 'p1', profileName: 'Prod, EU', clientId: 'appID:a:geo:b:clientName:c', scopeId: 's1' };

describe('audit log', () => {
  it('records successes and failures with who, when, where, what and the result', async () => {
    const dir = tmp();
    const clock = new ManualClock(Date.UTC(2026, 0, 1, 12));
    const auditor = new Auditor(new AuditLog(dir), { clock, osUser: 'alice' });
    await auditor.run(
      { action: 'voiceprints.unlock', subject, target: { voiceprintId: 'v1' }, detail: () => 'unlocked' },
      async () => 'done',
    );
    clock.advance(60_000);
    await expect(
      auditor.run({ action: 'voiceprints.lock', subject, target: { voiceprintId: 'v2' } }, async () => {
        throw ipcFailure('PERMISSION_DENIED', 'analysts may not lock');
      }),
    ).rejects.toThrow('analysts may not lock');
    const lines = fs.readFileSync(path.join(dir, 'audit.jsonl'), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(2);
    const log = new AuditLog(dir);
    expect(log.list()).toEqual([
      {
        at: '2026-01-01T12:01:00.000Z',
        osUser: 'alice',
        ...subject,
        action: 'voiceprints.lock',
        target: { voiceprintId: 'v2' },
        result: 'PERMISSION_DENIED',
        detail: 'analysts may not lock',
      },
      {
        at: '2026-01-01T12:00:00.000Z',
        osUser: 'alice',
        ...subject,
        action: 'voiceprints.unlock',
        target: { voiceprintId: 'v1' },
        result: 'ok',
        detail: 'unlocked',
      },
    ]);
    expect(log.list({ action: 'voiceprints.unlock' }).map((e) => e.target.voiceprintId)).toEqual(['v1']);
    expect(log.list({ from: '2026-01-01T12:00:30Z' }).map((e) => e.action)).toEqual(['voiceprints.lock']);
    expect(log.list({ text: 'V1' })).toHaveLength(1);
    expect(log.list({ limit: 1 })).toHaveLength(1);
  });

  it('skips a torn last line', () => {
    const dir = tmp();
    const log = new AuditLog(dir);
    log.append({
      at: '2026-01-01T00:00:00.000Z',
      osUser: 'u',
      ...subject,
      action: 'a',
      target: {},
      result: 'ok',
      detail: '',
    });
    fs.appendFileSync(log.file, '{"at":"2026-01-01T0');
    expect(log.list()).toHaveLength(1);
  });

  it('exports RFC 4180 CSV, oldest first', () => {
    const dir = tmp();
    const log = new AuditLog(dir);
    log.append({
      at: '2026-01-01T00:00:00.000Z',
      osUser: 'u',
      ...subject,
      action: 'rules.edit',
      target: { ruleId: 'r1', scopeId: 's1' },
      result: 'ok',
      detail: 'said "hi"\nthen left',
    });
    log.append({
      at: '2026-01-02T00:00:00.000Z',
      osUser: 'u',
      ...subject,
      action: 'rules.edit',
      target: {},
      result: 'ok',
      detail: '=1+1',
      reason: 'INC-7, asked',
      refs: { ownerExternalId: 'cust-00042' },
    });
    const { csv, count } = log.exportCsv();
    expect(count).toBe(2);
    expect(csv).toBe(
      'at,osUser,profileId,profileName,clientId,scopeId,action,target,result,detail,reason,refs\r\n' +
        '2026-01-01T00:00:00.000Z,u,p1,"Prod, EU",appID:a:geo:b:clientName:c,s1,rules.edit,ruleId=r1; scopeId=s1,ok,"said ""hi""\nthen left",,\r\n' +
        '2026-01-02T00:00:00.000Z,u,p1,"Prod, EU",appID:a:geo:b:clientName:c,s1,rules.edit,,ok,\'=1+1,"INC-7, asked",ownerExternalId=cust-00042\r\n',
    );
  });

  it('records the external IDs and the reason, read when written (noted during the change), and finds entries by them', async () => {
    const dir = tmp();
    const auditor = new Auditor(new AuditLog(dir), { clock: new ManualClock(Date.UTC(2026, 0, 1)), osUser: 'bob' });
    const refs: Record<string, string> = {};
    await auditor.run(
      {
        action: 'voiceprints.unlock',
        subject,
        target: { gkVoiceprintProfileId: '3f2a0000-0000-4000-8000-000000000001' },
        refs: () => refs,
        reason: '  INC-4711 caller verified by PIN ',
      },
      async () => {
        refs.ownerExternalId = 'cust-00042';
        refs.empty = '';
      },
    );
    await auditor.run({ action: 'voiceprints.lock', subject, target: { gkVoiceprintProfileId: 'x' } }, async () => {});
    const log = new AuditLog(dir);
    const [, unlocked] = log.list();
    expect(unlocked).toMatchObject({
      action: 'voiceprints.unlock',
      refs: { ownerExternalId: 'cust-00042' },
      reason: 'INC-4711 caller verified by PIN',
    });
    expect(log.list()[0]).not.toHaveProperty('reason');
    expect(log.list()[0]).not.toHaveProperty('refs');
    expect(log.list({ text: 'CUST-00042' }).map((e) => e.action)).toEqual(['voiceprints.unlock']);
    expect(log.list({ text: 'inc-4711' }).map((e) => e.action)).toEqual(['voiceprints.unlock']);
    // Field names are not searched: every entry has a "target", none says it.
    expect(log.list({ text: 'target' })).toEqual([]);
    expect(log.list({ text: 'ownerExternalId' })).toEqual([]);
  });
});
