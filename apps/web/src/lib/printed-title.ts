import { useEffect } from 'react';

/**
 * While a page made for paper shows, the browser's title is `title`: the printed file is named
 * after it (the game, then the page). The title before comes back when the page goes.
 */
export function usePrintedTitle(title: string): void {
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
