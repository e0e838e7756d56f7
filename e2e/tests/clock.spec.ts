import { expect as baseExpect, test, type Browser, type Locator } from './fixtures';
import { apiPostOk } from './api';
import { ApiClient, createGame, newHostAccount, type Team } from './game-api';
import { signIn } from './helpers';

// Every screen waits on the server's event before it changes: on a busy machine that can take a
// few seconds.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

const B = '/api/backoffice';
/** The orders time: long enough to compare the screens and pause, short enough to run out. */
const ORDERS_SECONDS = 20;

/** A new host, added by the admin: signed in in a browser, and through the API. */
async function newHost(browser: Browser, baseURL: string) {
  const { email, password } = await newHostAccount(baseURL);
  const api = await (await ApiClient.create(baseURL)).login(email, password);
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, password);
  return { api, page };
}

/** A team's phone whose own clock is five minutes fast: the countdown must not care. */
async function phonePage(browser: Browser, gameId: number, team: Team) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 640 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.clock.install({ time: Date.now() + 5 * 60_000 });
  await page.goto(`/game/${gameId}`);
  const country = page.locator(`input[name="countryId"][value="${team.country.id}"]`);
  await page.locator('label').filter({ has: country }).click();
  await page.locator('input[name="accessCode"]').fill(team.access_code);
  await page.locator('button[type="submit"]').click();
  await expect(page.getByTestId('team-name')).toHaveText(team.country.name);
  return page;
}

/** The seconds left a screen shows, from its countdown's `data-left`. */
async function secondsLeft(countdown: Locator): Promise<number> {
  return Number(await countdown.getAttribute('data-left'));
}

/** The three screens' seconds left, read as close together as the browsers allow. */
const readAll = (countdowns: Locator[]) => Promise.all(countdowns.map(secondsLeft));

test('the host, the projector and a phone count down together; pause, time up and +1 min', async ({
  browser,
  baseURL,
}, testInfo) => {
  const host = await newHost(browser, baseURL ?? '');
  const game = await createGame(host.api, {
    title: 'Clock game',
    teams: 2,
    language: 'en',
    clock: { talks: 0, orders: ORDERS_SECONDS, lock: true },
  });
  const [team] = game.teams as [Team];

  await host.page.goto(`/#/host/games/control/${game.id}`);
  await expect(host.page.getByTestId('clock-panel')).toHaveAttribute('data-phase', 'waiting');
  const projector = await (
    await browser.newContext({ viewport: { width: 1920, height: 1080 } })
  ).newPage();
  await projector.goto(`/#/stats/${game.id}`);
  await expect(projector.getByTestId('stats-clock')).toHaveAttribute('data-phase', 'waiting');
  await expect(projector.getByTestId('connection-indicator')).toHaveCount(0, { timeout: 30_000 });
  const phone = await phonePage(browser, game.id, team);
  await expect(phone.getByTestId('connection-indicator')).toHaveAttribute('data-state', 'live');
  await expect(phone.getByTestId('phone-round-of')).toHaveText('Round 1 of 6');

  // The host starts the round: with no talks phase, the orders phase runs on every screen.
  await apiPostOk(host.page.request, `${B}/host/games/start_round`, { gameId: game.id, round: 1 });
  const countdowns = [
    host.page.getByTestId('clock-left'),
    projector.getByTestId('stats-clock-left'),
    phone.getByTestId('phone-clock-left'),
  ];
  for (const countdown of countdowns) await expect(countdown).toBeVisible();
  const running = await readAll(countdowns);
  expect(Math.max(...running) - Math.min(...running)).toBeLessThanOrEqual(1);
  expect(Math.min(...running)).toBeGreaterThan(0);
  await expect(projector.getByTestId('stats-clock-phase')).toHaveText('Orders');
  await expect(phone.getByTestId('phone-clock-phase')).toHaveText('Orders');

  // Pause on the host stops all three at the same second.
  await host.page.getByTestId('clock-pause').click();
  await expect(host.page.getByTestId('clock-panel')).toHaveAttribute('data-paused', 'true');
  await expect(projector.getByTestId('stats-clock')).toHaveAttribute('data-paused', 'true');
  await expect(phone.getByTestId('phone-clock')).toHaveAttribute('data-state', 'paused');
  const paused = await readAll(countdowns);
  expect(Math.max(...paused) - Math.min(...paused)).toBeLessThanOrEqual(1);
  await host.page.waitForTimeout(2_500);
  expect(await readAll(countdowns)).toEqual(paused);
  await projector.screenshot({ path: testInfo.outputPath('projector-paused.png') });

  // Resumed, the orders time runs out: with the lock, the form can only be read, and says so.
  await host.page.getByTestId('clock-resume').click();
  await expect(phone.getByTestId('phone-clock')).not.toHaveAttribute('data-state', 'paused');
  await expect(phone.getByTestId('phone-ending-soon')).toHaveText(/Less than a minute left!/);
  const timeUp = { timeout: (ORDERS_SECONDS + 15) * 1000 };
  await expect(phone.getByTestId('orders-state')).toHaveText(
    'Time is up: orders are no longer taken. The form can only be read.',
    timeUp,
  );
  await expect(phone.getByTestId('submit-orders')).toHaveCount(0);
  await expect(projector.getByTestId('stats-clock')).toHaveAttribute('data-phase', 'closed');
  await expect(host.page.getByTestId('clock-panel')).toHaveAttribute('data-phase', 'closed');
  await phone.screenshot({ path: testInfo.outputPath('phone-time-up.png') });
  await host.page.screenshot({ path: testInfo.outputPath('host-time-up.png') });

  // +1 min reopens the orders phase: the phone sends again.
  await host.page.getByTestId('clock-extend').click();
  await expect(phone.getByText('orders are no longer taken')).toHaveCount(0);
  await expect(phone.getByTestId('phone-clock')).toHaveAttribute('data-state', 'soon');
  const reopened = await secondsLeft(phone.getByTestId('phone-clock-left'));
  expect(reopened).toBeGreaterThan(50);
  expect(reopened).toBeLessThanOrEqual(60);
  const city = team.country.cities[0]!;
  const develop = phone.locator(`input[name="develop"][value="${city.id}"]`);
  await phone.locator('label').filter({ has: develop }).click();
  await expect(phone.getByTestId('submit-orders')).toBeEnabled();
  await phone.getByTestId('submit-orders').click();
  await expect(phone.getByTestId('submit-orders')).toContainText('✓');
});

test('a hard stop shows the phases it gives before it applies them', async ({
  browser,
  baseURL,
}) => {
  const host = await newHost(browser, baseURL ?? '');
  const game = await createGame(host.api, {
    title: 'Hard stop game',
    teams: 2,
    language: 'en',
    clock: { talks: 600, orders: 300, lock: false },
  });
  const settings = async () => {
    const control = await host.api.post<{ game: { clock: { talks: number; orders: number } } }>(
      `${B}/host/games/control`,
      { gameId: game.id },
    );
    return [control.game.clock.talks, control.game.clock.orders];
  };
  await host.page.setViewportSize({ width: 1024, height: 768 });
  await host.page.goto(`/#/host/games/control/${game.id}`);
  await expect(host.page.getByTestId('planned-end')).toBeVisible();

  // A stop 40 minutes away (on the minute, in the browser's own time): six rounds of talks and
  // orders must share it, far less than the 15 minutes a round has now.
  const stop = await host.page.evaluate(() => {
    const at = new Date(Date.now() + 40 * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  });
  await host.page.getByTestId('hard-stop-time').fill(stop);
  await host.page.getByTestId('hard-stop-fit').click();
  const confirm = host.page.getByTestId('hard-stop-confirm');
  // The host's back-office speaks Russian here.
  await expect(confirm).toContainText(
    /Раундов впереди с этими настройками: 6\. В каждом \d+:\d\d на переговоры и \d+:\d\d на приказы/,
  );
  // Cancelled: nothing changes.
  await host.page.getByRole('dialog').getByRole('button', { name: 'Отмена' }).click();
  await expect(confirm).toHaveCount(0);
  expect(await settings()).toEqual([600, 300]);

  await host.page.getByTestId('hard-stop-fit').click();
  const text = (await confirm.textContent()) ?? '';
  const [talks, orders] = [...text.matchAll(/(\d+):(\d\d)/g)]
    .slice(0, 2)
    .map((m) => Number(m[1]) * 60 + Number(m[2]));
  await host.page.getByRole('dialog').getByRole('button', { name: 'Уложить раунды' }).click();
  await expect(confirm).toHaveCount(0);
  // What the confirmation said is what the server set (to the second, or one less: the server
  // reads its clock a moment later).
  await expect
    .poll(async () => {
      const [t, o] = await settings();
      return Math.abs(t! - talks!) <= 2 && Math.abs(o! - orders!) <= 2;
    })
    .toBe(true);
});
