// Screens made for a projector are dark whatever the back-office's colour scheme. Such a screen
// asks for dark while it is shown; the providers force it on Mantine, so nothing is stored and
// the back-office is light again as soon as the screen is left.
import { useLayoutEffect, useSyncExternalStore } from 'react';

let darkScreens = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function change(by: number) {
  darkScreens += by;
  listeners.forEach((l) => l());
}

/** Makes the whole page dark while the calling screen is mounted. */
export function useDarkScheme(): void {
  useLayoutEffect(() => {
    change(1);
    return () => change(-1);
  }, []);
}

/** The colour scheme to force on Mantine: dark while a dark screen is shown. */
export function useForcedColorScheme(): 'dark' | undefined {
  return useSyncExternalStore(subscribe, () => (darkScreens > 0 ? 'dark' : undefined));
}
