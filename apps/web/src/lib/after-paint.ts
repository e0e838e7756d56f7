/** The longest a page waits for its first contentful paint before it loads the rest anyway. */
const FIRST_PAINT_WAIT_MS = 1500;

let firstPaint: Promise<void> | null = null;

/**
 * Resolves once the page's first contentful paint has been presented (at once when it already
 * has been). The browser reports that paint a frame or two after the frame it painted: a file
 * asked for in between still shares the network with, and counts towards, the page's first
 * screen. A page that paints nothing contentful for `FIRST_PAINT_WAIT_MS` resolves then.
 */
function firstContentfulPaint(): Promise<void> {
  firstPaint ??= new Promise<void>((resolve) => {
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint')
    ) {
      resolve();
      return;
    }
    const timer = setTimeout(done, FIRST_PAINT_WAIT_MS);
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    function done() {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    }
    // `buffered` also hands over a paint reported before this observer began.
    observer.observe({ type: 'paint', buffered: true });
  });
  return firstPaint;
}

/**
 * Runs `run` once the page's first contentful paint has been presented and the screen has
 * painted its next frame, and returns a function that cancels it. What a screen loads after its
 * first paint (a chart library, the live connection, the motion of its pictures) then cannot hold
 * that paint back, nor share the network with what the paint waits for. A hidden page paints no
 * frames: there `run` runs at once, so a tab opened in the background still connects.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  let cancelled = false;
  if (document.visibilityState !== 'visible') {
    timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  void firstContentfulPaint().then(() => {
    if (cancelled) return;
    // A frame callback runs just before the paint; a task queued from it runs after.
    frame = requestAnimationFrame(() => {
      timer = setTimeout(run, 0);
    });
  });
  return () => {
    cancelled = true;
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** `afterNextPaint` as a promise, for a loader that returns one (the motion of the pictures). */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => afterNextPaint(resolve));
}
