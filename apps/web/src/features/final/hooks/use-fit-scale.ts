import { useLayoutEffect, type RefObject } from 'react';

/** Below this the text would no longer read from the back of a room; the list is cut there. */
const SMALLEST = 0.3;
const STEP = 0.9;

/**
 * Shrinks the `--scale` of element `ref` from `largest` until its content fits its height (long
 * names wrap onto more lines than a count can foresee), again whenever the screen is resized.
 * `key` names the content: a new one starts again from `largest`.
 */
export function useFitScale(ref: RefObject<HTMLElement | null>, largest: number, key: string) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const fit = () => {
      let scale = largest;
      element.style.setProperty('--scale', String(scale));
      while (element.scrollHeight > element.clientHeight + 1 && scale * STEP >= SMALLEST) {
        scale *= STEP;
        element.style.setProperty('--scale', String(scale));
      }
    };
    fit();
    // The element's own box follows the screen, not its content: resizing it is the screen's.
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, largest, key]);
}
