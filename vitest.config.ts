import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Unit and server integration tests. Workspace packages resolve to their sources, so tests never
// need a build first.
export default defineConfig({
  resolve: {
    // Exact matches: `@orbis/engine` must not swallow `@orbis/engine/sim` as a prefix.
    alias: [
      { find: /^@orbis\/contracts$/, replacement: src('./packages/contracts/src/index.ts') },
      { find: /^@orbis\/engine$/, replacement: src('./packages/engine/src/index.ts') },
      { find: /^@orbis\/engine\/sim$/, replacement: src('./packages/engine/src/sim/index.ts') },
    ],
  },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      'scripts/*.test.ts',
    ],
    // The test files of a worker share their imports: the server's modules load once per worker,
    // not once per file (a third of the run's time otherwise). So a file leaves no global behind
    // (fake timers, stubbed globals); docs/architecture.md "Keeping the suite fast".
    isolate: false,
    // The server's tests wait on PostgreSQL, Redis and sockets more than they compute: one worker
    // more than the cores keeps them busy (on 2 cores the run went from about 5.5 to 2.7 minutes;
    // at most 8, as every worker holds database connections).
    maxWorkers: Math.min(os.availableParallelism() + 1, 8),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['./scripts/test-global-setup.ts'],
  },
});
