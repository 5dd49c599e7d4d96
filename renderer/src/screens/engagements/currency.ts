// The currency verdict amounts are shown in. The API's amount has none (a bare Int64Value), so it is
// the console's own setting, kept on this computer and shared by every form on the screen.
import { useSyncExternalStore } from 'react';

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'INR', 'BRL', 'MXN'] as const;
const KEY = 'vigil.amountCurrency';
const DEFAULT = 'USD';

const listeners = new Set<() => void>();

function read(): string {
  try {
    const v = window.localStorage.getItem(KEY);
    return v && /^[A-Z]{3}$/.test(v) ? v : DEFAULT;
  } catch {
    return DEFAULT;
  }
}

let current = typeof window === 'undefined' ? DEFAULT : read();

export function setAmountCurrency(code: string): void {
  if (!/^[A-Z]{3}$/.test(code)) return;
  current = code;
  try {
    window.localStorage.setItem(KEY, code);
  } catch {
    // Private mode or no storage: the choice lasts until the console closes.
  }
  listeners.forEach((l) => l());
}

export function useAmountCurrency(): [string, (code: string) => void] {
  const value = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
  return [value, setAmountCurrency];
}
