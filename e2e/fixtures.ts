// The Playwright fixture: each test gets its own console, started fresh and stopped after it.
import { test as base } from '@playwright/test';
import { startConsole, type Console } from './support/console.js';

export { startConsole, type Console };

export const test = base.extend<{ vigil: Console }>({
  // Playwright reads fixture dependencies from the destructuring pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  vigil: async ({}, use) => {
    const c = await startConsole();
    try {
      await use(c);
    } finally {
      await c.stop();
    }
  },
});

export { expect } from '@playwright/test';
