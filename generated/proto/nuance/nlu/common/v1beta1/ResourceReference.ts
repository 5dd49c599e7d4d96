// Original file: protos/nuance/nlu/common/v1beta1/resource.proto


/**
 * A stored artifact (wordset or semantic model).
 */
export interface ResourceReference {
  /**
   * URN of the artifact, for example an application-level wordset
   * urn:nuance-mix:tag:wordset:lang/<context_tag>/<wordset_name>/<lll-CCC>/mix.nlu.
   */
  'uri'?: (string);
  /**
   * HTTP headers to send when the artifact is fetched.
   */
  'headers'?: ({[key: string]: string});
}

/**
 * A stored artifact (wordset or semantic model).
 */
export interface ResourceReference__Output {
  /**
   * URN of the artifact, for example an application-level wordset
   * urn:nuance-mix:tag:wordset:lang/<context_tag>/<wordset_name>/<lll-CCC>/mix.nlu.
   */
  'uri'?: (string);
  /**
   * HTTP headers to send when the artifact is fetched.
   */
  'headers'?: ({[key: string]: string});
}
