// `projects deploy` refuses a malformed export with the JSON path or TRSX line that is wrong and
// leaves nothing behind; a .zip of an export deploys like its folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yazl from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../db/open.js';
import type { Db } from '../db/types.js';
import { listModels } from '../nlu/index.js';
import { runProjectsCommand } from '../cli/projects.js';
import { listProjects } from './dialog.store.js';
import { mixProject } from './dialog.testkit.js';

const TRAVEL = mixProject('travel-ivr-digital');
let db: Db;
let tmp: string;

beforeAll(async () => {
  db = await openDb();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-projects-'));
});
afterAll(async () => {
  await db.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A copy of the travel export with `edit` applied to its files. */
function variant(name: string, edit: (files: { dialog: string; trsx: string }) => { dialog: string; trsx: string }) {
  const dir = path.join(tmp, name);
  fs.mkdirSync(path.join(dir, 'en-US'), { recursive: true });
  const out = edit({
    dialog: fs.readFileSync(path.join(TRAVEL, 'dialog.json'), 'utf8'),
    trsx: fs.readFileSync(path.join(TRAVEL, 'en-US', 'en-US.trsx'), 'utf8'),
  });
  fs.writeFileSync(path.join(dir, 'dialog.json'), out.dialog);
  fs.copyFileSync(path.join(TRAVEL, 'metadata.json'), path.join(dir, 'metadata.json'));
  fs.writeFileSync(path.join(dir, 'en-US', 'en-US.trsx'), out.trsx);
  return dir;
}

async function deploy(p: string, ...extra: string[]): Promise<{ code: number; err: string[]; out: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runProjectsCommand(['projects', 'deploy', p, '--app', 'app1', '--tag', 't1', ...extra], {
    db,
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, err, out };
}

describe('projects deploy refuses a malformed export', () => {
  it('names the line of a JSON syntax error', async () => {
    const r = await deploy(
      variant('syntax', (f) => ({ ...f, dialog: f.dialog.replace('"components"', '"components" oops') })),
    );
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toMatch(/dialog\.json line \d+: not valid JSON/);
  });

  it('names the JSON path of a node of no known type', async () => {
    const dir = variant('node', (f) => {
      const d = JSON.parse(f.dialog) as { data: { components: { nodes: Record<string, unknown>[] }[] } };
      const n = d.data.components[1]!.nodes[2]!;
      for (const k of Object.keys(n)) if (k.endsWith('Node') || k.endsWith('Node2')) delete n[k];
      n.teleportNode = {};
      return { ...f, dialog: JSON.stringify(d) };
    });
    const r = await deploy(dir);
    expect(r.err).toContain(
      'projects deploy: dialog.json $.data.components[1].nodes[2]: unknown node type (teleportNode)',
    );
  });

  it('refuses a Content-Type header on a data access node, naming where', async () => {
    const dir = variant('header', (f) => ({
      ...f,
      dialog: f.dialog.replace('"headers": []', '"headers": [{"name": "Content-Type", "value": "text/plain"}]'),
    }));
    const r = await deploy(dir);
    expect(r.err.join('\n')).toMatch(
      /dataaccessNode\.backendConfig\.headers\[0\]: the Content-Type header is set by the runtime and may not be given/,
    );
  });

  it('names the TRSX line that is malformed', async () => {
    const dir = variant('trsx', (f) => ({ ...f, trsx: f.trsx.replace('</intents>', '</intentz>') }));
    const r = await deploy(dir);
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toMatch(/en-US\/en-US\.trsx line \d+:/);
  });

  it('refuses an --alias the project does not have', async () => {
    const r = await deploy(TRAVEL, '--alias', 'Nope=https://x.example.com');
    expect(r.err).toContain('projects deploy: --alias Nope: the project has no data host alias of that name');
  });

  it('leaves nothing deployed after refusals', async () => {
    expect(await listProjects(db, 'app1')).toEqual([]);
    expect(await listModels(db, 'app1')).toEqual([]);
  });
});

describe('projects deploy of a .zip', () => {
  it('deploys the dialog model and its NLU model in one go', async () => {
    const zipPath = path.join(tmp, 'travel.zip');
    const zip = new yazl.ZipFile();
    for (const f of ['dialog.json', 'metadata.json', 'en-US/en-US.trsx'])
      zip.addFile(path.join(TRAVEL, f), `travel-ivr-digital/${f}`);
    zip.end();
    await new Promise<void>((resolve, reject) =>
      zip.outputStream.pipe(fs.createWriteStream(zipPath)).on('close', resolve).on('error', reject),
    );
    const r = await deploy(zipPath);
    expect(r.err).toEqual([]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out[0]!)).toMatchObject({
      urn: 'urn:nuance-mix:tag:model/t1/mix.dialog',
      projectName: 'Nuance Mix QuickStart',
      version: 1,
      nluModels: [{ urn: 'urn:nuance-mix:tag:model/t1/mix.nlu?=language=eng-USA' }],
    });
    expect(await listProjects(db, 'app1')).toEqual([
      {
        urn: 'urn:nuance-mix:tag:model/t1/mix.dialog',
        projectName: 'Nuance Mix QuickStart',
        nluUrns: ['urn:nuance-mix:tag:model/t1/mix.nlu?=language=eng-USA'],
        version: 1,
        contextTag: 't1',
        deployedAt: expect.any(Date),
      },
    ]);
    expect((await listModels(db, 'app1')).map((m) => m.urn)).toEqual([
      'urn:nuance-mix:tag:model/t1/mix.nlu?=language=eng-USA',
    ]);
  }, 120_000);
});
