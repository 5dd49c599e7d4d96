// The decision thresholds in force for the console's scope, as the server lays them: its defaults,
// then the ACTIVE revision of every scope-level configset, oldest activation first so the most
// recently activated wins (server/configsets/resolver.store.ts). The queue marks them on its risk
// histogram and colours decisions by them (riskTone in labels.ts); "review" is where the amber band
// starts, NEAR_THRESHOLD_POINTS below the fraud threshold.
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/context.js';
import type { ConfigsetSummary } from '../../../../shared/domain/configsets.js';
import { NEAR_THRESHOLD_POINTS } from './labels.js';

/** The server's fraud risk threshold when no configset sets one (server/configsets/effective.ts). */
export const DEFAULT_FRAUD_RISK_THRESHOLD = 70;

export interface ThresholdsInForce {
  /** Risk at or above which a call is decided FRAUD. */
  fraud: number;
  /** Risk at or above which a call below the fraud threshold is shown amber, for review. */
  review: number;
  /** The configset whose ACTIVE revision set the fraud threshold; absent: the server's default. */
  configsetId?: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The scope-level configsets with an ACTIVE revision, in the order the server lays them. */
export function scopeLayers(configsets: readonly ConfigsetSummary[]): ConfigsetSummary[] {
  return configsets
    .filter((c) => c.type === 'CONFIGSET_TYPE_SCOPE' && c.active)
    .sort((a, b) => (a.active!.updatedAt ?? '').localeCompare(b.active!.updatedAt ?? ''));
}

/** The thresholds the layers' contents (JSON text, lowest first) make. */
export function thresholdsOf(layers: readonly { configsetId: string; content: string }[]): ThresholdsInForce {
  let fraud = DEFAULT_FRAUD_RISK_THRESHOLD;
  let configsetId: string | undefined;
  for (const l of layers) {
    let content: unknown;
    try {
      content = JSON.parse(l.content);
    } catch {
      continue;
    }
    const t = isObject(content) && isObject(content.decision) ? content.decision.fraudRiskThreshold : undefined;
    if (typeof t === 'number' && Number.isFinite(t)) {
      fraud = t;
      configsetId = l.configsetId;
    }
  }
  return { fraud, review: Math.max(0, fraud - NEAR_THRESHOLD_POINTS), ...(configsetId ? { configsetId } : {}) };
}

/** The thresholds in force; undefined while loading or when the configsets cannot be read. */
export function useThresholdsInForce(): ThresholdsInForce | undefined {
  const api = useApi();
  const q = useQuery({
    queryKey: ['configsets', 'thresholds-in-force'],
    queryFn: async ({ signal }) => {
      const { configsets } = await api.call('configsets.list', {}, signal);
      const layers = await Promise.all(
        scopeLayers(configsets).map(async (c) => ({
          configsetId: c.configsetId,
          content: (await api.call('configsets.active', { configsetId: c.configsetId }, signal)).content,
        })),
      );
      return thresholdsOf(layers);
    },
    staleTime: 60_000,
    retry: false,
  });
  return q.data;
}
