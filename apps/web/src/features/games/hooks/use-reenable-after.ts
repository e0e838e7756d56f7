import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A button that stays disabled for `ms` after its action completes (spec section 9: the end-round
 * button comes back 500 ms later), so a double click cannot act twice on the next round.
 * `hold()` starts the pause; `held` is true during it.
 */
export function useReenableAfter(ms: number): { held: boolean; hold: () => void } {
  const [held, setHeld] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const hold = useCallback(() => {
    setHeld(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHeld(false), ms);
  }, [ms]);
  return { held, hold };
}
