import { expect as baseExpect, test } from './fixtures';
import { ApiClient, createTemplate, joinTeam, newHostAccount, type Team } from './game-api';
import { signIn } from './helpers';

// Many round trips on a machine that may be busy.
const expect = baseExpect.configure({ timeout: 20_000 });

test('a host makes an event of three worlds and runs a round in all of them from its dashboard', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const account = await newHostAccount(baseURL!);
  const api = await (await ApiClient.create(baseURL!)).login(account.email, account.password);
  await createTemplate(api, 'Форум', { title: 'Форум', teams: 3 });
  await api.dispose();

  // A laptop in the hall.
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, account.email, account.password);
  await page.locator('header nav').getByRole('link', { name: 'Мероприятия' }).click();
  await expect(page).toHaveURL(/#\/host\/events\/list$/);
  await page.getByRole('tab', { name: 'Новое мероприятие' }).click();
  await page.getByLabel('Название мероприятия').fill('Форум в Казани');
  await page.getByTestId('event-template').click();
  await page.getByRole('option', { name: 'Форум' }).click();
  await page.getByLabel('Количество миров').fill('3');
  await page.getByRole('button', { name: 'Создать миры' }).click();

  await expect(page).toHaveURL(/#\/host\/events\/dashboard\/\d+$/);
  const tiles = page.getByTestId('world-tile');
  await expect(tiles).toHaveCount(3);
  for (const n of [1, 2, 3])
    await expect(tiles.nth(n - 1).getByTestId('tile-title')).toHaveText(
      `Форум в Казани · Мир ${n}`,
    );
  for (const tile of await tiles.all()) {
    await expect(tile).toHaveAttribute('data-round', '1');
    await expect(tile).toHaveAttribute('data-stopped', 'true');
    await expect(tile.getByTestId('tile-orders')).toHaveText(/^0\/\d+$/);
  }
  // Every word on the tiles wraps: nothing runs out of the page at 1366 wide.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

  // Between rounds only the start is offered: nothing runs to end, pause or extend.
  await expect(page.getByTestId('broadcast-end-round')).toBeDisabled();
  await expect(page.getByTestId('broadcast-pause')).toBeDisabled();
  // One click starts the round in every world; each says what happened.
  await page.getByTestId('broadcast-start-round').click();
  const results = page.getByTestId('broadcast-result');
  await expect(results).toHaveCount(3);
  for (const result of await results.all()) {
    await expect(result).toHaveAttribute('data-ok', 'true');
    await expect(result).toContainText('выполнено');
  }
  for (const tile of await tiles.all()) {
    await expect(tile).toHaveAttribute('data-stopped', 'false');
    await expect(tile.getByTestId('tile-progress')).toContainText('Раунд 1 из');
  }
  // With every world's round running, starting one again is not offered.
  await expect(page.getByTestId('broadcast-start-round')).toBeDisabled();
  await expect(page.getByTestId('broadcast-end-round')).toBeEnabled();

  // A phone of world 1 sends its orders: the tile counts them by itself, heard on the event's
  // channel (these worlds have no clock, so no timed refetch stands in for it).
  const href = await tiles.first().getByTestId('tile-title').getAttribute('href');
  const gameId = Number(/control\/(\d+)$/.exec(href ?? '')?.[1]);
  const lead = await (await ApiClient.create(baseURL!)).login(account.email, account.password);
  const control = await lead.post<{ teams: Team[] }>('/api/backoffice/host/games/control', {
    gameId,
  });
  const phone = await joinTeam(baseURL!, gameId, control.teams[0]!);
  await phone.post('/api/game/orders', { gameId, round: 1, orders: [{ type: 'ecology' }] });
  await expect(tiles.first().getByTestId('tile-orders')).toHaveText(/^1\/3$/, { timeout: 5_000 });
  await Promise.all([phone.dispose(), lead.dispose()]);

  // Ending it asks once, naming the worlds.
  await page.getByTestId('broadcast-end-round').click();
  const confirm = page.getByTestId('end-round-confirm');
  for (const n of [1, 2, 3]) await expect(confirm).toContainText(`Форум в Казани · Мир ${n}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Завершить раунд' }).click();
  for (const tile of await tiles.all()) {
    await expect(tile).toHaveAttribute('data-round', '2');
    await expect(tile).toHaveAttribute('data-stopped', 'true');
  }
  await expect(results).toHaveCount(3);
  await expect(page.getByTestId('broadcast-start-round')).toBeEnabled();
  await expect(page.getByTestId('broadcast-end-round')).toBeDisabled();

  // A world's tile leads to its control screen; the games list names the event.
  await tiles.first().getByTestId('tile-title').click();
  await expect(page).toHaveURL(/#\/host\/games\/control\/\d+$/);
  await page.goto('/#/host/games/list');
  await expect(page.getByTestId('game-event')).toHaveCount(3);
  await expect(page.getByTestId('game-event').first()).toHaveText('Мероприятие: Форум в Казани');
});

test('the lead names a co-host of every world on the dashboard, and removes them', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const [lead, helper] = await Promise.all([newHostAccount(baseURL!), newHostAccount(baseURL!)]);
  const api = await (await ApiClient.create(baseURL!)).login(lead.email, lead.password);
  const template = await createTemplate(api, 'Слёт', { title: 'Слёт', teams: 2 });
  const event = await api.post<{ id: number; games: number[] }>(
    '/api/backoffice/host/events/add',
    { title: `Слёт ${Date.now()}`, template, worlds: 2 },
    201,
  );
  await api.dispose();
  const helperApi = await (await ApiClient.create(baseURL!)).login(helper.email, helper.password);
  const helperDashboard = (status: number) =>
    helperApi.post('/api/backoffice/host/events/dashboard', { eventId: event.id }, status);

  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, lead.email, lead.password);
  await page.goto(`/#/host/events/dashboard/${event.id}`);
  const panel = page.getByTestId('event-cohosts');
  await expect(panel.locator('[data-role="owner"]')).toContainText(lead.email);
  await panel.getByLabel('Эл. почта ведущего').fill(helper.email);
  await panel.getByRole('button', { name: 'Добавить соведущего' }).click();
  const named = panel.locator('[data-testid="cohosts-host"][data-role="cohost"]');
  await expect(named).toContainText(helper.email);
  await helperDashboard(200);

  // Removing asks once, naming them; they are gone from the panel and from every world.
  const name = await named.locator('p').first().innerText();
  await named.getByTestId('cohosts-remove').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Убрать ${name} из соведущих всех миров`);
  await dialog.getByRole('button', { name: 'Убрать соведущего' }).click();
  await expect(named).toHaveCount(0);
  await helperDashboard(403);
  for (const gameId of event.games)
    await helperApi.post('/api/backoffice/host/games/control', { gameId }, 403);
  await helperApi.dispose();

  // They saw every world's codes: the lead is offered new ones, in every world at once.
  const codes = async () => {
    const client = await (await ApiClient.create(baseURL!)).login(lead.email, lead.password);
    const all = await Promise.all(
      event.games.map(async (gameId) =>
        (
          await client.post<{ teams: Team[] }>('/api/backoffice/host/games/control', { gameId })
        ).teams.map((team) => team.access_code),
      ),
    );
    await client.dispose();
    return all.flat();
  };
  const before = await codes();
  const offer = page.getByRole('dialog');
  await expect(offer.getByTestId('renew-worlds-codes')).toContainText(name);
  await expect(offer.getByTestId('renew-worlds-codes')).toContainText('во всех 2 мирах');
  await offer.getByRole('button', { name: 'Новые коды во всех мирах' }).click();
  await expect(page.getByText('У всех команд всех миров новые коды.')).toBeVisible();
  const after = await codes();
  expect(after).toHaveLength(before.length);
  for (const [i, code] of after.entries()) expect(code).not.toBe(before[i]);
});
