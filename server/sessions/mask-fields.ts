// The session and engagement fields the sessions API's field masks may name (create, update,
// read); the mask itself is read by rpc/field-mask.ts.
export const SESSION_CREATE_FIELDS = [
  'session_id',
  'ani',
  'dnis',
  'call_type',
  'claimed_gk_person_id',
  'session_intent',
  'business_type',
  'datacenter',
  'group_size',
  'custom_data',
] as const;

export const SESSION_UPDATE_FIELDS = [
  ...SESSION_CREATE_FIELDS,
  'is_suspicious',
  'suspicious_reason',
  'was_abandon',
  'session_error',
] as const;

export const SESSION_READ_FIELDS = [
  'gk_session_id',
  'session_type',
  'gk_engagement_id',
  'is_test',
  'is_active',
  'session_id',
  'is_suspicious',
  'suspicious_reason',
  'ani',
  'dnis',
  'agent_id',
  'agent_extension',
  'call_type',
  'claimed_gk_person_id',
  'was_abandon',
  'risk_info',
  'session_intent',
  'business_type',
  'datacenter',
  'session_error',
  'group_size',
  'creation_timestamp',
  'completion_timestamp',
  'modification_timestamp',
  'custom_data',
] as const;

export const ENGAGEMENT_CREATE_FIELDS = ['engagement_id', 'correlation_id', 'custom_data'] as const;
export const ENGAGEMENT_UPDATE_FIELDS = ['engagement_id', 'analyst_id', 'correlation_id', 'custom_data'] as const;
export const ENGAGEMENT_READ_FIELDS = [
  'gk_engagement_id',
  'gk_session_ids',
  'is_active',
  'engagement_id',
  'analyst_id',
  'verdict_info',
  'risk_info',
  'correlation_id',
  'creation_timestamp',
  'completion_timestamp',
  'modification_timestamp',
  'custom_data',
] as const;
