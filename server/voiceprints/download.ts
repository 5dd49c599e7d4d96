// Serves finished status reports at /downloads/status-jobs/<gk_job_id>?token=<token>. The random
// token in download_url is the credential (like a presigned URL), so no bearer token is needed.
// Unknown jobs, wrong tokens, unfinished and expired jobs all answer 404; an expired report's
// file is deleted on the spot. The report is streamed from the blob store, so every instance
// serves every report, whichever instance wrote it.
import { timingSafeEqual } from 'node:crypto';
import type http from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UUID_RE } from '../rpc/wire-values.js';
import { statusJobKey, type StatusJobRunner } from './status-job.js';
import * as store from './status-job.store.js';
import type { Ctx } from './deps.js';

const DOWNLOAD_PREFIX = '/downloads/status-jobs/';

const sameToken = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export type DownloadHandler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<boolean>;

export function createDownloadHandler(ctx: Ctx, runner: StatusJobRunner): DownloadHandler {
  const notFound = (res: http.ServerResponse) => {
    res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
    res.end(
      JSON.stringify({
        status: {
          statusCode: 'NOT_FOUND',
          httpTransCode: 404,
          statusMessage: { message: 'no such report, or it has expired' },
        },
      }),
    );
    return true;
  };
  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://download.invalid');
    if (!url.pathname.startsWith(DOWNLOAD_PREFIX)) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' });
      res.end();
      return true;
    }
    const id = url.pathname.slice(DOWNLOAD_PREFIX.length);
    const token = url.searchParams.get('token') ?? '';
    if (!UUID_RE.test(id) || !token) return notFound(res);
    const row = await store.getJob(ctx.db, id.toLowerCase());
    if (!row || !sameToken(row.download_token, token)) return notFound(res);
    // Applies expiry (the file goes) and lost workers, as a status read would.
    const job = await runner.get(row.scope_id, row.gk_job_id);
    if (!job || job.state !== store.COMPLETED || job.file_deleted) return notFound(res);
    const blob = await ctx.blobs.get(statusJobKey(job.gk_job_id));
    if (!blob) return notFound(res);
    res.writeHead(200, {
      'content-type': 'application/zip',
      'content-length': String(blob.size),
      'content-disposition': `attachment; filename="voiceprint-profiles-status-${job.gk_job_id}.zip"`,
      'cache-control': 'no-store',
    });
    const body = Readable.from(blob.body, { objectMode: false });
    if (req.method === 'HEAD') {
      body.destroy();
      res.end();
      return true;
    }
    await pipeline(body, res).catch(() => undefined);
    return true;
  };
}
