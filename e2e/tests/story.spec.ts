// The story of a game: the round's news on the projector, the host's reveal of the final screen
// followed by the room and the phones, and the debrief report the discussion starts from.
import { expect, test, type Browser, type Page } from './fixtures';
import { apiPostOk } from './api';
import { ApiClient, createGame, joinTeam, newHostAccount, playRound, type Team } from './game-api';
import { fontsDrawn, signIn } from './helpers';

const B = '/api/backoffice';
// A first screen waits for the labels, its chunk, the game's texts and its data.
const FIRST_LOAD = { timeout: 30_000 };
// A live screen changes on the server's event; the news stays six seconds a headline.
const LIVE = { timeout: 20_000 };
test.describe.configure({ timeout: 120_000 });

/** Waits until a screen's live connection is up: the indicator shows only while it is not. */
const live = (page: Page) =>
  expect(page.getByTestId('connection-indicator')).toHaveCount(0, FIRST_LOAD);

/** An anonymous browser at the room's projector resolution. */
async function projector(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  return context.newPage();
}

/** A host's account and its API client, signed in. */
async function host(baseURL: string) {
  const account = await newHostAccount(baseURL);
  const client = await (await ApiClient.create(baseURL)).login(account.email, account.password);
  return { account, client };
}

interface BombedGame {
  id: number;
  attacker: Team;
  bombed: Team;
  shielded: Team;
}

/**
 * A game played to its end through the API in which the first country bombs a city of the second
 * (destroyed) and the shielded city of the third (stopped): a credit buys its programme in round
 * 1, it builds bombs in round 2 and drops them in round 3.
 */
async function playBombedGame(client: ApiClient, baseURL: string): Promise<BombedGame> {
  const game = await createGame(client, { title: 'Разбор полётов', teams: 3 });
  const [attacker, bombed, shielded] = game.teams;
  if (!attacker || !bombed || !shielded) throw new Error('a game of 3 teams');
  const phones = {
    attacker: await joinTeam(baseURL, game.id, attacker),
    shielded: await joinTeam(baseURL, game.id, shielded),
  };
  const orders = (team: ApiClient, round: number, list: unknown[]) =>
    team.post('/api/game/orders', { gameId: game.id, round, orders: list });
  const start = (round: number) =>
    client.post(`${B}/host/games/start_round`, { gameId: game.id, round });
  const end = (round: number) => client.post(`${B}/host/games/round`, { gameId: game.id, round });

  await start(1);
  await client.post('/api/game/credit', {
    gameId: game.id,
    countryTo: attacker.country.id,
    amount: 5000,
  });
  await orders(phones.attacker, 1, [{ type: 'technology' }]);
  await orders(phones.shielded, 1, [{ type: 'shield', city: shielded.country.cities[0]!.id }]);
  await end(1);
  await start(2);
  await orders(phones.attacker, 2, [{ type: 'build_bombs', count: 2 }]);
  await end(2);
  await start(3);
  await orders(phones.attacker, 3, [
    { type: 'attack', city: bombed.country.cities[0]!.id },
    { type: 'attack', city: shielded.country.cities[0]!.id },
  ]);
  await end(3);
  let round = 4;
  while (!(await playRound(client, game.id, round))) round++;
  await phones.attacker.dispose();
  await phones.shielded.dispose();
  return { id: game.id, attacker, bombed, shielded };
}

test('the projector shows a round’s news after the host ends the round, then the figures again', async ({
  browser,
  baseURL,
}) => {
  const { client } = await host(baseURL ?? '');
  const game = await createGame(client, { title: 'Новости', teams: 3 });
  const [first, second] = game.teams;
  if (!first || !second) throw new Error('a game of 3 teams');
  const team = await joinTeam(baseURL ?? '', game.id, first);
  const page = await projector(browser);
  await page.goto(`/#/stats/${game.id}`);
  await expect(page.getByTestId('stats-round')).toHaveText('Раунд 1', FIRST_LOAD);
  await live(page);
  // An open screen starts on the figures: there is no news before a round ends.
  await expect(page.getByTestId('round-news')).toHaveCount(0);

  // Round 1: one country sanctions another and gives it money (a secret of the two teams).
  await client.post(`${B}/host/games/start_round`, { gameId: game.id, round: 1 });
  await team.post('/api/game/orders', {
    gameId: game.id,
    round: 1,
    orders: [
      { type: 'sanction', country: second.country.id },
      { type: 'transfer', country: second.country.id, amount: 100 },
    ],
  });
  await client.post(`${B}/host/games/round`, { gameId: game.id, round: 1 });

  // The news takes the screen, one large headline at a time, in the game's language.
  const news = page.getByTestId('round-news');
  await expect(news).toBeVisible(LIVE);
  await expect(news).toHaveAttribute('data-round', '1');
  await expect(news).toContainText('Новости раунда 1');
  const headline = page.getByTestId('news-headline');
  await expect(headline).toHaveText(
    `${first.country.name}: введены санкции против страны ${second.country.name}`,
    LIVE,
  );
  const fontSize = await headline
    .locator('p')
    .evaluate((p) => parseFloat(getComputedStyle(p).fontSize));
  expect(fontSize).toBeGreaterThanOrEqual(60);
  await expect(page.getByTestId('stats-country')).toHaveCount(0);

  // Then the figures come back by themselves; the host may show the news again.
  await expect(page.getByTestId('stats-country')).toHaveCount(3, { timeout: 40_000 });
  await expect(news).toHaveCount(0);
  await page.getByTestId('news-replay').click();
  await expect(news).toBeVisible();
  await page.getByTestId('news-skip').click();
  await expect(page.getByTestId('stats-country')).toHaveCount(3);
  await team.dispose();
  await client.dispose();
});

test.describe('a game that ended with bombs', () => {
  let game: BombedGame;
  let account: { email: string; password: string };

  test.beforeAll(async ({ baseURL }) => {
    const made = await host(baseURL ?? '');
    account = made.account;
    game = await playBombedGame(made.client, baseURL ?? '');
    await made.client.dispose();
  });

  test('the host reveals the nominations step by step; a phone shows each only after the projector', async ({
    browser,
  }) => {
    const card = (page: Page, name: string) => page.getByTestId(`nomination-${name}`);
    const onPhone = (page: Page, name: string) => page.getByTestId(`phone-nomination-${name}`);

    // The room's projector, and a phone of the bombed country on its Results tab.
    const room = await projector(browser);
    await room.goto(`/#/final/${game.id}`);
    await expect(card(room, 'investor')).toHaveAttribute('data-revealed', 'false', FIRST_LOAD);
    await live(room);
    const phone = await (
      await browser.newContext({ viewport: { width: 360, height: 640 }, isMobile: true })
    ).newPage();
    await apiPostOk(
      phone.request,
      '/api/game/join',
      { gameId: game.id, countryId: game.bombed.country.id, accessCode: game.bombed.access_code },
      204,
    );
    await phone.goto(`/game/${game.id}`);
    await expect(onPhone(phone, 'investor')).toHaveAttribute('data-revealed', 'false', FIRST_LOAD);
    await expect(phone.getByTestId('connection-indicator')).toHaveAttribute('data-state', 'live');
    await expect(phone.getByTestId('team-bombed')).toContainText('Откроется в конце показа итогов');

    // The host's own browser: signed in, the final screen on the projector and the control screen.
    const hostContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const control = await hostContext.newPage();
    await signIn(control, account.email, account.password);
    await control.goto(`/#/host/games/control/${game.id}`);
    await expect(control.getByTestId('reveal-panel')).toHaveAttribute(
      'data-revealed',
      '0',
      FIRST_LOAD,
    );
    const screen = await hostContext.newPage();
    await screen.setViewportSize({ width: 1920, height: 1080 });
    await screen.goto(`/#/final/${game.id}`);
    await expect(screen.getByTestId('reveal-controls')).toBeVisible(FIRST_LOAD);
    await expect(room.getByTestId('reveal-controls')).toHaveCount(0);

    // → on the host's projector: the investor, on every screen; the phone had nothing before.
    await screen.keyboard.press('ArrowRight');
    await expect(card(screen, 'investor')).toHaveAttribute('data-revealed', 'true', LIVE);
    await expect(card(room, 'investor')).toHaveAttribute('data-revealed', 'true', LIVE);
    await expect(onPhone(phone, 'investor')).toHaveAttribute('data-revealed', 'true', LIVE);
    await expect(onPhone(phone, 'ecologist')).toHaveAttribute('data-revealed', 'false');

    // The control screen's button: the next one (the ecologist).
    await expect(control.getByTestId('reveal-panel')).toHaveAttribute('data-revealed', '1', LIVE);
    await control.getByTestId('reveal-next').click();
    await expect(card(room, 'ecologist')).toHaveAttribute('data-revealed', 'true', LIVE);
    await expect(onPhone(phone, 'ecologist')).toHaveAttribute('data-revealed', 'true', LIVE);
    await expect(onPhone(phone, 'peacemaker')).toHaveAttribute('data-revealed', 'false');

    // ← takes a step back everywhere.
    await screen.keyboard.press('ArrowLeft');
    await expect(card(room, 'ecologist')).toHaveAttribute('data-revealed', 'false', LIVE);
    await expect(onPhone(phone, 'ecologist')).toHaveAttribute('data-revealed', 'false', LIVE);

    // Up to the winner, one step at a time: the phone's aggressor only after the room's.
    for (const name of ['ecologist', 'peacemaker', 'aggressor']) {
      await expect(onPhone(phone, name)).toHaveAttribute('data-revealed', 'false');
      await screen.keyboard.press('Space');
      await expect(card(room, name)).toHaveAttribute('data-revealed', 'true', LIVE);
      await expect(onPhone(phone, name)).toHaveAttribute('data-revealed', 'true', LIVE);
    }
    await expect(onPhone(phone, 'aggressor')).toContainText(game.attacker.country.name);
    await expect(onPhone(phone, 'winner')).toHaveAttribute('data-revealed', 'false');
    await expect(phone.getByTestId('bombed-us')).toHaveCount(0);

    // A: everything at once, down to who bombed whom.
    await screen.keyboard.press('a');
    const attacks = room.getByTestId('attack');
    await expect(attacks).toHaveCount(2, LIVE);
    await expect(attacks.first()).toContainText(game.attacker.country.name);
    await expect(attacks.first()).toContainText(game.bombed.country.cities[0]!.name);
    await expect(attacks.first()).toContainText('город уничтожен');
    await expect(attacks.nth(1)).toContainText(game.shielded.country.cities[0]!.name);
    await expect(attacks.nth(1)).toContainText('остановлена щитом');
    expect(
      await room.evaluate(() => document.documentElement.scrollHeight > window.innerHeight),
    ).toBe(false);
    await expect(onPhone(phone, 'winner')).toHaveAttribute('data-revealed', 'true', LIVE);
    const bombedUs = phone.getByTestId('bombed-us');
    await expect(bombedUs).toHaveCount(1, LIVE);
    await expect(bombedUs).toContainText(game.attacker.country.name);
    await expect(bombedUs).toContainText(game.bombed.country.cities[0]!.name);
    expect(
      await phone.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
    ).toBe(false);
    await expect(control.getByTestId('reveal-panel')).toHaveAttribute('data-revealed', '6', LIVE);

    // The phone's World tab tells the world's news of every round; a bomb's city, never its
    // attacker (that only the reveal tells).
    await phone.getByRole('tab', { name: 'Мир' }).click();
    await expect(phone.getByTestId('news-round')).toHaveCount(6);
    const round3 = phone.locator('[data-testid="news-round"][data-round="3"]');
    await expect(round3).toContainText(
      `${game.bombed.country.name}: город ${game.bombed.country.cities[0]!.name} уничтожен`,
    );
    await expect(round3).not.toContainText(game.attacker.country.name);
  });

  test('the report names the attacker of a bombed city and prints to a PDF', async ({ page }) => {
    await signIn(page, account.email, account.password);
    // The host's games list leads to the report.
    await page.goto('/#/host/games/list');
    await page.getByTestId('game-report-link').first().click();
    await expect(page).toHaveURL(new RegExp(`#/host/games/report/${game.id}$`));
    await expect(page.getByTestId('report-title')).toHaveText('Разбор полётов', FIRST_LOAD);

    // Who bombed whom: the attacker, the city and its country, and what the bomb did.
    const attack = page.getByTestId('report-attack');
    await expect(attack).toHaveCount(2);
    await expect(attack.first()).toContainText(game.attacker.country.name);
    await expect(attack.first()).toContainText(game.bombed.country.cities[0]!.name);
    await expect(attack.first()).toContainText('Город уничтожен');
    await expect(attack.nth(1)).toContainText('Остановлена щитом');
    // The timeline of round 3 names the attacker too, and every round is there.
    await expect(page.getByTestId('timeline-round')).toHaveCount(6);
    const round3 = page.locator('[data-testid="timeline-round"][data-round="3"]');
    await expect(round3.locator('[data-bomb]').first()).toContainText(game.attacker.country.name);
    await expect(page.getByTestId('standing-row')).toHaveCount(3);
    await expect(page.getByTestId('standings-chart')).toBeVisible();
    await expect(page.getByTestId('order-sets').first()).toContainText('Ядерная программа');
    await expect(page.getByTestId('report-nomination-aggressor')).toContainText(
      game.attacker.country.name,
    );

    // The files to keep.
    const csv = await page.request.get(
      (await page.getByTestId('export-csv').getAttribute('href')) ?? '',
    );
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-disposition']).toContain('attachment');

    // On paper: no menu, the report alone, on A4 pages.
    // Printed in the app's font, which has come long before a host prints.
    await fontsDrawn(page);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('user-menu')).toBeHidden();
    await expect(page.getByTestId('report-tools')).toBeHidden();
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    // A game of three teams: more than a page, far from one a section (report.spec.ts counts them).
    expect(pages.length).toBeGreaterThan(1);
  });
});
