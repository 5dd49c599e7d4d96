// Compiled interpretation wordsets (seed 000 sections 2.3 and 2.5): one row per (app, wordset URN)
// in nlu_wordsets, compiled against one of the app's semantic models (the companion) and read by
// Interpret through a per-process cache keyed by app, URN and version.
//
// Rules of our own where the seed says "not shown":
// - Compiling normalizes the wordset (literals and spoken forms trimmed, entries with the same
//   literal merged, spoken forms that repeat the literal dropped) and fingerprints it (SHA-256).
// - Compiling to a URN that holds the same content for the same model is ALREADY_EXISTS; other
//   content replaces the stored wordset (a new version) and restarts its retention.
// - A compiled wordset expires RETENTION_MS after its last compile: from then on every operation
//   sees it as NOT_FOUND, and the server's sweep removes the row.
import { createHash } from 'node:crypto';
import type { Db } from '../db/types.js';
import { EventLoopSlices } from '../rpc/budgets.js';
import type { Wordset } from './entities.js';
import { findWordset, wordsetJobId, type StoredWordset } from './wordsets.store.js';

/** Limits of a compiled wordset (an inline one is meant for under 100 terms per entity, seed 000 section 8). */
export const WORDSET_LIMITS = { entities: 100, terms: 50_000, termChars: 256, spokenPerTerm: 20 } as const;

/**
 * The wordset in canonical form: entities sorted, entries merged by literal, spoken forms unique.
 * Up to 50,000 terms: worked in slices that yield (budgets.ts), not one block of the event loop.
 */
export async function normalizeWordset(ws: Wordset, slices = compileSlices()): Promise<Wordset> {
  const out: Wordset = {};
  for (const entity of Object.keys(ws).sort()) {
    const byLiteral = new Map<string, { literal: string; spoken: Set<string> }>();
    for (const e of ws[entity]!) {
      await slices.next();
      const literal = e.literal.trim();
      const key = literal.toLowerCase();
      const entry = byLiteral.get(key) ?? { literal, spoken: new Set<string>() };
      for (const s of e.spoken ?? []) {
        const spoken = s.trim();
        if (spoken && spoken.toLowerCase() !== key) entry.spoken.add(spoken);
      }
      byLiteral.set(key, entry);
    }
    out[entity] = [...byLiteral.values()].map((e) =>
      e.spoken.size ? { literal: e.literal, spoken: [...e.spoken] } : { literal: e.literal },
    );
  }
  return out;
}

/** A compile's own slices: yielding, with no total cap (a compile job may take its time). */
const compileSlices = () => new EventLoopSlices('compiling a wordset', undefined, Number.POSITIVE_INFINITY);

/** Problems with a parsed wordset's size, each naming where (`wordset: ENTITY[3].literal ...`). */
export function wordsetLimitProblems(ws: Wordset): string[] {
  const problems: string[] = [];
  const entities = Object.keys(ws);
  if (!entities.length) problems.push('must name at least one entity');
  if (entities.length > WORDSET_LIMITS.entities)
    problems.push(`must name at most ${WORDSET_LIMITS.entities} entities (got ${entities.length})`);
  let terms = 0;
  for (const entity of entities) {
    const entries = ws[entity]!;
    if (!entries.length) problems.push(`entity ${entity} has no entries`);
    terms += entries.length;
    entries.forEach((e, i) => {
      if (problems.length >= 20) return;
      if (e.literal.length > WORDSET_LIMITS.termChars)
        problems.push(`${entity}[${i}].literal must be at most ${WORDSET_LIMITS.termChars} characters`);
      if ((e.spoken?.length ?? 0) > WORDSET_LIMITS.spokenPerTerm)
        problems.push(`${entity}[${i}].spoken must have at most ${WORDSET_LIMITS.spokenPerTerm} entries`);
      if (e.spoken?.some((s) => s.length > WORDSET_LIMITS.termChars))
        problems.push(`${entity}[${i}].spoken entries must be at most ${WORDSET_LIMITS.termChars} characters`);
    });
  }
  if (terms > WORDSET_LIMITS.terms) problems.push(`must have at most ${WORDSET_LIMITS.terms} entries (got ${terms})`);
  return problems.slice(0, 20);
}

/**
 * SHA-256 of the JSON text of [modelUrn, normalized], hashed entry by entry in slices that yield
 * (the same digest as hashing that text at once).
 */
export async function wordsetChecksum(
  normalized: Wordset,
  modelUrn: string,
  slices = compileSlices(),
): Promise<string> {
  const hash = createHash('sha256').update(`[${JSON.stringify(modelUrn)},{`);
  for (const [i, entity] of Object.keys(normalized).entries()) {
    hash.update(`${i ? ',' : ''}${JSON.stringify(entity)}:[`);
    let first = true;
    for (const entry of normalized[entity]!) {
      await slices.next();
      hash.update(`${first ? '' : ','}${JSON.stringify(entry)}`);
      first = false;
    }
    hash.update(']');
  }
  return hash.update('}]').digest('hex');
}

/**
 * Compiled wordsets ready for Interpret: the parsed wordset per (app, URN), reloaded when the job
 * that compiled it changes (a job ID is never reused, unlike a version, which starts again at 1
 * after a delete or an expiry). Each lookup asks the database for the job ID (one small query),
 * so a delete, a recompile or an expiry elsewhere is seen by the next request.
 */
export class WordsetCache {
  private readonly ready = new Map<string, StoredWordset>();
  private static readonly MAX_ENTRIES = 1000;

  constructor(private readonly db: Db) {}

  async get(appId: string, urn: string, now: Date): Promise<StoredWordset | undefined> {
    const key = `${appId}\u0000${urn}`;
    const jobId = await wordsetJobId(this.db, appId, urn, now);
    if (jobId === undefined) {
      this.ready.delete(key);
      return undefined;
    }
    const hit = this.ready.get(key);
    if (hit && hit.jobId === jobId) return hit;
    const found = await findWordset(this.db, appId, urn, now);
    if (!found) return undefined;
    this.ready.delete(key);
    if (this.ready.size >= WordsetCache.MAX_ENTRIES) this.ready.delete(this.ready.keys().next().value!);
    this.ready.set(key, found);
    return found;
  }
}
