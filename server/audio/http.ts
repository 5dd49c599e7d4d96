// The audio endpoints of the HTTP side: uploads to URLs from GetUploadUrl and downloads from URLs
// from GetDownloadUrl. Mounted by server/app.ts before the HTTP/JSON binding.
import type http from 'node:http';
import type { AudioDeps } from './deps.js';
import { resolveAudioDeps } from './deps.js';
import { handleDownload } from './download.http.js';
import { sendJson } from './http-reply.js';
import { handleUpload } from './upload.http.js';

/** Serves the request when it is an audio upload or download; resolves false otherwise. */
export function audioHttpHandler(
  deps: AudioDeps,
): (req: http.IncomingMessage, res: http.ServerResponse) => Promise<boolean> {
  const ctx = resolveAudioDeps(deps);
  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const up = /^\/uploads\/([0-9a-fA-F-]{36})$/.exec(url.pathname);
    const down = /^\/downloads\/audio\/([\w.-]+)$/.exec(url.pathname);
    if (!up && !down) return false;
    if (up && (req.method === 'PUT' || req.method === 'POST')) {
      await handleUpload(ctx, req, res, up[1]!.toLowerCase(), url.searchParams.get('token'));
    } else if (down && (req.method === 'GET' || req.method === 'HEAD')) {
      await handleDownload(ctx, req, res, down[1]!);
    } else {
      req.resume();
      sendJson(
        res,
        405,
        {
          status: {
            statusCode: 'BAD_REQUEST',
            httpTransCode: 405,
            statusMessage: { message: `${req.method} is not allowed here` },
          },
        },
        {
          allow: up ? 'PUT, POST' : 'GET, HEAD',
        },
      );
    }
    return true;
  };
}
