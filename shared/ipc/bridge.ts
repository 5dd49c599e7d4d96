// What the renderer sees of main, whichever host carries it: the Electron preload exposes it as
// `window.vigil`, and the browser host's client implements it over a loopback connection.
// AbortSignals cannot cross Electron's context bridge, so a call carries an ID and cancelling is
// a second message naming it.
export interface VigilTransport {
  /** Resolves with an IpcResult (see errors.ts); never rejects for a failed call. */
  invoke(channel: string, request: unknown, callId: string): Promise<unknown>;
  cancel(callId: string): void;
  /** Events pushed by main (see `events` in contract.ts); returns the unsubscribe. */
  subscribe(listener: (event: string, payload: unknown) => void): () => void;
}

declare global {
  interface Window {
    /** Set by the Electron preload; absent in the browser host. */
    vigil?: VigilTransport;
  }
}
