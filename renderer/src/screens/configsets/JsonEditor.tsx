// A JSON textarea with a line-number gutter; lines named by violations are marked, and the
// messages listed under the editor with their line.
import type { LineMark } from './CodeView.js';

export interface JsonEditorProps {
  value: string;
  onChange(text: string): void;
  marks: readonly LineMark[];
  disabled?: boolean;
}

export function JsonEditor({ value, onChange, marks, disabled }: JsonEditorProps) {
  const count = value.split('\n').length;
  const bad = new Set(marks.map((m) => m.line));
  return (
    <div className="cs-json">
      <div className="cs-json-scroll">
        <div className="cs-json-gutter" aria-hidden="true">
          {Array.from({ length: count }, (_, i) => (
            <div
              key={i}
              className={bad.has(i + 1) ? 'cs-json-bad' : undefined}
              data-testid={bad.has(i + 1) ? `cs-json-bad-${i + 1}` : undefined}
            >
              {i + 1}
            </div>
          ))}
        </div>
        <textarea
          value={value}
          onChange={(e) => onChange(e.target.value)}
          rows={Math.max(count, 8)}
          spellCheck={false}
          disabled={disabled}
          aria-label="Content (JSON)"
          data-testid="cs-json"
        />
      </div>
      {marks.length > 0 && (
        <ul className="cs-json-marks" data-testid="cs-json-marks">
          {marks.map((m) => (
            <li key={m.line} data-testid={`cs-json-mark-${m.line}`}>
              <strong>line {m.line}:</strong> {m.messages.join('; ')}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
