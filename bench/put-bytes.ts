// One HTTP PUT of a whole body through node:http, for the benches that upload audio.
import http from 'node:http';

/** PUTs `body` to `target`; resolves with the status and the start of the answer's body. */
export function putBytes(target: string, body: Uint8Array): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const u = new URL(target);
    const req = http.request(
      {
        method: 'PUT',
        hostname: u.hostname,
        port: u.port,
        path: u.pathname + u.search,
        headers: { 'content-length': body.length },
        // A fresh connection: Node's global agent keeps sockets alive, and one the server has just
        // closed for idling fails the next upload's write with EPIPE (what made fetch fail here too).
        agent: false,
      },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text.slice(0, 500) }));
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}
