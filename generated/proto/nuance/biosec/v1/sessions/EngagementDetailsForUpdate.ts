// Original file: protos/nuance/biosec/v1/sessions/engagements_messages.proto


/**
 * Details of an engagement that can be changed.
 */
export interface EngagementDetailsForUpdate {
  /**
   * External engagement ID.
   */
  'engagement_id'?: (string);
  /**
   * Analyst working the engagement.
   */
  'analyst_id'?: (string);
  /**
   * Groups related engagements.
   */
  'correlation_id'?: (string);
  /**
   * Client-defined key/value pairs (string to string).
   */
  'custom_data'?: ({[key: string]: string});
}

/**
 * Details of an engagement that can be changed.
 */
export interface EngagementDetailsForUpdate__Output {
  /**
   * External engagement ID.
   */
  'engagement_id'?: (string);
  /**
   * Analyst working the engagement.
   */
  'analyst_id'?: (string);
  /**
   * Groups related engagements.
   */
  'correlation_id'?: (string);
  /**
   * Client-defined key/value pairs (string to string).
   */
  'custom_data'?: ({[key: string]: string});
}
