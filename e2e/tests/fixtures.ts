// What the journeys import instead of @playwright/test: the same, except that each worker browses
// the server of its own that playwright.config.ts starts for it, and that a journey's own browser
// contexts close when it ends.
import { test as base } from '@playwright/test';
import { serverURL } from '../playwright.config';

export * from '@playwright/test';

export const test = base.extend<{ closeOwnContexts: void }>({
  // Playwright reads a fixture's needs from its first parameter's pattern: this one needs none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(serverURL(testInfo.parallelIndex));
  },
  // A context a journey opens with `browser.newContext()` outlives the journey unless it is
  // closed: its pages stay connected, their clocks tick and they render, for every later journey
  // of the worker. Those the journey left open close here, after its failure screenshots.
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
});
