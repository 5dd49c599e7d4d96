// Caller-ID values the renderer imports at run time, without zod (see callerid.ts).
/** The watchlist every scope has. */
export const DEFAULT_WATCHLIST_ID = '00000000-0000-0000-0000-000000000000';

export const RISK_LEVELS = [
  'CALLER_ID_RISK_LEVEL_NO_RISK',
  'CALLER_ID_RISK_LEVEL_LOW',
  'CALLER_ID_RISK_LEVEL_MEDIUM',
  'CALLER_ID_RISK_LEVEL_HIGH',
] as const;

export const RISK_LABELS: Record<string, string> = {
  CALLER_ID_RISK_LEVEL_UNSPECIFIED: 'Unspecified',
  CALLER_ID_RISK_LEVEL_NO_RISK: 'No risk',
  CALLER_ID_RISK_LEVEL_LOW: 'Low',
  CALLER_ID_RISK_LEVEL_MEDIUM: 'Medium',
  CALLER_ID_RISK_LEVEL_HIGH: 'High',
};
