// The laptop in the room (API.md `access_link`): the host opens Orbis on the machine that runs it,
// at http://localhost:PORT, and the phones scan the control screen's QR code. It must name the
// machine's network address, which a phone then opens to join its team.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from './fixtures';
import { ApiClient, createGame, newHostAccount } from './game-api';
import { E2E_ADMIN, scanQr, setAdminLanguage } from './helpers';

const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 360, height: 640 };

/** The machine's first non-internal IPv4 address: the one phones reach it at. */
function networkAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((i) => i?.family === 'IPv4' && !i.internal)?.address;
}

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A server of the journey's own on `port` (built already for the suite's), on an empty database,
 * with `env` on top of the suite's settings; `stop()` ends it and removes its data.
 */
async function ownServer(port: number, env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbis-e2e-laptop-'));
  const script = fileURLToPath(new URL('../../apps/server/dist/server.js', import.meta.url));
  const child = spawn(process.execPath, [script], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      () =>
        fetch(`${url}/healthz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
  return {
    port,
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new host of the server at `baseURL`, with a game of two teams, signed in on a tablet at `at`. */
async function hostAt(browser: Browser, baseURL: string, at: string) {
  const account = await newHostAccount(baseURL);
  const api = await (await ApiClient.create(baseURL)).login(account.email, account.password);
  const game = await createGame(api, { title: 'Laptop game', teams: 2, language: 'en' });
  await api.dispose();
  const context = await browser.newContext({ viewport: TABLET });
  const page = await context.newPage();
  await page.goto(`${at}/#/login`);
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('button[type="submit"]').click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.goto(`${at}/#/host/games/control/${game.id}`);
  return { page, game, close: () => context.close() };
}

/** The serious and critical WCAG 2.1 AA violations in the access link's card. */
async function cardViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .include('[data-testid="access-unreachable"]')
    .include('[data-testid="access-link"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}`);
}

/** The access link's card on the control screen, for a look at it. */
async function shoot(page: Page, name: string) {
  const card = page
    .getByTestId('access-link')
    .locator('xpath=ancestor::div[contains(@class, "Card")][1]');
  await card.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

test('a laptop opened at localhost gives the phones a QR code they can open', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const port = new URL(baseURL!).port;
  const address = networkAddress();
  expect(address, 'this machine has a network address').toBeDefined();

  // The host, on the laptop itself, as the README says: http://localhost:PORT.
  const { page: host, game, close } = await hostAt(browser, baseURL!, `http://localhost:${port}`);
  const [team] = game.teams;

  const expected = `http://${address}:${port}/game/${game.id}`;
  await expect(host.getByTestId('access-link')).toHaveText(expected);
  // In words: the address the phones must reach, and no warning.
  await expect(host.getByTestId('access-reach')).toContainText(`${address}:${port}`);
  await expect(host.getByTestId('access-unreachable')).toHaveCount(0);
  const qr = host.getByTestId('access-qr');
  await qr.scrollIntoViewIfNeeded();
  const scanned = await scanQr(qr);
  expect(scanned).toBe(expected);
  expect(new URL(scanned!).hostname).not.toMatch(/^(localhost|127\.|\[::1\])/);

  // A phone opens what it scanned, away from the laptop's own address, and joins its team.
  const phoneContext = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  const phone = await phoneContext.newPage();
  await phone.goto(scanned!);
  await expect(phone.getByRole('heading', { name: 'Laptop game' })).toBeVisible();
  const choice = phone.locator(`input[name="countryId"][value="${team!.country.id}"]`);
  await phone.locator('label').filter({ has: choice }).click();
  await phone.locator('input[name="accessCode"]').fill(team!.access_code);
  await phone.locator('button[type="submit"]').click();
  await expect(phone.getByTestId('team-name')).toHaveText(team!.country.name);
  await expect(phone.getByTestId('connection-indicator')).toHaveAttribute('data-state', 'live');
  expect(new URL(phone.url()).host).toBe(`${address}:${port}`);

  // The host's screen sees the team in the room.
  const line = host.getByTestId('presence-team').filter({ hasText: team!.country.name });
  await expect(line).toHaveAttribute('data-state', 'connected');
  await shoot(host, 'reachable-ru');
  await expect(host.getByTestId('access-reach')).toHaveText(
    `Телефоны должны открыть адрес ${address}:${port} — из той же сети Wi-Fi или точки доступа, что и компьютер с Orbis.`,
  );
  await setAdminLanguage(host, 'en');
  await host.reload();
  await expect(host.getByTestId('access-reach')).toHaveText(
    `Phones must reach ${address}:${port}, on the same Wi-Fi or hotspot as the computer running Orbis.`,
  );
  await shoot(host, 'reachable-en');
  await close();
  await phoneContext.close();
});

test('the control screen warns plainly when no phone can open the link', async ({ browser }) => {
  test.setTimeout(120_000);
  // PUBLIC_URL names the laptop itself; then a server phones cannot reach at all (it listens on
  // loopback only, as a laptop with no network would leave it): both links are the laptop's own.
  const port = await freePort();
  for (const [name, env] of [
    ['public-url', { HOST: '0.0.0.0', PUBLIC_URL: `http://localhost:${port}` }],
    ['loopback', { HOST: '127.0.0.1' }],
  ] as const) {
    const own = await ownServer(port, env);
    const laptop = `http://localhost:${port}`;
    const { page, game, close } = await hostAt(browser, own.url, laptop);
    try {
      const link = `http://localhost:${port}/game/${game.id}`;
      await expect(page.getByTestId('access-link')).toHaveText(link);
      const warning = page.getByTestId('access-unreachable');
      await expect(warning).toContainText('Эту ссылку не откроет ни один телефон');
      await expect(warning).toContainText(`localhost:${port} — это сам компьютер`);
      await expect(page.getByTestId('access-reach')).toHaveCount(0);
      // The QR code is still there, and says the same link.
      expect(await scanQr(page.getByTestId('access-qr'))).toBe(link);
      await shoot(page, `${name}-ru`);
      expect(await cardViolations(page)).toEqual([]);

      await setAdminLanguage(page, 'en');
      await page.reload();
      await expect(warning).toContainText('No phone can open this link');
      await expect(warning).toContainText(`localhost:${port} is the computer running Orbis itself`);
      await shoot(page, `${name}-en`);
      expect(await cardViolations(page)).toEqual([]);
    } finally {
      await close();
      await own.stop();
    }
  }
});
