// Import a credentials file: read in the renderer, parsed and saved by main. When something
// required is missing, say what, and offer the form prefilled with what was read.
import { useRef, useState } from 'react';
import { Badge, ErrorPanel } from '../../components/index.js';
import type { ConnectionProfile, ProfileDraft } from '../../../../shared/domain/connections.js';
import { useImportProfile } from './queries.js';

export interface ImportPanelProps {
  onImported: (p: ConnectionProfile) => void;
  onComplete: (draft: Partial<ProfileDraft>) => void;
  onClose: () => void;
}

// FileReader rather than Blob.text(): it works in every host (and in jsdom).
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result ?? ''));
    r.onerror = () => reject(r.error ?? new Error('the file could not be read'));
    r.readAsText(file);
  });
}

export function ImportPanel({ onImported, onComplete, onClose }: ImportPanelProps) {
  const input = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string>();
  const [readError, setReadError] = useState<string>();
  const imp = useImportProfile();
  const r = imp.data;

  const onFile = async (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    setFileName(file.name);
    e.target.value = '';
    setReadError(undefined);
    try {
      const text = await readText(file);
      imp.mutate({ text }, { onSuccess: (res) => res.profile && onImported(res.profile) });
    } catch (err) {
      setReadError(err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <section className="panel" data-testid="import-panel">
      <div className="panel-title">
        <h3>Import a credentials file</h3>
        <span className="spacer" />
        <button type="button" className="ghost" onClick={onClose} data-testid="import-close">
          Close
        </button>
      </div>
      <p className="muted">JSON, or key: value / key=value lines with the endpoint, token URL, client ID and secret.</p>
      <div className="import-row">
        <button
          type="button"
          onClick={() => input.current?.click()}
          disabled={imp.isPending}
          data-testid="import-choose"
        >
          {imp.isPending ? 'Reading…' : 'Choose file…'}
        </button>
        <input
          ref={input}
          type="file"
          hidden
          accept=".json,.txt,.env,.properties,.yaml,.yml,text/*,application/json"
          onChange={(e) => void onFile(e)}
          data-testid="import-file"
        />
        {fileName && <span className="muted">{fileName}</span>}
      </div>
      {readError && (
        <ErrorPanel error={new Error(readError)} title="Could not read the file" compact testId="import-read-error" />
      )}
      {imp.error != null && <ErrorPanel error={imp.error} title="Could not import" compact testId="import-error" />}
      {r && (
        <div className="import-result" data-testid="import-result">
          <p data-testid="import-message">
            <Badge tone={r.profile ? 'ok' : 'warn'}>{r.profile ? 'imported' : 'incomplete'}</Badge> {r.message}
          </p>
          {r.missing.length > 0 && (
            <p data-testid="import-missing">
              Missing:{' '}
              {r.missing.map((m) => (
                <code key={m} className="chip">
                  {m}
                </code>
              ))}
            </p>
          )}
          {r.warnings.length > 0 && (
            <ul className="import-warnings" data-testid="import-warnings">
              {r.warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          )}
          {!r.profile && (
            <button type="button" className="primary" onClick={() => onComplete(r.draft)} data-testid="import-complete">
              Complete in the form
            </button>
          )}
        </div>
      )}
    </section>
  );
}
