/**
 * Runs `run` once the browser has painted the next frame, and returns a function that cancels
 * it. What a screen loads after its first paint (a chart library, the live connection) then
 * cannot hold that paint back, nor share the network with what the paint waits for. A hidden
 * page paints no frames: there `run` runs at once, so a tab opened in the background still
 * connects.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (document.visibilityState !== 'visible') {
    timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  // A frame callback runs just before the paint; a task queued from it runs after.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
