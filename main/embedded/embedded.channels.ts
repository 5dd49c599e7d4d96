// IPC channels for the embedded server. Switching its demo role changes who the console acts as,
// so it is audited like a profile change (the contract marks embedded.setRole audited).
import { ipcFailure } from '../errors.js';
import { EMBEDDED_PROFILE_ID } from '../../shared/domain/connections.js';
import { profileSubject } from '../audit/auditor.js';
import { defineChannel, type MainContext } from '../ipc/define-channel.js';

const embeddedOf = (main: MainContext) => {
  if (!main.embedded) throw ipcFailure('UNIMPLEMENTED', 'This console runs without an embedded server.');
  return main.embedded;
};

export const embeddedChannels = [
  defineChannel('embedded.status', (main) => async () => embeddedOf(main).status()),
  defineChannel(
    'embedded.setRole',
    (main) =>
      async ({ role }, { noteDetail }) => {
        const embedded = embeddedOf(main);
        const before = embedded.status().role;
        const state = embedded.setRole(role);
        noteDetail(`demo role ${before} → ${role}`);
        main.events.emit('connections.changed', { currentId: main.connections.currentId() });
        return state;
      },
    {
      audit: {
        // Who acted: the demo client in use before the switch.
        subject: (main) => profileSubject(main.connections.get(EMBEDDED_PROFILE_ID)),
        target: ({ role }) => ({ role }),
      },
    },
  ),
];
