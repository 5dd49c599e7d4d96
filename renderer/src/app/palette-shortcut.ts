// The shell's keyboard shortcuts (the palette's and Help's), apart from what they open: the shell
// listens from the start, while the palette and the shortcut overlay (with its list, shortcuts.ts)
// load when first opened.
import { useEffect } from 'react';

/** Whether a key press goes into a text field (where '/' and '?' are typed, not shortcuts). */
export const isTyping = (el: EventTarget | null): boolean =>
  el instanceof HTMLElement && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));

/** Opens the palette on Ctrl/Cmd+K anywhere, or '/' outside text fields. */
export function usePaletteShortcut(open: () => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        open();
      } else if (e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !isTyping(e.target)) {
        e.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}

/** `?` outside text fields shows the keyboard shortcuts. */
export function useHelpShortcut(show: () => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === '?' && !e.ctrlKey && !e.metaKey && !e.altKey && !isTyping(e.target)) {
        e.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [show]);
}
