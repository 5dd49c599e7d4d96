// Original file: protos/nuance/biosec/v1/sessions/engagements_messages.proto


/**
 * Details that can be given when an engagement starts.
 */
export interface EngagementDetailsForCreate {
  /**
   * External engagement ID.
   */
  'engagement_id'?: (string);
  /**
   * Groups related engagements (see ListCorrelatedEngagements).
   */
  'correlation_id'?: (string);
  /**
   * Client-defined key/value pairs (string to string).
   */
  'custom_data'?: ({[key: string]: string});
}

/**
 * Details that can be given when an engagement starts.
 */
export interface EngagementDetailsForCreate__Output {
  /**
   * External engagement ID.
   */
  'engagement_id'?: (string);
  /**
   * Groups related engagements (see ListCorrelatedEngagements).
   */
  'correlation_id'?: (string);
  /**
   * Client-defined key/value pairs (string to string).
   */
  'custom_data'?: ({[key: string]: string});
}
