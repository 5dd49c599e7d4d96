// Small HTTP helpers of the upload/download endpoints: binary bodies with a size limit, and errors
// in the same JSON shape as the HTTP/JSON binding's `{ status }`.
import type { Hash } from 'node:crypto';
import type http from 'node:http';
import { status as Code } from '@grpc/grpc-js';
import { RpcError } from '../rpc/errors.js';

export class UploadTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`the upload is larger than the limit of ${limit} bytes`);
  }
}

/**
 * The whole body. With a Content-Length it is copied into one buffer of that size as it arrives (the
 * body is held once, not as chunks and then their concatenation); without one, chunks are joined
 * at the end. With `hash`, every chunk is also fed to it as it arrives, in order, so the body's hash
 * is made while the rest of it is still on the wire. With `onProgress` (Content-Length only), after
 * each chunk: that buffer and how many of its bytes have arrived, for work on them meanwhile.
 */
export function readBinaryBody(
  req: http.IncomingMessage,
  limit: number,
  opts: { hash?: Hash; onProgress?: (body: Buffer, received: number) => void } = {},
): Promise<Buffer> {
  const { hash, onProgress } = opts;
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (declared > limit) return Promise.reject(new UploadTooLarge(limit));
  return new Promise((resolve, reject) => {
    // Node's HTTP parser delivers exactly Content-Length bytes, never more.
    const whole = Number.isSafeInteger(declared) && declared > 0 ? Buffer.allocUnsafeSlow(declared) : undefined;
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      if (whole) {
        // Cannot happen (the parser stops at Content-Length); refused rather than truncated.
        if (size + chunk.length > whole.length) {
          req.off('data', onData);
          req.resume();
          reject(new Error('the upload ran past its Content-Length'));
          return;
        }
        whole.set(chunk, size);
        size += chunk.length;
        hash?.update(chunk);
        onProgress?.(whole, size);
        return;
      }
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.resume();
        reject(new UploadTooLarge(limit));
        return;
      }
      chunks.push(chunk);
      hash?.update(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(whole ? whole.subarray(0, size) : Buffer.concat(chunks)));
    req.once('error', reject);
    req.once('close', () => {
      if (!req.complete) reject(new Error('the client went away before sending the whole upload'));
    });
  });
}

export function sendJson(
  res: http.ServerResponse,
  httpStatus: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(httpStatus, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

/** `{ status }` for an error; `httpStatus` overrides the code's usual HTTP status (413). */
export function sendError(
  res: http.ServerResponse,
  err: RpcError,
  httpStatus = err.httpStatus,
  headers: Record<string, string> = {},
): void {
  sendJson(
    res,
    httpStatus,
    {
      status: {
        statusCode: err.nuanceCode,
        httpTransCode: httpStatus,
        statusMessage: { locale: 'en-US', message: err.message },
        ...(err.fieldViolations.length
          ? {
              fieldViolations: err.fieldViolations.map((v) => ({
                field: v.field,
                message: v.message,
                violation: v.violation,
              })),
            }
          : {}),
      },
    },
    headers,
  );
}

export const badUpload = (message: string) => new RpcError(Code.INVALID_ARGUMENT, message);
export const badToken = (message: string) => new RpcError(Code.UNAUTHENTICATED, message);
