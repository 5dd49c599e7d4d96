// The preload: exposes exactly the VigilTransport (invoke and cancel) and nothing of ipcRenderer.
import { contextBridge, ipcRenderer } from 'electron';
import type { VigilTransport } from '../../shared/ipc/bridge.js';

const transport: VigilTransport = {
  invoke: (channel, request, callId) => ipcRenderer.invoke('vigil:invoke', channel, request, callId),
  cancel: (callId) => ipcRenderer.send('vigil:cancel', callId),
};

contextBridge.exposeInMainWorld('vigil', transport);
