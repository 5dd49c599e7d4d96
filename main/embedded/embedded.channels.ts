// IPC channels for the embedded server.
import { ipcFailure } from '../grpc/grpc-errors.js';
import { defineChannel } from '../grpc/rpc-channel.js';

export const embeddedChannels = [
  defineChannel('embedded.status', (main) => async () => {
    if (!main.embedded) throw ipcFailure('UNIMPLEMENTED', 'This console runs without an embedded server.');
    return main.embedded.status();
  }),
  defineChannel('embedded.setRole', (main) => async ({ role }) => {
    if (!main.embedded) throw ipcFailure('UNIMPLEMENTED', 'This console runs without an embedded server.');
    const state = main.embedded.setRole(role);
    main.events.emit('connections.changed', { currentId: main.connections.currentId() });
    return state;
  }),
];
