import { expect, test, type Page } from './fixtures';
import { apiSession, cuttableSockets, E2E_ADMIN, signIn, type ApiSession } from './helpers';

// Each journey creates a host and a game through the API first.
test.describe.configure({ timeout: 90_000 });

/** How long a screen may take to connect and subscribe on a busy machine. */
const CONNECT_TIMEOUT = 20_000;

interface Team {
  access_code: string;
  country: { id: number; name: string };
}

/** A new host with a running two-team game, made through the API as the admin and host would. */
async function hostWithRunningGame(baseURL: string, name: string) {
  const admin = await apiSession(baseURL, E2E_ADMIN);
  const host = { email: `${name}@e2e.local`, password: 'host-password-1' };
  await admin.post(
    '/api/backoffice/hosts/add',
    {
      ...host,
      name,
      company: 'Orbis',
      password_confirmation: host.password,
      description: '',
    },
    201,
  );
  await admin.dispose();
  const api = await apiSession(baseURL, host);
  const languages = await (await api.get('/api/backoffice/get_languages_options')).json();
  const ru = (languages as { value: number; code: string }[]).find((l) => l.code === 'ru');
  const countries = (await (await api.get('/api/backoffice/get_countries_options')).json()) as {
    value: number;
    languages: number[];
  }[];
  const teams = countries.filter((c) => c.languages.includes(ru?.value ?? 0)).slice(0, 2);
  const { id } = await api.post<{ id: number }>(
    '/api/backoffice/host/games/add',
    {
      game: { title: 'Live game', preset: null, language: ru?.value },
      teams: teams.map((c) => c.value),
      mods: [],
    },
    201,
  );
  await api.post('/api/backoffice/host/games/start_round', { gameId: id, round: 1 });
  const control = await api.post<{ teams: Team[] }>('/api/backoffice/host/games/control', {
    gameId: id,
  });
  await api.dispose();
  return { host, gameId: id, teams: control.teams };
}

/** A team's phone: joins with the access code and submits its orders. */
async function teamSubmits(baseURL: string, gameId: number, team: Team): Promise<ApiSession> {
  const phone = await apiSession(baseURL);
  await phone.post(
    '/api/game/join',
    { gameId, countryId: team.country.id, accessCode: team.access_code },
    204,
  );
  await phone.post('/api/game/orders', { gameId, round: 1, orders: [{ type: 'ecology' }] });
  return phone;
}

/** Signs the host in and opens the game's control screen from the games list. */
async function openControlScreen(page: Page, host: { email: string; password: string }) {
  await signIn(page, host.email, host.password);
  await expect(page).toHaveURL(/#\/host\/games\/list$/);
  await page.getByRole('link', { name: 'Live game' }).click();
  await expect(page).toHaveURL(/#\/host\/games\/control\/\d+$/);
}

/** Marks the page, so a later check can tell that it was never reloaded. */
async function markPage(page: Page) {
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  return () => page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded === true);
}

test("the control screen shows a team's orders as accepted without a reload", async ({
  page,
  baseURL,
}) => {
  const { host, gameId, teams } = await hostWithRunningGame(baseURL ?? '', 'live-host');
  const [first] = teams as [Team];
  await openControlScreen(page, host);
  const indicator = page.getByTestId('connection-indicator');
  await expect(indicator).toHaveAttribute('data-state', 'live', { timeout: CONNECT_TIMEOUT });
  await expect(indicator).toHaveText('На связи');
  await expect(page.getByTestId('orders-not-accepted')).toContainText(first.country.name);
  const stillTheSamePage = await markPage(page);

  const phone = await teamSubmits(baseURL ?? '', gameId, first);
  await expect(page.getByTestId('orders-accepted')).toContainText(first.country.name, {
    timeout: 2_000,
  });
  await expect(page.getByTestId('orders-not-accepted')).not.toContainText(first.country.name);
  expect(await stillTheSamePage()).toBe(true);
  await expect(indicator).toHaveAttribute('data-state', 'live');
  await phone.dispose();
});

test('after the connection drops, the screen says so and catches up once it is back', async ({
  page,
  baseURL,
}) => {
  const { host, gameId, teams } = await hostWithRunningGame(baseURL ?? '', 'drop-host');
  const [, second] = teams as [Team, Team];
  const sockets = await cuttableSockets(page);
  await openControlScreen(page, host);
  const indicator = page.getByTestId('connection-indicator');
  await expect(indicator).toHaveAttribute('data-state', 'live', { timeout: CONNECT_TIMEOUT });
  const stillTheSamePage = await markPage(page);

  await sockets.cut();
  await expect(indicator).toHaveAttribute('data-state', 'reconnecting');
  await expect(indicator).toHaveText('Переподключение…');

  // Submitted while the screen is cut off: no event will ever bring it.
  const phone = await teamSubmits(baseURL ?? '', gameId, second);
  sockets.restore();
  await expect(indicator).toHaveAttribute('data-state', 'live', { timeout: CONNECT_TIMEOUT });
  await expect(page.getByTestId('orders-accepted')).toContainText(second.country.name);
  expect(await stillTheSamePage()).toBe(true);
  await phone.dispose();
});
