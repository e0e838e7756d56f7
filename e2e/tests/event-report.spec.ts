// Same start, different worlds: the lead opens the report of an event of two worlds, one played
// to its end with a bomb in round 3, the other still running, at a hall laptop's 1366×768, in
// Russian and in English, with both worlds side by side, their ecology on one chart, and no
// serious axe violation nor raw label key. The worlds are played through the API.
import { expect as baseExpect, test } from './fixtures';
import {
  ApiClient,
  createTemplate,
  joinTeam,
  newHostAccount,
  playRound,
  variablesPreset,
  type Team,
} from './game-api';
import { fontsDrawn, seriousViolations, setAdminLanguage, signIn } from './helpers';

const B = '/api/backoffice';
// Many round trips on a machine that may be busy.
const expect = baseExpect.configure({ timeout: 20_000 });

test('the lead compares the worlds of an event, one over and one still running', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const account = await newHostAccount(baseURL!);
  const api = await (await ApiClient.create(baseURL!)).login(account.email, account.password);
  const preset = await variablesPreset(baseURL!, { rounds: 3, start_budget: 5000 });
  const template = await createTemplate(api, `Сравнение ${Date.now()}`, {
    title: 'Сравнение',
    teams: 3,
    preset,
  });
  const title = `Лагерь ${Date.now()}`;
  const event = await api.post<{ id: number; games: [number, number] }>(
    `${B}/host/events/add`,
    { title, template, worlds: 2, names: ['Север', 'Юг'] },
    201,
  );
  const [north, south] = event.games;

  // The north's first team arms and bombs the second's richest city in round 3.
  const { teams } = await api.post<{ teams: Team[] }>(`${B}/host/games/control`, {
    gameId: north,
  });
  const [attacker, target] = teams as [Team, Team];
  const phone = await joinTeam(baseURL!, north, attacker);
  const city = [...target.country.cities].sort((a, b) => b.economy - a.economy)[0]!;
  const war = [
    [{ type: 'technology' }],
    [{ type: 'build_bombs', count: 1 }],
    [{ type: 'attack', city: city.id }],
  ];
  for (const [i, orders] of war.entries()) {
    const round = i + 1;
    await api.post(`${B}/host/games/start_round`, { gameId: north, round });
    await phone.post('/api/game/orders', { gameId: north, round, orders });
    await api.post(`${B}/host/games/round`, { gameId: north, round });
  }
  await phone.dispose();
  // The south has played one round of three.
  await playRound(api, south, 1);
  await api.dispose();

  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, account.email, account.password);
  await setAdminLanguage(page, 'ru');
  await page.goto('/#/host/events/list');
  await page.getByRole('row').filter({ hasText: title }).getByTestId('event-open-report').click();
  await expect(page).toHaveURL(new RegExp(`#/host/events/report/${event.id}$`));

  const report = page.getByTestId('event-report');
  await expect(report.getByTestId('event-report-title')).toHaveText(title);
  const worlds = page.getByTestId('event-report-worlds');
  for (const world of ['Север', 'Юг'])
    await expect(worlds.getByRole('columnheader', { name: `${title} · ${world}` })).toBeVisible();
  await expect(page.getByTestId('event-ecology-chart')).toBeVisible();
  // Where each world stands: over, or the round it plays; the bomb only in the north.
  const row = (key: string) => worlds.getByTestId(`event-report-row-${key}`);
  await expect(row('state')).toContainText('Игра окончена');
  await expect(row('state')).toContainText('Идёт раунд 2');
  await expect(row('first-bomb')).toContainText('раунд 3');
  await expect(row('first-bomb')).toContainText('не было');
  await expect(row('winner')).toContainText('пока нет: игра идёт');
  await expect(row('what-if')).toContainText('когда мир доиграет');
  // Across the worlds, only the north is over: its winner and its aggressor.
  await expect(page.getByTestId('event-report-nomination-aggressor')).toContainText(
    `${attacker.country.name} (${title} · Север)`,
  );
  // Nothing runs out of the page at 1366 wide, and nothing is a raw key.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await expect(page.locator('body')).not.toContainText('event_report.');
  expect(await seriousViolations(page)).toEqual([]);

  // On paper: the report alone, without its tools.
  // Printed in the app's font, which has come long before a host prints.
  await fontsDrawn(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('event-report-tools')).toBeHidden();
  await expect(page.getByTestId('event-ecology-chart')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // In English, opened from the dashboard's header.
  await setAdminLanguage(page, 'en');
  await page.goto(`/#/host/events/dashboard/${event.id}`);
  await page.reload();
  await page.getByTestId('event-open-report').click();
  await expect(page.getByText('Same start, different worlds')).toBeVisible();
  await expect(row('state')).toContainText('Game over');
  await expect(row('state')).toContainText('Round 2 in progress');
  await expect(row('first-bomb')).toContainText('round 3');
  await expect(page.getByTestId('event-ecology-chart')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('event_report.');
  expect(await seriousViolations(page)).toEqual([]);
});
