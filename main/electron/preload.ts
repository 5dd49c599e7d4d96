// The preload: exposes exactly the VigilTransport (invoke and cancel) and nothing of ipcRenderer.
import { contextBridge, ipcRenderer } from 'electron';
import type { VigilTransport } from '../../shared/ipc/bridge.js';

const transport: VigilTransport = {
  invoke: (channel, request, callId) => ipcRenderer.invoke('vigil:invoke', channel, request, callId),
  cancel: (callId) => ipcRenderer.send('vigil:cancel', callId),
  subscribe: (listener) => {
    const handler = (_e: unknown, name: string, payload: unknown) => listener(name, payload);
    ipcRenderer.on('vigil:event', handler);
    return () => {
      ipcRenderer.removeListener('vigil:event', handler);
    };
  },
};

contextBridge.exposeInMainWorld('vigil', transport);
