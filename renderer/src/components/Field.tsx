// A labelled form control with an optional hint and the violation the server or the contract
// reported for its path. The child control gets the id, aria-invalid and aria-describedby.
import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { violationsFor } from './errors.js';

export interface FieldProps {
  label: ReactNode;
  /** The field path(s) whose violations show here, e.g. 'endpoint' or ['tokenUrl', 'token_url']. */
  path?: string | readonly string[];
  /** The failed call (ApiError) to read violations from. */
  error?: unknown;
  /** A violation found by the screen itself (client-side check). */
  violation?: string;
  hint?: ReactNode;
  /** One input, select or textarea. */
  children: ReactElement<Record<string, unknown>>;
  /** Lays the label beside the control (checkboxes). */
  inline?: boolean;
  testId?: string;
}

export function Field({ label, path, error, violation, hint, children, inline = false, testId }: FieldProps) {
  const autoId = useId();
  const childProps = isValidElement(children) ? children.props : {};
  const id = (childProps.id as string | undefined) ?? autoId;
  const messages = [
    ...(violation ? [violation] : []),
    ...(path ? violationsFor(error, path).map((v) => v.message) : []),
  ];
  const hintId = hint ? `${id}-hint` : undefined;
  const errId = messages.length ? `${id}-err` : undefined;
  const described = [hintId, errId].filter(Boolean).join(' ') || undefined;
  const control = cloneElement(children, {
    id,
    'aria-invalid': messages.length ? true : undefined,
    'aria-describedby': described,
  });
  return (
    <div
      className={`field${inline ? ' field-inline' : ''}${messages.length ? ' field-invalid' : ''}`}
      data-testid={testId}
    >
      {inline ? (
        <label htmlFor={id} className="field-inline-label">
          {control}
          <span>{label}</span>
        </label>
      ) : (
        <>
          <label htmlFor={id}>{label}</label>
          {control}
        </>
      )}
      {hint && (
        <div className="field-hint" id={hintId}>
          {hint}
        </div>
      )}
      {messages.length > 0 && (
        <div className="field-error" id={errId} data-testid={testId ? `${testId}-error` : undefined}>
          {messages.join('; ')}
        </div>
      )}
    </div>
  );
}
