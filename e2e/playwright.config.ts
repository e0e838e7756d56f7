import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8765);
export const E2E_ADMIN = { email: 'admin@e2e.local', password: 'e2e-admin-password' };

/** Whole journeys of a person in Debian's Chromium against the built product on SQLite. */
export default defineConfig({
  testDir: './tests',
  // One output folder per port, so suites started side by side do not delete each other's files.
  outputDir: `test-results/${port}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      // Every address of the machine, as `npm start` listens: the laptop journey's phones open
      // the machine's network address (tests/laptop.spec.ts). The specs still browse baseURL.
      HOST: '0.0.0.0',
      DATA_DIR: process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'orbis-e2e'),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
    },
  },
});
