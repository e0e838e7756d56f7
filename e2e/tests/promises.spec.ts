// Promises, from the phones to the final screen: a team proposes one on its talks tab, the other
// accepts it on its own phone, the maker breaks it with a bomb; the projector's news and the
// world news on the phones say so, the control screen lists it, and the final screen counts it
// once the host reveals the attacks. Then the talks tab itself, at 360×640, in both languages.
import { expect as baseExpect, test, type Browser, type Page } from './fixtures';
import {
  ApiClient,
  createGame,
  joinTeam,
  newHostAccount,
  playRound,
  variablesPreset,
  type Team,
} from './game-api';
import { signIn } from './helpers';
import { keysIn, knownKeys } from './screen-checks';

// Every step waits on a server round trip, some on a socket event.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 240_000 });

const B = '/api/backoffice';
const PHONE = { width: 360, height: 640 };
// The projector shows a round's headlines one at a time, six seconds each.
const NEWS = { timeout: 60_000 };

/** A new browser context's page: its own cookies, as another person's device. */
async function device(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  return (await browser.newContext(options)).newPage();
}

/** Joins `team` on a phone from the access link, as a player types it. */
async function joinOnPhone(browser: Browser, gameId: number, team: Team): Promise<Page> {
  const phone = await device(browser, { viewport: PHONE, isMobile: true, hasTouch: true });
  await phone.goto(`/game/${gameId}`);
  const input = phone.locator(`input[name="countryId"][value="${team.country.id}"]`);
  await phone.locator('label').filter({ has: input }).click();
  await phone.locator('input[name="accessCode"]').fill(team.access_code);
  await phone.locator('button[type="submit"]').click();
  await expect(phone.getByTestId('team-name')).toHaveText(team.country.name);
  return phone;
}

/** Whether any element of the page is wider than the screen or its box: text cut off. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth)
      out.push(`page ${document.documentElement.scrollWidth}px wide`);
    for (const el of document.querySelectorAll<HTMLElement>('main *')) {
      const style = getComputedStyle(el);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      if (el.scrollWidth > el.clientWidth + 1 && el.childElementCount === 0 && el.innerText)
        out.push(`cut: ${el.innerText.slice(0, 40)}`);
    }
    return out;
  });
}

test('a promise not to bomb, accepted on the phone, then broken: news, control, final', async ({
  browser,
  baseURL,
}, testInfo) => {
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
  const base = baseURL ?? '';
  const account = await newHostAccount(base);
  const host = await (await ApiClient.create(base)).login(account.email, account.password);
  // Three rounds: a nuclear programme, a bomb built, the bomb dropped; the game ends with it.
  const preset = await variablesPreset(base, { rounds: 3 });
  const game = await createGame(host, { title: 'Promises', teams: 2, language: 'en', preset });
  const [maker, victim] = game.teams as [Team, Team];
  const makerApi = await joinTeam(base, game.id, maker);
  const orders = (round: number, list: object[]) =>
    makerApi.post('/api/game/orders', { gameId: game.id, round, orders: list });

  // The room: the projector, and both teams' phones.
  const projector = await device(browser, { viewport: { width: 1920, height: 1080 } });
  await projector.goto(`/#/stats/${game.id}`);
  const phoneA = await joinOnPhone(browser, game.id, maker);
  const phoneB = await joinOnPhone(browser, game.id, victim);

  await host.post(`${B}/host/games/start_round`, { gameId: game.id, round: 1 });
  // A grant pays for the programme, as a host may give one.
  await host.post('/api/game/credit', {
    gameId: game.id,
    countryTo: maker.country.id,
    amount: 5000,
  });
  await orders(1, [{ type: 'technology' }]);
  await host.post(`${B}/host/games/round`, { gameId: game.id, round: 1 });
  await host.post(`${B}/host/games/start_round`, { gameId: game.id, round: 2 });
  await orders(2, [{ type: 'build_bombs', count: 1 }]);
  await host.post(`${B}/host/games/round`, { gameId: game.id, round: 2 });
  await host.post(`${B}/host/games/start_round`, { gameId: game.id, round: 3 });

  // The host's control screen, open while the talks go on, in the back-office's Russian.
  const control = await device(browser, { viewport: { width: 1366, height: 768 } });
  await signIn(control, account.email, account.password);
  await control.goto(`/#/host/games/control/${game.id}`);
  await expect(control.getByTestId('promises-panel')).toContainText('Обещаний пока нет.');

  // Phone A: the talks tab, the country, "Not to bomb them", until round 3 (this one, the last).
  await phoneA.getByTestId('tab-negotiations').click();
  const form = phoneA.getByTestId('promise-form');
  await form.getByTestId('promise-to').selectOption(String(victim.country.id));
  await form.getByText('Not to bomb them').click();
  await expect(form.getByTestId('promise-until')).toHaveValue('3');
  await form.getByTestId('promise-propose').click();
  await expect(form.getByTestId('promise-sent')).toBeVisible();
  const mine = phoneA.getByTestId('promises').locator('li');
  await expect(mine).toHaveAttribute('data-status', 'proposed');
  await expect(mine).toContainText(`Our promise to ${victim.country.name}`);
  await expect(mine).toContainText('Proposed: waiting for their answer');

  // Phone B: the badge counts it without a reload; B accepts it on its talks tab.
  await expect(phoneB.getByTestId('tab-negotiations').getByTestId('tab-count')).toHaveText('1');
  await phoneB.getByTestId('tab-negotiations').click();
  const theirs = phoneB.getByTestId('promises').locator('li');
  await expect(theirs).toContainText(`Promise of ${maker.country.name} to us`);
  await expect(theirs).toContainText('Not to bomb us');
  await theirs.getByTestId('promise-accept').click();
  await expect(theirs).toHaveAttribute('data-status', 'accepted');
  await expect(theirs).toContainText('Accepted: binding');
  await expect(theirs).toContainText('Binding until the end of this round, round 3');
  await expect(phoneB.getByTestId('tab-negotiations').getByTestId('tab-count')).toHaveCount(0);
  // A's phone and the control screen follow, live.
  await expect(mine).toHaveAttribute('data-status', 'accepted');
  const listed = control.getByTestId('promise');
  await expect(listed).toHaveAttribute('data-status', 'accepted');
  await expect(listed).toContainText(maker.country.name);
  await expect(listed).toContainText(victim.country.name);
  await expect(listed).toContainText('Не бомбить, до конца раунда 3');

  // A drops its bomb on one of B's cities anyway; the round, and with it the game, ends.
  await orders(3, [{ type: 'attack', city: victim.country.cities[0]!.id }]);
  await host.post(`${B}/host/games/round`, { gameId: game.id, round: 3 });

  // The projector's news names the broken promise, whole.
  const broken = projector.locator('[data-testid="news-headline"][data-type="promise_broken"]');
  await expect(broken).toContainText(
    `${maker.country.name} broke its promise to ${victim.country.name}`,
    NEWS,
  );
  // Its words lie whole inside the headline's box and the screen (the text wraps, never cut).
  const cut = await broken.locator('p').evaluate((p) => {
    const box = p.closest('[data-testid="news-headline"]')!.getBoundingClientRect();
    const text = p.getBoundingClientRect();
    return (
      p.scrollWidth > p.clientWidth + 1 ||
      text.left < box.left - 1 ||
      text.right > box.right + 1 ||
      text.bottom > Math.min(box.bottom, window.innerHeight) + 1
    );
  });
  expect(cut).toBe(false);
  // Both phones' world news has it too, at 360 px, wrapped rather than cut.
  await phoneB.getByTestId('tab-world').click();
  const onPhone = phoneB.locator(
    '[data-testid="news-round"][data-round="3"] [data-type="promise_broken"]',
  );
  await expect(onPhone).toContainText(`${maker.country.name} broke its promise`);
  expect(await overflowing(phoneB)).toEqual([]);
  await onPhone.scrollIntoViewIfNeeded();
  await shot(phoneB, 'phone-news');
  // The promise on both phones and the control screen: broken, in round 3.
  await phoneA.getByTestId('tab-negotiations').click();
  await expect(mine).toHaveAttribute('data-status', 'broken');
  await expect(mine).toContainText('Broken in round 3');
  await expect(listed).toHaveAttribute('data-status', 'broken');
  await expect(listed).toContainText('нарушено в раунде 3');
  await control.getByTestId('promises-panel').screenshot({
    path: testInfo.outputPath('control-promises.png'),
  });

  // The final screen: nothing about promises until the host reveals the attacks, then A broke one.
  const room = await device(browser, { viewport: { width: 1920, height: 1080 } });
  await room.goto(`/#/final/${game.id}`);
  await expect(room.getByTestId('nominations')).toBeVisible();
  await expect(room.getByTestId('final-promises')).toHaveCount(0);
  for (let step = 1; step <= 6; step += 1)
    await host.post(`${B}/host/games/reveal`, { gameId: game.id, step });
  const tally = room.getByTestId('final-promises');
  await expect(tally).toBeVisible();
  const row = tally.getByTestId('final-promise-country');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(maker.country.name);
  await expect(row.getByTestId('final-promises-broken')).toHaveText('broken: 1');
  await expect(row.getByTestId('final-promises-kept')).toHaveText('kept: 0');
  await shot(room, 'final');
  // The phones' game over says the same.
  await phoneB.getByTestId('tab-final').click();
  await expect(phoneB.getByTestId('phone-promises')).toContainText(maker.country.name);
  await expect(phoneB.getByTestId('phone-promises')).toContainText('broken: 1');
  expect(await overflowing(phoneB)).toEqual([]);
  await phoneB.getByTestId('phone-promises').scrollIntoViewIfNeeded();
  await shot(phoneB, 'phone-final');

  // The report lists the promise and its fate.
  await control.goto(`/#/host/games/report/${game.id}`);
  const reported = control.getByTestId('report-promise');
  await expect(reported).toHaveAttribute('data-status', 'broken');
  await expect(reported).toContainText('нарушено в раунде 3');
  await expect(control.getByTestId('report-promise-tally')).toContainText('нарушено: 1');
  await control.setViewportSize({ width: 360, height: 640 });
  await control.getByTestId('report-promises').scrollIntoViewIfNeeded();
  expect(await control.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    360,
  );
  await shot(control, 'report-promises');
  // What if: without the bombs, the country that was promised peace and bombed ends better off.
  const whatIf = control.getByTestId('report-what-if');
  await whatIf.scrollIntoViewIfNeeded();
  await expect(control.getByTestId('what-if-attacks')).toHaveAttribute('aria-pressed', 'true');
  const bombed = control.locator(
    `[data-testid="what-if-row"][data-country="${victim.country.id}"]`,
  );
  await expect(bombed).toBeVisible({ timeout: 30_000 });
  const standard = async (column: number) =>
    Number(
      (await bombed.locator('td').nth(column).locator('div').first().innerText())
        .replace(/\s|\u00a0|%/g, '')
        .replace(',', '.'),
    );
  expect(await standard(1)).toBeGreaterThan(await standard(0));
  await shot(control, 'report-what-if');

  await makerApi.dispose();
  await host.dispose();
});

/** The refusal of a 21st proposal waiting for an answer, in the game's language. */
const WAITING_LIMIT = {
  en: 'You have 20 proposals waiting for an answer: withdraw one or wait for answers',
  ru: 'У вас 20 предложений ждут ответа: отзовите одно или дождитесь ответов',
} as const;

for (const language of ['en', 'ru'] as const) {
  test(`the talks tab reads whole at 360×640 (${language})`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    const base = baseURL ?? '';
    const account = await newHostAccount(base);
    const host = await (await ApiClient.create(base)).login(account.email, account.password);
    const game = await createGame(host, { title: 'Talks', teams: 3, language });
    const [us, them, third] = game.teams as [Team, Team, Team];
    const ourApi = await joinTeam(base, game.id, us);
    const theirApi = await joinTeam(base, game.id, them);
    const thirdApi = await joinTeam(base, game.id, third);
    await playRound(host, game.id, 1);
    await host.post(`${B}/host/games/start_round`, { gameId: game.id, round: 2 });
    const propose = (api: ApiClient, to: Team, kind: string, value: number | null, until: number) =>
      api.post<{ id: number }>(
        '/api/game/promises/propose',
        { gameId: game.id, to: to.country.id, kind, value, until },
        201,
      );
    // Ours: a transfer they accepted, partly paid; one still waiting for them.
    const transfer = await propose(ourApi, them, 'transfer', 500, 4);
    await theirApi.post('/api/game/promises/accept', { gameId: game.id, id: transfer.id }, 204);
    await propose(ourApi, third, 'lift_sanction', null, 3);
    // Theirs: one waiting for our answer (a proposal lapses once its last round ends), one
    // withdrawn.
    await propose(theirApi, us, 'no_sanction', null, 3);
    const gone = await propose(thirdApi, us, 'no_attack', null, 5);
    await thirdApi.post('/api/game/promises/withdraw', { gameId: game.id, id: gone.id }, 204);
    await ourApi.post('/api/game/orders', {
      gameId: game.id,
      round: 2,
      orders: [{ type: 'transfer', country: them.country.id, amount: 200 }],
    });
    await host.post(`${B}/host/games/round`, { gameId: game.id, round: 2 });
    await host.post(`${B}/host/games/start_round`, { gameId: game.id, round: 3 });

    const phone = await joinOnPhone(browser, game.id, us);
    await expect(phone.getByTestId('tab-negotiations').getByTestId('tab-count')).toHaveText('1');
    await phone.getByTestId('tab-negotiations').click();
    await expect(phone.getByTestId('promises').locator('li')).toHaveCount(4);
    await expect(phone.getByTestId('promise-progress')).toContainText('$200');
    await expect(phone.getByTestId('promise-progress')).toContainText('$500');
    // The form with a transfer chosen: its amount field shows too.
    await phone.getByTestId('promise-kind-transfer').check();
    await expect(phone.getByTestId('promise-value')).toBeVisible();

    const known = await knownKeys(
      await (await ApiClient.create(base)).login(account.email, account.password),
      game.id,
    );
    const text = await phone.locator('body').innerText();
    expect(keysIn(text, known)).toEqual([]);
    expect(await overflowing(phone)).toEqual([]);
    await phone.screenshot({
      path: testInfo.outputPath(`talks-${language}.png`),
      fullPage: true,
    });

    // A refusal shows on its field: a transfer without an amount.
    await phone.getByTestId('promise-propose').click();
    await expect(phone.getByTestId('promise-form').getByRole('alert')).toBeVisible();
    await expect(phone.getByTestId('promise-value')).toHaveAttribute('aria-invalid', 'true');
    await phone.screenshot({ path: testInfo.outputPath(`talks-refused-${language}.png`) });

    // Twenty of ours waiting for an answer (one was already): the phone says the limit plainly.
    for (let i = 0; i < 19; i++) await propose(ourApi, them, 'no_attack', null, 3);
    await phone.getByTestId('promise-kind-no_attack').check();
    await phone.getByTestId('promise-propose').click();
    await expect(phone.getByTestId('promise-form').getByRole('alert')).toHaveText(
      WAITING_LIMIT[language],
    );
    expect(await overflowing(phone)).toEqual([]);
    await phone.screenshot({ path: testInfo.outputPath(`talks-limit-${language}.png`) });

    for (const api of [ourApi, theirApi, thirdApi, host]) await api.dispose();
  });
}
