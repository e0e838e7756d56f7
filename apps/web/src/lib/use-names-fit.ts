import { useLayoutEffect, type RefObject } from 'react';
import { onFontsLoaded } from './fonts-loaded';

/** Below these the names would no longer read from the back of a room. */
const SMALLEST_COUNTRY = 0.5;
const SMALLEST_CITY = 0.6;
const STEP = 0.92;
/** A country's name wraps between its words onto at most this many lines before its type shrinks. */
const COUNTRY_LINES = 3;

/** Whether `element`'s content runs past its box (layout sizes round to whole pixels: 1 is not). */
const overflows = (element: Element) =>
  element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;

function countryNameTooBig(name: HTMLElement): boolean {
  // Sideways only: the name's box is as tall as its lines, and a tall font's glyphs reach past
  // it below with nothing there to clip them.
  if (name.scrollWidth > name.clientWidth + 1) return true;
  const lineHeight = parseFloat(getComputedStyle(name).lineHeight);
  return Number.isFinite(lineHeight) && name.clientHeight > lineHeight * COUNTRY_LINES + 1;
}

/**
 * Shrinks the country and city names of a big screen (inside `ref`: the stats screen's columns,
 * the hall's seats) until each shows whole: a country's name wraps between its words, and its type shrinks (the same for every
 * column, so no country looks smaller than another) only when a word is wider than its column or
 * the name takes more than three lines; then the cities' type shrinks until every city's box holds
 * its name and figure. The scales are CSS variables on `ref` (`--country-scale`, `--city-scale`),
 * fitted again whenever the screen or its fonts change; `key` names the content.
 */
export function useNamesFit(ref: RefObject<HTMLElement | null>, key: string) {
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const shrink = (variable: string, smallest: number, tooBig: () => boolean) => {
      let scale = 1;
      box.style.setProperty(variable, '1');
      while (tooBig() && scale * STEP >= smallest) {
        scale *= STEP;
        box.style.setProperty(variable, String(scale));
      }
    };
    const fit = () => {
      const names = [...box.querySelectorAll<HTMLElement>('[data-fit="country"]')];
      const cities = [...box.querySelectorAll<HTMLElement>('[data-fit="city"]')];
      // The country names first: how many lines they take decides the cities' room.
      box.style.setProperty('--city-scale', '1');
      shrink('--country-scale', SMALLEST_COUNTRY, () => names.some(countryNameTooBig));
      shrink('--city-scale', SMALLEST_CITY, () =>
        cities.some((city) => overflows(city) || [...city.children].some(overflows)),
      );
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    // A web font that arrives after the first fit changes every name's width.
    const stop = onFontsLoaded(fit);
    return () => {
      stop();
      observer.disconnect();
    };
  }, [ref, key]);
}
