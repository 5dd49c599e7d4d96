// Everything main offers the renderer, assembled once and handed to the router. The Electron shell
// and the browser host both call this, so the console behaves the same in either.
import { createRouter, type Handlers, type Router } from './ipc/router.js';
import { appInfo } from './services/app-info.js';

export interface MainServicesOptions {
  host: 'electron' | 'browser';
  log?: (msg: string, fields?: object) => void;
}

export function createMainRouter(opts: MainServicesOptions): Router {
  const handlers: Partial<Handlers> = {
    'app.info': async () => appInfo(opts.host),
  };
  return createRouter(handlers, opts.log);
}
