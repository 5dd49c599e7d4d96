// A menu button (WAI-ARIA menu button pattern): a button with aria-haspopup that opens a list of
// actions. Arrow keys move between the items (wrapping), Home/End jump, Escape closes and puts
// focus back on the button, Tab closes and moves on, a click outside closes. Choosing an item closes
// the menu and returns focus to the button before the item's action runs, so a dialog the action
// opens gives focus back to the button when it closes.
//
// `OverflowMenu` is the "more actions" kind (a button with three dots) where destructive actions
// live, so that the action a user expects stays the prominent one. Items gated by role (`can`) or
// otherwise unavailable stay in the menu, focusable but aria-disabled, with the reason shown.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Can } from '../app/permissions.js';
import { MoreIcon } from './icons.js';

export interface MenuItem {
  /** Stable key; also the item's test ID unless `testId` is given. */
  id: string;
  label: ReactNode;
  onSelect: () => void;
  /** The role may not do this: the item is disabled with `can.reason`. */
  can?: Can;
  disabled?: boolean;
  /** Why it is disabled (when not for the role). */
  disabledReason?: string;
  /** A destructive action: drawn in the danger colour. */
  danger?: boolean;
  /** A choice among several: shown as a radio item, checked or not. */
  checked?: boolean;
  testId?: string;
}

export interface MenuProps {
  /** The accessible name of the button (and so of the menu). */
  label: string;
  /** What the button shows; default: the label. */
  trigger?: ReactNode;
  items: readonly MenuItem[];
  /** Classes for the button (e.g. 'ghost', 'badge badge-info'). */
  triggerClassName?: string;
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end';
  /** Tooltip of the button. */
  title?: string;
  testId?: string;
}

function blockedReason(item: MenuItem): string | undefined {
  if (item.can && !item.can.allowed) return item.can.reason;
  if (item.disabled) return item.disabledReason ?? 'Not available';
  return undefined;
}

export function Menu({ label, trigger, items, triggerClassName, align = 'end', title, testId = 'menu' }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [focusAt, setFocusAt] = useState<number | 'last'>(0);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;

  const itemEls = (): HTMLElement[] =>
    Array.from(menu.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);

  // Focus the requested item once the menu is in the DOM.
  useEffect(() => {
    if (!open) return;
    const els = itemEls();
    const i = focusAt === 'last' ? els.length - 1 : Math.min(focusAt, els.length - 1);
    els[i]?.focus();
  }, [open, focusAt]);

  // A click or focus outside closes it (without taking focus anywhere).
  useEffect(() => {
    if (!open) return;
    const away = (e: Event) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', away);
    document.addEventListener('focusin', away);
    return () => {
      document.removeEventListener('mousedown', away);
      document.removeEventListener('focusin', away);
    };
  }, [open]);

  const openAt = (at: number | 'last') => {
    setFocusAt(at);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      openAt(e.key === 'ArrowDown' ? 0 : 'last');
    }
  };

  const onMenuKey = (e: KeyboardEvent) => {
    const els = itemEls();
    const at = els.indexOf(document.activeElement as HTMLElement);
    const go = (i: number) => els[(i + els.length) % els.length]?.focus();
    const keys: Record<string, () => void> = {
      ArrowDown: () => go(at + 1),
      ArrowUp: () => go(at < 0 ? -1 : at - 1),
      Home: () => go(0),
      End: () => go(els.length - 1),
      Escape: () => close(true),
    };
    if (e.key === 'Tab') return setOpen(false);
    const act = keys[e.key];
    if (!act) return;
    e.preventDefault();
    e.stopPropagation();
    act();
  };

  const choose = (item: MenuItem) => {
    if (blockedReason(item)) return;
    close(true);
    item.onSelect();
  };

  return (
    <div className="menu-wrap" ref={root}>
      <button
        ref={button}
        type="button"
        id={buttonId}
        className={triggerClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={trigger === undefined ? undefined : label}
        title={title ?? (trigger === undefined ? undefined : label)}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
        data-testid={testId}
      >
        {trigger ?? label}
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={`menu menu-${align}`}
          onKeyDown={onMenuKey}
          data-testid={`${testId}-menu`}
        >
          {items.map((item) => {
            const reason = blockedReason(item);
            const reasonId = `${id}-${item.id}-reason`;
            const itemTestId = item.testId ?? item.id;
            return (
              <button
                key={item.id}
                type="button"
                role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
                aria-checked={item.checked}
                aria-disabled={reason ? true : undefined}
                aria-describedby={reason ? reasonId : undefined}
                tabIndex={-1}
                className={`menu-item${item.danger ? ' menu-item-danger' : ''}`}
                onClick={() => choose(item)}
                data-testid={itemTestId}
              >
                <span className="menu-label">{item.label}</span>
                {reason && (
                  <span id={reasonId} className="menu-reason" data-testid={`${itemTestId}-reason`}>
                    {reason}
                  </span>
                )}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}

/** "More actions": a three-dot button holding the less expected and the destructive actions. */
export function OverflowMenu({
  label = 'More actions',
  ...rest
}: Omit<MenuProps, 'label' | 'trigger' | 'triggerClassName'> & { label?: string }) {
  return <Menu label={label} trigger={<MoreIcon />} triggerClassName="menu-more" {...rest} />;
}
