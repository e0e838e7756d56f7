import { expect as baseExpect, test, type Browser, type Page, type Request } from './fixtures';
import { ApiClient, createGame, joinTeam, newHostAccount, type Team } from './game-api';
import { setAdminLanguage, signIn } from './helpers';

// A phone's send of the order set reaches the server, but the answer is cut on its way back, as
// a venue's Wi-Fi drops a connection: the phone sends the set again with the same key, and the
// server applies it once.

// A phone's first screen waits for its chunk, the game's texts and the team's view, on a busy
// machine longer than the suite's default.
const expect = baseExpect.configure({ timeout: 15_000 });

const B = '/api/backoffice';
const PHONE = { width: 360, height: 640 };
const SENT_AT = /^Sent at \d{1,2}:\d{2}/;
/** A balancer's own answer while no process behind it can take calls. */
const BALANCER_503 = {
  status: 503,
  contentType: 'text/html',
  body: '<html><body><h1>503 Service Unavailable</h1>No server is available.</body></html>',
};

async function phone(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })).newPage();
}

/** The phone's session joins `team` and opens the team's screen. */
async function playOn(page: Page, gameId: number, team: Team) {
  const joined = await page.request.post('/api/game/join', {
    data: { gameId, countryId: team.country.id, accessCode: team.access_code },
    headers: { 'X-XSRF-TOKEN': await xsrfToken(page) },
  });
  expect(joined.status(), await joined.text()).toBe(204);
  await page.goto(`/game/${gameId}`);
  await expect(page.getByTestId('team-name')).toHaveText(team.country.name);
}

async function xsrfToken(page: Page): Promise<string> {
  expect((await page.request.get('/sanctum/csrf-cookie')).status()).toBe(204);
  const cookies = await page.context().cookies();
  return decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
}

/** A game event a screen heard: its name and the game's version it carries. */
interface Heard {
  name: string;
  seq: number;
}

/** The game events the host's control screen hears, in order: socket.io's `42["name",{…}]`. */
function eventsHeardBy(page: Page): Heard[] {
  const heard: Heard[] = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString();
      const match = /^42\["([a-z-]+)",(.*)\]$/.exec(text);
      if (!match?.[1] || !match[2]) return;
      heard.push({ name: match[1], seq: (JSON.parse(match[2]) as { seq: number }).seq });
    }),
  );
  return heard;
}

test('a send whose answer was cut is sent again by the phone and applied once', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const account = await newHostAccount(baseURL ?? '');
  const host = await (await ApiClient.create(baseURL ?? '')).login(account.email, account.password);
  const game = await createGame(host, { title: 'Retry game', teams: 2, language: 'en' });
  const [team, rival] = game.teams as [Team, Team];
  await host.post(`${B}/host/games/start_round`, { gameId: game.id, round: 1 });

  // The host's control screen, live.
  const heard = eventsHeardBy(page);
  await signIn(page, account.email, account.password);
  await page.goto(`/#/host/games/control/${game.id}`);
  await expect(page.getByTestId('connection-indicator')).toHaveAttribute('data-state', 'live', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('orders-not-accepted')).toContainText(team.country.name);

  const teamPhone = await phone(browser);
  await playOn(teamPhone, game.id, team);
  await expect(teamPhone.getByTestId('connection-indicator')).toHaveAttribute('data-state', 'live');

  // The first attempt reaches the server, which takes the set; its answer never reaches the phone.
  const attempts: { request: Request; status: number | null }[] = [];
  await teamPhone.route(/\/api\/game\/orders$/, async (route) => {
    if (attempts.length === 0) {
      const response = await route.fetch();
      attempts.push({ request: route.request(), status: response.status() });
      await route.abort('connectionreset');
      return;
    }
    attempts.push({ request: route.request(), status: null });
    await route.continue();
  });

  const city = team.country.cities[0] as Team['country']['cities'][number];
  const input = teamPhone.locator(`input[name="develop"][value="${city.id}"]`);
  await teamPhone.locator('label').filter({ has: input }).click();
  await expect(input).toBeChecked();
  await teamPhone.getByTestId('submit-orders').click();

  // The phone says the set is sent, as after a send answered at once.
  await expect(teamPhone.getByTestId('orders-state')).toHaveText(SENT_AT);
  expect(attempts).toHaveLength(2);
  expect(attempts[0]?.status).toBe(200);
  const keys = attempts.map((a) => a.request.headers()['idempotency-key']);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{1,100}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(attempts[1]?.request.postDataJSON()).toEqual(attempts[0]?.request.postDataJSON());
  const state = await (await teamPhone.request.get(`/api/game/state?gameId=${game.id}`)).json();
  expect(state.orders.orders).toEqual([{ type: 'develop', city: city.id }]);

  // The control screen shows the set accepted. It heard it twice, under one version: from the
  // first send, and again from the retry, which announces a set it finds stored (a first send
  // whose process died after its commit told nobody). The rival's phone then joins, which the
  // screen hears after every event of the team's attempts: its version is the one the team's set
  // made, so nothing was written since.
  await expect(page.getByTestId('orders-accepted')).toContainText(team.country.name);
  const rivalPhone = await joinTeam(baseURL ?? '', game.id, rival);
  const accepted = heard.findIndex((h) => h.name === 'orders-accepted');
  expect(accepted).toBeGreaterThanOrEqual(0);
  await expect
    .poll(() => heard.slice(accepted).some((h) => h.name === 'presence-changed'))
    .toBe(true);
  const after = heard.slice(accepted);
  expect(after.filter((h) => h.name === 'orders-accepted')).toHaveLength(2);
  const seq = heard[accepted]?.seq;
  expect(after.map((h) => h.seq)).toEqual(after.map(() => seq));

  await rivalPhone.dispose();
  await teamPhone.context().close();
  await host.dispose();
});

test('a set the server cannot take for now is held, said so in words, and stored once it answers', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const account = await newHostAccount(baseURL ?? '');
  const host = await (await ApiClient.create(baseURL ?? '')).login(account.email, account.password);
  const game = await createGame(host, { title: 'Server away', teams: 2, language: 'en' });
  const [team] = game.teams as [Team];
  await host.post(`${B}/host/games/start_round`, { gameId: game.id, round: 1 });
  const teamPhone = await phone(browser);
  await playOn(teamPhone, game.id, team);
  await expect(teamPhone.getByTestId('connection-indicator')).toHaveAttribute('data-state', 'live');

  // The sends meet a balancer with no process behind it (its own 503 page, as while Redis or the
  // database restarts), until the server is back. The first waits until the phone has said it is
  // sending.
  let down = true;
  let letFirstFail = () => {};
  const firstHeld = new Promise<void>((resolve) => (letFirstFail = resolve));
  const attempts: { key: string | undefined; reached: boolean }[] = [];
  await teamPhone.route(/\/api\/game\/orders$/, async (route) => {
    const key = route.request().headers()['idempotency-key'];
    if (attempts.length === 0) await firstHeld;
    attempts.push({ key, reached: !down });
    if (!down) return route.continue();
    return route.fulfill(BALANCER_503);
  });

  const [city] = team.country.cities as [{ id: number }, ...unknown[]];
  const input = teamPhone.locator(`input[name="develop"][value="${city.id}"]`);
  await teamPhone.locator('label').filter({ has: input }).click();
  await expect(input).toBeChecked();
  const total = await teamPhone.getByTestId('orders-total').textContent();
  await teamPhone.getByTestId('submit-orders').click();

  // On its way: the phone says it is sending.
  const state = teamPhone.getByTestId('orders-state');
  const button = teamPhone.getByTestId('submit-orders');
  await expect(button).toHaveText('Sending…');
  await expect(button).toBeDisabled();
  await expect(state).toHaveText('Sending the orders…');
  letFirstFail();

  // The server does not take it: the phone holds the set, shown as sent, and says why in words,
  // never in the balancer's.
  await expect(state).toHaveText(
    'The server is not answering for now: the orders are not sent yet. The phone sends them as soon as it answers.',
    { timeout: 30_000 },
  );
  await expect(button).toHaveText('Waiting to send…');
  await expect(input).toBeChecked();
  await expect(teamPhone.getByTestId('orders-total')).toHaveText(total ?? '');
  await expect(teamPhone.locator('body')).not.toContainText('Service Unavailable');
  await expect(teamPhone.locator('body')).not.toContainText('Draft, not sent');
  await state.scrollIntoViewIfNeeded();
  await teamPhone.screenshot({ path: testInfo.outputPath('phone-server-unavailable.png') });
  const state0 = await (await teamPhone.request.get(`/api/game/state?gameId=${game.id}`)).json();
  expect(state0.orders).toBeNull();

  // The server is back: the next try goes through, with the set's one key.
  const failed = attempts.length;
  expect(failed).toBeGreaterThanOrEqual(5);
  down = false;
  await expect(state).toHaveText(SENT_AT, { timeout: 30_000 });
  await expect(button).toHaveText('✓ Sent');
  expect(attempts.filter((a) => a.reached)).toHaveLength(1);
  expect(attempts[0]?.key).toMatch(/^[A-Za-z0-9_-]{1,100}$/);
  expect(new Set(attempts.map((a) => a.key)).size).toBe(1);
  const stored = await (await teamPhone.request.get(`/api/game/state?gameId=${game.id}`)).json();
  expect(stored.orders.orders).toEqual([{ type: 'develop', city: city.id }]);

  await teamPhone.context().close();
  await host.dispose();
});

test('a host’s click the server cannot take is sent again with its key, else said plainly not done', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const account = await newHostAccount(baseURL ?? '');
  const host = await (await ApiClient.create(baseURL ?? '')).login(account.email, account.password);
  const game = await createGame(host, { title: 'Host calls', teams: 2, language: 'en' });
  const [team] = game.teams as [Team];
  await signIn(page, account.email, account.password);
  await setAdminLanguage(page, 'en');
  await page.goto(`/#/host/games/control/${game.id}`);
  await page.reload();
  await expect(page.getByTestId('connection-indicator')).toHaveAttribute('data-state', 'live', {
    timeout: 20_000,
  });

  // Starting the round meets the balancer's 503 twice, then the server: the click is sent again,
  // with its one key, and done once.
  const starts: { key: string | undefined; reached: boolean }[] = [];
  await page.route(/\/host\/games\/start_round$/, async (route) => {
    const reached = starts.length >= 2;
    starts.push({ key: route.request().headers()['idempotency-key'], reached });
    if (reached) return route.continue();
    return route.fulfill(BALANCER_503);
  });
  await page.getByRole('button', { name: 'Start round 1' }).click();
  await expect(page.getByRole('button', { name: 'End round 1' })).toBeEnabled();
  expect(starts.map((s) => s.reached)).toEqual([false, false, true]);
  expect(starts[0]?.key).toMatch(/^[A-Za-z0-9_-]{1,100}$/);
  expect(new Set(starts.map((s) => s.key)).size).toBe(1);

  // A grant the server never takes: after its tries, the screen says in words that it was not
  // done, never the balancer's status line, and the budget is what it was.
  const grants: (string | undefined)[] = [];
  await page.route(/\/api\/game\/credit$/, (route) => {
    grants.push(route.request().headers()['idempotency-key']);
    return route.fulfill(BALANCER_503);
  });
  const card = page.locator(`[data-testid="team"][data-country="${team.country.id}"]`);
  const budget = await card.getByTestId('budget').innerText();
  await card.locator('input[name="amount"]').fill('250');
  await card.getByRole('button', { name: 'Grant money' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Grant money' }).click();
  await expect(
    page.getByText(
      'The server is not answering for now, so this was not done. Try again in a moment.',
    ),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('body')).not.toContainText('Service Unavailable');
  expect(grants).toHaveLength(5);
  expect(new Set(grants).size).toBe(1);
  // A new click is a new action, with a key of its own.
  expect(grants[0]).not.toBe(starts[0]?.key);
  await expect(card.getByTestId('budget')).toHaveText(budget);
  const control = await host.post<{ teams: { country: { id: number; budget: number } }[] }>(
    `${B}/host/games/control`,
    { gameId: game.id },
  );
  const [granted] = control.teams.filter((t) => t.country.id === team.country.id);
  expect(Number(budget.replace(/\D/g, ''))).toBe(granted?.country.budget);
  await host.dispose();
});
