// What a host needs to serve media tokens: where it serves them (so media.audioUrl hands out the
// right URL) and how to open one. The browser host mounts it at /media/, Electron at vigil-media://.
import type { MainContext } from '../ipc/define-channel.js';
import { openMedia, type MediaRequest } from './media-proxy.js';
import { mediaTokensOf } from './media-tokens.js';

export interface MediaRoute {
  mount(base: string): void;
  open(token: string, req: MediaRequest): Promise<Response>;
}

export function mediaRouteOf(ctx: MainContext, fetchImpl?: typeof fetch): MediaRoute {
  const tokens = mediaTokensOf(ctx);
  return {
    mount: (base) => tokens.serveAt(base),
    open: (token, req) =>
      openMedia(
        { tokens, currentProfileId: () => ctx.connections.currentId(), ...(fetchImpl ? { fetch: fetchImpl } : {}) },
        token,
        req,
      ),
  };
}
