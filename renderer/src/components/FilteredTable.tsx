// The filtered-table scaffold of the log screens (audit log, event log): text and choice filters
// kept in one object, a "Filters" toolbar with Clear once any is set, and a table whose empty
// state tells "nothing matches" (change the filters) from "nothing yet" (the screen says why).
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { DataTable, type DataTableProps } from './DataTable.js';
import { EmptyState } from './States.js';
import { Toolbar } from './Toolbar.js';

/**
 * Filters as one object of strings ('' = not set), with a change handler per field and Clear (back
 * to `none`). `onChange` runs on each change, e.g. to go back to the first page.
 */
export function useFilters<F extends { [K in keyof F]: string }>(
  none: F,
  { initial, onChange }: { initial?: () => F; onChange?: () => void } = {},
) {
  const [filters, setFilters] = useState<F>(initial ?? none);
  const set = (k: keyof F) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    setFilters((f) => ({ ...f, [k]: e.target.value }));
    onChange?.();
  };
  const clear = () => {
    setFilters(none);
    onChange?.();
  };
  const filtered = Object.values(filters).some(Boolean);
  return { filters, setFilters, set, clear, filtered };
}

/** The "Filters" toolbar: the screen's fields, then Clear while any is set. */
export function FilterBar({
  filtered,
  onClear,
  testId,
  clearTestId,
  children,
}: {
  filtered: boolean;
  onClear: () => void;
  testId: string;
  clearTestId: string;
  children: ReactNode;
}) {
  return (
    <Toolbar label="Filters" testId={testId}>
      {children}
      {filtered && (
        <button type="button" className="ghost" onClick={onClear} data-testid={clearTestId}>
          Clear
        </button>
      )}
    </Toolbar>
  );
}

export interface FilteredTableProps<T> extends Omit<DataTableProps<T>, 'empty'> {
  filtered: boolean;
  /** "No entries match", shown with "Change or clear the filters." */
  noMatch: string;
  /** What an unfiltered empty table says: its title and why there is nothing yet. */
  idle: { title: string; body: ReactNode };
  emptyTestId: string;
}

/** A DataTable whose empty state depends on whether filters are set. */
export function FilteredTable<T>({ filtered, noMatch, idle, emptyTestId, ...table }: FilteredTableProps<T>) {
  return (
    <DataTable
      {...table}
      empty={
        <EmptyState title={filtered ? noMatch : idle.title} testId={emptyTestId}>
          {filtered ? 'Change or clear the filters.' : idle.body}
        </EmptyState>
      }
    />
  );
}
