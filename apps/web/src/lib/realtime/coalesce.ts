/**
 * Wraps an async refresh so that bursts collapse: while one run is in flight, further calls ask
 * for exactly one more run after it. The last call is always followed by a run that started after
 * it, so nothing that happened before a call is missed, and at most two runs are ever queued.
 */
export function coalesce(run: () => Promise<unknown>): () => void {
  let running = false;
  let again = false;
  const go = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    again = false;
    void run()
      .catch(() => {
        // A failed refresh shows on the screen's own query; the next event or reconnect retries.
      })
      .finally(() => {
        running = false;
        if (again) go();
      });
  };
  return go;
}
