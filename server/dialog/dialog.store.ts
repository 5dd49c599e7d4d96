// The dialog runtime's SQL, all of it: deployed projects (dialog_models) and sessions
// (dialog_sessions), per app. Migration 0021_dialog.sql describes the tables.
import type { Db, Queryable } from '../db/types.js';
import { queryTouching } from '../db/read-cache.js';
import { packTexts, unpackedText } from '../db/packed-texts.js';
import { TurnBatcher } from '../db/turn-batch.js';

/**
 * What a session write changes, for the read cache (db/read-cache.ts): no kept read is taken from
 * dialog_sessions and it has no trigger or cascade, so a turn's save leaves the answers the
 * server's other calls keep (console reads, say) in place instead of dropping them all, as an
 * undeclared write does, hundreds of times a second under a dialog load.
 */
const SESSION_ROWS = ['dialog_sessions'];

export interface StoredProject {
  urn: string;
  contextTag: string;
  projectName: string;
  flow: unknown;
  aliases: Record<string, string>;
  nluUrns: string[];
  version: number;
}

export async function storeProject(
  q: Queryable,
  appId: string,
  p: Omit<StoredProject, 'version'>,
  now: Date,
): Promise<number> {
  const r = await q.query<{ version: number }>(
    `INSERT INTO dialog_models (app_id, urn, context_tag, project_name, flow, aliases, nlu_urns, deployed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (app_id, urn) DO UPDATE SET project_name = EXCLUDED.project_name, flow = EXCLUDED.flow,
       aliases = EXCLUDED.aliases, nlu_urns = EXCLUDED.nlu_urns, deployed_at = EXCLUDED.deployed_at,
       version = dialog_models.version + 1
     RETURNING version`,
    [
      appId,
      p.urn,
      p.contextTag,
      p.projectName,
      JSON.stringify(p.flow),
      JSON.stringify(p.aliases),
      p.nluUrns,
      now.toISOString(),
    ],
  );
  return r.rows[0]!.version;
}

export async function projectVersion(db: Queryable, appId: string, urn: string): Promise<number | undefined> {
  const r = await db.query<{ version: number }>('SELECT version FROM dialog_models WHERE app_id = $1 AND urn = $2', [
    appId,
    urn,
  ]);
  return r.rows[0]?.version;
}

export async function loadProject(db: Queryable, appId: string, urn: string): Promise<StoredProject | undefined> {
  const r = await db.query<{
    urn: string;
    context_tag: string;
    project_name: string;
    flow: unknown;
    aliases: Record<string, string>;
    nlu_urns: string[];
    version: number;
  }>(
    `SELECT urn, context_tag, project_name, flow, aliases, nlu_urns, version FROM dialog_models
     WHERE app_id = $1 AND urn = $2`,
    [appId, urn],
  );
  const x = r.rows[0];
  if (!x) return undefined;
  const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
  return {
    urn: x.urn,
    contextTag: x.context_tag,
    projectName: x.project_name,
    flow: json(x.flow),
    aliases: json(x.aliases),
    nluUrns: x.nlu_urns,
    version: x.version,
  };
}

export async function listProjects(
  db: Queryable,
  appId: string,
): Promise<
  { urn: string; projectName: string; nluUrns: string[]; version: number; contextTag: string; deployedAt: Date }[]
> {
  const r = await db.query<{
    urn: string;
    project_name: string;
    nlu_urns: string[];
    version: number;
    context_tag: string;
    deployed_at: Date | string;
  }>(
    'SELECT urn, project_name, nlu_urns, version, context_tag, deployed_at FROM dialog_models WHERE app_id = $1 ORDER BY urn',
    [appId],
  );
  return r.rows.map((x) => ({
    urn: x.urn,
    projectName: x.project_name,
    nluUrns: x.nlu_urns,
    version: x.version,
    contextTag: x.context_tag,
    deployedAt: new Date(x.deployed_at),
  }));
}

export interface SessionRow {
  sessionId: string;
  modelUrn: string;
  state: unknown;
  niiSeq: number;
  timeoutSec: number;
  rowVersion: number;
  expiresAt: Date;
  /** The deployed version of the session's model (dialog_models.version); undefined once it is deleted. */
  modelVersion: number | undefined;
}

export async function insertSession(
  db: Queryable,
  appId: string,
  s: { sessionId: string; modelUrn: string; state: unknown; niiSeq: number; timeoutSec: number },
  now: Date,
): Promise<boolean> {
  const r = await queryTouching(
    db,
    SESSION_ROWS,
    `INSERT INTO dialog_sessions (app_id, session_id, model_urn, state, nii_seq, timeout_sec, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (app_id, session_id) DO UPDATE SET model_urn = EXCLUDED.model_urn, state = EXCLUDED.state,
       nii_seq = EXCLUDED.nii_seq, timeout_sec = EXCLUDED.timeout_sec, created_at = EXCLUDED.created_at,
       expires_at = EXCLUDED.expires_at, row_version = dialog_sessions.row_version + 1
     WHERE dialog_sessions.expires_at <= $7`,
    [
      appId,
      s.sessionId,
      s.modelUrn,
      JSON.stringify(s.state),
      s.niiSeq,
      s.timeoutSec,
      now.toISOString(),
      new Date(now.getTime() + s.timeoutSec * 1000).toISOString(),
    ],
  );
  return r.rowCount === 1;
}

/**
 * The session when it exists and has not expired at `now`, with its model's deployed version read in
 * the same statement (so a turn checks its cached project without a second query).
 */
export async function loadSession(
  db: Queryable,
  appId: string,
  sessionId: string,
  now: Date,
): Promise<SessionRow | undefined> {
  const r = await db.query<{
    session_id: string;
    model_urn: string;
    state: unknown;
    nii_seq: number;
    timeout_sec: number;
    row_version: number;
    expires_at: Date | string;
    model_version: number | null;
  }>(
    `SELECT s.session_id, s.model_urn, s.state, s.nii_seq, s.timeout_sec, s.row_version, s.expires_at,
       (SELECT m.version FROM dialog_models m WHERE m.app_id = s.app_id AND m.urn = s.model_urn) AS model_version
     FROM dialog_sessions s
     WHERE s.app_id = $1 AND s.session_id = $2 AND s.expires_at > $3`,
    [appId, sessionId, now.toISOString()],
  );
  const x = r.rows[0];
  if (!x) return undefined;
  return {
    sessionId: x.session_id,
    modelUrn: x.model_urn,
    state: typeof x.state === 'string' ? JSON.parse(x.state) : x.state,
    niiSeq: x.nii_seq,
    timeoutSec: x.timeout_sec,
    rowVersion: x.row_version,
    expiresAt: new Date(x.expires_at),
    modelVersion: x.model_version ?? undefined,
  };
}

/**
 * Saves a turn's outcome and moves the expiry ahead, if nobody saved since `rowVersion` was read
 * and the session has not expired meanwhile; false otherwise (nothing is written). Given
 * `modelVersion`, the session's model must also still be deployed at that version: a turn run from
 * a kept copy of the session (session-cache.ts) is checked in the same statement that saves it.
 * `stateJson` is the state already in JSON, when the caller has it.
 */
export async function saveSession(
  db: Queryable,
  appId: string,
  s: { sessionId: string; state: unknown; niiSeq: number; timeoutSec: number; rowVersion: number },
  now: Date,
  o: { modelVersion?: number | undefined; stateJson?: string } = {},
): Promise<boolean> {
  const params = [
    appId,
    s.sessionId,
    o.stateJson ?? JSON.stringify(s.state),
    s.niiSeq,
    new Date(now.getTime() + s.timeoutSec * 1000).toISOString(),
    s.rowVersion,
    now.toISOString(),
  ];
  const r =
    o.modelVersion === undefined
      ? await queryTouching(
          db,
          SESSION_ROWS,
          `UPDATE dialog_sessions SET state = $3, nii_seq = $4, expires_at = $5, row_version = row_version + 1
           WHERE app_id = $1 AND session_id = $2 AND row_version = $6 AND expires_at > $7`,
          params,
        )
      : await queryTouching(
          db,
          SESSION_ROWS,
          `UPDATE dialog_sessions s SET state = $3, nii_seq = $4, expires_at = $5, row_version = s.row_version + 1
           WHERE s.app_id = $1 AND s.session_id = $2 AND s.row_version = $6 AND s.expires_at > $7
             AND (SELECT m.version FROM dialog_models m WHERE m.app_id = s.app_id AND m.urn = s.model_urn) = $8`,
          [...params, o.modelVersion],
        );
  return r.rowCount === 1;
}

/** One turn's save, as saveSession takes it (`stateJson` required: the caller has it). */
export interface SessionSave {
  appId: string;
  sessionId: string;
  stateJson: string;
  niiSeq: number;
  timeoutSec: number;
  rowVersion: number;
  now: Date;
  /** As saveSession's `modelVersion`: given, the model must still be deployed at this version. */
  modelVersion?: number | undefined;
}

// The saves of several turns (distinct sessions) in one statement: each row is written only if its
// own conditions hold (row version, not expired, its model's version when given), as saveSession's
// UPDATE checks them, and the rows written come back. One statement is one transaction: each
// turn's save is whole or absent, and every turn's is committed before its call is answered.
// The states go packed in one bytea (db/packed-texts.ts): as a text[] every quote of their JSON
// was escaped and parsed back.
const SAVE_MANY = `UPDATE dialog_sessions s SET state = ${unpackedText('$3', 'u.ss', 'u.sn')}::json, nii_seq = u.seq,
       expires_at = u.exp, row_version = s.row_version + 1
  FROM unnest($1::text[], $2::text[], $4::int[], $5::int[], $6::int[], $7::timestamptz[], $8::int[],
              $9::timestamptz[], $10::int[])
       AS u(app, sid, ss, sn, seq, exp, rv, at, mv)
 WHERE s.app_id = u.app AND s.session_id = u.sid AND s.row_version = u.rv AND s.expires_at > u.at
   AND (u.mv IS NULL
        OR (SELECT m.version FROM dialog_models m WHERE m.app_id = s.app_id AND m.urn = s.model_urn) = u.mv)
RETURNING s.app_id, s.session_id`;

/** Saves distinct sessions in one statement; for each, whether it was written (saveSession's answer). */
export async function saveSessions(db: Queryable, saves: readonly SessionSave[]): Promise<boolean[]> {
  const states = packTexts(saves.map((x) => x.stateJson));
  const r = await queryTouching<{ app_id: string; session_id: string }>(db, SESSION_ROWS, SAVE_MANY, [
    saves.map((x) => x.appId),
    saves.map((x) => x.sessionId),
    states.bytes,
    states.starts,
    states.lengths,
    saves.map((x) => x.niiSeq),
    saves.map((x) => new Date(x.now.getTime() + x.timeoutSec * 1000).toISOString()),
    saves.map((x) => x.rowVersion),
    saves.map((x) => x.now.toISOString()),
    saves.map((x) => x.modelVersion ?? null),
  ]);
  const written = new Set(r.rows.map((x) => `${x.app_id}\u0000${x.session_id}`));
  return saves.map((x) => written.has(`${x.appId}\u0000${x.sessionId}`));
}

const compareKeys = (a: SessionSave, b: SessionSave): number =>
  a.appId < b.appId ? -1 : a.appId > b.appId ? 1 : a.sessionId < b.sessionId ? -1 : a.sessionId > b.sessionId ? 1 : 0;

/**
 * Group commit of turns' saves. Under load every save was a statement of its own, and each one
 * cost the server far more than the UPDATE itself (on PGlite the turn's answer then waited for the
 * connection and left on its own: stubbing the save out halved Execute's CPU over Interpret's,
 * while a lone `SELECT 1` in its place cost as much as the save). Here one statement at a time is
 * in flight (a TurnBatcher with oneInFlight): the saves asked meanwhile (or in the same turn of the event loop) wait for it and go
 * together in the next one (saveSessions), so at one turn in flight a save goes at once and at 16
 * a statement carries several. A save is answered once its statement has committed. Two saves of
 * one session never share a statement (the later goes in the next). When a grouped statement
 * fails, each of its saves runs alone (saveSession), so one save's error is its own.
 */
export class SessionSaver {
  private readonly batcher: TurnBatcher<SessionSave, boolean>;

  constructor(
    private readonly db: Queryable,
    maxBatch = 256,
  ) {
    this.batcher = new TurnBatcher((saves) => this.write(saves), {
      maxBatch,
      oneInFlight: true,
      keyOf: (x) => `${x.appId}\u0000${x.sessionId}`,
    });
  }

  /** saveSession's answer for this save, written with the others waiting. */
  save(save: SessionSave): Promise<boolean> {
    return this.batcher.add(save);
  }

  private async write(saves: SessionSave[]): Promise<PromiseSettledResult<boolean>[]> {
    if (saves.length > 1) {
      // In key order, so two instances' groups over the same sessions (PostgreSQL) take their row
      // locks in one order; a deadlock all the same fails the group, whose saves then go alone.
      const order = saves.map((_, i) => i).sort((a, b) => compareKeys(saves[a]!, saves[b]!));
      try {
        const ok = await saveSessions(
          this.db,
          order.map((i) => saves[i]!),
        );
        const answers: PromiseSettledResult<boolean>[] = new Array(saves.length);
        order.forEach((i, j) => (answers[i] = { status: 'fulfilled', value: ok[j]! }));
        return answers;
      } catch {
        // each save alone, below
      }
    }
    return Promise.allSettled(saves.map((x) => this.alone(x)));
  }

  private alone(x: SessionSave): Promise<boolean> {
    return saveSession(this.db, x.appId, { ...x, state: undefined }, x.now, {
      stateJson: x.stateJson,
      modelVersion: x.modelVersion,
    });
  }
}

/**
 * The session's row version and its model's deployed version, when it exists and has not expired:
 * what a turn run from a kept copy checks before it does something that cannot be taken back.
 */
export async function sessionVersions(
  db: Queryable,
  appId: string,
  sessionId: string,
  now: Date,
): Promise<{ rowVersion: number; modelVersion: number | undefined } | undefined> {
  const r = await db.query<{ row_version: number; model_version: number | null }>(
    `SELECT s.row_version,
       (SELECT m.version FROM dialog_models m WHERE m.app_id = s.app_id AND m.urn = s.model_urn) AS model_version
     FROM dialog_sessions s
     WHERE s.app_id = $1 AND s.session_id = $2 AND s.expires_at > $3`,
    [appId, sessionId, now.toISOString()],
  );
  const x = r.rows[0];
  return x && { rowVersion: x.row_version, modelVersion: x.model_version ?? undefined };
}

/** Ends a session; false when there was none (or it had expired). */
export async function deleteSession(db: Queryable, appId: string, sessionId: string, now: Date): Promise<boolean> {
  const r = await queryTouching(
    db,
    SESSION_ROWS,
    'DELETE FROM dialog_sessions WHERE app_id = $1 AND session_id = $2 AND expires_at > $3',
    [appId, sessionId, now.toISOString()],
  );
  return r.rowCount === 1;
}

/** Removes expired sessions (the maintenance sweep). */
export async function sweepExpiredSessions(db: Db, now: Date): Promise<number> {
  const r = await queryTouching(db, SESSION_ROWS, 'DELETE FROM dialog_sessions WHERE expires_at <= $1', [
    now.toISOString(),
  ]);
  return r.rowCount;
}
