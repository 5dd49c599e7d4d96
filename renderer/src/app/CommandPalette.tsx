// Ctrl/Cmd+K or '/' opens it; type an ID, the start of a customer or engagement ID, or a screen;
// Up/Down to choose, Enter to go. Text that cannot be an ID gets a hint saying what to type.
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ArrowDownIcon, ArrowUpIcon } from '../components/icons.js';
import { paletteHint, paletteItems } from './palette-items.js';
import { usePaletteSearch } from './palette-search.js';
import { commandItems, connectionCommands, shellCommands, type ShellCommandDeps } from './palette-commands.js';
import { useApi } from '../api/context.js';
import { useQuery } from '@tanstack/react-query';

export interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
  screens: readonly { id: string; label: string }[];
  /** What the shell's commands (theme, status report, Help) act on; the palette adds connection switches. */
  commandDeps?: ShellCommandDeps;
}

export function CommandPalette({ open, onClose, screens, commandDeps }: CommandPaletteProps) {
  if (!open) return null;
  return <PaletteBody onClose={onClose} screens={screens} commandDeps={commandDeps} />;
}

function PaletteBody({ onClose, screens, commandDeps }: Omit<CommandPaletteProps, 'open'>) {
  const api = useApi();
  const profiles = useQuery({
    queryKey: ['connections', 'list'],
    queryFn: ({ signal }) => api.call('connections.list', {}, signal),
    staleTime: 10_000,
  });
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const search = usePaletteSearch(text);
  const allCommands = useMemo(
    () => [
      ...(commandDeps ? shellCommands(commandDeps) : []),
      ...connectionCommands(profiles.data?.profiles ?? [], profiles.data?.currentId, (id) => {
        void api.call('connections.select', { id }).catch(() => undefined);
      }),
    ],
    [commandDeps, profiles.data, api],
  );
  const items = useMemo(
    () => [...paletteItems(text, screens, search.found), ...commandItems(text, allCommands)],
    [text, screens, search.found, allCommands],
  );
  const hint = paletteHint(text);
  const hintId = useId();
  const idx = Math.min(active, Math.max(0, items.length - 1));

  // Focus lands in the input as it appears (a layout effect runs before the browser paints or takes
  // the next key), so what is typed right after Ctrl+K goes into it.
  useLayoutEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    input.current?.focus();
    return () => before?.focus?.();
  }, []);

  const go = (i: number) => {
    const item = items[i];
    if (!item) return;
    onClose();
    if (item.run) item.run();
    else if (item.href) window.location.hash = item.href;
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') onClose();
    else if (e.key === 'ArrowDown') setActive((idx + 1) % Math.max(1, items.length));
    else if (e.key === 'ArrowUp') setActive((idx - 1 + items.length) % Math.max(1, items.length));
    else if (e.key === 'Enter') go(idx);
    else if (e.key === 'Tab') {
      // Keep focus in the palette.
    } else return;
    e.preventDefault();
  };

  return (
    <div className="palette-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="palette" role="dialog" aria-modal="true" aria-label="Jump to" data-testid="palette">
        <input
          ref={input}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          placeholder="Customer ID, engagement ID, voiceprint or media UUID, configset, screen…"
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-activedescendant={items[idx] ? `${listId}-${idx}` : undefined}
          aria-autocomplete="list"
          aria-describedby={hint ? hintId : undefined}
          aria-busy={search.searching || undefined}
          spellCheck={false}
          autoComplete="off"
          data-testid="palette-input"
        />
        {items.length ? (
          <ul id={listId} role="listbox" aria-label="Destinations">
            {items.map((item, i) => (
              <li
                key={item.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === idx}
                onMouseEnter={() => setActive(i)}
                onClick={() => go(i)}
                data-testid={`palette-item-${item.id}`}
              >
                <span className="kind">{item.kind}</span>
                {item.kind === 'Go to' ? <span>{item.label}</span> : <code>{item.label}</code>}
                {item.detail && <span className="palette-detail">{item.detail}</span>}
              </li>
            ))}
          </ul>
        ) : null}
        {hint ? (
          <div className="palette-empty" id={hintId} role="status" data-testid="palette-hint">
            {hint}
          </div>
        ) : (
          <div className="palette-empty palette-status" role="status" data-testid="palette-status">
            {search.searching
              ? 'Searching customer, engagement and configset IDs…'
              : search.searched && !items.some((i) => i.kind !== 'Go to' && i.kind !== 'External ID')
                ? `No customer, engagement or configset ID starts with “${text.trim()}”. An engagement or voiceprint ID is a UUID like 3f2a9c1e-…; or type the start of a customer ID (e.g. cust-00042).`
                : items.length
                  ? ''
                  : 'Nothing matches.'}
          </div>
        )}
        <div className="palette-foot">
          <span>
            <kbd>
              <ArrowUpIcon label="Up" />
            </kbd>{' '}
            <kbd>
              <ArrowDownIcon label="Down" />
            </kbd>{' '}
            choose
          </span>
          <span>
            <kbd>Enter</kbd> open
          </span>
          <span>
            <kbd>Esc</kbd> close
          </span>
        </div>
      </div>
    </div>
  );
}

export { usePaletteShortcut } from './palette-shortcut.js';
