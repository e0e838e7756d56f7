import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The size of an element's box, read before the browser paints it and again whenever it
 * changes. A ResizeObserver alone first reports after the paint: the map would show an empty box
 * for a frame and then draw itself, a second paint of the screen's largest picture.
 */
export function useBoxSize<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => {
      const { width, height } = element.getBoundingClientRect();
      setSize((was) => (was.width === width && was.height === height ? was : { width, height }));
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, ...size };
}
