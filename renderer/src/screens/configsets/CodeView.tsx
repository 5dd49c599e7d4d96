// JSON text with line numbers; lines can carry a mark (violation) with a message under them.
export interface LineMark {
  line: number;
  messages: string[];
}

export function CodeView({ text, marks = [], testId }: { text: string; marks?: LineMark[]; testId?: string }) {
  const lines = text.split('\n');
  const byLine = new Map(marks.map((m) => [m.line, m.messages]));
  return (
    <div className="cs-code" data-testid={testId} role="region" aria-label="Content" tabIndex={0}>
      {lines.map((l, i) => {
        const msgs = byLine.get(i + 1);
        return (
          <div key={i} className={`cs-code-line${msgs ? ' cs-code-bad' : ''}`} data-line={i + 1}>
            <span className="cs-ln" aria-hidden="true">
              {i + 1}
            </span>
            <span className="cs-text">{l || ' '}</span>
            {msgs && (
              <div className="cs-code-msg" data-testid={testId ? `${testId}-violation-${i + 1}` : undefined}>
                {msgs.join('; ')}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
