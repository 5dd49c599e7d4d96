// Help ▸ Copy diagnostics: what a colleague or a support ticket needs to make sense of a problem
// (versions, where the console keeps its files, the embedded server's health, the last errors), as
// plain text. Never a secret: no client secrets, tokens or passphrases are read here, and the whole
// text is redacted once more on the way out (errors quote what they quote).
import os from 'node:os';
import type { EmbeddedState } from '../../shared/domain/embedded.js';
import type { ConsoleLogs } from '../logs/console-logs.js';
import { redact } from '../logs/rotating-log.js';

export interface DiagnosticsInput {
  host: 'electron' | 'browser';
  version: string;
  userDataDir: string;
  logs: ConsoleLogs;
  embedded: EmbeddedState | undefined;
  /** The current connection, by name and address only. */
  connection?: { name: string; endpoint: string; tokenUrl: string } | undefined;
  versions?: NodeJS.ProcessVersions;
  now?: Date;
}

export function diagnosticsText(d: DiagnosticsInput): string {
  const v = d.versions ?? process.versions;
  const lines = [
    `Vigil ${d.version} diagnostics, ${(d.now ?? new Date()).toISOString()}`,
    '',
    '## Versions',
    `host: ${d.host === 'electron' ? 'desktop (Electron)' : 'browser host'}`,
    ...(v.electron ? [`electron: ${v.electron}`, `chrome: ${v.chrome ?? '?'}`] : []),
    `node: ${v.node}`,
    `os: ${os.type()} ${os.release()} ${os.arch()}`,
    '',
    '## Paths',
    `user data: ${d.userDataDir}`,
    `logs: ${d.logs.dir}`,
    ...[...d.logs.main.files(), ...d.logs.server.files()].map((f) => `  ${f}`),
    '',
    '## Embedded server',
    ...(d.embedded
      ? [
          `state: ${d.embedded.state}`,
          `restarts: ${d.embedded.restarts}`,
          ...(d.embedded.grpcAddress ? [`grpc: ${d.embedded.grpcAddress}`] : []),
          ...(d.embedded.httpUrl ? [`http: ${d.embedded.httpUrl}`] : []),
          ...(d.embedded.lastError ? [`last error: ${d.embedded.lastError}`] : []),
        ]
      : ['none (this console runs without one)']),
    '',
    '## Connection',
    ...(d.connection
      ? [`profile: ${d.connection.name}`, `endpoint: ${d.connection.endpoint}`, `token URL: ${d.connection.tokenUrl}`]
      : ['none selected']),
    '',
    '## Last errors',
    ...(d.logs.recentErrors().length
      ? d.logs.recentErrors().map((e) => `${e.at} [${e.source}] ${e.message}`)
      : ['none since the console started']),
  ];
  return redact(lines.join('\n')) + '\n';
}
