import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from './DataTable';

interface Item {
  id: string;
  n: number;
  name: string;
}
const items: Item[] = Array.from({ length: 10_000 }, (_, i) => ({ id: `i${i}`, n: i, name: `item ${i}` }));
const columns: Column<Item>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name, sortValue: (r) => r.name },
  { id: 'n', header: 'Number', cell: (r) => r.n, sortValue: (r) => r.n, align: 'end' },
];

const renderTable = (props: Partial<Parameters<typeof DataTable<Item>>[0]> = {}) =>
  render(
    <DataTable
      rows={items}
      columns={columns}
      rowKey={(r) => r.id}
      label="Items"
      height={320}
      rowHeight={32}
      overscan={4}
      {...props}
    />,
  );

afterEach(cleanup);

describe('DataTable', () => {
  it('puts only the rows in view (plus overscan) in the DOM for 10,000 items', () => {
    renderTable();
    const rows = screen.getAllByTestId(/^row-/);
    // 320px / 32px = 10 rows in view, + 4 overscan below.
    expect(rows.length).toBe(14);
    expect(screen.getByTestId('row-i0')).toBeTruthy();
    expect(screen.queryByTestId('row-i500')).toBeNull();
    expect(screen.getByTestId('table').getAttribute('aria-rowcount')).toBe('10001');
  });

  it('renders the rows at the scroll position', () => {
    renderTable();
    const grid = screen.getByTestId('table');
    grid.scrollTop = 32 * 5000;
    fireEvent.scroll(grid);
    expect(screen.getByTestId('row-i5000')).toBeTruthy();
    expect(screen.getByTestId('row-i4996')).toBeTruthy();
    expect(screen.queryByTestId('row-i0')).toBeNull();
    expect(screen.getAllByTestId(/^row-/).length).toBeLessThan(25);
  });

  it('sorts by the controlled sort prop and asks for the next sort on header click', () => {
    const onSortChange = vi.fn();
    renderTable({ sort: { column: 'n', direction: 'desc' }, onSortChange });
    const first = screen.getAllByTestId(/^row-/)[0]!;
    expect(first.getAttribute('data-testid')).toBe('row-i9999');
    fireEvent.click(screen.getByTestId('table-sort-n'));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'n', direction: 'asc' });
    fireEvent.click(screen.getByTestId('table-sort-name'));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'asc' });
  });

  it('a column may sort highest first on its first click (risk)', () => {
    const onSortChange = vi.fn();
    const cols: Column<Item>[] = [columns[0]!, { ...columns[1]!, firstDirection: 'desc' }];
    renderTable({ columns: cols, sort: { column: 'name', direction: 'asc' }, onSortChange });
    fireEvent.click(screen.getByTestId('table-sort-n'));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'n', direction: 'desc' });
  });

  it('sortable headers are buttons in the tab order; keys pressed on them sort, not open a row', async () => {
    const onSortChange = vi.fn();
    const onRowClick = vi.fn();
    renderTable({ sort: { column: 'n', direction: 'asc' }, onSortChange, onRowClick });
    const header = screen.getByTestId('table-sort-name');
    expect(header.tagName).toBe('BUTTON');
    expect(header.tabIndex).toBe(0);
    expect(header.closest('[role="columnheader"]')?.getAttribute('aria-sort')).toBeNull();
    expect(screen.getByTestId('table-sort-n').closest('[role="columnheader"]')?.getAttribute('aria-sort')).toBe(
      'ascending',
    );
    // Tab from the grid reaches the header buttons (a real keyboard: user-event).
    const user = userEvent.setup();
    screen.getByTestId('table').focus();
    await user.tab();
    expect(document.activeElement).toBe(header);
    await user.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenCalledWith({ column: 'name', direction: 'asc' });
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(onRowClick).not.toHaveBeenCalled();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByTestId('table-sort-n'));
    await user.keyboard(' ');
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'n', direction: 'desc' });
  });

  it('brings the selected row into view as the active one and reports keyboard moves', () => {
    const onActiveChange = vi.fn();
    const onRowClick = vi.fn();
    renderTable({ selectedKey: 'i5000', onActiveChange, onRowClick });
    const grid = screen.getByTestId('table');
    expect(screen.getByTestId('row-i5000').className).toContain('active');
    expect(screen.getByTestId('row-i5000').getAttribute('aria-selected')).toBe('true');
    expect(grid.scrollTop).toBeGreaterThan(0);
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    expect(onActiveChange).toHaveBeenLastCalledWith(items[5001]);
    fireEvent.keyDown(grid, { key: 'Enter' });
    expect(onRowClick).toHaveBeenCalledWith(items[5001]);
  });

  it('takes a keyboard move fed back as the selection without searching the rows for it', () => {
    const rowKey = vi.fn((r: Item) => r.id);
    const table = (selectedKey: string | undefined, onActiveChange: (r: Item) => void) => (
      <DataTable
        rows={items}
        columns={columns}
        rowKey={rowKey}
        label="Items"
        height={320}
        rowHeight={32}
        overscan={4}
        selectedKey={selectedKey}
        onActiveChange={onActiveChange}
      />
    );
    // The parent keeps the selection in its state (the queue keeps it in the URL).
    let selected = 'i9000';
    const follow = (r: Item) => {
      selected = r.id;
      view.rerender(table(selected, follow));
    };
    const view = render(table(selected, follow));
    const grid = screen.getByTestId('table');
    expect(screen.getByTestId('row-i9000').className).toContain('active');
    rowKey.mockClear();
    fireEvent.keyDown(grid, { key: 'PageUp' });
    expect(selected).toBe('i8991');
    expect(screen.getByTestId('row-i8991').className).toContain('active');
    expect(screen.getByTestId('row-i8991').getAttribute('aria-selected')).toBe('true');
    // The rows drawn, twice over, and the active one: not the 9,000 rows before it.
    expect(rowKey.mock.calls.length).toBeLessThan(100);
  });

  it('moves with the keyboard and opens the active row with Enter', () => {
    const onRowClick = vi.fn();
    renderTable({ onRowClick });
    const grid = screen.getByTestId('table');
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: 'ArrowUp' });
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: 'Enter' });
    expect(onRowClick).toHaveBeenCalledWith(items[1]);
    fireEvent.keyDown(grid, { key: 'End' });
    expect(screen.getByTestId('row-i9999').className).toContain('active');
    fireEvent.keyDown(grid, { key: 'Enter' });
    expect(onRowClick).toHaveBeenLastCalledWith(items[9999]);
  });

  it('calls onRowClick on click and shows the empty content without rows', () => {
    const onRowClick = vi.fn();
    const { unmount } = renderTable({ onRowClick });
    fireEvent.click(screen.getByTestId('row-i3'));
    expect(onRowClick).toHaveBeenCalledWith(items[3]);
    unmount();
    render(<DataTable rows={[]} columns={columns} rowKey={(r) => r.id} label="Items" empty={<p>Nothing</p>} />);
    expect(screen.getByText('Nothing')).toBeTruthy();
  });
});

describe('column tracks', () => {
  it('size to content by default, treat a length as a minimum content widens, and keep flexible tracks', async () => {
    const { trackOf } = await import('./DataTable');
    // Before layout (nothing measured yet, or no layout engine): a flexible fallback.
    expect(trackOf({}, 0)).toBe('minmax(6rem, 1fr)');
    expect(trackOf({ width: 'content' }, 143)).toBe('143px');
    expect(trackOf({ width: '13rem' }, 0)).toBe('13rem');
    expect(trackOf({ width: '13rem' }, 181)).toBe('max(13rem, 181px)');
    expect(trackOf({ width: 'minmax(8rem, 1fr)' }, 300)).toBe('minmax(8rem, 1fr)');
  });

  it('marks header and body cells with their column so they can be measured together', () => {
    render(<DataTable rows={items.slice(0, 3)} columns={columns} rowKey={(r) => r.id} label="Items" height={320} />);
    expect(document.querySelectorAll('[data-col="name"]').length).toBe(4);
    expect(document.querySelectorAll('[data-col="n"]').length).toBe(4);
  });
});
