// Electron: audio behind media.audioUrl tokens on vigil-media://<token>, streamed by main (Range
// passed on, so seeking works). The scheme is registered before the app is ready; its handler after.
import type { MediaRoute } from './media-route.js';

/** The part of Electron's `protocol` module used here (only main/electron/ imports electron). */
export interface ProtocolLike {
  registerSchemesAsPrivileged(
    schemes: {
      scheme: string;
      privileges: { standard: boolean; secure: boolean; stream: boolean; supportFetchAPI: boolean };
    }[],
  ): void;
  handle(scheme: string, handler: (request: Request) => Response | Promise<Response>): void;
}

export const MEDIA_SCHEME = 'vigil-media';

/** For protocol.registerSchemesAsPrivileged (called once, before app 'ready', with every scheme). */
export const MEDIA_SCHEME_ENTRY = {
  scheme: MEDIA_SCHEME,
  privileges: { standard: true, secure: true, stream: true, supportFetchAPI: true },
};

/** Call before app 'ready' when vigil-media is the only custom scheme. */
export function registerMediaScheme(protocol: Pick<ProtocolLike, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([MEDIA_SCHEME_ENTRY]);
}

/** Call once the app is ready. */
export function handleMediaProtocol(protocol: Pick<ProtocolLike, 'handle'>, media: MediaRoute): void {
  media.mount(`${MEDIA_SCHEME}://`);
  protocol.handle(MEDIA_SCHEME, (request) =>
    media.open(new URL(request.url).hostname, {
      method: request.method,
      range: request.headers.get('range') ?? undefined,
      signal: request.signal,
    }),
  );
}
