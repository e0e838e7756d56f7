import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Unit and server integration tests. Workspace packages resolve to their sources, so tests never
// need a build first.
export default defineConfig({
  resolve: {
    alias: {
      '@orbis/contracts': src('./packages/contracts/src/index.ts'),
      '@orbis/engine': src('./packages/engine/src/index.ts'),
    },
  },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['./scripts/test-global-setup.ts'],
  },
});
