// The five factory templates GenerateTemplate creates (for CONFIGSET_TYPE_OPERATIONAL). Each one
// sets only what its use case changes from the defaults; everything else stays at DEFAULT_CONFIG.
import type { ConfigContent } from './content.js';

export interface FactoryTemplate {
  description: string;
  content: ConfigContent;
}

export const FACTORY_TEMPLATES = {
  ContactCenterDefault: {
    description: 'Contact center, balanced: default thresholds with agent-length sessions.',
    content: {
      sessions: { sessionTimeoutSeconds: 3600 },
      decision: { authenticThreshold: 70, fraudRiskThreshold: 70, minReliability: 40 },
    },
  },
  ContactCenterEnroll: {
    description: 'Contact center enrollment: stricter voiceprint lock, higher bar to call a voice authentic.',
    content: {
      sessions: { sessionTimeoutSeconds: 3600 },
      voiceprints: { mismatchLockThreshold: 3, autoUnlockAfterSeconds: 0 },
      decision: { authenticThreshold: 80, minReliability: 60 },
    },
  },
  CallCenterRealtimeFraudDetection: {
    description: 'Realtime fraud detection: lower fraud threshold, short sessions, caller ID weighs more.',
    content: {
      sessions: { sessionTimeoutSeconds: 600, engagementTimeoutSeconds: 3600 },
      decision: { fraudRiskThreshold: 55, weights: { voice: 0.45, callerId: 0.35, watchlist: 0.2 } },
      callerId: { trustedAtOrAbove: 0.85, suspiciousBelow: 0.5, ruleCacheSeconds: 60 },
    },
  },
  IVRTextDependent: {
    description: 'IVR with a text-dependent passphrase: short sessions, voice dominates the decision.',
    content: {
      sessions: { sessionTimeoutSeconds: 300, engagementTimeoutSeconds: 1800 },
      voiceprints: { mismatchLockThreshold: 4, autoUnlockAfterSeconds: 1800 },
      decision: { authenticThreshold: 75, weights: { voice: 0.8, callerId: 0.1, watchlist: 0.1 } },
    },
  },
  PostCallFraudDetection: {
    description: 'Post-call fraud review: long post-call window, watchlist weighs more, no auto-lock pressure.',
    content: {
      sessions: { postCallWindowSeconds: 7 * 86_400 },
      voiceprints: { mismatchLockThreshold: 10 },
      decision: { fraudRiskThreshold: 60, weights: { voice: 0.5, callerId: 0.2, watchlist: 0.3 } },
    },
  },
} as const satisfies Record<string, FactoryTemplate>;

export type FactoryTemplateId = keyof typeof FACTORY_TEMPLATES;
export const FACTORY_TEMPLATE_IDS = Object.keys(FACTORY_TEMPLATES) as FactoryTemplateId[];

/** The stored text of a factory template (stable, so regenerating gives the same bytes). */
export function factoryContentText(id: FactoryTemplateId): string {
  return JSON.stringify(FACTORY_TEMPLATES[id].content, null, 2);
}
