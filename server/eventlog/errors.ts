// Error bodies of the event-log API, exactly as seed 002 section 7 and the public clients see them:
// {error_code, message} for consumer errors, {error: {code, status, message}} for authorization.
export class LogApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(JSON.stringify(body));
    this.name = 'LogApiError';
  }
}

const coded = (status: number, errorCode: number, message: string) =>
  new LogApiError(status, { error_code: errorCode, message });

export const logErrors = {
  invalidConsumerName: () => coded(400, 117, 'Invalid consumer name'),
  invalidClientName: () => coded(400, 121, 'Invalid client name.'),
  consumerNotFound: () => coded(404, 40403, 'Consumer instance not found.'),
  partitionNotFound: (p: number) => coded(404, 40402, `Partition not found: ${p}`),
  consumerExists: () =>
    coded(409, 40902, 'Consumer with specified consumer ID already exists in the specified consumer group.'),
  noAssignment: () => coded(409, 40903, 'Illegal state: No current assignment for partition'),
  mutuallyExclusive: () =>
    coded(409, 40903, 'Illegal state: Subscription to topics, partitions and pattern are mutually exclusive'),
  notSubscribed: () =>
    coded(409, 40903, 'Illegal state: Consumer is not subscribed to any topics or assigned any partitions'),
  /** Bad input: the message names the field (e.g. partitions[0].partition). */
  badField: (field: string, message: string) =>
    new LogApiError(400, { error_code: 400, message: `${field}: ${message}`, field }),
  notFound: (message: string) => coded(404, 404, message),
  methodNotAllowed: (message: string) => coded(405, 405, message),
  tooLarge: () => coded(413, 413, 'request body too large'),
  unauthorized: (message: string) => new LogApiError(401, { error: { code: 401, status: 'Unauthorized', message } }),
  forbidden: (message: string) => new LogApiError(403, { error: { code: 403, status: 'Forbidden', message } }),
};
