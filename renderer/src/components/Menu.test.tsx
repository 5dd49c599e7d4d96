// The menu button: opened by click or arrow keys, arrow keys move (wrapping), Escape closes and
// gives focus back, a disabled item says why and does nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Menu, OverflowMenu } from './Menu';

afterEach(cleanup);

function setup() {
  const edit = vi.fn();
  const del = vi.fn();
  const archive = vi.fn();
  render(
    <OverflowMenu
      items={[
        { id: 'edit', label: 'Edit', onSelect: edit },
        { id: 'archive', label: 'Archive', onSelect: archive, can: { allowed: false, reason: 'Not for your role' } },
        { id: 'delete', label: 'Delete…', danger: true, onSelect: del },
      ]}
      testId="more"
    />,
  );
  return { edit, del, archive, button: screen.getByTestId('more') };
}

describe('Menu', () => {
  it('is a button named "More actions" that announces its menu', () => {
    const { button } = setup();
    expect(screen.getByRole('button', { name: 'More actions' })).toBe(button);
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on click with focus on the first item; arrows move and wrap; Escape closes and refocuses', () => {
    const { button } = setup();
    fireEvent.click(button);
    const menu = screen.getByRole('menu', { name: 'More actions' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Edit', 'ArchiveNot for your role', 'Delete…']);
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('ArrowUp on the button opens the menu at its last item', () => {
    const { button } = setup();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getAllByRole('menuitem')[2]);
  });

  it('choosing an item closes the menu, refocuses the button and runs the action', () => {
    const { button, del } = setup();
    fireEvent.click(button);
    fireEvent.click(screen.getByTestId('delete'));
    expect(del).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('a disabled item stays reachable, says why, and does nothing', () => {
    const { button, archive } = setup();
    fireEvent.click(button);
    const item = screen.getByTestId('archive');
    expect(item.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(item.getAttribute('aria-describedby')!)?.textContent).toBe('Not for your role');
    fireEvent.click(item);
    expect(archive).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  it('a click outside closes it', () => {
    const { button } = setup();
    fireEvent.click(button);
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('radio items show which choice is current', () => {
    render(
      <Menu
        label="Demo role"
        trigger="admin"
        items={[
          { id: 'admin', label: 'admin', checked: true, onSelect: () => undefined },
          { id: 'analyst', label: 'analyst', checked: false, onSelect: () => undefined },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Demo role' }));
    expect(screen.getAllByRole('menuitemradio').map((i) => [i.textContent, i.getAttribute('aria-checked')])).toEqual([
      ['admin', 'true'],
      ['analyst', 'false'],
    ]);
  });
});
