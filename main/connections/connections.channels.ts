// IPC channels for connection profiles and secrets. Profile changes are audited (the contract marks
// which); secrets go in and never come out. These changes are not made through a profile's client,
// so each names its own audit subject: the profile concerned, else the current one.
import { defineChannel, type MainContext } from '../ipc/define-channel.js';
import { profileSubject as subjectOf } from '../audit/auditor.js';

const currentSubject = (main: MainContext) => subjectOf(main.connections.current().profile);

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
  defineChannel(
    'connections.save',
    (main) =>
      async ({ profile, secret }, { noteDetail }) => {
        const before = profile.id ? main.connections.get(profile.id) : undefined;
        const saved = await main.connections.save(profile, secret);
        noteDetail(
          [
            before ? 'updated' : `created ${saved.id}`,
            secret !== undefined ? 'new secret stored' : '',
            saved.insecure ? 'INSECURE, for lab use' : '',
            before?.insecure && !saved.insecure ? 'no longer insecure' : '',
          ]
            .filter(Boolean)
            .join('; '),
        );
        return saved;
      },
    {
      audit: {
        subject: (_main, { profile }) =>
          subjectOf({
            id: profile.id ?? '',
            name: profile.name,
            clientId: profile.clientId,
            defaultScopeId: profile.defaultScopeId,
          }),
        target: ({ profile }): Record<string, string> => (profile.id ? { profileId: profile.id } : {}),
      },
    },
  ),
  defineChannel(
    'connections.remove',
    (main) =>
      async ({ id }) =>
        main.connections.remove(id),
    {
      audit: {
        subject: (main, { id }) => subjectOf(main.connections.get(id)),
        target: ({ id }) => ({ profileId: id }),
      },
    },
  ),
  defineChannel(
    'connections.import',
    (main) =>
      async ({ text, name }) =>
        main.connections.import(text, name),
    {
      audit: {
        subject: currentSubject,
        target: () => ({}),
        detail: (_req, r) => (r.profile ? `imported ${r.profile.id} (${r.profile.clientId})` : r.message),
      },
    },
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
      async ({ id }, { noteDetail }) => {
        const selected = await main.connections.select(id);
        noteDetail(main.connections.get(id).insecure ? 'switched to an INSECURE connection, for lab use' : 'switched');
        return selected;
      },
    {
      audit: {
        subject: (main, { id }) => subjectOf(main.connections.get(id)),
        target: ({ id }) => ({ profileId: id }),
      },
    },
  ),
  defineChannel('connections.current', (main) => async () => main.connections.current()),

  defineChannel('secrets.status', (main) => async () => main.secrets.status()),
  defineChannel(
    'secrets.usePassphrase',
    (main) =>
      async ({ passphrase }) =>
        main.secrets.usePassphrase(passphrase),
    { audit: { subject: currentSubject, target: () => ({}), detail: (_req, s) => s.mode } },
  ),
];
