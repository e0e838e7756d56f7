import { expect as baseExpect, test, type APIRequestContext, type Page } from './fixtures';
import { apiPostOk } from './api';
import { E2E_ADMIN, signIn } from './helpers';

// A journey of many round trips (each game write is one transaction): on a busy machine a screen
// may need longer than the suite's default to show what the server already answered.
const expect = baseExpect.configure({ timeout: 20_000 });

const HOST = { email: 'games-host@e2e.local', password: 'games-host-pass', name: 'Ирина Ведущая' };
const COUNTRIES = ['Германия', 'Франция', 'Япония'];

interface ControlTeam {
  access_code: string;
  country: { id: number; name: string; budget: number; cities: { id: number; name: string }[] };
}

/** The host's control data, read through the API with the host's own session. */
async function readControl(request: APIRequestContext, gameId: number) {
  return apiPostOk<{ teams: ControlTeam[] }>(request, '/api/backoffice/host/games/control', {
    gameId,
  });
}

/** A team's phone: joins with the access code and sends one order set for the round. */
async function submitOrders(
  request: APIRequestContext,
  gameId: number,
  team: ControlTeam,
  round: number,
) {
  await apiPostOk(
    request,
    '/api/game/join',
    { gameId, countryId: team.country.id, accessCode: team.access_code },
    204,
  );
  const city = team.country.cities[0]!;
  await apiPostOk(request, '/api/game/orders', {
    gameId,
    round,
    orders: [{ type: 'develop', city: city.id }],
  });
}

async function createHost(page: Page) {
  await signIn(page);
  await apiPostOk(
    page.request,
    '/api/backoffice/hosts/add',
    {
      email: HOST.email,
      name: HOST.name,
      company: 'Клуб',
      password: HOST.password,
      password_confirmation: HOST.password,
      description: '',
    },
    201,
  );
}

test('a host creates a game, starts round 1, sees the teams’ orders and ends the round', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  // A whole game night in one journey: more steps than the default time allows.
  test.setTimeout(180_000);
  await createHost(page);
  const hostPage = await (await browser.newContext()).newPage();
  await signIn(hostPage, HOST.email, HOST.password);
  await expect(hostPage).toHaveURL(/#\/host\/games\/list$/);
  await expect(hostPage.getByText('Игр пока нет. Добавьте первую.')).toBeVisible();

  // The form: wrong input first, the server's first message per field as a list.
  await hostPage.getByRole('tab', { name: 'Добавить игру' }).click();
  await expect(hostPage).toHaveURL(/#\/host\/games\/add$/);
  await hostPage.locator('button[type="submit"]').click();
  await expect(hostPage.getByTestId('form-errors').locator('li')).toHaveText([
    'Название: Обязательное поле.',
    'Страны: Нужно не меньше 1 элементов.',
  ]);
  // The add tab shows only on the list.
  await expect(hostPage.getByRole('tab', { name: 'Добавить игру' })).toHaveCount(0);

  await hostPage.locator('input[name="title"]').fill('Пятничная игра');
  // The language is the host's own (Russian); countries are labelled in it.
  for (const name of COUNTRIES) await hostPage.getByRole('checkbox', { name }).check();
  await expect(hostPage.getByTestId('teams-count')).toHaveText('выбрано 3 из 9');
  await hostPage.getByRole('checkbox', { name: 'НЛО' }).check();
  await hostPage.getByRole('checkbox', { name: 'Переговоры' }).check();
  await hostPage.locator('button[type="submit"]').click();

  await expect(hostPage).toHaveURL(/#\/host\/games\/control\/\d+$/);
  const gameId = Number(/control\/(\d+)$/.exec(hostPage.url())![1]);
  await expect(hostPage.getByRole('heading', { name: 'Пятничная игра' })).toBeVisible();
  await expect(hostPage.getByTestId('team')).toHaveCount(3);

  // The access link and its QR code, side by side. The host browses the machine itself
  // (baseURL, 127.0.0.1): the link names its network address instead (tests/laptop.spec.ts).
  const link = new URL((await hostPage.getByTestId('access-link').textContent()) ?? '');
  expect(link.pathname).toBe(`/game/${gameId}`);
  expect(link.port).toBe(new URL(baseURL!).port);
  expect(link.hostname).not.toMatch(/^(localhost|127\.)/);
  await expect(hostPage.getByTestId('access-qr')).toBeVisible();
  await expect(hostPage.getByRole('button', { name: 'Копировать ссылку' })).toBeVisible();
  const enter = hostPage.getByTestId('team').first().getByRole('link', { name: 'Войти как игрок' });
  await expect(enter).toHaveAttribute('href', new RegExp(`^/game/${gameId}/\\d+$`));

  await hostPage.getByRole('button', { name: 'Начать раунд 1' }).click();
  await expect(hostPage.getByRole('button', { name: 'Завершить раунд 1' })).toBeEnabled();

  // Two teams send orders from their phones; the third does not.
  const { teams } = await readControl(hostPage.request, gameId);
  expect(teams.map((t) => t.country.name).sort()).toEqual([...COUNTRIES].sort());
  const [first, second, late] = teams as [ControlTeam, ControlTeam, ControlTeam];
  for (const team of [first, second]) {
    const phone = await playwright.request.newContext({ baseURL });
    await submitOrders(phone, gameId, team, 1);
    await phone.dispose();
  }

  await hostPage.reload();
  const accepted = hostPage.getByTestId('orders-accepted').locator('li');
  await expect(accepted).toHaveCount(2);
  for (const team of [first, second])
    await expect(accepted.filter({ hasText: team.country.name })).toHaveCount(1);
  await expect(hostPage.getByTestId('orders-not-accepted')).toHaveText(late.country.name);
  const firstCard = hostPage.locator(`[data-testid="team"][data-country="${first.country.id}"]`);
  await expect(firstCard.getByTestId('team-orders')).toHaveText(
    `Развитие: ${first.country.cities[0]!.name}`,
  );

  // A grant of money (the API's credit) asks first, naming the country and the amount, and says it
  // is never paid back; cancelled, nothing is sent.
  const budget = firstCard.getByTestId('budget');
  const before = first.country.budget;
  await expect(firstCard.getByRole('button', { name: 'Выдать деньги' })).toBeDisabled();
  await firstCard.locator('input[name="amount"]').fill('250');
  await firstCard.getByRole('button', { name: 'Выдать деньги' }).click();
  const ask = hostPage.getByRole('dialog');
  await expect(ask).toContainText('Выдать деньги без возврата?');
  await expect(ask).toContainText(`Выдать стране ${first.country.name} $250?`);
  await expect(ask).toContainText('Это не кредит: деньги не возвращаются');
  await expect(firstCard).not.toContainText(/кредит/i);
  await ask.getByRole('button', { name: 'Отмена' }).click();
  await expect(ask).toHaveCount(0);
  const unchanged = (await readControl(hostPage.request, gameId)).teams.find(
    (x) => x.country.id === first.country.id,
  );
  expect(unchanged?.country.budget).toBe(before);
  await expect(firstCard.locator('input[name="amount"]')).toHaveValue('250');
  // Confirmed, the budget rises at once.
  await firstCard.getByRole('button', { name: 'Выдать деньги' }).click();
  await hostPage.getByRole('dialog').getByRole('button', { name: 'Выдать деньги' }).click();
  await expect
    .poll(async () => Number((await budget.innerText()).replace(/\D/g, '')))
    .toBe(before + 250);
  await expect(firstCard.locator('input[name="amount"]')).toHaveValue('');

  // Ending asks first and names the team that has not sent its orders.
  await hostPage.getByRole('button', { name: 'Завершить раунд 1' }).click();
  const dialog = hostPage.getByRole('dialog');
  await expect(dialog.getByTestId('late-teams')).toHaveText(late.country.name);
  await dialog.getByRole('button', { name: 'Завершить раунд' }).click();

  await expect(hostPage.getByTestId('current-round')).toHaveText('Раунд 2');
  await expect(hostPage.getByRole('button', { name: 'Начать раунд 2' })).toBeVisible();
  const log = hostPage.locator('[data-testid="log-round"][data-round="1"]');
  await expect(log).toContainText('Раунд 1');
  await expect(log).toContainText(first.country.cities[0]!.name);
  await expect(hostPage.getByRole('button', { name: 'Отменить раунд 1' })).toBeVisible();

  // The list shows the game in round 2, linked to its control screen.
  await hostPage.goto('/#/host/games/list');
  const row = hostPage.getByRole('row', { name: /Пятничная игра/ });
  await expect(row).toContainText('Раунд 2');
  await expect(row.getByTestId('language-flag')).toHaveAttribute('data-flag', 'ru');

  // An admin opens the same control screen from the host's page. The admin's page loaded the
  // hosts list at sign-in, perhaps before the host was added: load it afresh.
  await page.goto('/#/hosts/list');
  await page.reload();
  await page.getByRole('link', { name: HOST.email }).click();
  await page.getByRole('link', { name: 'Пятничная игра' }).click();
  await expect(page).toHaveURL(new RegExp(`#/host/games/control/${gameId}$`));
  await expect(page.getByTestId('current-round')).toHaveText('Раунд 2');
});

test('a click on a stale control screen shows the server’s message and refreshes it', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.slow();
  const admin = await playwright.request.newContext({ baseURL });
  await apiPostOk(admin, '/login', E2E_ADMIN, 204);
  const host = { email: 'stale-host@e2e.local', password: 'stale-host-pass' };
  await apiPostOk(
    admin,
    '/api/backoffice/hosts/add',
    { ...host, name: 'Stale', company: '', password_confirmation: host.password, description: '' },
    201,
  );
  // The host's browser signs in through the API: the page shares its cookies.
  const hostPage = await (await browser.newContext()).newPage();
  await apiPostOk(hostPage.request, '/login', host, 204);
  const { id: gameId } = await apiPostOk<{ id: number }>(
    hostPage.request,
    '/api/backoffice/host/games/add',
    { game: { title: 'Stale game', preset: null, language: 1 }, teams: [1, 2], mods: [] },
    201,
  );
  await apiPostOk(hostPage.request, '/api/backoffice/host/games/start_round', { gameId, round: 1 });
  // With its socket cut, this screen cannot hear that the round ended elsewhere: it stays stale.
  await hostPage.routeWebSocket(/\/socket\.io\//, (ws) => ws.close());
  await hostPage.goto(`/#/host/games/control/${gameId}`);
  const end = hostPage.getByRole('button', { name: 'Завершить раунд 1' });
  await expect(end).toBeEnabled();

  // Another tab ends the round; this screen still offers to end it.
  await apiPostOk(hostPage.request, '/api/backoffice/host/games/round', { gameId, round: 1 });
  await end.click();
  await hostPage.getByRole('dialog').getByRole('button', { name: 'Завершить раунд' }).click();
  await expect(hostPage.getByRole('alert').filter({ hasText: 'Раунд не идёт.' })).toBeVisible();
  await expect(hostPage.getByTestId('current-round')).toHaveText('Раунд 2');
  await expect(hostPage.getByRole('button', { name: 'Начать раунд 2' })).toBeVisible();
});
