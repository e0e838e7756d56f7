import { useCallback, useEffect, useState } from 'react';

// Keys that never mean "next": modifiers, leaving full screen, moving focus.
const IGNORED_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'Escape', 'Tab', 'F11']);

/**
 * Reveals `total` items one at a time: any key press (a presenter's clicker sends one) or a call
 * to `next` shows one more; `showAll` shows the rest at once.
 */
export function useReveal(total: number) {
  const [shown, setShown] = useState(0);
  const next = useCallback(() => setShown((n) => Math.min(total, n + 1)), [total]);
  const showAll = useCallback(() => setShown(total), [total]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      if (IGNORED_KEYS.has(event.key)) return;
      // A focused button answers Enter and Space itself (show all, full screen).
      if (event.target instanceof HTMLButtonElement && (event.key === 'Enter' || event.key === ' '))
        return;
      event.preventDefault();
      next();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [next]);

  return { shown, next, showAll, done: shown >= total };
}
