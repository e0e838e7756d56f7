// Every screen, in Russian and in English, scanned with axe for WCAG 2.1 A and AA: no serious or
// critical violation. The games are made and played through the API, so each screen is reached
// in the state a room sees it (a running round with talks and orders, a finished game).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiPostOk } from './api';
import {
  ApiClient,
  createGame,
  joinTeam,
  newHostAccount,
  playRound,
  signedInHost,
} from './game-api';
import { E2E_ADMIN } from './helpers';

const B = '/api/backoffice';
const LANGUAGES = ['ru', 'en'] as const;

// A first screen waits for the labels, its chunk and its data: on a busy machine that takes a while.
const LOAD = { timeout: 30_000 };
test.describe.configure({ timeout: 240_000 });

/** The serious and critical violations of WCAG 2.1 A and AA on the page as it is now. */
async function violations(page: Page, screen: string): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Still "experimental" in axe, so off unless named: a control's name must hold its words.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${screen}: ${v.id} (${v.impact}) ${v.help}\n` +
        v.nodes
          .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1, 2)}`)
          .join('\n'),
    );
}

/** Collects each screen's violations, so one run names every screen that fails. */
class Scan {
  readonly found: string[] = [];
  constructor(private readonly page: Page) {}

  /** Opens `url`, waits for `ready`, and scans. */
  async screen(name: string, url: string, ready: (page: Page) => Promise<void>): Promise<void> {
    await this.page.goto(url);
    await ready(this.page);
    await this.now(name);
  }

  /** Scans the page as it is. */
  async now(name: string): Promise<void> {
    this.found.push(...(await violations(this.page, name)));
  }

  check(): void {
    expect(this.found, this.found.join('\n')).toEqual([]);
  }
}

/** Signs the page's browser in through the API, with the new session's XSRF token. */
async function signIn(page: Page, credentials: { email: string; password: string }) {
  await apiPostOk(page.request, '/login', credentials, 204);
  expect((await page.request.get('/sanctum/csrf-cookie')).status()).toBe(204);
}

/** Sets the back-office language of the page's session (signed in or not). */
async function setLanguage(page: Page, language: string) {
  expect((await page.request.get('/sanctum/csrf-cookie')).status()).toBe(204);
  await apiPostOk(page.request, `${B}/set_admin_language`, { language }, 204);
}

/** Waits for the back-office shell and the screen's main heading or table. */
const shell = (marker: string) => async (page: Page) => {
  await expect(page.getByTestId('user-menu')).toBeVisible(LOAD);
  await expect(page.locator(marker).first()).toBeVisible(LOAD);
  // Nothing is loading any more (a lazy screen, its data).
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0, LOAD);
};

for (const language of LANGUAGES) {
  test(`login and every admin screen pass axe (${language})`, async ({ page, baseURL }) => {
    const scan = new Scan(page);
    await page.goto('/#/login');
    await expect(page.locator('input[name="email"]')).toBeVisible(LOAD);
    // The visitor's choice of language, kept in the session; a reload reads it.
    await setLanguage(page, language);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language, LOAD);
    await expect(page.locator('input[name="email"]')).toBeVisible(LOAD);
    await scan.now('login');
    // An empty form: the errors in their list and under their fields.
    await page.locator('button[type="submit"]').click();
    await expect(page.getByTestId('form-errors')).toBeVisible(LOAD);
    await scan.now('login, its errors');

    await signIn(page, E2E_ADMIN);
    await setLanguage(page, language);
    await page.reload();
    try {
      const { email } = await newHostAccount(baseURL ?? '');
      const ids = async (path: string) =>
        ((await (await page.request.get(`${B}/${path}`)).json()) as { id: number }[]).map(
          (row) => row.id,
        );
      const host = (await (await page.request.get(`${B}/hosts/list`)).json()) as {
        id: number;
        email: string;
      }[];
      const hostId = host.find((h) => h.email === email)?.id;
      const preset = await apiPostOk<{ id: number }>(
        page.request,
        `${B}/variables_presets/add`,
        { variablesPreset: { name: `A11y ${language} ${Date.now()}`, values: {} } },
        201,
      );
      const [country] = await ids('country_presets/list');

      const form = shell('form');
      const table = shell('table');
      await scan.screen('dashboard', '/#/', shell('main'));
      await scan.screen('hosts list', '/#/hosts/list', table);
      await scan.screen('host add', '/#/hosts/add', form);
      await scan.screen('host edit', `/#/hosts/edit/${hostId}`, form);
      await scan.screen('host info', `/#/hosts/info/${hostId}`, shell('main'));
      await scan.screen('variables list', '/#/variables/list', table);
      await scan.screen('variables add', '/#/variables/add', form);
      await scan.screen('variables edit', `/#/variables/edit/${preset.id}`, form);
      await scan.screen('countries list', '/#/countries/list', table);
      await scan.screen('country add', '/#/countries/add', form);
      await scan.screen('country edit', `/#/countries/edit/${country}`, form);
      await scan.screen('game languages list', '/#/languages/list', table);
      await scan.screen('admin languages list', '/#/admin_languages/list', table);
      await scan.screen('all games', '/#/host/games/list', shell('main'));
      // An empty form sent: its errors are on screen too.
      await scan.screen('host add, errors', '/#/hosts/add', form);
      await page.locator('button[type="submit"]').click();
      await expect(page.getByTestId('form-errors')).toBeVisible(LOAD);
      await scan.now('host add, errors');
    } finally {
      await setLanguage(page, 'ru');
    }
    scan.check();
  });

  // The translation editors hold hundreds of fields each: a test of their own, for its time.
  test(`the translation editors pass axe (${language})`, async ({ page }) => {
    // Four editors of several hundred fields each: axe takes a while on every one.
    test.setTimeout(480_000);
    await signIn(page, E2E_ADMIN);
    await setLanguage(page, language);
    try {
      const id = async (path: string) =>
        ((await (await page.request.get(`${B}/${path}`)).json()) as { id: number }[])[0]?.id;
      const form = shell('form');
      const scan = new Scan(page);
      await scan.screen('game language add', '/#/languages/add', form);
      await scan.screen(
        'game language edit',
        `/#/languages/edit/${await id('languages/list')}`,
        form,
      );
      await scan.screen('admin language add', '/#/admin_languages/add', form);
      await scan.screen(
        'admin language edit',
        `/#/admin_languages/edit/${await id('admin_languages/list')}`,
        form,
      );
      scan.check();
    } finally {
      await setLanguage(page, 'ru');
    }
  });

  test(`the host's screens and the projector pass axe (${language})`, async ({ page, baseURL }) => {
    const base = baseURL ?? '';
    const account = await newHostAccount(base);
    const api = await (await ApiClient.create(base)).login(account.email, account.password);
    const clock = { talks: 600, orders: 300, lock: true };
    const running = await createGame(api, {
      title: `Running ${language}`,
      teams: 3,
      language,
      mods: ['negotiation', 'ufo'],
      clock,
    });
    await api.post(`${B}/host/games/start_round`, { gameId: running.id, round: 1 });
    const [first, second, third] = running.teams;
    const phone = await joinTeam(base, running.id, first!);
    await phone.post('/api/game/orders', {
      gameId: running.id,
      round: 1,
      orders: [{ type: 'ecology' }],
    });
    await phone.post(
      '/api/game/negotiations/request',
      { gameId: running.id, countryTo: second!.country.id },
      204,
    );
    // A refused request: an ended negotiation is on the screen too.
    const asker = await joinTeam(base, running.id, third!);
    await asker.post(
      '/api/game/negotiations/request',
      { gameId: running.id, countryTo: first!.country.id },
      204,
    );
    await phone.post(
      '/api/game/negotiations/refuse',
      { gameId: running.id, countryFrom: third!.country.id },
      204,
    );
    const over = await createGame(api, { title: `Over ${language}`, teams: 3, language });
    for (let round = 1; !(await playRound(api, over.id, round)); round++);
    // Every step of the final screen shown, the attacks included.
    await api.post(`${B}/host/games/reveal`, { gameId: over.id, step: 6 });

    // The host's laptop.
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, account);
    await setLanguage(page, language);
    const scan = new Scan(page);
    await scan.screen('games list', '/#/host/games/list', shell('table'));
    await scan.screen('game add', '/#/host/games/add', shell('form'));
    await scan.screen('control, running', `/#/host/games/control/${running.id}`, async (p) => {
      await shell('main')(p);
      await expect(p.getByTestId('team').first()).toBeVisible(LOAD);
    });
    await scan.screen('control, over', `/#/host/games/control/${over.id}`, async (p) => {
      await shell('main')(p);
      await expect(p.getByTestId('team').first()).toBeVisible(LOAD);
    });
    await scan.screen('report', `/#/host/games/report/${over.id}`, async (p) => {
      await shell('main')(p);
      await expect(p.locator('table').first()).toBeVisible(LOAD);
    });

    // The projector: nobody signed in.
    const projector = await (await page.context().browser()!.newContext()).newPage();
    await projector.setViewportSize({ width: 1920, height: 1080 });
    const room = new Scan(projector);
    await room.screen('stats, round 1', `/#/stats/${running.id}`, async (p) => {
      await expect(p.getByTestId('access-qr')).toBeVisible(LOAD);
    });
    await room.screen('stats, over', `/#/stats/${over.id}`, async (p) => {
      await expect(p.getByTestId('stats-country').first()).toBeVisible(LOAD);
    });
    await room.screen('final', `/#/final/${over.id}`, async (p) => {
      await expect(p.getByRole('heading').first()).toBeVisible(LOAD);
      // Every nomination revealed.
      await p.waitForTimeout(500);
    });
    await projector.context().close();
    await Promise.all([phone.dispose(), asker.dispose(), api.dispose()]);
    scan.found.push(...room.found);
    scan.check();
  });

  test(`the player's join and team screens pass axe (${language})`, async ({
    browser,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const host = await signedInHost(base);
    const game = await createGame(host, {
      title: `Phones ${language}`,
      teams: 3,
      language,
      mods: ['negotiation', 'ufo'],
      clock: { talks: 600, orders: 300, lock: true },
    });
    await host.post(`${B}/host/games/start_round`, { gameId: game.id, round: 1 });
    const [first, second] = game.teams;
    const other = await joinTeam(base, game.id, second!);
    await other.post(
      '/api/game/negotiations/request',
      { gameId: game.id, countryTo: first!.country.id },
      204,
    );

    const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
    const page = await context.newPage();
    const scan = new Scan(page);
    await scan.screen('join', `/game/${game.id}`, async (p) => {
      await expect(p.locator('form')).toBeVisible(LOAD);
    });
    await apiPostOk(
      page.request,
      '/api/game/join',
      { gameId: game.id, countryId: first!.country.id, accessCode: first!.access_code },
      204,
    );
    await scan.screen('how to play', `/game/${game.id}?rules=`, async (p) => {
      await expect(p.getByTestId('team-name')).toBeVisible(LOAD);
      await expect(p.getByTestId('rules')).toBeVisible(LOAD);
    });
    for (const tab of ['orders', 'country', 'world', 'negotiations', 'log']) {
      await scan.screen(`team, ${tab}`, `/game/${game.id}?tab=${tab}`, async (p) => {
        await expect(p.getByTestId('team-name')).toBeVisible(LOAD);
        await expect(p.getByTestId('connection-indicator')).toHaveAttribute(
          'data-state',
          'live',
          LOAD,
        );
      });
    }
    await context.close();
    await Promise.all([other.dispose(), host.dispose()]);
    scan.check();
  });
}
