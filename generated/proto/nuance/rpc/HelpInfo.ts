// Original file: protos/nuance/rpc/error_details.proto

import type { LocalizedMessage as _nuance_rpc_LocalizedMessage, LocalizedMessage__Output as _nuance_rpc_LocalizedMessage__Output } from '../../nuance/rpc/LocalizedMessage';

/**
 * One help link.
 */
export interface _nuance_rpc_HelpInfo_Hyperlink {
  /**
   * What the link covers.
   */
  'description'?: (_nuance_rpc_LocalizedMessage | null);
  /**
   * Address of the help page.
   */
  'url'?: (string);
}

/**
 * One help link.
 */
export interface _nuance_rpc_HelpInfo_Hyperlink__Output {
  /**
   * What the link covers.
   */
  'description'?: (_nuance_rpc_LocalizedMessage__Output);
  /**
   * Address of the help page.
   */
  'url'?: (string);
}

/**
 * Pointers to help about a status.
 */
export interface HelpInfo {
  /**
   * The links.
   */
  'links'?: (_nuance_rpc_HelpInfo_Hyperlink)[];
}

/**
 * Pointers to help about a status.
 */
export interface HelpInfo__Output {
  /**
   * The links.
   */
  'links'?: (_nuance_rpc_HelpInfo_Hyperlink__Output)[];
}
