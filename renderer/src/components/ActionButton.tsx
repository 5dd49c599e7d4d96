// A button for a role-gated action: disabled, with the reason shown beside it (and on hover),
// when the role may not do it. `can` comes from useCan(action).
import { useId, type ButtonHTMLAttributes } from 'react';
import type { Can } from '../app/permissions.js';

export interface ActionButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  can: Can;
  /** 'inline' shows the reason as text after the button; 'tooltip' only on hover. */
  reasonDisplay?: 'inline' | 'tooltip';
  testId?: string;
}

export function ActionButton({
  can,
  reasonDisplay = 'inline',
  testId,
  disabled,
  title,
  children,
  ...rest
}: ActionButtonProps) {
  const reasonId = useId();
  const blocked = !can.allowed;
  return (
    <>
      <button
        type="button"
        {...rest}
        disabled={disabled || blocked}
        title={blocked ? can.reason : title}
        aria-describedby={blocked && reasonDisplay === 'inline' ? reasonId : rest['aria-describedby']}
        data-disabled-reason={blocked ? can.reason : undefined}
        data-testid={testId}
      >
        {children}
      </button>
      {blocked && reasonDisplay === 'inline' && (
        <span id={reasonId} className="action-reason" data-testid={testId ? `${testId}-reason` : undefined}>
          {can.reason}
        </span>
      )}
    </>
  );
}
