// Every kind of screen, in Russian and in English, walked once and checked twice
// (screen-checks.ts): axe for WCAG 2.1 A and AA (no serious or critical violation), and the
// label-key scan (no label key or system message id on screen, resolved or not). The back-office
// is seen in one language and the game in the other, so both languages of each are seen. One game
// is made and played through the API, and each screen is reached in the state a room sees it: the
// lobby, a running round with a negotiation asked for and orders sent, a finished game with a bomb
// that hit and one a shield stopped, and the final screen before, halfway through and after the
// reveal, on the projector and on a phone.
import { expect, test, type Page } from './fixtures';
import { apiPostOk } from './api';
import { ApiClient, createGame, joinTeam, newHostAccount, playRound, type Team } from './game-api';
import { E2E_ADMIN } from './helpers';
import { knownKeys, ScreenChecks } from './screen-checks';

const B = '/api/backoffice';
const LANGUAGES = ['ru', 'en'] as const;
const OTHER = { ru: 'en', en: 'ru' } as const;

// A first screen waits for the labels, its chunk and its data: on a busy machine that takes a while.
const LOAD = { timeout: 30_000 };
const PHONE = { width: 360, height: 640 };
const PROJECTOR = { width: 1920, height: 1080 };
const CHECK_BALANCE = { ru: 'Проверить баланс', en: 'Check balance' } as const;
const CLOSE_NOTICE = { ru: 'Закрыть сообщение', en: 'Close the message' } as const;
test.describe.configure({ timeout: 240_000 });

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
  test(`login and every admin screen pass both checks (${language})`, async ({ page, baseURL }) => {
    const admin = await (
      await ApiClient.create(baseURL ?? '')
    ).login(E2E_ADMIN.email, E2E_ADMIN.password);
    const scan = new ScreenChecks(page, await knownKeys(admin));
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
      // An add form and an edit form are one kind of screen: each language sees one of them
      // (the host's add form is seen below, with its errors, in both).
      const adds = language === 'ru';
      await scan.screen('hosts list', '/#/hosts/list', table);
      await scan.screen('host edit', `/#/hosts/edit/${hostId}`, form);
      // Saved as it is: back to the list under a toast, whose close button has a name too.
      await page.locator('button[type="submit"]').click();
      const toast = page.locator('.mantine-Notification-root');
      await expect(toast).toBeVisible(LOAD);
      // Hovered, it stays while the checks run.
      await toast.hover();
      await expect(toast.getByRole('button')).toHaveAccessibleName(CLOSE_NOTICE[language]);
      await scan.now('hosts list, after a save');
      await scan.screen('host info', `/#/hosts/info/${hostId}`, shell('main'));
      await scan.screen('variables list', '/#/variables/list', table);
      if (adds) await scan.screen('variables add', '/#/variables/add', form);
      else await scan.screen('variables edit', `/#/variables/edit/${preset.id}`, form);
      // The classic preset fails the balance check: its report with the flagged strategy.
      const presets = (await (await page.request.get(`${B}/variables_presets/list`)).json()) as {
        id: number;
        name: string;
      }[];
      const classic = presets.find((p) => p.name === 'Classic (v1)') ?? presets[0];
      await scan.screen('variables edit, classic', `/#/variables/edit/${classic?.id}`, form);
      await page.getByRole('button', { name: CHECK_BALANCE[language] }).click();
      // A thousand games of bots: their speed is the benchmark's business.
      await expect(page.getByTestId('balance-report').locator('canvas')).toBeVisible({
        timeout: 120_000,
      });
      await scan.now('variables edit, its balance check');
      await scan.screen('world events list', '/#/world_events/list', table);
      const [worldEvent] = await ids('world_events/list');
      if (adds) await scan.screen('world event add', '/#/world_events/add', form);
      else await scan.screen('world event edit', `/#/world_events/edit/${worldEvent}`, form);
      await scan.screen('countries list', '/#/countries/list', table);
      if (adds) await scan.screen('country add', '/#/countries/add', form);
      else await scan.screen('country edit', `/#/countries/edit/${country}`, form);
      await scan.screen('map backgrounds list', '/#/map_backgrounds/list', shell('main'));
      if (adds) await scan.screen('map background add', '/#/map_backgrounds/add', form);
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
      await admin.dispose();
    }
    scan.check();
  });

  // The translation editors hold hundreds of rows each, all alike: axe checks each table's heading
  // and its first two rows (a country's own and its first city's, in the country tables), every
  // kind of row the editors have, and leaves the copies out.
  test(`the translation editors pass both checks (${language})`, async ({ page, baseURL }) => {
    // Two editors of some 500 rows to render: a minute on a busy machine.
    test.setTimeout(360_000);
    await signIn(page, E2E_ADMIN);
    await setLanguage(page, language);
    try {
      const id = async (path: string) =>
        ((await (await page.request.get(`${B}/${path}`)).json()) as { id: number }[])[0]?.id;
      const form = shell('form');
      const admin = await (
        await ApiClient.create(baseURL ?? '')
      ).login(E2E_ADMIN.email, E2E_ADMIN.password);
      const scan = new ScreenChecks(page, await knownKeys(admin));
      await admin.dispose();
      // The editors name each message by its id and each label by its key, on purpose.
      const editor = { keys: false, skip: 'tbody tr:nth-child(n+3)' };
      // Each editor once a language: the game languages' as a new language in Russian and the
      // admin languages' as an existing one, and the other way round in English.
      if (language === 'ru') {
        await scan.screen('game language add', '/#/languages/add', form, editor);
        await scan.screen(
          'admin language edit',
          `/#/admin_languages/edit/${await id('admin_languages/list')}`,
          form,
          editor,
        );
      } else {
        await scan.screen(
          'game language edit',
          `/#/languages/edit/${await id('languages/list')}`,
          form,
          editor,
        );
        await scan.screen('admin language add', '/#/admin_languages/add', form, editor);
      }
      scan.check();
    } finally {
      await setLanguage(page, 'ru');
    }
  });

  test(`the host's, the projector's and the phones' screens pass both checks (back-office ${language}, game ${OTHER[language]})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    // Some forty screens, each scanned twice, and a game played to its end.
    test.setTimeout(420_000);
    const base = baseURL ?? '';
    const account = await newHostAccount(base);
    const api = await (await ApiClient.create(base)).login(account.email, account.password);
    const game = await createGame(api, {
      title: `Walk ${language}`,
      teams: 3,
      language: OTHER[language],
      mods: ['negotiation', 'ufo'],
      clock: { talks: 600, orders: 300, lock: true },
    });
    const [attacker, bombed, shielded] = game.teams as [Team, Team, Team];
    const known = await knownKeys(api, game.id);

    // The host's tablet, the room's projector, and the phone of the team that will be bombed.
    await page.setViewportSize({ width: 1024, height: 768 });
    await signIn(page, account);
    await setLanguage(page, language);
    const host = new ScreenChecks(page, known);
    const projector = await (await browser.newContext({ viewport: PROJECTOR })).newPage();
    const room = new ScreenChecks(projector, known);
    const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
    const team = new ScreenChecks(phone, known);

    await host.screen('games list', '/#/host/games/list', shell('table'));
    await host.screen('game add', '/#/host/games/add', shell('form'));
    await host.screen('control, the lobby', `/#/host/games/control/${game.id}`, control);
    await room.screen('stats, the lobby', `/#/stats/${game.id}`, async (p) => {
      await expect(p.getByTestId('access-qr')).toBeVisible(LOAD);
    });
    await team.screen('phone, join', `/game/${game.id}`, async (p) => {
      await expect(p.locator('form')).toBeVisible(LOAD);
    });

    // Round 1: the phone's team sends orders and is asked for a negotiation; the others get ready.
    await api.post(`${B}/host/games/start_round`, { gameId: game.id, round: 1 });
    await apiPostOk(
      phone.request,
      '/api/game/join',
      { gameId: game.id, countryId: bombed.country.id, accessCode: bombed.access_code },
      204,
    );
    const phones = {
      attacker: await joinTeam(base, game.id, attacker),
      shielded: await joinTeam(base, game.id, shielded),
    };
    const orders = (round: number, list: unknown[], by: ApiClient = phones.attacker) =>
      by.post('/api/game/orders', { gameId: game.id, round, orders: list });
    await apiPostOk(phone.request, '/api/game/orders', {
      gameId: game.id,
      round: 1,
      orders: [{ type: 'ecology' }],
    });
    await phones.shielded.post(
      '/api/game/negotiations/request',
      { gameId: game.id, countryTo: bombed.country.id },
      204,
    );
    await api.post('/api/game/credit', {
      gameId: game.id,
      countryTo: attacker.country.id,
      amount: 5000,
    });
    await orders(1, [{ type: 'technology' }]);
    await orders(1, [{ type: 'shield', city: shielded.country.cities[0]!.id }], phones.shielded);

    await host.screen('control, round 1', `/#/host/games/control/${game.id}`, control);
    await room.screen('stats, round 1', `/#/stats/${game.id}`, async (p) => {
      await expect(p.getByTestId('access-qr')).toBeVisible(LOAD);
    });
    await team.screen('phone, how to play', `/game/${game.id}?rules=`, async (p) => {
      await expect(p.getByTestId('rules')).toBeVisible(LOAD);
    });
    for (const tab of ['orders', 'country', 'world', 'negotiations', 'log']) {
      await team.screen(`phone, ${tab}`, `/game/${game.id}?tab=${tab}`, phoneLive);
    }

    // A world event: the host's dialog with its effects in words, then the room's headline and
    // the phone's news.
    await page.getByTestId('world-event-open').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox').first().click();
    await page.getByRole('option').first().click();
    await expect(dialog.getByTestId('world-event-preview')).toBeVisible();
    const country = dialog.getByTestId('world-event-country');
    if (await country.isVisible()) {
      await country.click();
      await page.getByRole('option').first().click();
    }
    await host.now('control, the world event dialog');
    await dialog.getByTestId('world-event-confirm').click();
    await expect(dialog).toHaveCount(0);
    await expect(projector.getByTestId('round-news')).toHaveAttribute('data-mode', 'events', LOAD);
    await room.now('stats, a world event');
    await team.screen('phone, world, a world event', `/game/${game.id}?tab=world`, phoneLive);

    // Round 2 builds bombs, round 3 drops one on a city and one on a shield; the rest is quiet.
    await api.post(`${B}/host/games/round`, { gameId: game.id, round: 1 });
    await api.post(`${B}/host/games/start_round`, { gameId: game.id, round: 2 });
    await orders(2, [{ type: 'build_bombs', count: 2 }]);
    await api.post(`${B}/host/games/round`, { gameId: game.id, round: 2 });
    await api.post(`${B}/host/games/start_round`, { gameId: game.id, round: 3 });
    await orders(3, [
      { type: 'attack', city: bombed.country.cities[0]!.id },
      { type: 'attack', city: shielded.country.cities[0]!.id },
    ]);
    await api.post(`${B}/host/games/round`, { gameId: game.id, round: 3 });
    for (let round = 4; !(await playRound(api, game.id, round)); round++);

    await host.screen('control, over', `/#/host/games/control/${game.id}`, control);
    await host.screen('report', `/#/host/games/report/${game.id}`, async (p) => {
      await shell('main')(p);
      await expect(p.getByTestId('standings-chart')).toBeVisible(LOAD);
    });
    await room.screen('stats, over', `/#/stats/${game.id}`, async (p) => {
      await expect(p.getByTestId('stats-country').first()).toBeVisible(LOAD);
    });
    await team.screen('phone, log, over', `/game/${game.id}?tab=log`, phoneLive);

    // The final screen before the reveal, halfway and at its end, on the projector and on the
    // phone (the steps between show more of the same rows).
    for (const step of [0, 3, 6]) {
      await api.post(`${B}/host/games/reveal`, { gameId: game.id, step });
      await room.screen(`final, step ${step}`, `/#/final/${game.id}`, async (p) => {
        if (step === 6) await expect(p.getByTestId('final-attacks')).toBeVisible(LOAD);
        else
          await expect(p.getByTestId('nominations')).toHaveAttribute(
            'data-revealed',
            String(step),
            LOAD,
          );
      });
      await team.screen(`phone, final, step ${step}`, `/game/${game.id}`, async (p) => {
        await expect(p.getByTestId('phone-nominations').locator('ol')).toHaveAttribute(
          'data-revealed',
          String(step),
          LOAD,
        );
        await expect(p.getByTestId('team-story')).toBeVisible(LOAD);
      });
    }

    await Promise.all([
      phones.attacker.dispose(),
      phones.shielded.dispose(),
      api.dispose(),
      projector.context().close(),
      phone.context().close(),
    ]);
    await setLanguage(page, 'ru');
    host.add(room);
    host.add(team);
    host.check();
  });
}

/** The control screen with its teams. */
async function control(page: Page) {
  await shell('main')(page);
  await expect(page.getByTestId('team').first()).toBeVisible(LOAD);
}

/** A team's screen, live. */
async function phoneLive(page: Page) {
  await expect(page.getByTestId('team-name')).toBeVisible(LOAD);
  await expect(page.getByTestId('connection-indicator')).toHaveAttribute(
    'data-state',
    'live',
    LOAD,
  );
}
