// The Help actions, one implementation each for the Help menu, the command palette and the
// keyboard: copy diagnostics (main builds the text, without secrets) and open the logs folder
// (Electron opens it; the browser host cannot, so the console shows and copies its path).
import type { Api } from '../api/client.js';
import { showToast } from '../components/index.js';

async function toClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export async function copyDiagnostics(api: Api): Promise<string> {
  const { text } = await api.call('app.diagnostics', {});
  const copied = await toClipboard(text);
  showToast({
    message: copied
      ? 'Diagnostics copied: versions, paths, server health and the last errors (no secrets).'
      : 'The clipboard is not available here; the diagnostics are in the logs folder.',
    tone: 'info',
    testId: 'toast-diagnostics',
  });
  return text;
}

export async function openLogsFolder(api: Api): Promise<string> {
  const { opened, logsDir } = await api.call('app.openLogsFolder', {});
  if (!opened) {
    const copied = await toClipboard(logsDir);
    showToast({
      message: `The logs are in ${logsDir}${copied ? ' (path copied)' : ''}.`,
      tone: 'info',
      testId: 'toast-logs',
    });
  }
  return logsDir;
}
