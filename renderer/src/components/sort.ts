// Sorting helpers for DataTable (kept apart so screens can sort the same way elsewhere).
export interface SortState {
  column: string;
  direction: 'asc' | 'desc';
}

interface Sortable<T> {
  id: string;
  sortValue?: (row: T) => string | number | undefined | null;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Missing values sort last in both directions. */
export function sortRows<T>(rows: readonly T[], columns: readonly Sortable<T>[], sort: SortState): readonly T[] {
  const col = columns.find((c) => c.id === sort.column);
  if (!col?.sortValue) return rows;
  const get = col.sortValue;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = get(a);
    const y = get(b);
    if (x == null || x === '') return y == null || y === '' ? 0 : 1;
    if (y == null || y === '') return -1;
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return c * sign;
  });
}

/**
 * Clicking a header: a new column sorts in its first direction (ascending unless the column says
 * otherwise, e.g. risk starts highest first), the same column flips.
 */
export function nextSort(
  current: SortState | undefined,
  column: string,
  first: SortState['direction'] = 'asc',
): SortState {
  if (current?.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: first };
}
