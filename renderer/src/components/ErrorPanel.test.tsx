import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { ErrorPanel } from './ErrorPanel';
import { Field } from './Field';

const invalid = new ApiError({
  code: 'INVALID_ARGUMENT',
  message: 'the request has 2 problems',
  fieldViolations: [
    { field: 'profile.endpoint', message: 'use host:port' },
    { field: 'clientId', message: 'the client ID is required' },
  ],
  retryable: false,
});

afterEach(cleanup);

describe('ErrorPanel', () => {
  it('shows the code, the message and each field violation', () => {
    render(<ErrorPanel error={invalid} />);
    expect(screen.getByTestId('error-code').textContent).toBe('INVALID_ARGUMENT');
    expect(screen.getByTestId('error-message').textContent).toBe('the request has 2 problems');
    const items = screen.getByTestId('error-violations').querySelectorAll('li');
    expect(Array.from(items).map((li) => li.textContent)).toEqual([
      'profile.endpoint use host:port',
      'clientId the client ID is required',
    ]);
    expect(screen.queryByTestId('error-retry')).toBeNull();
  });

  it('offers Retry for a transient failure', async () => {
    const onRetry = vi.fn();
    const err = new ApiError({ code: 'UNAVAILABLE', message: 'server down', fieldViolations: [], retryable: true });
    render(<ErrorPanel error={err} onRetry={onRetry} />);
    expect(screen.getByText('This may be temporary.')).toBeTruthy();
    await userEvent.click(screen.getByTestId('error-retry'));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('Field', () => {
  it('shows the violation for its path (or a zod path ending in it) at the control', () => {
    render(
      <>
        <Field label="Endpoint" path="endpoint" error={invalid} testId="f-endpoint">
          <input />
        </Field>
        <Field label="Client ID" path="clientId" error={invalid} testId="f-client">
          <input />
        </Field>
        <Field label="Token URL" path="tokenUrl" error={invalid} testId="f-token">
          <input />
        </Field>
      </>,
    );
    expect(screen.getByTestId('f-endpoint-error').textContent).toBe('use host:port');
    expect(screen.getByTestId('f-client-error').textContent).toBe('the client ID is required');
    expect(screen.queryByTestId('f-token-error')).toBeNull();
    const input = screen.getByLabelText('Endpoint');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
