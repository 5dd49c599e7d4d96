// An ID in monospace with a copy button. `short` shows the first 8 characters (full ID on hover).
import { useEffect, useState } from 'react';
import { CheckIcon, CopyIcon } from './icons.js';

export interface CopyIdProps {
  id: string;
  short?: boolean;
  /** Read by screen readers, e.g. "engagement ID". */
  label?: string;
  testId?: string;
}

export function CopyId({ id, short = false, label = 'ID', testId }: CopyIdProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(t);
  }, [copied]);
  const copy = (e: React.MouseEvent) => {
    e.stopPropagation();
    void navigator.clipboard?.writeText(id).then(
      () => setCopied(true),
      () => undefined,
    );
  };
  return (
    <span className="copy-id" data-testid={testId}>
      <code title={id}>{short && id.length > 8 ? id.slice(0, 8) + '…' : id}</code>
      <button
        type="button"
        className="icon-button"
        onClick={copy}
        aria-label={`Copy ${label}`}
        title={copied ? 'Copied' : `Copy ${label}`}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
      </button>
    </span>
  );
}
