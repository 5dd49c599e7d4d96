// Deployed semantic models: one row per (app, URN) in nlu_models, and a per-process cache of the
// ready interpreters keyed by app, URN and version. A redeploy bumps the version; the cache
// checks the version at most every CHECK_MS per model (a deploy through this process's
// deployModel is seen at once), so a server sharing the database picks a redeploy up within a second.
import type { Db, Queryable } from '../db/types.js';
import { Interpreter, type CompiledModel } from './engine.js';
import { buildModelOffThread } from './build-off-thread.js';
import { checkTrainingModel, type TrainingModel } from './format.js';
import { parseModelUrn } from './urn.js';

export class ModelError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
    this.name = 'ModelError';
  }
}

interface DeployedModel {
  urn: string;
  appId: string;
  intents: string[];
  sentences: number;
  buildMs: number;
  version: number;
}

/** A model checked and built, ready to be stored (in a transaction of the caller's, see storeModel). */
export interface BuiltModel {
  urn: string;
  contextTag: string;
  language: string;
  training: TrainingModel;
  compiled: CompiledModel;
}

/** Checks and builds (trains the classifier) a model without storing it; ModelError lists what is wrong. */
export async function buildModel(o: { urn: string; training: unknown }): Promise<BuiltModel> {
  const urn = parseModelUrn(o.urn);
  const problems = urn ? [] : [`urn: must be urn:nuance-mix:tag:model/<context_tag>/mix.nlu?=language=<lll-CCC>`];
  problems.push(...checkTrainingModel(o.training));
  const training = o.training as TrainingModel;
  if (urn && !problems.length && training.language !== urn.language)
    problems.push(`language: the model is ${training.language} but the URN says ${urn.language}`);
  if (problems.length) throw new ModelError(problems);
  const compiled = await buildModelOffThread(training);
  return { urn: o.urn, contextTag: urn!.contextTag, language: urn!.language, training, compiled };
}

/** Stores a built model for the app inside the caller's transaction; a deploy to an existing URN replaces it. */
export async function storeModel(q: Queryable, appId: string, m: BuiltModel, now: Date): Promise<DeployedModel> {
  const r = await q.query<{ version: number }>(
    `INSERT INTO nlu_models (app_id, urn, context_tag, language, training, compiled, intents, build_ms, deployed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (app_id, urn) DO UPDATE SET training = EXCLUDED.training, compiled = EXCLUDED.compiled,
       intents = EXCLUDED.intents, build_ms = EXCLUDED.build_ms, deployed_at = EXCLUDED.deployed_at,
       version = nlu_models.version + 1
     RETURNING version`,
    [
      appId,
      m.urn,
      m.contextTag,
      m.language,
      JSON.stringify(m.training),
      JSON.stringify(m.compiled),
      m.compiled.intents,
      m.compiled.buildMs,
      now.toISOString(),
    ],
  );
  localDeploys++;
  return {
    urn: m.urn,
    appId,
    intents: m.compiled.intents,
    sentences: m.compiled.sentences,
    buildMs: m.compiled.buildMs,
    version: r.rows[0]!.version,
  };
}

/** Checks, builds (trains the classifier) and stores a model; a deploy to an existing URN replaces it. */
export async function deployModel(
  db: Db,
  o: { appId: string; urn: string; training: unknown; now: Date },
): Promise<DeployedModel> {
  const built = await buildModel(o);
  return db.tx((q) => storeModel(q, o.appId, built, o.now));
}

/** Bumped by every deploy in this process, so caches here re-check at once. */
let localDeploys = 0;

export class ModelCache {
  static readonly CHECK_MS = 1000;
  private readonly ready = new Map<
    string,
    { version: number; interpreter: Interpreter; checkedAt: number; deploys: number }
  >();

  /** The check (and load) running for a key, which calls arriving meanwhile share. */
  private readonly checking = new Map<string, { deploys: number; done: Promise<Interpreter | undefined> }>();

  constructor(private readonly db: Db) {}

  /** The app's model under this URN, or undefined when it has none. */
  async get(appId: string, urn: string): Promise<Interpreter | undefined> {
    const key = `${appId}\u0000${urn}`;
    const fresh = this.ready.get(key);
    const now = performance.now();
    if (fresh && fresh.deploys === localDeploys && now - fresh.checkedAt < ModelCache.CHECK_MS)
      return fresh.interpreter;
    // One check in flight per model: when an entry expires under load, every call arriving before
    // the answer waits for that one query instead of sending its own. A call after a deploy in this
    // process does not join a check that began before it.
    const running = this.checking.get(key);
    if (running && running.deploys === localDeploys) return running.done;
    const deploys = localDeploys;
    const done = this.check(key, appId, urn, now, deploys).finally(() => {
      if (this.checking.get(key)?.done === done) this.checking.delete(key);
    });
    this.checking.set(key, { deploys, done });
    return done;
  }

  private async check(
    key: string,
    appId: string,
    urn: string,
    now: number,
    deploys: number,
  ): Promise<Interpreter | undefined> {
    const v = await this.db.query<{ version: number }>(
      'SELECT version FROM nlu_models WHERE app_id = $1 AND urn = $2',
      [appId, urn],
    );
    const version = v.rows[0]?.version;
    if (version === undefined) {
      this.ready.delete(key);
      return undefined;
    }
    const hit = this.ready.get(key);
    if (hit && hit.version === version) {
      Object.assign(hit, { checkedAt: now, deploys });
      return hit.interpreter;
    }
    const r = await this.db.query<{ compiled: CompiledModel | string; version: number }>(
      'SELECT compiled, version FROM nlu_models WHERE app_id = $1 AND urn = $2',
      [appId, urn],
    );
    const row = r.rows[0];
    if (!row) return undefined;
    const compiled = typeof row.compiled === 'string' ? (JSON.parse(row.compiled) as CompiledModel) : row.compiled;
    const interpreter = new Interpreter(compiled);
    this.ready.set(key, { version: row.version, interpreter, checkedAt: now, deploys });
    return interpreter;
  }
}

export async function listModels(db: Queryable, appId: string): Promise<DeployedModel[]> {
  const r = await db.query<{
    urn: string;
    intents: string[];
    build_ms: number;
    version: number;
    compiled: { sentences: number };
  }>(`SELECT urn, intents, build_ms, version, compiled FROM nlu_models WHERE app_id = $1 ORDER BY urn`, [appId]);
  return r.rows.map((x) => ({
    urn: x.urn,
    appId,
    intents: x.intents,
    sentences: x.compiled.sentences,
    buildMs: x.build_ms,
    version: x.version,
  }));
}

/** Whether the app's model under this URN was deployed from exactly this training file. */
export async function hasTraining(
  db: Queryable,
  appId: string,
  urn: string,
  training: TrainingModel,
): Promise<boolean> {
  const has = await db.query('SELECT 1 FROM nlu_models WHERE app_id = $1 AND urn = $2 AND training = $3::jsonb', [
    appId,
    urn,
    JSON.stringify(training),
  ]);
  return has.rows.length > 0;
}
