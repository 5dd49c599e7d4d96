// Demo configsets for a scope: the five factory templates, a scope-level configset whose history
// shows every revision state, and two OPERATIONAL configsets copied from factory templates.
// Deterministic: IDs derive from the scope and a label, times from `now`. Seeds once per scope.
import { createHash } from 'node:crypto';
import type { Db } from '../db/types.js';
import { insertRevision, type ConfigClass, type ConfigsetType, type RevisionState } from '../configsets/index.js';
import { FACTORY_TEMPLATES, FACTORY_TEMPLATE_IDS, factoryContentText } from '../configsets/index.js';
import { scopeHasRows } from './demo.store.js';

export interface SeedConfigsetsOptions {
  scopeId: string;
  now: Date;
  /** Client ID recorded as creator of the demo revisions. */
  createdBy: string;
}

export const DEMO_SCOPE_CONFIGSET_ID = 'scope-baseline';
const DEMO_OPERATIONAL_CONFIGSETS = {
  'ivr-passphrase': 'IVRTextDependent',
  'fraud-desk': 'CallCenterRealtimeFraudDetection',
} as const;

/** A stable UUID (version 8 layout) from the scope and a label. */
function demoId(scopeId: string, label: string): string {
  const h = createHash('sha256').update(`${scopeId}/configsets/${label}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}

const DAY = 86_400_000;

/** The scope configset's history, oldest first: label, state, days ago, description, content. */
const SCOPE_HISTORY: [string, RevisionState, number, string, unknown][] = [
  ['r1', 'STATE_INACTIVE', 40, 'Launch settings', { decision: { fraudRiskThreshold: 80 } }],
  [
    'r2',
    'STATE_INACTIVE',
    25,
    'Tighter voiceprint lock',
    { decision: { fraudRiskThreshold: 75 }, voiceprints: { mismatchLockThreshold: 4 } },
  ],
  [
    'r3',
    'STATE_ACTIVE',
    14,
    'Current baseline: fraud threshold 72, lock after 4 mismatches',
    { decision: { fraudRiskThreshold: 72 }, voiceprints: { mismatchLockThreshold: 4, autoUnlockAfterSeconds: 7200 } },
  ],
  ['r4', 'STATE_INVALID', 6, 'Typo: threshold out of range', { decision: { fraudRiskThreshold: 720 } }],
  [
    'r5',
    'STATE_VALIDATED',
    3,
    'Proposal: trust caller ID more',
    { callerId: { trustedAtOrAbove: 0.75, suspiciousBelow: 0.35 } },
  ],
  ['r6', 'STATE_SAVED', 1, 'Draft: longer sessions', { sessions: { sessionTimeoutSeconds: 2700 } }],
];

export async function seedConfigsetsDemo(db: Db, opts: SeedConfigsetsOptions): Promise<void> {
  const { scopeId, now, createdBy } = opts;
  await db.tx(async (q) => {
    if (await scopeHasRows(q, 'configset_revisions', scopeId)) return;
    const add = (
      label: string,
      cls: ConfigClass,
      configsetId: string,
      type: ConfigsetType,
      state: RevisionState,
      at: Date,
      description: string,
      content: string,
    ) =>
      insertRevision(q, {
        id: demoId(scopeId, label),
        scopeId,
        cls,
        configsetId,
        type,
        state,
        description,
        content,
        by: createdBy,
        now: at,
      });

    for (const [i, id] of FACTORY_TEMPLATE_IDS.entries()) {
      const at = new Date(now.getTime() - 60 * DAY + i * 1000);
      await add(
        `template/${id}`,
        'CONFIG_CLASS_TEMPLATE',
        id,
        'CONFIGSET_TYPE_OPERATIONAL',
        'STATE_ACTIVE',
        at,
        FACTORY_TEMPLATES[id].description,
        factoryContentText(id),
      );
    }
    for (const [label, state, daysAgo, description, content] of SCOPE_HISTORY) {
      const at = new Date(now.getTime() - daysAgo * DAY);
      await add(
        `scope/${label}`,
        'CONFIG_CLASS_CONFIGSET',
        DEMO_SCOPE_CONFIGSET_ID,
        'CONFIGSET_TYPE_SCOPE',
        state,
        at,
        description,
        JSON.stringify(content, null, 2),
      );
    }
    for (const [i, [configsetId, templateId]] of Object.entries(DEMO_OPERATIONAL_CONFIGSETS).entries()) {
      const at = new Date(now.getTime() - (10 - i) * DAY);
      await add(
        `operational/${configsetId}`,
        'CONFIG_CLASS_CONFIGSET',
        configsetId,
        'CONFIGSET_TYPE_OPERATIONAL',
        'STATE_ACTIVE',
        at,
        `From factory template ${templateId}`,
        factoryContentText(templateId),
      );
    }
  });
}
