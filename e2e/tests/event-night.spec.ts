// An event night from the lead's laptop, as issue "The event" words it: the lead saves a template
// from the game form (a one-minute orders phase), makes an event of three worlds from it, seats
// nine phones from the hall's screen and the printed cards, starts round 1 in every world at
// once, sees the tile of the world with a team late flagged, ends the round everywhere after one
// question naming the worlds, and opens the event's report. Once in Russian at a hall laptop's
// 1366×768, once in English on a 1920×1080 wall, with no serious axe violation and no raw label
// key on any screen it passes.
import { expect as baseExpect, test, type Browser, type Page } from './fixtures';
import { ApiClient, newHostAccount } from './game-api';
import { setAdminLanguage, signIn } from './helpers';
import { knownKeys, ScreenChecks } from './screen-checks';

// Many round trips, and nine phones, on a machine that may be busy.
const expect = baseExpect.configure({ timeout: 20_000 });

const NIGHTS = [
  {
    language: 'ru',
    gameLanguage: 'Русский',
    viewport: { width: 1366, height: 768 },
    countries: ['Германия', 'Франция', 'Япония'],
  },
  {
    language: 'en',
    gameLanguage: 'English',
    viewport: { width: 1920, height: 1080 },
    countries: ['Germany', 'France', 'Japan'],
  },
] as const;

const PHONE = { width: 360, height: 640 };

/** A team's card on paper: its world, its country and its code. */
interface Card {
  gameId: number;
  countryId: number;
  code: string;
}

/** Sends a team's orders from its phone's own session, as the phone's orders screen posts them. */
async function sendOrders(phone: Page, gameId: number, round: number): Promise<void> {
  const status = await phone.evaluate(
    async ({ gameId, round }) => {
      const token = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))
          ?.slice(11) ?? '',
      );
      const res = await fetch('/api/game/orders', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': token },
        body: JSON.stringify({ gameId, round, orders: [{ type: 'ecology' }] }),
      });
      return res.status;
    },
    { gameId, round },
  );
  expect(status).toBe(200);
}

/**
 * A phone at the table: it opens the hall's address, taps its country in its world, and joins
 * with the code on its card.
 */
async function seat(browser: Browser, hallUrl: string, world: number, card: Card): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await phone.goto(hallUrl);
  await phone
    .getByTestId('hall-world')
    .nth(world)
    .locator(`[data-testid="hall-seat"][data-country="${card.countryId}"]`)
    .tap();
  await expect(phone).toHaveURL(new RegExp(`/game/${card.gameId}/${card.countryId}$`));
  await expect(phone.locator(`input[name="countryId"][value="${card.countryId}"]`)).toBeChecked();
  await phone.locator('input[name="accessCode"]').fill(card.code);
  await phone.locator('button[type="submit"]').click();
  await expect(phone.getByTestId('team-name')).toBeVisible();
  return phone;
}

for (const night of NIGHTS) {
  test(`an event night of three worlds, run from one dashboard (${night.language}, ${night.viewport.width}×${night.viewport.height})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const account = await newHostAccount(baseURL!);
    await page.setViewportSize(night.viewport);
    await signIn(page, account.email, account.password);
    await setAdminLanguage(page, night.language);
    await page.reload();
    const api = await (await ApiClient.create(baseURL!)).login(account.email, account.password);
    const labels = await api.get<Record<string, string>>(
      '/api/backoffice/get_admin_language_messages',
    );
    // A label as the screens show it, placeholders and all left out.
    const label = (key: string) => {
      const text = labels[key];
      expect(text, key).toBeDefined();
      return text!;
    };

    // The template, saved from the game form: three countries, no talks phase and one minute for
    // orders, without the lock, in the night's game language.
    const stamp = Date.now().toString(36);
    const templateName = `${label('menu.events')} ${stamp}`;
    await page.goto('/#/host/games/add');
    await page.locator('input[name="title"]').fill(`Offsite ${stamp}`);
    await page.getByRole('combobox', { name: label('games.language') }).click();
    await page.getByRole('option', { name: night.gameLanguage, exact: true }).click();
    for (const name of night.countries) await page.getByRole('checkbox', { name }).check();
    await page.getByTestId('clock-talks').fill('0');
    await page.getByTestId('clock-orders').fill('1');
    await page.getByTestId('clock-lock').uncheck();
    await page.getByTestId('save-as-template').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(label('templates.name')).fill(templateName);
    await dialog.getByRole('button', { name: label('templates.save_submit') }).click();
    await expect(page.getByText(label('templates.saved'))).toBeVisible();
    // Read, then closed: a notice still fading in or out has no contrast yet for axe to judge.
    await page.getByRole('button', { name: label('common.close_notice') }).click();
    await expect(page.getByText(label('templates.saved'))).toHaveCount(0);

    // The event: three worlds in one step, from the menu.
    const title = `Offsite ${stamp}`;
    await page
      .locator('header nav')
      .getByRole('link', { name: label('menu.events') })
      .click();
    await page.getByRole('tab', { name: label('events.add_tab') }).click();
    await page.getByLabel(label('events.event_title')).fill(title);
    await page.getByTestId('event-template').click();
    await page.getByRole('option', { name: templateName }).click();
    await page.getByLabel(label('events.worlds_count')).fill('3');
    await page.getByRole('button', { name: label('events.add_submit') }).click();
    await expect(page).toHaveURL(/#\/host\/events\/dashboard\/\d+$/);
    const eventId = Number(/dashboard\/(\d+)$/.exec(page.url())![1]);
    const tiles = page.getByTestId('world-tile');
    await expect(tiles).toHaveCount(3);
    const games = await tiles.evaluateAll((all) => all.map((t) => Number(t.dataset.gameId)));
    // Every label key and every system message id of the worlds' language: none may show.
    const known = await knownKeys(api, games[0]);
    const checks = new ScreenChecks(page, known);
    await checks.now('dashboard, before round 1');

    // The cards, from the dashboard: a group per world, a card per team with its code.
    await page.getByTestId('event-handouts-link').click();
    const groups = page.getByTestId('handouts-world');
    await expect(groups).toHaveCount(3);
    const cards: Card[][] = [];
    for (const [i, gameId] of games.entries()) {
      const group = groups.nth(i);
      await expect(group).toHaveAttribute('data-game', String(gameId));
      await expect(group.getByTestId('handout')).toHaveCount(3);
      cards.push(
        await group.getByTestId('handout').evaluateAll(
          (all, gameId) =>
            all.map((card) => ({
              gameId,
              countryId: Number((card as HTMLElement).dataset.country),
              code: card.querySelector('[data-testid="handout-code"]')!.textContent!.trim(),
            })),
          gameId,
        ),
      );
    }
    await checks.now('handouts');

    // The hall's screen, on the wall: every world's countries, and never a code.
    const hallUrl = `${baseURL}/#/event/${eventId}`;
    const wall = await (await browser.newContext({ viewport: night.viewport })).newPage();
    await wall.goto(hallUrl);
    await expect(wall.getByTestId('hall-world')).toHaveCount(3);
    await expect(wall.getByTestId('hall-seat')).toHaveCount(9);
    const shown = await wall.locator('body').innerText();
    for (const card of cards.flat()) expect(shown).not.toContain(card.code);
    const wallChecks = new ScreenChecks(wall, known);
    await wallChecks.now('hall, seating');

    // Nine phones take their seats, one table at a time.
    const phones: Page[][] = [];
    for (const [world, worldCards] of cards.entries()) {
      const seated: Page[] = [];
      for (const card of worldCards) seated.push(await seat(browser, hallUrl, world, card));
      phones.push(seated);
    }

    // Round 1 starts in every world at once; each world says it did.
    await page.getByRole('link', { name: label('events.dashboard_link') }).click();
    await expect(tiles).toHaveCount(3);
    await page.getByTestId('broadcast-start-round').click();
    const results = page.getByTestId('broadcast-result');
    await expect(results).toHaveCount(3);
    for (const result of await results.all())
      await expect(result).toHaveAttribute('data-ok', 'true');
    for (const tile of await tiles.all())
      await expect(tile).toHaveAttribute('data-stopped', 'false');
    // Running clocks: the bar offers what they can take, not a second start or a resume.
    await expect(page.getByTestId('broadcast-start-round')).toBeDisabled();
    await expect(page.getByTestId('broadcast-pause')).toBeEnabled();
    await expect(page.getByTestId('broadcast-resume')).toBeDisabled();
    await expect(page.getByTestId('broadcast-extend')).toBeEnabled();
    // The wall turns to the worlds side by side.
    await expect(wall.getByTestId('event-hall')).toHaveAttribute('data-view', 'live');

    // Every team sends its orders but one of the first world's: with under a minute left, its
    // tile says so, and the others do not.
    for (const [world, seated] of phones.entries())
      for (const [i, phone] of seated.entries())
        if (world > 0 || i > 0) await sendOrders(phone, games[world]!, 1);
    await expect(tiles.nth(0).getByTestId('tile-orders')).toHaveText(/^2\/3$/);
    await expect(tiles.nth(0)).toHaveAttribute('data-flags', /\blate_orders\b/);
    await expect(tiles.nth(0).getByTestId('tile-flags')).toContainText(
      label('events.flag_late_orders'),
    );
    for (const n of [1, 2]) {
      await expect(tiles.nth(n).getByTestId('tile-orders')).toHaveText(/^3\/3$/);
      await expect(tiles.nth(n)).not.toHaveAttribute('data-flags', /\blate_orders\b/);
    }
    await checks.now('dashboard, round 1 running');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(
      true,
    );
    await page.screenshot({ path: test.info().outputPath(`dashboard-${night.language}.png`) });

    // Ending it asks once, naming the worlds; then every world waits for round 2.
    await page.getByTestId('broadcast-end-round').click();
    const confirm = page.getByTestId('end-round-confirm');
    for (const n of [0, 1, 2])
      await expect(confirm).toContainText(
        (await tiles.nth(n).getByTestId('tile-title').innerText()).trim(),
      );
    await page
      .getByRole('dialog')
      .getByRole('button', { name: label('events.end_round') })
      .click();
    for (const tile of await tiles.all()) {
      await expect(tile).toHaveAttribute('data-round', '2');
      await expect(tile).toHaveAttribute('data-stopped', 'true');
    }
    // The phones and the wall heard it.
    for (const seated of phones)
      await expect(seated[0]!.getByTestId('phone-round-of')).toHaveText(/(^|\D)2(\D|$)/);
    await expect(wall.getByTestId('hall-world').first()).toHaveAttribute('data-round', '2');
    await wallChecks.now('hall, live');

    // The report: the three worlds side by side.
    await page.getByTestId('event-open-report').click();
    await expect(page).toHaveURL(new RegExp(`#/host/events/report/${eventId}$`));
    const worlds = page.getByTestId('event-report-worlds');
    for (const n of [1, 2, 3])
      await expect(worlds.getByRole('columnheader', { name: new RegExp(` ${n}$`) })).toBeVisible();
    await expect(page.getByTestId('event-ecology-chart')).toBeVisible();
    await checks.now('event report');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(
      true,
    );

    checks.add(wallChecks);
    checks.check();
    await Promise.all([
      wall.context().close(),
      ...phones.flat().map((phone) => phone.context().close()),
      api.dispose(),
    ]);
  });
}
