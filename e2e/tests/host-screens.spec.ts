// The host's screens where the host looks at them: the control screen on a 1024x768 tablet during
// a round and after the game (and on a 1920x1080 screen), a finished and a collapsed game, and the
// add-game form's preset balance hint and clock rule.
import { expect as baseExpect, test, type Browser, type Page } from './fixtures';
import { ApiClient, createGame, newHostAccount, playRound, variablesPreset } from './game-api';
import { E2E_ADMIN, seriousViolations, setAdminLanguage, signIn } from './helpers';

// Every screen waits on the server's event before it changes: on a busy machine that can take a
// few seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

const B = '/api/backoffice';
const TABLET = { width: 1024, height: 768 };

/** A new host: signed in through the API, and in a browser of `viewport`. */
async function newHost(browser: Browser, baseURL: string, viewport = TABLET) {
  const { email, password } = await newHostAccount(baseURL);
  const api = await (await ApiClient.create(baseURL)).login(email, password);
  const page = await (await browser.newContext({ viewport })).newPage();
  await signIn(page, email, password);
  return { api, page };
}

/** Back to the top of the page, as the host sees it on arrival. */
async function toTop(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
}

test('on a tablet, the round control and the clock, then the reveal, are in the first screenful', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const host = await newHost(browser, baseURL ?? '');
  const game = await createGame(host.api, {
    title: 'Планшетная игра',
    teams: 5,
    mods: ['ufo', 'negotiation'],
    clock: { talks: 600, orders: 300, lock: true },
  });
  const { page } = host;
  await page.goto(`/#/host/games/control/${game.id}`);

  // Before round 1: the start button at the top, and beside it the access link with its QR code
  // and who is in the room.
  const start = page.getByRole('button', { name: 'Начать раунд 1' });
  await expect(start).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('now-panel').getByTestId('access-qr')).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('access-qr')).toHaveCount(1);
  await expect(page.getByTestId('now-panel').getByTestId('presence-team')).toHaveCount(5);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('tablet-lobby-ru.png') });
  await start.click();
  // Once the round runs, the link steps aside for who has sent orders.
  await expect(page.getByTestId('now-panel').getByTestId('access-qr')).toHaveCount(0);
  await expect(page.getByTestId('access-qr')).toHaveCount(1);

  // During the round: ending it, the clock and who has sent orders, all without scrolling.
  const end = page.getByRole('button', { name: 'Завершить раунд 1' });
  await expect(end).toBeEnabled();
  await toTop(page);
  await expect(end).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('clock-left')).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('clock-phase')).toHaveText('Переговоры');
  await expect(page.getByTestId('orders-not-accepted')).toBeInViewport();
  await expect(page.getByTestId('orders-not-accepted').locator('li')).toHaveCount(5);
  expect(await seriousViolations(page)).toEqual([]);
  const length = await page.evaluate(() => document.documentElement.scrollHeight);
  testInfo.annotations.push({ type: 'control page height (ru, round)', description: `${length}` });
  await page.screenshot({ path: testInfo.outputPath('tablet-round-ru.png'), fullPage: true });

  // The game is played to its end (six rounds).
  await host.api.post(`${B}/host/games/round`, { gameId: game.id, round: 1 });
  for (let round = 2; round <= 6; round++) await playRound(host.api, game.id, round);

  // Over: it says so once, after which round, with no round counter past the last and no clock.
  const over = page.getByTestId('game-over-title');
  await expect(over).toHaveText('Игра окончена после раунда 6');
  await expect(page.getByTestId('current-round')).toHaveCount(0);
  await expect(page.getByTestId('rounds-total')).toHaveCount(0);
  await expect(page.getByTestId('clock-panel')).toHaveCount(0);
  await expect(page.getByText('Ждём раунда')).toHaveCount(0);
  await expect(page.getByText('Раунд 7')).toHaveCount(0);
  await expect(page.getByTestId('game-collapsed')).toHaveCount(0);

  // After the game: the reveal's next step and the links to the final and the report, at the top.
  await toTop(page);
  const next = page.getByTestId('reveal-next');
  await expect(next).toBeEnabled();
  await expect(next).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('link', { name: 'Итоги игры' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('report-link')).toBeInViewport({ ratio: 1 });
  await next.click();
  await expect(page.getByTestId('reveal-panel')).toHaveAttribute('data-revealed', '1');
  await toTop(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('tablet-over-ru.png') });
  await page.screenshot({ path: testInfo.outputPath('tablet-over-ru-full.png'), fullPage: true });

  // The same in English.
  await setAdminLanguage(page, 'en');
  await page.reload();
  await expect(over).toHaveText('Game over after round 6');
  await toTop(page);
  await expect(page.getByTestId('reveal-next')).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: testInfo.outputPath('tablet-over-en.png') });

  // On a 1920x1080 screen the reveal is at the top too.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await toTop(page);
  await expect(page.getByTestId('reveal-next')).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: testInfo.outputPath('wide-over-en.png') });
});

test('in English and on a wide screen, a running round keeps its control and clock at the top', async ({
  browser,
  baseURL,
}, testInfo) => {
  const host = await newHost(browser, baseURL ?? '');
  await setAdminLanguage(host.page, 'en');
  const game = await createGame(host.api, {
    title: 'Tablet game',
    teams: 5,
    language: 'en',
    mods: ['negotiation'],
    clock: { talks: 600, orders: 300, lock: true },
  });
  await host.api.post(`${B}/host/games/start_round`, { gameId: game.id, round: 1 });
  const { page } = host;
  await page.goto(`/#/host/games/control/${game.id}`);
  await page.reload();
  for (const viewport of [TABLET, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(viewport);
    await toTop(page);
    await expect(page.getByRole('button', { name: 'End round 1' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('clock-left')).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('orders-not-accepted')).toBeInViewport();
    await page.screenshot({
      path: testInfo.outputPath(`round-en-${viewport.width}.png`),
      fullPage: viewport.width === TABLET.width,
    });
  }
});

test('a game ended by the ecology’s collapse says it is over, after which round, and why', async ({
  browser,
  baseURL,
}, testInfo) => {
  // The world starts almost dead and decays by itself: round 1 ends the game.
  const preset = await variablesPreset(baseURL ?? '', { start_ecology: 5, ecology_drift: -10 });
  const host = await newHost(browser, baseURL ?? '');
  const game = await createGame(host.api, { title: 'Конец света', teams: 3, preset });
  expect(await playRound(host.api, game.id, 1)).toBe(true);
  const { page } = host;
  await page.goto(`/#/host/games/control/${game.id}`);
  await expect(page.getByTestId('game-over-title')).toHaveText('Игра окончена после раунда 1');
  await expect(page.getByTestId('game-collapsed')).toHaveText(
    'Экология мира разрушена: победителей нет.',
  );
  await expect(page.getByTestId('current-round')).toHaveCount(0);
  await expect(page.getByTestId('clock-panel')).toHaveCount(0);
  await expect(page.getByText('Раунд 2')).toHaveCount(0);
  await toTop(page);
  await expect(page.getByTestId('reveal-next')).toBeInViewport({ ratio: 1 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('tablet-collapsed-ru.png') });
});

test('the game form says how the picked preset fared in its balance check, and never checked', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const host = await newHost(browser, baseURL ?? '');
  const { page } = host;
  // A preset never checked, and one the admin has checked (a fair one).
  const unchecked = await variablesPreset(baseURL ?? '', { rounds: 7 });
  const checkedValues = { rounds: 5 };
  const checked = await variablesPreset(baseURL ?? '', checkedValues);
  const admin = await (
    await ApiClient.create(baseURL ?? '')
  ).login(E2E_ADMIN.email, E2E_ADMIN.password);
  const variables = await admin.get<{ id: number; key: string }[]>(`${B}/get_variables`);
  const rounds = variables.find((v) => v.key === 'rounds')?.id;
  await admin.post(`${B}/variables_presets/check_balance`, {
    variablesPreset: { values: { [String(rounds)]: '5' } },
  });
  const names = await host.api.get<{ value: number; text: string }[]>(
    `${B}/get_variables_presets_options`,
  );
  const name = (id: number) => names.find((o) => o.value === id)?.text ?? '';

  await page.goto('/#/host/games/add');
  const select = page.getByRole('combobox', { name: 'Набор переменных' });
  const hint = page.getByTestId('preset-balance');
  const pick = async (option: string) => {
    await select.click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  // The rulebook's defaults are what the rules are tuned to: no hint.
  await expect(select).toHaveValue('Значения по правилам');
  await expect(hint).toHaveCount(0);

  // The classic price list, as a fresh install seeds it: it fails, and the hint says why.
  await pick('Classic (v1)');
  await expect(hint).toHaveAttribute('data-result', 'failed');
  await expect(hint).toContainText('Набор не прошёл проверку баланса');
  await expect(hint).toContainText(
    /Агрессор: побед в 2 раза больше справедливой доли, больше чем в 1,5 раза/,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('form-classic-ru.png') });

  await pick(name(unchecked));
  await expect(hint).toHaveAttribute('data-result', 'never');
  await expect(hint).toHaveText(/^Баланс этого набора ещё ни разу не проверяли/);
  expect(await seriousViolations(page)).toEqual([]);

  await pick(name(checked));
  await expect(hint).toHaveAttribute('data-result', 'passed');
  await expect(hint).toContainText('Набор прошёл проверку баланса');
  await expect(hint).toContainText('Ни одна стратегия не побеждает больше чем в 1,5 раза');
  expect(await seriousViolations(page)).toEqual([]);

  await pick('Значения по правилам');
  await expect(hint).toHaveCount(0);

  // In English.
  await setAdminLanguage(page, 'en');
  await page.reload();
  await page.getByRole('combobox', { name: 'Variables preset' }).click();
  await page.getByRole('option', { name: 'Classic (v1)', exact: true }).click();
  await expect(hint).toContainText('This preset failed its balance check');
  await expect(hint).toContainText(/Aggressor wins 2 times its fair share, more than 1\.5 times/);
  await page.screenshot({ path: testInfo.outputPath('form-classic-en.png') });
});

test('the clock fields take one rule for both phases, said in each hint and kept by the server', async ({
  browser,
  baseURL,
}, testInfo) => {
  const host = await newHost(browser, baseURL ?? '');
  const { page } = host;
  await page.goto('/#/host/games/add');
  const talks = page.locator('input[name="clock.talks"]');
  const orders = page.locator('input[name="clock.orders"]');
  const talksRule = 'От 1 до 120 минут, или 0 — без переговоров.';
  const ordersRule = 'От 1 до 120 минут.';
  // The rule is in each field's hint before anything is typed.
  await expect(page.getByTestId('clock-fields')).toContainText(talksRule);
  await expect(page.getByTestId('clock-fields')).toContainText(ordersRule);

  // Half a minute is refused for either phase, by the form, in the hint's words.
  await page.locator('input[name="title"]').fill('Быстрая игра');
  await talks.fill('0.5');
  await orders.fill('0.5');
  await page.locator('button[type="submit"]').click();
  await expect(talks).toHaveAttribute('aria-invalid', 'true');
  await expect(orders).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('clock-fields').locator('.mantine-NumberInput-error')).toHaveText([
    talksRule,
    ordersRule,
  ]);
  await expect(page).toHaveURL(/#\/host\/games\/add$/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('form-clock-ru.png'), fullPage: true });

  // No talks phase at all, and a minute and a half of orders, are taken.
  await talks.fill('0');
  await orders.fill('1.5');
  for (const country of ['Германия', 'Франция'])
    await page.getByRole('checkbox', { name: country }).check();
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/#\/host\/games\/control\/\d+$/);
  const gameId = Number(/control\/(\d+)$/.exec(page.url())?.[1]);
  const control = await host.api.post<{ game: { clock: { talks: number; orders: number } } }>(
    `${B}/host/games/control`,
    { gameId },
  );
  expect(control.game.clock).toMatchObject({ talks: 0, orders: 90 });
});
