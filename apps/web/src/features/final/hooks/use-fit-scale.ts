import { useLayoutEffect, type RefObject } from 'react';

/** Below this the text would no longer read from the back of a room; the list is cut there. */
const SMALLEST = 0.3;
const STEP = 0.9;

/**
 * Shrinks the `--scale` of element `scaled` (by default `ref` itself) from `largest` until the
 * content of `ref` fits its box, in height and in width (long names wrap onto more lines than a
 * count can foresee, and a long word can be wider than a column), again whenever the screen is
 * resized. `key` names the content: a new one starts again from `largest`.
 */
export function useFitScale(
  ref: RefObject<HTMLElement | null>,
  largest: number,
  key: string,
  scaled: RefObject<HTMLElement | null> = ref,
) {
  useLayoutEffect(() => {
    const element = ref.current;
    const target = scaled.current;
    if (!element || !target) return;
    // The scaled content must not run into the box's padding either.
    const overflows = () =>
      element.scrollHeight > element.clientHeight + 1 ||
      element.scrollWidth > element.clientWidth + 1 ||
      target.scrollWidth > target.clientWidth + 1;
    const fit = () => {
      let scale = largest;
      target.style.setProperty('--scale', String(scale));
      while (overflows() && scale * STEP >= SMALLEST) {
        scale *= STEP;
        target.style.setProperty('--scale', String(scale));
      }
    };
    fit();
    // The element's own box follows the screen, not its content: resizing it is the screen's.
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, scaled, largest, key]);
}
