// The hall's screen of an event (`#/event/{eventId}`): a screen in the hall, opened by nobody
// signed in. Before round 1 it seats the teams of every world (a link and a QR code to each
// team's own join page, never a code); once a round runs, it shows the worlds side by side, live.
import { expect as baseExpect, test, type Page } from './fixtures';
import { ApiClient, createTemplate, newHostAccount, type Team } from './game-api';
import { knownKeys, ScreenChecks } from './screen-checks';

// Many round trips on a machine that may be busy.
const expect = baseExpect.configure({ timeout: 20_000 });
const B = '/api/backoffice';

/** Keeps a picture of `page` beside the test's results, to be looked at. */
const shoot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test('the hall’s screen seats two worlds’ teams, then shows the worlds side by side', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const account = await newHostAccount(baseURL!);
  const host = await (await ApiClient.create(baseURL!)).login(account.email, account.password);
  const template = await createTemplate(host, 'Зал', { title: 'Зал', teams: 3 });
  const title = `Зал ${Date.now()}`;
  const event = await host.post<{ id: number; games: [number, number] }>(
    `${B}/host/events/add`,
    { title, template, worlds: 2 },
    201,
  );
  const teams = await Promise.all(
    event.games.map(
      async (gameId) =>
        (await host.post<{ teams: Team[] }>(`${B}/host/games/control`, { gameId })).teams,
    ),
  );

  // The hall's screen, in a browser that never signed in.
  const screenContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const hall = await screenContext.newPage();
  await hall.goto(`${baseURL}/#/event/${event.id}`);
  await expect(hall.getByRole('heading', { level: 1 })).toHaveText(title);
  const screen = hall.getByTestId('event-hall');
  await expect(screen).toHaveAttribute('data-view', 'seating');
  await expect(screen).toContainText('Найдите свой мир и свою страну');
  const worlds = hall.getByTestId('hall-world');
  await expect(worlds).toHaveCount(2);
  for (const [i, gameId] of event.games.entries()) {
    const world = worlds.nth(i);
    await expect(world.getByRole('heading', { level: 2 })).toHaveText(`Мир ${i + 1}`);
    await expect(world.getByTestId('hall-seat')).toHaveCount(3);
    for (const team of teams[i]!) {
      const seat = world.locator(`[data-testid="hall-seat"][data-country="${team.country.id}"]`);
      const link = new RegExp(`/game/${gameId}/${team.country.id}$`);
      await expect(seat).toHaveText(team.country.name);
      await expect(seat).toHaveAttribute('href', link);
      await expect(seat.getByTestId('hall-qr')).toHaveAttribute('data-value', link);
    }
  }
  const seen = await hall.locator('body').innerText();
  for (const team of teams.flat()) expect(seen).not.toContain(team.access_code);
  // No serious axe violation, and no label key or message id on the screen.
  const checks = new ScreenChecks(hall, await knownKeys(host, event.games[0]));
  await checks.now('seating at 1920x1080');
  await shoot(hall, 'seating-1920');
  // A laptop's screen: every seat whole, and nothing runs out of the page.
  await hall.setViewportSize({ width: 1366, height: 768 });
  await expect(worlds.last().getByTestId('hall-seat').last()).toBeInViewport({ ratio: 1 });
  expect(await hall.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  await shoot(hall, 'seating-1366');
  await hall.setViewportSize({ width: 1920, height: 1080 });

  // A phone opens the hall's address and taps its country: it lands on its team's join page.
  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await phoneContext.newPage();
  await phone.goto(`${baseURL}/#/event/${event.id}`);
  await expect(phone.getByTestId('hall-seat')).toHaveCount(6);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  await shoot(phone, 'seating-phone');
  const team = teams[1]![2]!;
  await phone
    .getByTestId('hall-world')
    .nth(1)
    .locator(`[data-testid="hall-seat"][data-country="${team.country.id}"]`)
    .tap();
  await expect(phone).toHaveURL(new RegExp(`/game/${event.games[1]}/${team.country.id}$`));
  await expect(phone.getByRole('heading', { name: `${title} · Мир 2` })).toBeVisible();
  await expect(phone.locator(`input[name="countryId"][value="${team.country.id}"]`)).toBeChecked();
  await phoneContext.close();

  // Round 1 starts in the first world: the screen turns to the worlds side by side, by itself.
  await host.post(`${B}/host/games/start_round`, { gameId: event.games[0], round: 1 });
  await expect(screen).toHaveAttribute('data-view', 'live');
  await expect(worlds.first()).toHaveAttribute('data-seating', 'false');
  await expect(worlds.first().getByTestId('hall-progress')).toHaveText(/^Раунд 1 из \d+$/);
  // The second world still waits, and still seats its teams.
  await expect(worlds.last().getByTestId('hall-progress')).toHaveText('Игра ещё не началась');
  await expect(worlds.last().getByTestId('hall-seat')).toHaveCount(3);

  await host.post(`${B}/host/games/round`, { gameId: event.games[0], round: 1 });
  await expect(worlds.first()).toHaveAttribute('data-round', '2');
  const stats = await host.post<{
    ecology: number[];
    countries: { name: string; averageStandard: number }[];
  }>(`${B}/host/games/stats`, { gameId: event.games[0] });
  const ecology = new Intl.NumberFormat('ru', { style: 'percent', maximumFractionDigits: 1 });
  await expect(worlds.first().getByTestId('hall-ecology')).toHaveText(
    ecology.format(stats.ecology.at(-1)! / 100),
  );
  const leader = [...stats.countries].sort((a, b) => b.averageStandard - a.averageStandard)[0]!;
  await expect(worlds.first().getByTestId('hall-leader')).toHaveText(leader.name);
  await checks.now('live at 1920x1080');
  await shoot(hall, 'live-1920');
  await hall.setViewportSize({ width: 1366, height: 768 });
  expect(await hall.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  await shoot(hall, 'live-1366');
  checks.check();

  await screenContext.close();
  await host.dispose();
});
