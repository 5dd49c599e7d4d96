// One gRPC channel per connection profile: TLS with the system's roots or the profile's own CA,
// plaintext only when the profile turns TLS off, and keepalive so idle connections are noticed.
import * as grpc from '@grpc/grpc-js';

export interface ChannelTarget {
  /** host:port */
  endpoint: string;
  tls: boolean;
  /** PEM of a CA to trust instead of the system roots. */
  caCertPem?: string | undefined;
}

export const CHANNEL_OPTIONS: grpc.ChannelOptions = {
  // Ping every 2 minutes while calls are open; give up on a silent connection after 20 s. Kept
  // above servers' default minimum ping interval so they never answer "too many pings".
  'grpc.keepalive_time_ms': 120_000,
  'grpc.keepalive_timeout_ms': 20_000,
  'grpc.keepalive_permit_without_calls': 0,
  'grpc.max_receive_message_length': 16 * 1024 * 1024,
  'grpc.enable_retries': 0,
};

export function channelCredentials(target: ChannelTarget): grpc.ChannelCredentials {
  if (!target.tls) return grpc.credentials.createInsecure();
  return grpc.credentials.createSsl(target.caCertPem ? Buffer.from(target.caCertPem) : null);
}

export function openChannel(target: ChannelTarget): grpc.Channel {
  return new grpc.Channel(target.endpoint, channelCredentials(target), CHANNEL_OPTIONS);
}
