// The reason or ticket reference a change asks for (unlock, lock, delete). Its hint says where the
// text goes: to the server with the request when the API has a field for it, otherwise only into
// this console's audit log. Either way the audit log shows it.
import { Field } from './Field.js';
import { maxChars } from '../../../shared/rpc/limits.js';

export interface ReasonFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** True when the API request has a reason field and the text is sent with it. */
  sent: boolean;
  /** The change's failure, for a violation on `reason`. */
  error?: unknown;
  label?: string;
  placeholder?: string;
  /** Enter in the field (e.g. confirms the dialog it sits in). */
  onEnter?: () => void;
  /** Focused when a ConfirmDialog opens (it focuses [data-autofocus]). */
  autoFocus?: boolean;
  disabled?: boolean;
  testId?: string;
}

export const REASON_SENT_HINT = 'Sent to the server with the change, and kept in this console’s audit log.';
export const REASON_LOCAL_HINT = 'Kept in this console’s audit log only: the API takes no reason for this change.';

export function ReasonField({
  value,
  onChange,
  sent,
  error,
  label = 'Reason or ticket',
  placeholder = 'e.g. INC-4711, caller verified by PIN',
  onEnter,
  autoFocus = false,
  disabled = false,
  testId,
}: ReasonFieldProps) {
  return (
    <Field label={label} path="reason" error={error} hint={sent ? REASON_SENT_HINT : REASON_LOCAL_HINT}>
      <input
        value={value}
        maxLength={maxChars('reason')}
        placeholder={placeholder}
        autoComplete="off"
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && onEnter) {
            e.preventDefault();
            onEnter();
          }
        }}
        {...(autoFocus ? { 'data-autofocus': true } : {})}
        data-testid={testId}
      />
    </Field>
  );
}

/** The request's reason field: the trimmed text, or nothing when empty. */
export const reasonOf = (text: string): { reason?: string } => (text.trim() ? { reason: text.trim() } : {});
