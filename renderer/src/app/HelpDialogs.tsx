// Help ▸ About and the keyboard-shortcut overlay: small dialogs the shell loads when first opened.
import { ConfirmDialog } from '../components/index.js';
import { SHORTCUTS } from './shortcuts.js';

export function AboutDialog({
  info,
  onClose,
}: {
  info: { name: string; version: string; host: 'electron' | 'browser' } | undefined;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open
      title="About Vigil"
      confirmLabel="Close"
      hideCancel
      onConfirm={onClose}
      onCancel={onClose}
      testId="about"
    >
      <p data-testid="about-version">
        {info ? `${info.name} ${info.version}` : 'Vigil'} · {info?.host === 'electron' ? 'desktop' : 'browser host'}
      </p>
      <p className="muted">
        A desktop console and reference server for the Gatekeeper v1 voice-biometrics and fraud-prevention management
        API. Licensed under the Apache License 2.0.
      </p>
    </ConfirmDialog>
  );
}

export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  return (
    <ConfirmDialog
      open
      title="Keyboard shortcuts"
      confirmLabel="Close"
      hideCancel
      onConfirm={onClose}
      onCancel={onClose}
      testId="shortcuts"
    >
      <table className="shortcuts-table" aria-label="Keyboard shortcuts">
        <thead>
          <tr>
            <th scope="col">Keys</th>
            <th scope="col">What they do</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map((s) => (
            <tr key={s.keys}>
              <td>
                <kbd>{s.keys}</kbd>
              </td>
              <td>{s.does}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ConfirmDialog>
  );
}
