// GET|HEAD /downloads/audio/<token>: the segment's audio, transcoded as the signed token says
// (container, encoding, rate, channel). Answers byte ranges so browsers can seek; the transcoded
// bytes are cached (transcode-cache.ts), so the requests a player makes transcode once, and the
// transcoding runs in a worker thread (transcode-off-thread.ts).
import type http from 'node:http';
import { notFound, toRpcError } from '../rpc/errors.js';
import type { AudioCtx } from './deps.js';
import type { DownloadTokenPayload } from './handlers/get-download-url.js';
import { badToken, sendError } from './http-reply.js';
import { getSegment } from './media.store.js';
import { transcodeOffThread } from './transcode-off-thread.js';
import { verifyToken } from './url-signing.js';
import { TranscodeCache } from './transcode-cache.js';

export async function handleDownload(
  ctx: AudioCtx,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  token: string,
): Promise<void> {
  try {
    const payload = verifyToken<DownloadTokenPayload>(await ctx.urlKeys.keys(), token);
    if (!payload || payload.k !== 'd') throw badToken('the download token is not valid');
    if (ctx.clock.now().getTime() > payload.e) throw badToken('the download URL has expired');
    const row = await getSegment(ctx.db, payload.s, payload.m);
    if (!row || !row.audio_sha256) throw notFound(`media segment ${payload.m} no longer exists`);
    const sha = row.audio_sha256;
    const out = await ctx.downloads.get(TranscodeCache.key(payload.s, payload.m, sha, payload.spec), async () =>
      transcodeOffThread(payload.s, await ctx.files.read(sha), payload.spec),
    );
    sendBytes(req, res, out.bytes, {
      'content-type': out.contentType,
      'content-disposition': `inline; filename="${payload.m}.${out.extension}"`,
      'cache-control': 'private, no-store',
      'accept-ranges': 'bytes',
    });
  } catch (err) {
    const e = toRpcError(err);
    if (e.httpStatus >= 500) ctx.log.error('audio download failed', { err: String(err) });
    const retryAfter = e.extras.retryAfterSeconds;
    sendError(res, e, e.httpStatus, retryAfter ? { 'retry-after': String(retryAfter) } : {});
  }
}

function sendBytes(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  bytes: Uint8Array,
  headers: Record<string, string>,
): void {
  const total = bytes.length;
  const m = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''));
  let start = 0;
  let end = total - 1;
  let code = 200;
  if (m && (m[1] || m[2])) {
    if (m[1]) {
      start = Number(m[1]);
      end = m[2] ? Math.min(Number(m[2]), total - 1) : total - 1;
    } else {
      start = Math.max(0, total - Number(m[2]));
    }
    if (start > end || start >= total) {
      res.writeHead(416, { 'content-range': `bytes */${total}` });
      res.end();
      return;
    }
    code = 206;
    headers['content-range'] = `bytes ${start}-${end}/${total}`;
  }
  res.writeHead(code, { ...headers, 'content-length': String(end - start + 1) });
  if (req.method === 'HEAD') res.end();
  else res.end(Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start + 1));
}
