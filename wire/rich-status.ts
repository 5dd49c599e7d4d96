// gRPC's rich error model: failures carry a google.rpc.Status in the `grpc-status-details-bin`
// trailer, whose details hold our nuance.rpc.Status (field violations included). The server
// encodes it here; the console's clients decode it with the same functions.
import protobuf from 'protobufjs';

export const STATUS_DETAILS_KEY = 'grpc-status-details-bin';
export const NUANCE_STATUS_TYPE_URL = 'type.googleapis.com/nuance.rpc.Status';

const rpcRoot = new protobuf.Root();
rpcRoot
  .define('google.protobuf')
  .add(
    new protobuf.Type('Any')
      .add(new protobuf.Field('type_url', 1, 'string'))
      .add(new protobuf.Field('value', 2, 'bytes')),
  );
rpcRoot.define('google.rpc').add(
  new protobuf.Type('Status')
    .add(new protobuf.Field('code', 1, 'int32'))
    .add(new protobuf.Field('message', 2, 'string'))
    .add(new protobuf.Field('details', 3, '.google.protobuf.Any', 'repeated')),
);
rpcRoot.resolveAll();
const GoogleStatus = rpcRoot.lookupType('google.rpc.Status');

/** Encodes code, message and an already-encoded nuance.rpc.Status into a google.rpc.Status. */
export function encodeRichStatus(code: number, message: string, nuanceStatus: Uint8Array): Buffer {
  const msg = GoogleStatus.fromObject({
    code,
    message,
    details: [{ type_url: NUANCE_STATUS_TYPE_URL, value: nuanceStatus }],
  });
  return Buffer.from(GoogleStatus.encode(msg).finish());
}

/** Returns the nuance.rpc.Status bytes carried in a google.rpc.Status, if any. */
export function decodeRichStatus(bytes: Uint8Array): { code: number; message: string; nuanceStatus?: Uint8Array } {
  const obj = GoogleStatus.toObject(GoogleStatus.decode(bytes), { defaults: true }) as {
    code: number;
    message: string;
    details: { type_url: string; value: Uint8Array }[];
  };
  const detail = obj.details.find((d) => d.type_url === NUANCE_STATUS_TYPE_URL);
  return { code: obj.code, message: obj.message, ...(detail ? { nuanceStatus: detail.value } : {}) };
}
