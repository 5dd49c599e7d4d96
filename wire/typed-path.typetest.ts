// Type-level test of the typed gRPC hop (checked by `npm run typecheck`, never run): each
// expect-error directive below must stay an error, so a regression that lets a misspelled field or a
// wrong shape through on either side fails the type-check with "Unused '@ts-expect-error'".
import type { RpcClient } from '../main/grpc/rpc-client.js';
import type { Reply, RpcHandler, ServiceImplementation } from '../server/rpc/types.js';
import type { UnaryMethod } from './services.js';

// Server: the request is typed, so reading a misspelled field fails.
export const readsRequest: RpcHandler<'sessions', 'GetSessionDetails'> = async (req) => {
  // @ts-expect-error misspelled request field
  void req.gk_sesion_id;
  return { details: { gk_session_id: { value: req.gk_session_id?.value ?? '' } } };
};

// Server: a wrong response shape fails.
// @ts-expect-error gk_session_id is a UniqueId message, not a number
export const wrongShape: RpcHandler<'sessions', 'GetSessionDetails'> = async () => ({ details: { gk_session_id: 5 } });

// Server: with the declared Reply type, a misspelled field beside correct ones fails too.
export const misspelledReply: RpcHandler<'sessions', 'GetSessionDetails'> = async (): Reply<
  'sessions',
  'GetSessionDetails'
> => ({
  details: {},
  // @ts-expect-error misspelled response field
  detials: {},
});

// Server: a registration that forgets a method does not compile.
declare const handler: RpcHandler<'mediaPeaks', 'GetMediaSegmentPeaks'>;
export const complete: ServiceImplementation<'mediaPeaks'> = { GetMediaSegmentPeaks: handler };
// @ts-expect-error GetMediaSegmentPeaks is missing
export const incomplete: ServiceImplementation<'mediaPeaks'> = {};

// Methods are the proto's, and only unary ones.
export const method: UnaryMethod<'sessions'> = 'GetSessionDetails';
// @ts-expect-error no such method
export const noMethod: UnaryMethod<'sessions'> = 'GetSessionDetail';

// Client: requests and responses are typed.
export async function client(rpc: RpcClient): Promise<string | undefined> {
  const res = await rpc.api.sessions.getSessionDetails({ gk_session_id: { value: 'x' } }, { idempotent: true });
  // @ts-expect-error misspelled request field
  await rpc.api.sessions.getSessionDetails({ gk_sesion_id: { value: 'x' } });
  // @ts-expect-error misspelled response field
  void res.detials;
  // @ts-expect-error no such method
  void rpc.api.sessions.getSessionDetail;
  return res.details?.gk_session_id?.value;
}
