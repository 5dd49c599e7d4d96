// Events main pushes to the renderer: `emit` validates the payload against the contract's event
// schema and hands it to every subscriber; the hosts subscribe once and forward (Electron:
// webContents.send('vigil:event', name, payload); browser host: Server-Sent Events on /events).
import { events, type EventName, type EventOf } from '../../shared/ipc/contract.js';

export type EventListener = (event: EventName, payload: unknown) => void;

export interface EventBus {
  emit<E extends EventName>(event: E, payload: EventOf<E>): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: EventListener): () => void;
}

export function createEventBus(log: (msg: string, fields?: object) => void = () => {}): EventBus {
  const listeners = new Set<EventListener>();
  return {
    emit(event, payload) {
      const checked = events[event].safeParse(payload);
      if (!checked.success) {
        log('event failed its schema', { event, issues: checked.error.issues });
        return;
      }
      for (const l of [...listeners]) {
        try {
          l(event, checked.data);
        } catch (err) {
          log('event listener failed', { event, err: String(err) });
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
