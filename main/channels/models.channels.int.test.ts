// models.list through the real router against the real reference server (in-process, port 0, demo
// data): the models deployed for the console's app (the demo app, "vigil") read back as stored in
// nlu_models, paged, and a bad page token named in the request's terms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../testkit/server.testkit.js';
import type { NluModel } from '../../shared/ipc/channels/models.js';
import { err, ok, startConsoleWithServer, type ConsoleWithServer } from '../../testkit/console-harness.testkit.js';
import type { MainServices } from '../main-services.js';

let harness: ConsoleWithServer | undefined;
let server: RunningServer;
let main: MainServices;

type Listed = { models: NluModel[]; nextPageToken: string; totalSize: number; browseAvailable: boolean };

// Stored rows as a deploy writes them (server/nlu/models.store.ts); main never imports server code.
const store = (urn: string, tag: string, intents: string[], sentences: number, at: string) =>
  server.db.query(
    `INSERT INTO nlu_models (app_id, urn, context_tag, language, training, compiled, intents, build_ms, deployed_at)
     VALUES ('vigil', $1, $2, 'eng-USA', '{}'::jsonb, $3::jsonb, $4, 12, $5)`,
    [urn, tag, JSON.stringify({ sentences }), intents, at],
  );
const urnOf = (tag: string) => `urn:nuance-mix:tag:model/${tag}/mix.nlu?=language=eng-USA`;

beforeAll(async () => {
  harness = await startConsoleWithServer({ tmpPrefix: 'vigil-models-int-' });
  ({ server, main } = harness);
  await store(urnOf('zz-chan-a'), 'zz-chan-a', ['BALANCE', 'TRANSFER'], 40, '2026-04-01T10:00:00.000Z');
  await store(urnOf('zz-chan-b'), 'zz-chan-b', ['HELLO'], 3, '2026-04-02T10:00:00.000Z');
  await server.db.query(
    `INSERT INTO nlu_models (app_id, urn, context_tag, language, training, compiled, intents, build_ms, deployed_at)
     VALUES ('another-app', $1, 'zz-chan-x', 'eng-USA', '{}', '{"sentences":1}', '{X}', 1, now())`,
    [urnOf('zz-chan-x')],
  );
});
afterAll(async () => {
  await harness?.close();
});

describe('models.list', () => {
  it("lists the console app's models as stored, page by page, and none of another app's", async () => {
    const stored = await server.db.query<{ urn: string }>(
      `SELECT urn FROM nlu_models WHERE app_id = 'vigil' ORDER BY urn`,
    );
    const all = ok<Listed>(await main.invoke('models.list', {}));
    expect(all.browseAvailable).toBe(true);
    expect(all.totalSize).toBe(stored.rows.length);
    expect(all.models.map((m) => m.urn)).toEqual(stored.rows.map((r) => r.urn));
    expect(all.models.find((m) => m.urn === urnOf('zz-chan-a'))).toEqual({
      urn: urnOf('zz-chan-a'),
      contextTag: 'zz-chan-a',
      language: 'eng-USA',
      intents: ['BALANCE', 'TRANSFER'],
      sentenceCount: 40,
      buildMs: 12,
      version: 1,
      deployedAt: '2026-04-01T10:00:00.000Z',
    });

    const walked: string[] = [];
    let pageToken: string | undefined;
    do {
      const page = ok<Listed>(await main.invoke('models.list', { pageSize: 1, ...(pageToken ? { pageToken } : {}) }));
      expect(page.models.length).toBe(1);
      walked.push(page.models[0]!.urn);
      pageToken = page.nextPageToken || undefined;
    } while (pageToken);
    expect(walked).toEqual(stored.rows.map((r) => r.urn));
  });

  it("names a bad page token in the request's terms", async () => {
    expect(err(await main.invoke('models.list', { pageToken: 'not-a-token' }))).toMatchObject({
      code: 'INVALID_ARGUMENT',
      fieldViolations: [expect.objectContaining({ field: 'pageToken' })],
    });
  });
});
