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
