// Debounced input for filters that trigger a query. Typing waits for a pause; emptying the value (a
// Clear button, deleting the last character) is applied at once, so the unfiltered list never waits
// behind a timer and no request goes out for a filter the user has already removed.
import { useEffect, useState } from 'react';

export function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (value === '') {
      setSettled('');
      return;
    }
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return value === '' ? '' : settled;
}
