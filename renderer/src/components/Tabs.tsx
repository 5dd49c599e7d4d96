// Tabs (Left/Right arrows move between them). The toolbar row is in Toolbar.tsx.
import type { ReactNode } from 'react';

export interface TabDef {
  id: string;
  label: ReactNode;
  disabled?: boolean;
  /** Why the tab is disabled. */
  reason?: string;
}

export interface TabsProps {
  tabs: readonly TabDef[];
  value: string;
  onChange: (id: string) => void;
  label: string;
  testId?: string;
}

export function Tabs({ tabs, value, onChange, label, testId = 'tabs' }: TabsProps) {
  const enabled = tabs.filter((t) => !t.disabled);
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    const i = enabled.findIndex((t) => t.id === value);
    const next = enabled[(i + (e.key === 'ArrowRight' ? 1 : enabled.length - 1)) % enabled.length];
    if (next) {
      onChange(next.id);
      (e.currentTarget.querySelector(`[data-tab="${next.id}"]`) as HTMLElement | null)?.focus();
    }
  };
  return (
    <div className="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown} data-testid={testId}>
      {tabs.map((t) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          aria-selected={t.id === value}
          tabIndex={t.id === value ? 0 : -1}
          disabled={t.disabled}
          title={t.disabled ? t.reason : undefined}
          onClick={() => onChange(t.id)}
          data-tab={t.id}
          data-testid={`${testId}-${t.id}`}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
