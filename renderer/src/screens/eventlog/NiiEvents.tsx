// A dialog NII record's events as the events they are (nii-events.ts): one line each, expandable to
// its value. Used by the Event log's record detail and by Try it beside the transcript. Renders
// nothing for a record that is not an NII record.
import type { EventLogRecord } from '../../../../shared/ipc/channels/eventlog.js';
import { JsonTree } from './JsonTree.js';
import { isNiiRecord, niiLines, niiSeq, type NiiTone } from './nii-events.js';
import './nii-events.css';

const TONE_LABEL: Record<NiiTone, string> = { neutral: '', info: '', ok: 'success', warn: 'warning', bad: 'failure' };

export function NiiEvents({ record, heading = true }: { record: EventLogRecord; heading?: boolean }) {
  if (!isNiiRecord(record)) return null;
  const lines = niiLines(record);
  const seq = niiSeq(record);
  return (
    <section
      className="nii-events"
      aria-label={`Dialog events${seq ? ` (seqid ${seq})` : ''}`}
      data-testid="nii-events"
    >
      {heading && <h4>Dialog events {seq > 0 && <span className="muted">seqid {seq}</span>}</h4>}
      <ol className="nii-list">
        {lines.map((l, i) => (
          <li key={i} className={`nii-line nii-${l.tone}`} data-testid="nii-event" data-event={l.name}>
            <details>
              <summary>
                <span className="nii-title">{l.title}</span>
                {l.text && <span className="nii-text">{l.text}</span>}
                {TONE_LABEL[l.tone] && <span className="sr-only"> ({TONE_LABEL[l.tone]})</span>}
              </summary>
              <JsonTree value={l.value ?? {}} label={`${l.title} value`} />
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}
