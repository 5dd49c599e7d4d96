// Reads a request body up to a size limit.
import type http from 'node:http';

export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`the request body is larger than ${limit} bytes`);
  }
}

/** Resolves with the body text ('' when there is none); rejects with BodyTooLarge past `limit`. */
export function readBody(req: http.IncomingMessage, limit: number): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (declared > limit) return Promise.reject(new BodyTooLarge(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        reject(new BodyTooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.once('error', reject);
    req.once('close', () => {
      if (!req.complete) reject(new Error('the client went away before sending the whole body'));
    });
  });
}

/** How much of a refused caller's body is read and thrown away (never parsed) before the server hangs up. */
export const DISCARD_LIMIT = 8 * 1024 * 1024;

/**
 * For a request refused before its body was read (401, 403, 413): reads and throws away up to
 * `limit` bytes, so a client still sending (Node's fetch, browsers) reads the answer instead of
 * a connection reset, as Go's net/http does. A body that ends within the limit leaves the
 * connection usable. Past the limit the socket is closed once the answer is out. No
 * `Connection: close` is sent meanwhile: Node closes such a socket as soon as the answer is
 * written, with the body still arriving, and that is the reset this avoids.
 */
export function discardBody(req: http.IncomingMessage, res: http.ServerResponse, limit = DISCARD_LIMIT): void {
  if (req.complete) return;
  let seen = 0;
  let over = false;
  let answered = res.writableFinished;
  const hangUp = () => {
    if (over && answered) req.destroy();
  };
  req.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > limit && !over) {
      over = true;
      req.pause();
      hangUp();
    }
  });
  res.once('finish', () => {
    answered = true;
    hangUp();
  });
  req.resume();
}
