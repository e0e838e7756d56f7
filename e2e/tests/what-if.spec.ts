// What if, as a host leads the discussion after a war: one country bombed another's city; on the
// debrief report, the what-if "without bombs" (shown first, since bombs fell) tells the bombed
// country would have ended with a higher living standard. Checked on a 360 px phone in Russian
// (no overflow, numbers in the Russian format), and the other kinds one click away.
import { expect, test } from './fixtures';
import { signInThroughApi } from './helpers';
import {
  ApiClient,
  createGame,
  joinTeam,
  newHostAccount,
  variablesPreset,
  type Team,
} from './game-api';

const B = '/api/backoffice';
const LOAD = { timeout: 30_000 };
test.describe.configure({ timeout: 180_000 });

/** A team's richest city at the start: the one bombed. */
const richest = (team: Team) =>
  [...team.country.cities].sort((a, b) => a.economy - b.economy).at(-1)!;

/**
 * A three-round game of three teams: the first buys technology, builds a bomb and drops it on
 * the second's richest city in round 3; the third sends the second money every round.
 */
async function playWar(host: ApiClient, baseURL: string) {
  const preset = await variablesPreset(baseURL, { rounds: 3, start_budget: 3000 });
  const game = await createGame(host, { title: 'Что если: война', teams: 3, preset });
  const [attacker, bombed, donor] = game.teams;
  if (!attacker || !bombed || !donor) throw new Error('3 teams');
  const phones = await Promise.all(game.teams.map((team) => joinTeam(baseURL, game.id, team)));
  const send = (i: number, round: number, orders: unknown[]) =>
    phones[i]!.post('/api/game/orders', { gameId: game.id, round, orders });
  for (let round = 1; round <= 3; round++) {
    await host.post(`${B}/host/games/start_round`, { gameId: game.id, round });
    await send(
      0,
      round,
      round === 1
        ? [{ type: 'technology' }]
        : round === 2
          ? [{ type: 'build_bombs', count: 1 }]
          : [{ type: 'attack', city: richest(bombed).id }],
    );
    await send(2, round, [{ type: 'transfer', country: bombed.country.id, amount: 100 }]);
    await host.post(`${B}/host/games/round`, { gameId: game.id, round });
  }
  await Promise.all(phones.map((phone) => phone.dispose()));
  return { id: game.id, bombed };
}

/** A standard as the report writes it in Russian ("45,3 %"), as a number. */
const standardOf = (text: string) => Number(text.replace(/\s| |%/g, '').replace(',', '.'));

let account: { email: string; password: string };
let war: Awaited<ReturnType<typeof playWar>>;

test.beforeAll(async ({ baseURL }) => {
  const base = baseURL ?? '';
  account = await newHostAccount(base);
  const host = await (await ApiClient.create(base)).login(account.email, account.password);
  war = await playWar(host, base);
  await host.dispose();
});

test('without bombs, the bombed country would have ended better off, on a phone', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await signInThroughApi(page, account, 'ru');
  await page.goto(`/#/host/games/report/${war.id}`);
  const section = page.getByTestId('report-what-if');
  await expect(section).toBeVisible(LOAD);
  await expect(section.getByRole('heading', { name: 'Что если' })).toBeVisible();
  // Bombs fell: "without bombs" is the one shown first.
  await expect(page.getByTestId('what-if-attacks')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('what-if-attacks')).toHaveText('Без бомб');

  const row = page.locator(`[data-testid="what-if-row"][data-country="${war.bombed.country.id}"]`);
  await expect(row).toBeVisible(LOAD);
  const cells = row.locator('td');
  const happened = standardOf(await cells.nth(0).locator('div').first().innerText());
  const wouldBe = standardOf(await cells.nth(1).locator('div').first().innerText());
  expect(wouldBe).toBeGreaterThan(happened);
  // The difference is written as Russian writes a percentage, with its sign.
  await expect(cells.nth(2).locator('div').first()).toHaveText(/^\+\d+(,\d)?\s%$/);
  await expect(page.getByTestId('what-if-ecology-chart')).toBeVisible(LOAD);
  await expect(page.getByTestId('what-if-winner')).not.toBeEmpty();
  await expect(page.getByTestId('what-if-real-winner')).not.toBeEmpty();

  // Nothing is wider than the phone, and the figures need no sideways scroll.
  const box = section.locator('table').first().locator('xpath=..');
  expect(await box.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await section.screenshot({ path: testInfo.outputPath('what-if-360.png') });

  // One click for the others: without transfers, the bombed country goes without the money.
  await page.getByTestId('what-if-transfers').click();
  await expect(page.getByTestId('what-if-transfers')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('what-if-attacks')).toHaveAttribute('aria-pressed', 'false');
  await expect(row.locator('td').nth(2).locator('div').nth(1)).toHaveText(/^-\$/, LOAD);
  await page.getByTestId('what-if-sanctions').click();
  await expect(row).toBeVisible(LOAD);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('the what-if speaks the back-office language: English', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInThroughApi(page, account, 'en');
  await page.goto(`/#/host/games/report/${war.id}`);
  const section = page.getByTestId('report-what-if');
  await expect(section.getByRole('heading', { name: 'What if' })).toBeVisible(LOAD);
  await expect(page.getByTestId('what-if-attacks')).toHaveText('Without bombs');
  await expect(section.getByRole('columnheader', { name: 'What happened' })).toBeVisible(LOAD);
  const row = page.locator(`[data-testid="what-if-row"][data-country="${war.bombed.country.id}"]`);
  await expect(row.locator('td').nth(2).locator('div').first()).toHaveText(/^\+\d+(\.\d)?%$/);
});
