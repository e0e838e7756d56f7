import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8765);
export const E2E_ADMIN = { email: 'admin@e2e.local', password: 'e2e-admin-password' };
// The journeys wait on the product as much as they use the CPU: one more runs side by side than
// the machine has cores, each worker against a server and database of its own (tests/fixtures.ts),
// so no journey meets another's data.
const workers = Number(process.env.E2E_WORKERS ?? os.availableParallelism() + 1);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'orbis-e2e');

/** The address of the server that the worker with this parallel index browses. */
export function serverURL(parallelIndex: number) {
  return `http://127.0.0.1:${port + parallelIndex}`;
}

/** Whole journeys of a person in Debian's Chromium against the built product on SQLite. */
export default defineConfig({
  testDir: './tests',
  // One output folder per port, so suites started side by side do not delete each other's files.
  outputDir: `test-results/${port}`,
  fullyParallel: false,
  workers,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  // A screen waits on the server and its own chunks; on a slow machine running three journeys at
  // once (CI's took four times as long as another of its kind) that passed 7 s. An assertion that
  // holds returns as soon as it does: the wait costs only a failing one.
  expect: { timeout: 15_000 },
  use: {
    baseURL: serverURL(0),
    browserName: 'chromium',
    locale: 'en-US',
    // Recording a trace costs a sixth of the suite's time (screencast frames of every page), and
    // CI keeps no files: there a failure leaves its screenshot and the error; locally, the trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
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
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: 'node ../scripts/start.mjs',
    url: `${serverURL(index)}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port + index),
      // Every address of the machine, as `npm start` listens: the laptop journey's phones open
      // the machine's network address (tests/laptop.spec.ts). The specs still browse baseURL.
      HOST: '0.0.0.0',
      DATA_DIR: path.join(dataDir, `server-${index}`),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
    },
  })),
});
