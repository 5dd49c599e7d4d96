// IPC channels for reading and exporting the audit log.
import { defineChannel } from '../ipc/define-channel.js';

export const auditChannels = [
  defineChannel('audit.list', (main) => async (query) => ({ entries: main.auditor.log.list(query) })),
  defineChannel('audit.exportCsv', (main) => async (query) => {
    const { csv, count } = main.auditor.log.exportCsv(query);
    return { filename: `vigil-audit-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.csv`, csv, count };
  }),
];
