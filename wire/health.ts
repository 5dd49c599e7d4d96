// The standard gRPC health service (grpc.health.v1.Health/Check and Watch), defined in code so it
// needs no .proto of its own. Status is SERVING while the server accepts calls and NOT_SERVING
// once shutdown has begun.
import * as grpc from '@grpc/grpc-js';
import protobuf from 'protobufjs';

const root = new protobuf.Root();
const ns = root.define('grpc.health.v1');
ns.add(new protobuf.Type('HealthCheckRequest').add(new protobuf.Field('service', 1, 'string')));
ns.add(new protobuf.Enum('ServingStatus', { UNKNOWN: 0, SERVING: 1, NOT_SERVING: 2, SERVICE_UNKNOWN: 3 }));
ns.add(new protobuf.Type('HealthCheckResponse').add(new protobuf.Field('status', 1, 'ServingStatus')));
root.resolveAll();
const Req = root.lookupType('grpc.health.v1.HealthCheckRequest');
const Res = root.lookupType('grpc.health.v1.HealthCheckResponse');

export type ServingStatus = 'SERVING' | 'NOT_SERVING' | 'SERVICE_UNKNOWN';
interface CheckRequest {
  service: string;
}
interface CheckResponse {
  status: ServingStatus;
}

const ser = (t: protobuf.Type) => (v: object) => Buffer.from(t.encode(t.fromObject(v)).finish());
const de = (t: protobuf.Type) => (b: Buffer) => t.toObject(t.decode(b), { enums: String, defaults: true });

export const healthDefinition: grpc.ServiceDefinition = {
  Check: {
    path: '/grpc.health.v1.Health/Check',
    requestStream: false,
    responseStream: false,
    requestSerialize: ser(Req),
    requestDeserialize: de(Req),
    responseSerialize: ser(Res),
    responseDeserialize: de(Res),
  },
  Watch: {
    path: '/grpc.health.v1.Health/Watch',
    requestStream: false,
    responseStream: true,
    requestSerialize: ser(Req),
    requestDeserialize: de(Req),
    responseSerialize: ser(Res),
    responseDeserialize: de(Res),
  },
};

/** Health state for the whole server ('') and for each registered service name. */
export class HealthState {
  private serving = true;
  private readonly watchers = new Set<grpc.ServerWritableStream<CheckRequest, CheckResponse>>();
  constructor(private readonly services: ReadonlySet<string>) {}

  statusOf(service: string): ServingStatus {
    if (service && !this.services.has(service)) return 'SERVICE_UNKNOWN';
    return this.serving ? 'SERVING' : 'NOT_SERVING';
  }

  setNotServing(): void {
    this.serving = false;
    for (const w of this.watchers) {
      w.write({ status: this.statusOf(w.request.service) });
      w.end();
    }
    this.watchers.clear();
  }

  implementation(): grpc.UntypedServiceImplementation {
    return {
      Check: (call: grpc.ServerUnaryCall<CheckRequest, CheckResponse>, cb: grpc.sendUnaryData<CheckResponse>) => {
        cb(null, { status: this.statusOf(call.request.service) });
      },
      Watch: (call: grpc.ServerWritableStream<CheckRequest, CheckResponse>) => {
        call.write({ status: this.statusOf(call.request.service) });
        this.watchers.add(call);
        call.on('cancelled', () => this.watchers.delete(call));
      },
    };
  }
}

/** A client-side check, used by the console and tests. */
export function healthClient(
  address: string,
  credentials: grpc.ChannelCredentials,
): grpc.Client & {
  Check(req: CheckRequest, cb: (err: grpc.ServiceError | null, res?: CheckResponse) => void): grpc.ClientUnaryCall;
  Check(
    req: CheckRequest,
    options: grpc.CallOptions,
    cb: (err: grpc.ServiceError | null, res?: CheckResponse) => void,
  ): grpc.ClientUnaryCall;
} {
  const Ctor = grpc.makeGenericClientConstructor(healthDefinition, 'Health');
  return new Ctor(address, credentials) as never;
}
