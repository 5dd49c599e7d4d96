// The console's first call to a server parses the wire definitions (every .proto, about 100 ms of
// main's time on this machine), and its first token request loads Node's fetch (undici, about 50 ms).
// The embedded server takes most of a second to start, and main is idle meanwhile, so both happen
// then instead, off the path to the first screen's data (the console bench's launch phases).
import { loadProtos } from '../../wire/protos.js';

/** Parses the wire definitions and loads fetch on the next turns of the event loop; a failure waits for the first call. */
export function warmWireDefinitions(): void {
  setImmediate(() => {
    try {
      loadProtos();
    } catch {
      // The first RpcClient loads them again and reports what is wrong where it can be shown.
    }
    // Node loads its fetch implementation (undici) at the first call; a data: URL needs no network.
    setImmediate(
      () =>
        void fetch('data:,').then(
          (r) => r.arrayBuffer(),
          () => undefined,
        ),
    );
  });
}
