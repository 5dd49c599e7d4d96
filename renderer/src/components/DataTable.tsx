// A virtualized table: only the rows in view (plus an overscan) are in the DOM, so lists of
// thousands stay smooth. Rows have a fixed height. Sorting is controlled by the caller (`sort` +
// `onSortChange`); columns with `sortValue` are sorted here unless `externalSort` says the caller
// (or the server) already did. Keyboard: Up/Down/PageUp/PageDown/Home/End move, Enter opens; the
// sortable headers are buttons in the tab order (Enter or Space sorts).
//
// Columns size to their content: a column without a width (or with 'content') is as wide as its
// widest header or cell seen so far (it only grows, so scrolling never makes it jump back); a fixed
// width ('13rem') is a minimum that content widens; only flexible tracks ('minmax(8rem, 1fr)')
// shrink and cut long text with an ellipsis. When the columns need more room than the card has,
// the table scrolls sideways inside its card instead of dropping or clipping columns.
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { SortAscIcon, SortDescIcon } from './icons.js';
import { nextSort, sortRows, type SortState } from './sort.js';

export type { SortState } from './sort.js';

export interface Column<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /**
   * 'content' (the default): as wide as the widest header or cell. A length ('12rem'): at least
   * that, wider when the content needs it. Any other CSS grid track ('minmax(8rem, 2fr)'): as
   * given, cutting what does not fit.
   */
  width?: string;
  /** Makes the column sortable; the value rows are compared by. */
  sortValue?: (row: T) => string | number | undefined | null;
  /** Sortable without sortValue (sorting done by the caller). */
  sortable?: boolean;
  /** The direction a first click on this header sorts in (default ascending; e.g. risk: 'desc'). */
  firstDirection?: 'asc' | 'desc';
  align?: 'start' | 'end';
}

export interface DataTableProps<T> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  /** Accessible name of the table. */
  label: string;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** Rows arrive already sorted; `sort` only marks the header. */
  externalSort?: boolean;
  /** Click or Enter on a row. */
  onRowClick?: (row: T) => void;
  /** The highlighted row (e.g. the one open in a side panel); scrolled into view when it arrives. */
  selectedKey?: string;
  /** Called when the keyboard moves the active row (e.g. to remember it). */
  onActiveChange?: (row: T) => void;
  rowHeight?: number;
  overscan?: number;
  /** CSS height of the scrolling area. Default: fill the parent (give the parent a height). */
  height?: number | string;
  /** Called once each time the last rows come into view (load the next page). */
  onEndReached?: () => void;
  /** Shown instead of the body when there are no rows. */
  empty?: ReactNode;
  testId?: string;
}

const FALLBACK_VIEWPORT = 480;
const LENGTH = /^\d+(\.\d+)?(rem|em|px|ch)$/;

/** Whether the column's width follows its content (measured after layout). */
const measuresContent = (c: { width?: string }) =>
  c.width === undefined || c.width === 'content' || LENGTH.test(c.width);

/** The grid track of a column, given its measured content width (0: not measured, e.g. no layout). */
export function trackOf(c: { width?: string }, measured: number): string {
  const w = c.width ?? 'content';
  if (w === 'content') return measured ? `${measured}px` : 'minmax(6rem, 1fr)';
  if (LENGTH.test(w)) return measured ? `max(${w}, ${measured}px)` : w;
  return w;
}

/** The natural width of a cell's content plus its padding, whatever the cell's own width is. */
function naturalWidth(cell: HTMLElement, range: Range, padding: number): number {
  range.selectNodeContents(cell);
  return range.getBoundingClientRect().width + padding;
}

export function DataTable<T>({
  rows,
  columns,
  rowKey,
  label,
  sort,
  onSortChange,
  externalSort = false,
  onRowClick,
  selectedKey,
  onActiveChange,
  rowHeight = 32,
  overscan = 6,
  height = '100%',
  onEndReached,
  empty,
  testId = 'table',
}: DataTableProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(typeof height === 'number' ? height : FALLBACK_VIEWPORT);
  const [active, setActive] = useState(-1);
  const idBase = useId();

  const sorted = useMemo(
    () => (sort && !externalSort ? sortRows(rows, columns, sort) : rows),
    [rows, columns, sort, externalSort],
  );
  const n = sorted.length;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => el.clientHeight > 0 && setViewport(el.clientHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  // Content widths per column (grow only) and the width the columns need together when that is more
  // than the card has (then rows and header take it, and the table scrolls sideways).
  const [contentWidths, setContentWidths] = useState<Readonly<Record<string, number>>>({});
  const [minRowWidth, setMinRowWidth] = useState<number | undefined>(undefined);

  const start = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const end = Math.min(n, Math.ceil((scrollTop + viewport) / rowHeight) + overscan);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || typeof document.createRange !== 'function') return;
    const range = document.createRange();
    if (typeof range.getBoundingClientRect !== 'function') return;
    let next: Record<string, number> | undefined;
    for (const c of columns) {
      if (!measuresContent(c)) continue;
      const cells = el.querySelectorAll<HTMLElement>(`[data-col="${CSS.escape(c.id)}"]`);
      if (!cells.length) continue;
      const style = getComputedStyle(cells[0]!);
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      let max = 0;
      cells.forEach((cell) => (max = Math.max(max, naturalWidth(cell, range, padding))));
      const px = max > 0 ? Math.ceil(max) + 1 : 0;
      if (px > ((next ?? contentWidths)[c.id] ?? 0)) {
        next ??= { ...contentWidths };
        next[c.id] = px;
      }
    }
    if (next) return setContentWidths(next);
    // With the tracks settled: do the columns overflow the card? Then rows take the room they need.
    const head = el.querySelector<HTMLElement>('.dt-head');
    if (!head) return;
    if (head.scrollWidth > head.clientWidth + 1) {
      const need = getComputedStyle(head)
        .gridTemplateColumns.split(' ')
        .reduce((sum, t) => sum + (parseFloat(t) || 0), 0);
      if (need > 0 && Math.ceil(need) !== minRowWidth) setMinRowWidth(Math.ceil(need));
    }
    // Measured again whenever other rows are in view or the rows change (they only ever widen).
  }, [columns, contentWidths, minRowWidth, start, end, sorted, viewport]);

  const endFiredAt = useRef(-1);
  useEffect(() => {
    if (onEndReached && n > 0 && end >= n && endFiredAt.current !== n) {
      endFiredAt.current = n;
      onEndReached();
    }
  }, [end, n, onEndReached]);

  // Keep the active row on the same item when the list changes under it.
  useEffect(() => {
    if (active >= n) setActive(n - 1);
  }, [n, active]);

  const scrollIntoView = useCallback(
    (i: number) => {
      const el = scroller.current;
      if (!el) return;
      const header = rowHeight; // the sticky header is one row tall
      const top = i * rowHeight;
      const view = (el.clientHeight || viewport) - header;
      if (top < el.scrollTop) el.scrollTop = top;
      else if (top + rowHeight > el.scrollTop + view) el.scrollTop = top + rowHeight - view;
      setScrollTop(el.scrollTop);
    },
    [rowHeight, viewport],
  );

  // The selected row becomes the active one (and comes into view) once it is among the rows. When
  // the keyboard made it the selection (onActiveChange) it is the active row already: no search
  // through the rows on each key press, which with 100,000 of them cost a frame.
  const shownSelection = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!selectedKey || shownSelection.current === selectedKey) return;
    const current = active >= 0 ? sorted[active] : undefined;
    const i =
      current !== undefined && rowKey(current) === selectedKey
        ? active
        : sorted.findIndex((r) => rowKey(r) === selectedKey);
    if (i < 0) return;
    shownSelection.current = selectedKey;
    setActive(i);
    scrollIntoView(i);
  }, [selectedKey, sorted, rowKey, scrollIntoView, active]);

  const move = (i: number) => {
    if (!n) return;
    const next = Math.max(0, Math.min(n - 1, i));
    setActive(next);
    scrollIntoView(next);
    const row = sorted[next];
    if (row !== undefined && next !== active) onActiveChange?.(row);
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    // Keys pressed on a header button are that button's (Enter and Space sort).
    if (e.target !== e.currentTarget) return;
    const page = Math.max(1, Math.floor(viewport / rowHeight) - 1);
    const from = active < 0 ? -1 : active;
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(from + 1),
      ArrowUp: () => move(from < 0 ? 0 : from - 1),
      PageDown: () => move(from + page),
      PageUp: () => move(from - page),
      Home: () => move(0),
      End: () => move(n - 1),
      Enter: () => {
        const row = sorted[active];
        if (row !== undefined) onRowClick?.(row);
      },
    };
    const act = keys[e.key];
    if (!act) return;
    e.preventDefault();
    act();
  };

  const template = columns.map((c) => trackOf(c, contentWidths[c.id] ?? 0)).join(' ');
  const rowId = (i: number) => `${idBase}-r${i}`;
  const visible = [];
  for (let i = start; i < end; i++) {
    const row = sorted[i]!;
    const key = rowKey(row);
    visible.push(
      <div
        key={key}
        id={rowId(i)}
        role="row"
        aria-rowindex={i + 2}
        aria-selected={selectedKey !== undefined ? key === selectedKey : undefined}
        className={`dt-row${i === active ? ' active' : ''}${key === selectedKey ? ' selected' : ''}${onRowClick ? ' clickable' : ''}`}
        style={{ top: i * rowHeight, height: rowHeight, gridTemplateColumns: template, minWidth: minRowWidth }}
        onClick={() => {
          setActive(i);
          onRowClick?.(row);
        }}
        data-testid={`row-${key}`}
      >
        {columns.map((c) => (
          <div key={c.id} role="gridcell" className={`dt-cell${c.align === 'end' ? ' end' : ''}`} data-col={c.id}>
            {c.cell(row)}
          </div>
        ))}
      </div>,
    );
  }

  return (
    <div
      ref={scroller}
      className="dt"
      role="grid"
      aria-label={label}
      aria-rowcount={n + 1}
      aria-activedescendant={active >= 0 && active < n ? rowId(active) : undefined}
      tabIndex={0}
      style={{ height }}
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      onKeyDown={onKeyDown}
      data-testid={testId}
      data-row-count={n}
    >
      <div
        role="row"
        aria-rowindex={1}
        className="dt-head"
        style={{ gridTemplateColumns: template, height: rowHeight, minWidth: minRowWidth }}
      >
        {columns.map((c) => {
          const sortable = !!(onSortChange && (c.sortValue || c.sortable));
          const dir = sort?.column === c.id ? sort.direction : undefined;
          return (
            <div
              key={c.id}
              role="columnheader"
              className={`dt-cell${c.align === 'end' ? ' end' : ''}`}
              data-col={c.id}
              aria-sort={dir ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
            >
              {sortable ? (
                <button
                  type="button"
                  className="dt-sort"
                  onClick={() => onSortChange!(nextSort(sort, c.id, c.firstDirection))}
                  data-testid={`${testId}-sort-${c.id}`}
                >
                  {c.header}
                  <span className="dt-sort-mark" aria-hidden="true">
                    {dir === 'asc' ? <SortAscIcon /> : dir === 'desc' ? <SortDescIcon /> : null}
                  </span>
                </button>
              ) : (
                c.header
              )}
            </div>
          );
        })}
      </div>
      {n === 0 && empty ? (
        <div className="dt-empty">{empty}</div>
      ) : (
        <div className="dt-body" style={{ height: n * rowHeight }}>
          {visible}
        </div>
      )}
    </div>
  );
}
