import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from './fixtures';
import { apiPostOk } from './api';
import { cuttableSockets, E2E_ADMIN, signIn } from './helpers';

// Every step waits on a server round trip, some on a socket event: on a busy machine a screen may
// need longer than the suite's default to show what the server already answered.
const expect = baseExpect.configure({ timeout: 15_000 });

const B = '/api/backoffice';
const PHONE = { width: 360, height: 640 };

interface ControlTeam {
  access_code: string;
  country: { id: number; name: string; cities: { id: number; name: string; ufo: string | null }[] };
}

interface TeamState {
  game: { round: number; stopped: boolean };
  me: { budget: number; income: number };
  prices: Record<string, number>;
  log: Record<string, { type: string; text: string }[]>;
}

/** A new host, signed in through the login screen in a browser context of its own. */
async function newHost(browser: Browser, request: APIRequestContext): Promise<Page> {
  await apiPostOk(request, '/login', E2E_ADMIN, 204);
  const host = {
    email: `player-host-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.local`,
    password: 'player-host-pass',
  };
  await apiPostOk(
    request,
    `${B}/hosts/add`,
    { ...host, name: 'Host', company: '', password_confirmation: host.password, description: '' },
    201,
  );
  const page = await (await browser.newContext()).newPage();
  await signIn(page, host.email, host.password);
  return page;
}

/** The game's teams with their access codes, as the host's control data gives them. */
async function teamsOf(page: Page, gameId: number): Promise<ControlTeam[]> {
  const control = await apiPostOk<{ teams: ControlTeam[] }>(
    page.request,
    `${B}/host/games/control`,
    { gameId },
  );
  return control.teams;
}

/** A host with a game in English of `count` countries and `mods`, made through the API. */
async function hostWithGame(
  browser: Browser,
  request: APIRequestContext,
  { count = 2, mods = [] as ('ufo' | 'negotiation')[] } = {},
) {
  const page = await newHost(browser, request);
  const languages = await (await page.request.get(`${B}/get_languages_options`)).json();
  const en = (languages as { value: number; code: string }[]).find((l) => l.code === 'en')!;
  const countries = (await (await page.request.get(`${B}/get_countries_options`)).json()) as {
    value: number;
    languages: number[];
  }[];
  const teams = countries.filter((c) => c.languages.includes(en.value)).slice(0, count);
  const { id } = await apiPostOk<{ id: number }>(
    page.request,
    `${B}/host/games/add`,
    {
      game: { title: 'Table game', preset: null, language: en.value },
      teams: teams.map((c) => c.value),
      mods,
    },
    201,
  );
  return { page, gameId: id, teams: await teamsOf(page, id) };
}

/** The host starts round 1 of its game. */
async function startRound(host: { page: Page; gameId: number }) {
  await apiPostOk(host.page.request, `${B}/host/games/start_round`, {
    gameId: host.gameId,
    round: 1,
  });
}

/** A phone: a fresh browser context at 360×640. */
async function phone(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })).newPage();
}

/** Joins `team` from the access link, as a player types it. */
async function join(page: Page, gameId: number, team: ControlTeam, code = team.access_code) {
  await page.goto(`/game/${gameId}`);
  await expect(page.getByRole('heading', { name: 'Table game' })).toBeVisible();
  await tick(page, 'countryId', team.country.id);
  await page.locator('input[name="accessCode"]').fill(code);
  await page.locator('button[type="submit"]').click();
}

/** The team's view as the server gives it to this page's session. */
async function teamState(page: Page, gameId: number): Promise<TeamState> {
  const res = await page.request.get(`/api/game/state?gameId=${gameId}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as TeamState;
}

/** Money as an English game writes it: "$1,300", "-$350". */
const money = (value: number) => `${value < 0 ? '-' : ''}$${Math.abs(value).toLocaleString('en')}`;

/** Ticks the choice `name`=`value` as a finger does: on its label (the input itself is styled away). */
async function tick(page: Page, name: string, value: number) {
  const input = page.locator(`input[name="${name}"][value="${value}"]`);
  await page.locator('label').filter({ has: input }).click();
  await expect(input).toBeChecked();
}

test('a team joins from its phone, sends orders, and follows the round live', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // The host makes the game on the add screen, in English, and lands on its control screen.
  const hostPage = await newHost(browser, request);
  await hostPage.goto('/#/host/games/add');
  await hostPage.locator('input[name="title"]').fill('Table game');
  await hostPage.getByRole('combobox', { name: 'Язык игры' }).click();
  await hostPage.getByRole('option', { name: 'English' }).click();
  for (const name of ['Germany', 'France'])
    await hostPage.getByRole('checkbox', { name, exact: true }).check();
  await hostPage.locator('button[type="submit"]').click();
  await expect(hostPage).toHaveURL(/#\/host\/games\/control\/\d+$/);
  const gameId = Number(/control\/(\d+)$/.exec(hostPage.url())![1]);
  const host = { page: hostPage, gameId, teams: await teamsOf(hostPage, gameId) };
  const [team, other] = host.teams as [ControlTeam, ControlTeam];
  await host.page.getByRole('button', { name: 'Начать раунд 1' }).click();
  await expect(host.page.getByRole('button', { name: 'Завершить раунд 1' })).toBeEnabled();

  // A wrong code shows the server's message; the right one opens the team.
  const player = await phone(browser);
  await join(player, gameId, team, 'WRONG1');
  await expect(player.getByRole('alert').filter({ hasText: 'Wrong access code' })).toBeVisible();
  await player.locator('input[name="accessCode"]').fill(team.access_code);
  await player.locator('button[type="submit"]').click();
  await expect(player.getByTestId('team-name')).toHaveText(team.country.name);
  await expect(player.getByTestId('phone-round-of')).toContainText('Round 1');
  await expect(player.getByTestId('connection-indicator')).toHaveAttribute('data-state', 'live');
  // The round is said once on the phone, in the header beside the clock.
  expect((await player.locator('body').innerText()).match(/Round 1\b/g)).toHaveLength(1);

  // A develop, a shield and one step of ecology: the total and what is left follow the edits.
  const before = await teamState(player, gameId);
  const [city, second] = team.country.cities as [{ id: number }, { id: number }, ...unknown[]];
  await tick(player, 'develop', city.id);
  await tick(player, 'shield', second.id);
  await player.getByRole('button', { name: 'Invest in ecology: one more' }).click();
  const total =
    before.prices.develop_cost! + before.prices.shield_cost! + before.prices.ecology_cost!;
  await expect(player.getByTestId('order-line')).toHaveCount(3);
  await expect(player.getByTestId('orders-total')).toHaveText(money(total));
  await expect(player.getByTestId('orders-left')).toHaveText(money(before.me.budget - total));
  await player.locator('button[type="submit"]').click();
  await expect(player.getByTestId('receipt')).toContainText(/Orders sent at \d/);
  await expect(player.getByTestId('receipt')).toContainText(money(total));
  await expect(player.locator('button[type="submit"]')).toHaveText('✓ Sent');
  await expect(player.locator('button[type="submit"]')).toBeDisabled();

  // The host's screen hears the set, with no reload.
  const accepted = host.page.getByTestId('orders-accepted').locator('li');
  await expect(accepted.filter({ hasText: team.country.name })).toHaveCount(1);
  await expect(host.page.getByTestId('orders-not-accepted')).toHaveText(other.country.name);

  // A second phone of the same team sees the set that was sent.
  const teammate = await phone(browser);
  await join(teammate, gameId, team);
  await expect(teammate.getByTestId('team-name')).toHaveText(team.country.name);
  await expect(teammate.locator(`input[name="develop"][value="${city.id}"]`)).toBeChecked();
  await expect(teammate.locator(`input[name="shield"][value="${second.id}"]`)).toBeChecked();
  await expect(teammate.getByTestId('receipt')).toContainText(money(total));

  // A reload keeps the player in the team, with no second join.
  await player.reload();
  await expect(player.getByTestId('team-name')).toHaveText(team.country.name);
  await expect(player.locator('input[name="accessCode"]')).toHaveCount(0);

  // The host ends the round; the phone follows without a reload.
  await host.page.getByRole('button', { name: 'Завершить раунд 1' }).click();
  await host.page.getByRole('dialog').getByRole('button', { name: 'Завершить раунд' }).click();
  await expect(host.page.getByTestId('current-round')).toHaveText('Раунд 2');
  await expect(player.getByTestId('phone-round-of')).toContainText('Round 2');
  await expect(player.getByTestId('round-status')).toContainText('has not started yet');
  const after = await teamState(player, gameId);
  // The round took the set's cost and paid the round's income.
  expect(after.me.budget).toBe(before.me.budget - total + after.me.income);
  await expect(player.getByTestId('budget')).toContainText(money(after.me.budget));
  // Between rounds the form is locked.
  await expect(player.locator(`input[name="develop"][value="${second.id}"]`)).toBeDisabled();
  await expect(player.locator('button[type="submit"]')).toBeDisabled();
  const developed = after.log['1']!.find((entry) => entry.type === 'log.develop');
  expect(developed, JSON.stringify(after.log)).toBeDefined();
  await player.getByRole('tab', { name: 'Events' }).click();
  await expect(player.getByTestId('team-log')).toContainText(developed!.text);

  // The next round opens the form again on both phones, live.
  await host.page.getByRole('button', { name: 'Начать раунд 2' }).click();
  await expect(player.getByTestId('phone-round-of')).toContainText('Round 2');
  await expect(teammate.getByTestId('round-status')).toContainText('send your orders');
  await expect(teammate.locator(`input[name="develop"][value="${second.id}"]`)).toBeEnabled();
});

test('an order set over the budget cannot be sent', async ({ browser, request }) => {
  const host = await hostWithGame(browser, request);
  const [team] = host.teams as [ControlTeam];
  await startRound(host);
  // A country's own link comes with that country chosen: the team types only the code.
  const player = await phone(browser);
  await player.goto(`/game/${host.gameId}/${team.country.id}`);
  await expect(player.locator(`input[name="countryId"][value="${team.country.id}"]`)).toBeChecked();
  await player.locator('input[name="accessCode"]').fill(team.access_code);
  await player.locator('button[type="submit"]').click();
  await expect(player.getByTestId('team-name')).toHaveText(team.country.name);
  const { me, prices } = await teamState(player, host.gameId);

  // Develop and shield every city until the set costs more than the budget.
  let total = 0;
  for (const city of team.country.cities) {
    for (const type of ['develop', 'shield'] as const) {
      if (total > me.budget) break;
      await tick(player, type, city.id);
      total += prices[`${type}_cost`]!;
    }
  }
  expect(total).toBeGreaterThan(me.budget);
  await expect(player.getByTestId('orders-left')).toHaveText(money(me.budget - total));
  await expect(player.locator('[data-testid="order-line"][data-invalid]')).not.toHaveCount(0);
  await expect(player.locator('button[type="submit"]')).toBeDisabled();
  // The reason stands beside the greyed button, in the sticky bar on screen, not far below.
  const reason = player.getByTestId('orders-blocked');
  await expect(reason).toHaveText(
    `Over the budget by ${money(total - me.budget)}: remove an order to send the set.`,
  );
  await expect(reason).toBeInViewport();
  await expect(player.locator('button[type="submit"]')).toHaveAttribute(
    'aria-describedby',
    'orders-blocked',
  );
});

test('a negotiation, a credit and a UFO contact reach the phones live; the host enters without a code; leave ends it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const game = await hostWithGame(browser, request, { count: 3, mods: ['ufo', 'negotiation'] });
  const { gameId, page: host } = game;
  await startRound(game);

  // The team to play is one with a UFO over a city this round (the UFOs land at random).
  const teams = await teamsOf(host, gameId);
  const ours = teams.find((t) => t.country.cities.some((c) => c.ufo !== null))!;
  const visited = ours.country.cities.find((c) => c.ufo !== null)!;
  const theirs = teams.find((t) => t !== ours)!;
  const player = await phone(browser);
  await join(player, gameId, ours);
  await expect(player.getByTestId('team-name')).toHaveText(ours.country.name);
  const rival = await phone(browser);
  await join(rival, gameId, theirs);
  await expect(rival.getByTestId('team-name')).toHaveText(theirs.country.name);
  await expect(rival.getByTestId('connection-indicator')).toHaveAttribute('data-state', 'live');

  // We ask to negotiate; the other phone sees the request and accepts it, and we see that, live.
  await player.getByRole('tab', { name: 'Talks' }).click();
  await rival.getByRole('tab', { name: 'Talks' }).click();
  const ourRow = player.getByTestId(`negotiation-${theirs.country.id}`);
  const theirRow = rival.getByTestId(`negotiation-${ours.country.id}`);
  await ourRow.getByRole('button', { name: 'Request talks' }).click();
  await expect(ourRow).toContainText('Sent · we asked them');
  await expect(theirRow).toContainText('Sent · they asked us');
  await theirRow.getByRole('button', { name: 'Accept' }).click();
  await expect(ourRow).toContainText('Accepted');
  // The host starts the negotiation at the table; both phones show it ongoing.
  await apiPostOk(
    host.request,
    `${B}/host/games/start_negotiation`,
    { gameId, countryFrom: ours.country.id, countryTo: theirs.country.id },
    204,
  );
  await expect(ourRow).toContainText('Ongoing');
  await ourRow.getByRole('button', { name: 'Ready to finish' }).click();
  await expect(theirRow).toContainText('Ongoing, ready to finish');

  // The host's credit raises our budget on the phone without a reload.
  const { me } = await teamState(player, gameId);
  const credit = await apiPostOk<{ budget: number }>(host.request, '/api/game/credit', {
    gameId,
    countryTo: ours.country.id,
    amount: 250,
  });
  expect(credit.budget).toBe(me.budget + 250);
  await expect(player.getByTestId('budget')).toContainText(money(me.budget + 250));

  // Contact with the UFO over our city brings its key once the round ends.
  await player.getByRole('tab', { name: 'Orders' }).click();
  await expect(player.getByTestId('order-supertech')).toContainText(
    'A supertech needs all three keys',
  );
  await tick(player, 'ufo_contact', visited.id);
  await player.locator('button[type="submit"]').click();
  await expect(player.getByTestId('receipt')).toContainText(/Orders sent at \d/);
  await expect(player.locator('button[type="submit"]')).toHaveText('✓ Sent');
  await apiPostOk(host.request, `${B}/host/games/round`, { gameId, round: 1 });
  await expect(player.getByTestId('phone-round-of')).toContainText('Round 2');
  await player.getByRole('tab', { name: 'Country' }).click();
  await expect(player.getByTestId(`key-${visited.ufo}`)).toHaveAttribute('data-has', 'true');

  // The game's host, signed in, opens a team's link and plays it with no code.
  const seat = await host.context().newPage();
  await seat.goto(`/game/${gameId}/${theirs.country.id}`);
  await expect(seat.getByTestId('team-name')).toHaveText(theirs.country.name);

  // Leave ends the team on this phone: the join screen shows, and a reload keeps it there.
  player.on('dialog', (dialog) => void dialog.accept());
  await player.getByRole('button', { name: 'Leave' }).click();
  await expect(player.locator('input[name="accessCode"]')).toBeVisible();
  await player.reload();
  await expect(player.locator('input[name="accessCode"]')).toBeVisible();
  expect((await player.request.get(`/api/game/state?gameId=${gameId}`)).status()).toBe(401);
});

test('a phone whose connection dropped through the end of a round catches up when it is back', async ({
  browser,
  request,
}) => {
  const host = await hostWithGame(browser, request);
  const [team] = host.teams as [ControlTeam];
  await startRound(host);
  const player = await phone(browser);
  const sockets = await cuttableSockets(player);
  await join(player, host.gameId, team);
  const indicator = player.getByTestId('connection-indicator');
  await expect(indicator).toHaveAttribute('data-state', 'live');
  await expect(player.getByTestId('phone-round-of')).toContainText('Round 1');

  await sockets.cut();
  await expect(indicator).toHaveAttribute('data-state', 'reconnecting');
  await expect(indicator).toHaveText('Reconnecting…');
  // The round ends while the phone hears nothing.
  await apiPostOk(host.page.request, `${B}/host/games/round`, { gameId: host.gameId, round: 1 });

  sockets.restore();
  await expect(indicator).toHaveAttribute('data-state', 'live');
  await expect(player.getByTestId('phone-round-of')).toContainText('Round 2');
  await expect(player.locator('button[type="submit"]')).toBeDisabled();
});

test('after round 6 the phone says the game is over and shows the results in its own layout', async ({
  browser,
  request,
}) => {
  const host = await hostWithGame(browser, request);
  const [team] = host.teams as [ControlTeam];
  const player = await phone(browser);
  await join(player, host.gameId, team);
  await expect(player.getByTestId('connection-indicator')).toHaveAttribute('data-state', 'live');
  for (let round = 1; round <= 6; round++) {
    await apiPostOk(host.page.request, `${B}/host/games/start_round`, {
      gameId: host.gameId,
      round,
    });
    await apiPostOk(host.page.request, `${B}/host/games/round`, { gameId: host.gameId, round });
  }
  await expect(player.getByTestId('round-status')).toContainText('The game is over');
  await expect(player.getByTestId('orders-form')).toHaveCount(0);
  // The results open in the phone's own layout: the nominations wait for the host's reveal, and
  // the team's story has its six rounds; nothing runs off the side of a 360-pixel screen.
  await expect(player.getByRole('tab', { name: 'Results' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(player.getByTestId('phone-nomination-winner')).toHaveAttribute(
    'data-revealed',
    'false',
  );
  await expect(player.getByTestId('phone-nomination-winner')).toContainText(
    'Waiting for the host to reveal it',
  );
  await expect(player.getByTestId('story-round')).toHaveCount(6);
  await expect(player.getByTestId('team-bombed')).toContainText(
    'Revealed at the end of the final screen',
  );
  expect(
    await player.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
  ).toBe(false);
});
