// The console's first call to a server parses the wire definitions (every .proto, about 100 ms of
// main's time on this machine), and its first token request loads Node's fetch (undici, about 50 ms).
// The embedded server takes most of a second to start, and main is idle meanwhile, so both happen
// then instead, off the path to the first screen's data (the console bench's launch phases). So
// does what the first screen's calls would otherwise do between the server's ready line and its
// rows: protobufjs generating the code of their messages (each request's encoder, each response's
// decoder, for every message inside them), and the first use of Node's IP address check, which
// grpc-js runs on every address it connects to (its pattern is compiled at its first use).
import net from 'node:net';
import { FIRST_SCREEN_CALLS } from '../../shared/rpc/services.js';
import { oneATurn } from '../../wire/one-a-turn.js';
import { loadProtos, prepareCodecs } from '../../wire/protos.js';

/**
 * Parses the wire definitions, prepares the first screen's messages, and loads fetch, a step a turn
 * of the event loop; a step that fails is left to the first call, which says what is wrong.
 */
export function warmWireDefinitions(): void {
  let root: ReturnType<typeof loadProtos>['root'] | undefined;
  const steps = [
    () => (root = loadProtos().root),
    () => root && prepareCodecs(root, FIRST_SCREEN_CALLS),
    () => {
      net.isIPv6('127.0.0.1');
      net.isIPv6('::1');
    },
    // Node loads its fetch implementation (undici) at the first call; a data: URL needs no network.
    () =>
      void fetch('data:,').then(
        (r) => r.arrayBuffer(),
        () => undefined,
      ),
  ];
  oneATurn(steps, (step) => step());
}
