import { expect, test, type Page, type WebSocketRoute } from './fixtures';
import {
  createGame,
  joinTeam,
  playRound,
  signedInHost,
  variablesPreset,
  type Team,
} from './game-api';

// The projector is a browser nobody signed in to, at the room's projector resolution.
test.use({ viewport: { width: 1920, height: 1080 }, storageState: { cookies: [], origins: [] } });

// A first screen waits for the labels, its chunk, the game's texts and its data: on a busy
// machine that takes longer than a click's answer.
const FIRST_LOAD = { timeout: 30_000 };
// A live screen does not poll: it changes on the server's event (or after a reconnect).
const REFRESH = { timeout: 20_000 };
// Each journey plays a game through the API and waits for the screens to follow.
test.describe.configure({ timeout: 180_000 });

/** Marks the document, so a later check can tell that the page was not reloaded. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { projectorMark: string }).projectorMark = 'kept';
  });
const documentMark = (page: Page) =>
  page.evaluate(() => (window as unknown as { projectorMark?: string }).projectorMark);

/** Waits until the screen's live connection is up: the indicator shows only while it is not. */
const live = (page: Page) =>
  expect(page.getByTestId('connection-indicator')).toHaveCount(0, FIRST_LOAD);

/** True when the page shows a scroll bar (content wider or taller than the viewport). */
const scrolls = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    return root.scrollWidth > innerWidth || root.scrollHeight > innerHeight;
  });

test('the room follows the stats screen: joining at round 1, then the rounds as they end', async ({
  page,
  baseURL,
}) => {
  const host = await signedInHost(baseURL ?? '');
  const game = await createGame(host, { title: 'Пятничная игра', teams: 9 });
  // The socket passes through the test, which can cut it and refuse new ones (going offline
  // does not cut WebSockets).
  const sockets: WebSocketRoute[] = [];
  let refuse = false;
  await page.routeWebSocket(/\/socket\.io\//, async (ws) => {
    if (refuse) return ws.close();
    ws.connectToServer();
    sockets.push(ws);
  });

  await page.goto(`/#/stats/${game.id}`);
  await expect(page.getByRole('heading', { name: 'Пятничная игра' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('stats-round')).toHaveText('Раунд 1');
  // At round 1 teams can still join: the link and its QR code.
  await expect(page.getByTestId('access-link')).toHaveText(new RegExp(`/game/${game.id}$`));
  await expect(page.getByTestId('access-qr')).toBeVisible();
  expect(await scrolls(page)).toBe(false);
  await markDocument(page);
  await live(page);

  // The host ends round 1 (through the API): the screen follows without a reload.
  await playRound(host, game.id, 1);
  await expect(page.getByTestId('stats-round')).toHaveText('Раунд 2', REFRESH);
  expect(await documentMark(page)).toBe('kept');
  await expect(page.getByTestId('join-panel')).toHaveCount(0);
  // The round's news comes first (story.spec follows it); back to the figures at once.
  await page.getByTestId('news-skip').click(REFRESH);

  // Round 2: every country with its cities, the ecology and the two charts.
  const columns = page.getByTestId('stats-country');
  await expect(columns).toHaveCount(9);
  for (const [i, team] of game.teams.entries()) {
    await expect(columns.nth(i)).toContainText(team.country.name);
    await expect(columns.nth(i).getByTestId('stats-city')).toHaveCount(team.country.cities.length);
  }
  await expect(page.locator('canvas')).toHaveCount(1);
  await expect(page.getByTestId('stats-ecology')).toHaveText(/^\d+(,\d)?\u00a0%$/);
  expect(await scrolls(page)).toBe(false);
  // Nothing secret reaches the room.
  const text = (await page.locator('body').innerText()).toUpperCase();
  for (const team of game.teams) expect(text).not.toContain(team.access_code);

  await playRound(host, game.id, 2);
  await expect(page.getByTestId('stats-round')).toHaveText('Раунд 3', REFRESH);

  // The connection drops and round 3 ends meanwhile: the screen says so, and once connected
  // again it catches up by itself.
  refuse = true;
  for (const ws of sockets.splice(0)) await ws.close();
  await expect(page.getByTestId('connection-indicator')).toBeVisible();
  await playRound(host, game.id, 3);
  refuse = false;
  await live(page);
  await expect(page.getByTestId('stats-round')).toHaveText('Раунд 4', REFRESH);
  expect(await documentMark(page)).toBe('kept');
  await host.dispose();
});

test("the final screen follows the host's reveal one step at a time, the winner last, then the attacks", async ({
  page,
  baseURL,
}) => {
  const host = await signedInHost(baseURL ?? '');
  const game = await createGame(host, { title: 'Финал', teams: 3 });
  const [giver, taker] = game.teams;
  if (!giver || !taker) throw new Error('a game of 3 teams');

  // Opened early, it says the nominations come at the end.
  await page.goto(`/#/final/${game.id}`);
  await expect(page.getByText('Игра ещё не окончена: номинации объявляются в конце')).toBeVisible(
    FIRST_LOAD,
  );

  // Round 1: one country gives money away (the investor, and a peacemaker); then to the end.
  const team = await joinTeam(baseURL ?? '', game.id, giver);
  await host.post('/api/backoffice/host/games/start_round', { gameId: game.id, round: 1 });
  await team.post('/api/game/orders', {
    gameId: game.id,
    round: 1,
    orders: [{ type: 'transfer', country: taker.country.id, amount: 250 }],
  });
  await host.post('/api/backoffice/host/games/round', { gameId: game.id, round: 1 });
  let round = 2;
  while (!(await playRound(host, game.id, round))) round++;

  // The open screen finds out by itself that the game is over, and shows nothing before the
  // host reveals it: the room's projector has no controls of its own.
  const card = (name: string) => page.getByTestId(`nomination-${name}`);
  await expect(card('winner')).toBeVisible(REFRESH);
  const order = ['investor', 'ecologist', 'peacemaker', 'aggressor', 'winner'];
  for (const name of order) await expect(card(name)).toHaveAttribute('data-revealed', 'false');
  await expect(page.getByTestId('winner-banner')).toHaveCount(0);
  await expect(page.getByTestId('reveal-controls')).toHaveCount(0);
  await expect(page.getByText('Ведущий открывает номинации по одной')).toBeVisible();
  await page.keyboard.press('ArrowRight');

  // Each step the host reveals (here through the API) reaches the screen live; the winner last.
  const reveal = (step: number) =>
    host.post('/api/backoffice/host/games/reveal', { gameId: game.id, step });
  await reveal(1);
  await expect(card('investor')).toHaveAttribute('data-revealed', 'true', REFRESH);
  await expect(card('investor')).toContainText(giver.country.name);
  await expect(card('investor')).toContainText('$250');
  await expect(card('ecologist')).toHaveAttribute('data-revealed', 'false');
  await reveal(2);
  await expect(card('ecologist')).toContainText('Эту номинацию никто не заслужил', REFRESH);
  await reveal(3);
  await expect(card('peacemaker')).toContainText(giver.country.name, REFRESH);
  await reveal(4);
  await expect(card('aggressor')).toContainText('Эту номинацию никто не заслужил', REFRESH);
  await expect(page.getByTestId('winner-banner')).toHaveCount(0);
  await reveal(5);
  await expect(card('winner')).toHaveAttribute('data-revealed', 'true', REFRESH);
  await expect(page.getByTestId('winner-banner')).toHaveText('Победитель!');
  await expect(card('winner').getByTestId('nominee').first()).toContainText('%');
  expect(await scrolls(page)).toBe(false);

  // The last step: who bombed whom (nobody, in this game).
  await reveal(6);
  await expect(page.getByTestId('no-attacks')).toHaveText(
    'В этой игре не упало ни одной бомбы',
    REFRESH,
  );
  expect(await scrolls(page)).toBe(false);
  await team.dispose();
  await host.dispose();
});

test('the final screen says how the winner rule settled equal standards', async ({
  page,
  baseURL,
}) => {
  const host = await signedInHost(baseURL ?? '');
  // One develop lifts a city to the cap: every country that develops all its cities ends at the
  // top standard, and the catalogue's countries start from different totals.
  const preset = await variablesPreset(baseURL ?? '', { rounds: 1, develop_boost: 100 });
  const game = await createGame(host, { title: 'Правило победителя', teams: 3, preset });
  await host.post('/api/backoffice/host/games/start_round', { gameId: game.id, round: 1 });
  const teams = await Promise.all(game.teams.map((t) => joinTeam(baseURL ?? '', game.id, t)));
  for (const [i, team] of teams.entries()) {
    await team.post('/api/game/orders', {
      gameId: game.id,
      round: 1,
      orders: game.teams[i]?.country.cities.map((c) => ({ type: 'develop', city: c.id })),
    });
  }
  await host.post('/api/backoffice/host/games/round', { gameId: game.id, round: 1 });
  const start = (t: Team) => t.country.cities.reduce((n, c) => n + c.economy, 0);
  const lowest = [...game.teams].sort((x, y) => start(x) - start(y))[0];
  if (!lowest) throw new Error('a game of 3 teams');

  // Equal standards: the country that started lowest rose most.
  await host.post('/api/backoffice/host/games/reveal', { gameId: game.id, step: 5 });
  await page.goto(`/#/final/${game.id}`);
  const winner = page.getByTestId('nomination-winner');
  await expect(page.getByTestId('winner-banner')).toHaveText('Победитель!', FIRST_LOAD);
  await expect(winner.getByTestId('nominee')).toHaveCount(1);
  await expect(winner.getByTestId('nominee')).toContainText(lowest.country.name);
  const note = winner.getByTestId('winner-tie-break');
  await expect(note).toHaveAttribute('data-by', 'rise');
  await expect(note).toContainText('Равный уровень жизни');
  for (const t of game.teams) await expect(note).toContainText(t.country.name);
  await expect(note).toContainText('Решил наибольший рост с начала игры');
  expect(await scrolls(page)).toBe(false);
  await Promise.all(teams.map((t) => t.dispose()));
  await host.dispose();
});
