// The revision state machine (seed section 3), in one place for every RPC that moves a revision:
//   create                      -> SAVED, or VALIDATED with perform_validation (invalid: refused, nothing stored)
//   validate SAVED|VALIDATED|INVALID -> VALIDATED when valid, INVALID when not (violations reported)
//   validate ACTIVE|INACTIVE    -> checked and reported only; the state stays
//   activate SAVED|VALIDATED|INACTIVE|INVALID -> validated first; valid: ACTIVE and the configset's
//                                  previous ACTIVE revision becomes INACTIVE; invalid: refused with the
//                                  violations (a never-active revision becomes INVALID)
//   activate ACTIVE             -> nothing to do
// Templates are created (and regenerated) ACTIVE; the template's previous revision becomes INACTIVE.
import { randomUUID } from 'node:crypto';
import { status as GrpcStatus } from '@grpc/grpc-js';
import type { Db, Queryable } from '../db/types.js';
import { RpcError, invalidArgument, notFound, type FieldViolation } from '../rpc/errors.js';
import type { Clock } from '../../wire/clock.js';
import { validateContent } from './content.js';
import type { ConfigClass, ConfigsetType, RevisionRow, RevisionState } from './configsets.store.js';
import {
  configsetTypeOf,
  deactivate,
  getRevision,
  insertRevision,
  lockConfigset,
  setState,
} from './configsets.store.js';

export interface Ctx {
  db: Db;
  clock: Clock;
}

export const CONFIGSET: ConfigClass = 'CONFIG_CLASS_CONFIGSET';
export const TEMPLATE: ConfigClass = 'CONFIG_CLASS_TEMPLATE';

/** Violations of stored content (it is always a JSON object: checked when stored). */
export function checkStored(row: Pick<RevisionRow, 'content'>): FieldViolation[] {
  let value: unknown;
  try {
    value = JSON.parse(row.content);
  } catch {
    return [{ field: 'content', message: 'is not valid JSON', violation: 'INVALID_FORMAT' }];
  }
  return validateContent(value as Record<string, unknown>);
}

/** INVALID_ARGUMENT carrying content violations; `what` starts the message. */
export function invalidContent(what: string, violations: FieldViolation[]): RpcError {
  return invalidArgument(violations, `${what}: ${violations.map((v) => `${v.field} ${v.message}`).join('; ')}`);
}

/** Reads a revision and locks its configset; NOT_FOUND when absent in the scope. */
export async function lockRevision(q: Queryable, scopeId: string, cls: ConfigClass, id: string): Promise<RevisionRow> {
  const what = cls === TEMPLATE ? 'template revision' : 'configset revision';
  const first = await getRevision(q, scopeId, cls, id);
  if (!first) throw notFound(`${what} ${id} not found`);
  await lockConfigset(q, scopeId, cls, first.configset_id);
  // Re-read under the lock: a concurrent call may have changed or deleted it meanwhile.
  const row = await getRevision(q, scopeId, cls, id);
  if (!row) throw notFound(`${what} ${id} not found`);
  return row;
}

const NEVER_ACTIVE: readonly RevisionState[] = ['STATE_SAVED', 'STATE_VALIDATED', 'STATE_INVALID'];

/** ValidateConfigsetRevision: commits the state change, then reports the violations (if any). */
export async function validateRevision(ctx: Ctx, scopeId: string, id: string, by: string): Promise<void> {
  const violations = await ctx.db.tx(async (q) => {
    const row = await lockRevision(q, scopeId, CONFIGSET, id);
    const found = checkStored(row);
    if (NEVER_ACTIVE.includes(row.state)) {
      const to: RevisionState = found.length ? 'STATE_INVALID' : 'STATE_VALIDATED';
      if (to !== row.state) await setState(q, row.gk_configset_revision_id, to, by, ctx.clock.now());
    }
    return found;
  });
  if (violations.length) throw invalidContent(`configset revision ${id} is not valid`, violations);
}

/** ActivateConfigsetRevision: validates, then swaps the ACTIVE revision in one transaction. */
export async function activateRevision(ctx: Ctx, scopeId: string, id: string, by: string): Promise<void> {
  const violations = await ctx.db
    .tx(async (q) => {
      const row = await lockRevision(q, scopeId, CONFIGSET, id);
      if (row.state === 'STATE_ACTIVE') return [];
      const found = checkStored(row);
      const now = ctx.clock.now();
      if (found.length) {
        if (row.state === 'STATE_SAVED' || row.state === 'STATE_VALIDATED')
          await setState(q, row.gk_configset_revision_id, 'STATE_INVALID', by, now);
        return found;
      }
      await deactivate(q, scopeId, CONFIGSET, row.configset_id, by, now);
      await setState(q, row.gk_configset_revision_id, 'STATE_ACTIVE', by, now);
      return [];
    })
    .catch((err: unknown) => {
      throw uniqueToAborted(err);
    });
  if (violations.length)
    throw invalidContent(`configset revision ${id} cannot be activated: its content is not valid`, violations);
}

/** A unique-index violation (two ACTIVE revisions) that slipped past the lock becomes ABORTED. */
function uniqueToAborted(err: unknown): unknown {
  if ((err as { code?: string })?.code === '23505') {
    return new RpcError(GrpcStatus.ABORTED, 'another change to this configset ran at the same time; try again');
  }
  return err;
}

/** Refuses a new revision whose type differs from the configset's existing revisions. */
export async function assertSameType(
  q: Queryable,
  scopeId: string,
  cls: ConfigClass,
  configsetId: string,
  type: ConfigsetType,
): Promise<void> {
  const existing = await configsetTypeOf(q, scopeId, cls, configsetId);
  if (existing && existing !== type) {
    throw invalidArgument([
      {
        field: 'type',
        message: `${cls === TEMPLATE ? 'template' : 'configset'} "${configsetId}" already exists with type ${existing}`,
        violation: 'FIELD_CONFLICT',
        invalidValue: type,
      },
    ]);
  }
}

export interface TemplateInput {
  scopeId: string;
  templateId: string;
  type: ConfigsetType;
  description: string;
  content: string;
  by: string;
}

/** Stores a (valid) template as the ACTIVE revision of its template ID; returns gk_template_id. */
export async function storeTemplate(ctx: Ctx, t: TemplateInput): Promise<string> {
  const id = randomUUID();
  await ctx.db
    .tx(async (q) => {
      await lockConfigset(q, t.scopeId, TEMPLATE, t.templateId);
      await assertSameType(q, t.scopeId, TEMPLATE, t.templateId, t.type);
      const now = ctx.clock.now();
      await deactivate(q, t.scopeId, TEMPLATE, t.templateId, t.by, now);
      await insertRevision(q, {
        id,
        scopeId: t.scopeId,
        cls: TEMPLATE,
        configsetId: t.templateId,
        type: t.type,
        state: 'STATE_ACTIVE',
        description: t.description,
        content: t.content,
        by: t.by,
        now,
      });
    })
    .catch((err: unknown) => {
      throw uniqueToAborted(err);
    });
  return id;
}
