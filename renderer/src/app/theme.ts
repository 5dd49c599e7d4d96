// Light, dark or follow the system; the choice is kept in localStorage and applied as
// <html data-theme="light|dark"> (absent: the system's preference via the CSS media query).
import { useCallback, useState } from 'react';

export type ThemeChoice = 'light' | 'dark' | 'system';
const KEY = 'vigil.theme';

export function storedTheme(): ThemeChoice {
  try {
    const v = localStorage.getItem(KEY);
    return v === 'light' || v === 'dark' ? v : 'system';
  } catch {
    return 'system';
  }
}

export function applyTheme(choice: ThemeChoice): void {
  const html = document.documentElement;
  if (choice === 'system') html.removeAttribute('data-theme');
  else html.setAttribute('data-theme', choice);
}

export function applyStoredTheme(): void {
  applyTheme(storedTheme());
}

export function useTheme(): [ThemeChoice, (t: ThemeChoice) => void] {
  const [theme, set] = useState<ThemeChoice>(storedTheme);
  const setTheme = useCallback((t: ThemeChoice) => {
    try {
      if (t === 'system') localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, t);
    } catch {
      /* private mode: the choice lasts for this window only */
    }
    applyTheme(t);
    set(t);
  }, []);
  return [theme, setTheme];
}
