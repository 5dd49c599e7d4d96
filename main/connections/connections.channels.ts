// IPC channels for connection profiles and secrets. Profile changes are audited; secrets go in
// and never come out.
import { defineChannel, type MainContext } from '../grpc/rpc-channel.js';
import { profileSubject as subjectOf } from '../audit/auditor.js';

const currentSubject = (main: MainContext) => () => subjectOf(main.connections.current().profile);

export const connectionChannels = [
  defineChannel('connections.list', (main) => async () => ({
    profiles: main.connections.list(),
    currentId: main.connections.currentId(),
  })),
  defineChannel(
    'connections.get',
    (main) =>
      async ({ id }) =>
        main.connections.get(id),
  ),
  defineChannel('connections.save', (main) => async ({ profile, secret }) => {
    const before = profile.id ? main.connections.get(profile.id) : undefined;
    return main.auditor.run(
      {
        action: 'connections.save',
        subject: subjectOf({
          id: profile.id ?? '',
          name: profile.name,
          clientId: profile.clientId,
          defaultScopeId: profile.defaultScopeId,
        }),
        target: profile.id ? { profileId: profile.id } : {},
        detail: (saved) =>
          [
            before ? 'updated' : `created ${saved.id}`,
            secret !== undefined ? 'new secret stored' : '',
            saved.insecure ? 'INSECURE, for lab use' : '',
            before?.insecure && !saved.insecure ? 'no longer insecure' : '',
          ]
            .filter(Boolean)
            .join('; '),
      },
      async () => main.connections.save(profile, secret),
    );
  }),
  defineChannel(
    'connections.remove',
    (main) =>
      async ({ id }) =>
        main.auditor.run(
          {
            action: 'connections.remove',
            subject: () => subjectOf(main.connections.get(id)),
            target: { profileId: id },
          },
          async () => main.connections.remove(id),
        ),
  ),
  defineChannel(
    'connections.import',
    (main) =>
      async ({ text, name }) =>
        main.auditor.run(
          {
            action: 'connections.import',
            subject: currentSubject(main),
            target: {},
            detail: (r) => (r.profile ? `imported ${r.profile.id} (${r.profile.clientId})` : r.message),
          },
          async () => main.connections.import(text, name),
        ),
  ),
  defineChannel(
    'connections.test',
    (main) =>
      async ({ id }, { signal }) =>
        main.connections.test(id, signal),
  ),
  defineChannel(
    'connections.select',
    (main) =>
      async ({ id }) =>
        main.auditor.run(
          {
            action: 'connections.select',
            subject: () => subjectOf(main.connections.get(id)),
            target: { profileId: id },
            detail: () =>
              main.connections.get(id).insecure ? 'switched to an INSECURE connection, for lab use' : 'switched',
          },
          async () => main.connections.select(id),
        ),
  ),
  defineChannel('connections.current', (main) => async () => main.connections.current()),

  defineChannel('secrets.status', (main) => async () => main.secrets.status()),
  defineChannel(
    'secrets.usePassphrase',
    (main) =>
      async ({ passphrase }) =>
        main.auditor.run(
          { action: 'secrets.usePassphrase', subject: currentSubject(main), target: {}, detail: (s) => s.mode },
          async () => main.secrets.usePassphrase(passphrase),
        ),
  ),
];
