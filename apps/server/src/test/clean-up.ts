// What a benchmark or a check run made, removed at its end whatever happens: after a failure, and
// on Ctrl-C or SIGTERM too.

/** Runs one removal; when it fails, says what could not be removed and lets the others run. */
export type Attempt = (what: string, undo: () => unknown) => Promise<void>;

/**
 * A clean-up that runs `steps` once however often it is called (the end of the run, a failure, a
 * signal), and that a SIGINT or SIGTERM runs before the process exits with 130. `indent` begins
 * each line that reports a removal that failed.
 */
export function cleanUpOnExit(
  steps: (attempt: Attempt) => Promise<void>,
  indent = '',
): () => Promise<void> {
  const attempt: Attempt = async (what, undo) => {
    try {
      await undo();
    } catch (err) {
      console.error(`${indent}could not remove ${what}: ${(err as Error).message}`);
    }
  };
  let cleaning: Promise<void> | null = null;
  const cleanUp = () => (cleaning ??= steps(attempt));
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      console.error(`\n${signal}: cleaning up…`);
      void cleanUp().then(() => process.exit(130));
    });
  return cleanUp;
}
