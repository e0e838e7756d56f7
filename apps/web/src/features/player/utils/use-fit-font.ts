import { useLayoutEffect, type RefObject } from 'react';
import { onFontsLoaded } from '../../../lib/fonts-loaded';

/**
 * Draws element `ref`'s text at `largest` pixels, or smaller, down to `smallest`, until no word
 * sticks out of its width (lines wrap between words; a single long word, "Демократическая", would
 * otherwise be broken mid-word or run off a 360-pixel screen). A word too long even at `smallest`
 * is then broken. Again whenever the element is resized or a font has loaded; `text` names the
 * content.
 */
export function useFitFont(
  ref: RefObject<HTMLElement | null>,
  largest: number,
  smallest: number,
  text: string,
) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const fit = () => {
      let size = largest;
      element.style.fontSize = `${size}px`;
      element.style.overflowWrap = '';
      while (element.scrollWidth > element.clientWidth + 1 && size > smallest) {
        size = Math.max(smallest, size - 1);
        element.style.fontSize = `${size}px`;
      }
      if (element.scrollWidth > element.clientWidth + 1) element.style.overflowWrap = 'anywhere';
    };
    fit();
    // Its width follows the screen, not its text, so fitting it again does not loop.
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    // The app's font arrives after the first fit, drawn in a fallback of other widths (`swap`):
    // fitted in the fallback, a name would stay smaller than it needs to be.
    const stop = onFontsLoaded(fit);
    return () => {
      observer.disconnect();
      stop();
    };
  }, [ref, largest, smallest, text]);
}
