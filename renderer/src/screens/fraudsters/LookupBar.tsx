// An external-ID lookup with a "create" action beside it: shared by the fraudster and watchlist panels.
import { useState } from 'react';
import { Field, toIpcError } from '../../components/index.js';

export function LookupBar({
  label,
  initial,
  onFind,
  testId,
}: {
  label: string;
  initial?: string | undefined;
  onFind: (id: string) => void;
  testId: string;
}) {
  const [typed, setTyped] = useState(initial ?? '');
  const [local, setLocal] = useState<string>();
  return (
    <form
      className="fraud-find"
      noValidate
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        const id = typed.trim();
        if (!id) return setLocal(`Enter the ${label}.`);
        setLocal(undefined);
        onFind(id);
      }}
    >
      <Field label={label} violation={local}>
        <input
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          data-testid={`${testId}-id`}
          autoComplete="off"
        />
      </Field>
      <button type="submit" data-testid={`${testId}-submit`}>
        Find
      </button>
    </form>
  );
}

export const isNotFound = (e: unknown) => e != null && toIpcError(e).code === 'NOT_FOUND';
