// IPC channels for the embedded server. Switching its demo role changes who the console acts as,
// so it is audited like a profile change.
import { EMBEDDED_PROFILE_ID } from '../../shared/domain/connections.js';
import { profileSubject } from '../audit/auditor.js';
import { ipcFailure } from '../grpc/grpc-errors.js';
import { defineChannel } from '../grpc/rpc-channel.js';

export const embeddedChannels = [
  defineChannel('embedded.status', (main) => async () => {
    if (!main.embedded) throw ipcFailure('UNIMPLEMENTED', 'This console runs without an embedded server.');
    return main.embedded.status();
  }),
  defineChannel('embedded.setRole', (main) => async ({ role }) => {
    const embedded = main.embedded;
    if (!embedded) throw ipcFailure('UNIMPLEMENTED', 'This console runs without an embedded server.');
    const before = embedded.status().role;
    return main.auditor.run(
      {
        action: 'embedded.setRole',
        // Who acted: the demo client in use before the switch.
        subject: profileSubject(main.connections.get(EMBEDDED_PROFILE_ID)),
        target: { role },
        detail: () => `demo role ${before} → ${role}`,
      },
      async () => {
        const state = embedded.setRole(role);
        main.events.emit('connections.changed', { currentId: main.connections.currentId() });
        return state;
      },
    );
  }),
];
