// Events main pushes (embedded.state, connections.changed, job.progress). One transport
// subscription is shared by every `useMainEvent` in the window; without a provider (tests that
// don't care) the hook does nothing.
import { createContext, createElement, useContext, useEffect, useRef, type ReactNode } from 'react';
import type { VigilTransport } from '../../../shared/ipc/bridge.js';
import type { EventName, EventOf } from '../../../shared/ipc/contract.js';

type Listener = (payload: unknown) => void;

export interface EventHub {
  on<E extends EventName>(name: E, handler: (payload: EventOf<E>) => void): () => void;
}

export function createEventHub(transport: Pick<VigilTransport, 'subscribe'>): EventHub {
  const listeners = new Map<string, Set<Listener>>();
  let unsubscribe: (() => void) | undefined;
  let count = 0;
  const dispatch = (event: string, payload: unknown) => {
    for (const l of [...(listeners.get(event) ?? [])]) l(payload);
  };
  return {
    on(name, handler) {
      const set = listeners.get(name) ?? new Set<Listener>();
      listeners.set(name, set);
      const l = handler as Listener;
      set.add(l);
      if (count++ === 0) unsubscribe = transport.subscribe(dispatch);
      return () => {
        if (!set.delete(l)) return;
        if (--count === 0) {
          unsubscribe?.();
          unsubscribe = undefined;
        }
      };
    },
  };
}

export const EventsContext = createContext<EventHub | null>(null);

export function EventsProvider({ hub, children }: { hub: EventHub; children: ReactNode }) {
  return createElement(EventsContext.Provider, { value: hub }, children);
}

/** Calls `handler` for each event `name` while the component is mounted (latest handler wins). */
export function useMainEvent<E extends EventName>(name: E, handler: (payload: EventOf<E>) => void): void {
  const hub = useContext(EventsContext);
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => {
    if (!hub) return;
    return hub.on(name, (p) => ref.current(p));
  }, [hub, name]);
}
