// The RPCs the contract names per channel (shared/ipc/channels/*.ts) are real: each is a unary or
// server-streaming method (rpc-client's serverStream) of a service the console loads, and has a line in the policy the permission table reads.
import { describe, expect, it } from 'vitest';
import type { ServiceDefinition } from '@grpc/grpc-js';
import { CHANNELS, rpcsOf } from '../../shared/ipc/contract.js';
import { policyFor } from '../../shared/rpc/policy.js';
import { loadProtos } from '../../wire/protos.js';

describe('the RPCs the contract names', () => {
  it('are unary or server-streaming methods in the protos and lines of the policy', () => {
    const protos = loadProtos();
    const named = CHANNELS.flatMap((c) => rpcsOf(c).map((rpc) => [c, rpc] as const));
    expect(named.length).toBeGreaterThan(40);
    for (const [channel, rpc] of named) {
      const slash = rpc.lastIndexOf('/');
      const [service, method] = [rpc.slice(0, slash), rpc.slice(slash + 1)];
      const def = protos.packageDefinition[service] as unknown as ServiceDefinition | undefined;
      const m = def?.[method];
      expect(m, `${channel}: ${rpc} is not in the protos`).toBeDefined();
      expect(m!.requestStream, `${channel}: ${rpc} streams requests`).toBe(false);
      expect(policyFor(service, method), `${channel}: ${rpc} has no policy`).toBeDefined();
    }
  });
});
