// A toolbar row for filters and actions. Apart from the tabs, which the first screen does not use
// (a module the first screen imports comes whole with the shell).
import type { ReactNode } from 'react';

export function Toolbar({ children, label, testId }: { children: ReactNode; label?: string; testId?: string }) {
  return (
    <div className="toolbar" role="group" aria-label={label} data-testid={testId}>
      {children}
    </div>
  );
}
