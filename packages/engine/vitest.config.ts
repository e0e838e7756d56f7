import { defineConfig } from 'vitest/config';

// Used when Vitest runs from this folder (`npm run bench -w @orbis/engine`): the engine needs no
// databases, so it skips the root config's global setup.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    benchmark: { include: ['src/**/*.bench.ts'] },
  },
});
