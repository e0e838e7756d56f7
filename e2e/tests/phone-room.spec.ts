import { expect as baseExpect, test, type Browser, type Page } from './fixtures';
import { apiPostOk } from './api';
import { ApiClient, createGame, joinTeam, newHostAccount, playRound, type Team } from './game-api';

// A phone's first screen waits for its chunk, the game's texts and the team's view, on a busy
// machine longer than the suite's default.
const expect = baseExpect.configure({ timeout: 15_000 });

const B = '/api/backoffice';
const PHONE = { width: 360, height: 640 };

/** A phone: a fresh browser context at 360×640. */
async function phone(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })).newPage();
}

/** The phone's session joins `team` (as the join screen does) and opens the team's screen. */
async function playOn(page: Page, gameId: number, team: Team) {
  await apiPostOk(
    page.request,
    '/api/game/join',
    { gameId, countryId: team.country.id, accessCode: team.access_code },
    204,
  );
  await page.goto(`/game/${gameId}`);
  await expect(page.getByTestId('team-name')).toHaveText(team.country.name);
}

/** A host's browser page, signed in, and the same host through the API. */
async function hostPage(browser: Browser, baseURL: string) {
  const account = await newHostAccount(baseURL);
  const page = await (await browser.newContext()).newPage();
  await apiPostOk(page.request, '/login', account, 204);
  const api = await (await ApiClient.create(baseURL)).login(account.email, account.password);
  return { page, api };
}

/**
 * What a phone must never show: the page scrolling sideways, an element past the screen's
 * edge, or text cut by its box (clipped or ellipsed). Text hidden for screen readers on purpose
 * (clipped to nothing) is not shown, so it does not count.
 */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth > width) problems.push(`the page is ${root.scrollWidth}px wide`);
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      if (style.clipPath !== 'none') continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.right > width + 0.5 || rect.left < -0.5)
        problems.push(`${name(el)} spans ${Math.round(rect.left)}..${Math.round(rect.right)}`);
      const clips =
        ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      if (clips && el.scrollWidth > el.clientWidth + 1)
        problems.push(`${name(el)} cuts its text (${el.scrollWidth} > ${el.clientWidth})`);
    }
    return problems;
  });
}

for (const [language, words] of [
  [
    'en',
    {
      open: 'How to play',
      back: 'Back to the game',
      dome: 'Dome',
      terraform: 'Terraforming',
      boom: 'Boom',
      rule: 'rose most since the start of the game',
      tab: 'Talks',
      waiting: 'proposals waiting for our answer: 1',
    },
  ],
  [
    'ru',
    {
      open: 'Как играть',
      back: 'Вернуться к игре',
      dome: 'Купол',
      terraform: 'Терраформирование',
      boom: 'Бум',
      rule: 'вырос сильнее всего с начала игры',
      tab: 'Переговоры',
      waiting: 'предложений ждут нашего ответа: 1',
    },
  ],
] as const) {
  test(`a phone at 360 px reads how to play with the game's prices, and every tab fits (${language})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const { api } = await hostPage(browser, baseURL ?? '');
    const game = await createGame(api, {
      title: 'Rules game',
      teams: 3,
      language,
      mods: ['ufo', 'negotiation'],
    });
    const [ours, theirs] = game.teams as [Team, Team];
    const player = await phone(browser);
    await playOn(player, game.id, ours);
    const state = (await (
      await player.request.get(`/api/game/state?gameId=${game.id}`)
    ).json()) as { prices: Record<string, number> };

    // Another country asks us for a negotiation: the tab says how many wait for our answer, in words too.
    const rival = await joinTeam(baseURL ?? '', game.id, theirs);
    await rival.post(
      '/api/game/negotiations/request',
      {
        gameId: game.id,
        countryTo: ours.country.id,
      },
      204,
    );
    const negotiationsTab = player.getByRole('tab', { name: words.tab });
    await expect(negotiationsTab.getByTestId('tab-count')).toHaveText('1');
    await expect(negotiationsTab).toContainText(words.waiting);
    // Every tab fits the phone, the count included: nothing scrolls sideways or is cut.
    const strip = player.getByRole('tablist');
    expect(await strip.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(await layoutProblems(player)).toEqual([]);

    // "How to play": the goal, each order with this game's price, ecology, sanctions, the
    // supertechs, the nominations and the winner rule.
    await player.getByRole('button', { name: words.open }).click();
    const rules = player.getByTestId('rules');
    await expect(rules).toBeVisible();
    await expect(rules.getByTestId('rules-goal')).toContainText(String(state.prices.rounds));
    await expect(rules.getByTestId('rules-order-develop')).toContainText(
      `$${state.prices.develop_cost}`,
    );
    await expect(rules.getByTestId('rules-order-shield')).toContainText(
      `$${state.prices.shield_cost}`,
    );
    await expect(rules.getByTestId('rules-order-ecology')).toContainText(
      `+${state.prices.ecology_boost}`,
    );
    await expect(rules.getByTestId('rules-ecology')).toBeVisible();
    await expect(rules.getByTestId('rules-supertech-dome')).toContainText(words.dome);
    await expect(rules.getByTestId('rules-supertech-terraform')).toContainText(
      `+${state.prices.supertech_ecology}`,
    );
    await expect(rules.getByTestId('rules-supertech-terraform')).toContainText(words.terraform);
    await expect(rules.getByTestId('rules-supertech-boom')).toContainText(words.boom);
    await expect(rules.getByTestId('rules-nominations').locator('li')).toHaveCount(5);
    await expect(rules.getByTestId('rules-winner-rule')).toContainText(words.rule);
    expect(await rules.innerText()).not.toMatch(/\{\{|rules\./);
    // Read to the end on a 360-pixel screen: nothing wider than the phone, no text cut.
    await rules.getByTestId('rules-winner-rule').scrollIntoViewIfNeeded();
    expect(await layoutProblems(player)).toEqual([]);

    // Back where the player was.
    await rules.getByRole('button', { name: words.back }).first().click();
    await expect(player.getByTestId('rules')).toHaveCount(0);
    await expect(player.getByTestId('orders-form')).toBeVisible();
    await rival.dispose();
    await api.dispose();
  });
}

test('the projector tells the room how to play before round 1, then shows the standings', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { api } = await hostPage(browser, baseURL ?? '');
  const game = await createGame(api, { title: 'Пятничная игра', teams: 4 });
  for (const size of [
    { width: 1920, height: 1080 },
    { width: 1280, height: 720 },
  ]) {
    const projector = await (await browser.newContext({ viewport: size })).newPage();
    await projector.goto(`/#/stats/${game.id}`);
    const rules = projector.getByTestId('stats-rules');
    await expect(rules).toContainText('Как играть');
    await expect(rules).toContainText('вырос сильнее всего с начала игры');
    await expect(rules).toContainText('Инвестор');
    await expect(projector.getByTestId('join-panel')).toBeVisible();
    // All of it on the screen: no scroll bar, nothing cut at the panel's edge.
    expect(
      await projector.evaluate(() => {
        const root = document.documentElement;
        return root.scrollWidth > innerWidth || root.scrollHeight > innerHeight;
      }),
    ).toBe(false);
    expect(await rules.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(0);
    await projector.context().close();
  }
  // Round 1 starts: the charts take the place of the rules.
  const projector = await (
    await browser.newContext({ viewport: { width: 1920, height: 1080 } })
  ).newPage();
  await projector.goto(`/#/stats/${game.id}`);
  await expect(projector.getByTestId('stats-rules')).toBeVisible();
  await api.post(`${B}/host/games/start_round`, { gameId: game.id, round: 1 });
  await expect(projector.getByTestId('stats-rules')).toHaveCount(0);
  await expect(projector.getByTestId('standings')).toBeVisible();
  await api.dispose();
});

test('the control screen shows who is in the room, live, from the lobby on', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { page: host, api } = await hostPage(browser, baseURL ?? '');
  const game = await createGame(api, { title: 'Пятничная игра', teams: 2 });
  const [first, second] = game.teams as [Team, Team];
  await host.goto(`/#/host/games/control/${game.id}`);
  const line = (team: Team) =>
    host.getByTestId('presence-team').filter({ hasText: team.country.name });
  // The lobby: nobody yet, said in words.
  await expect(line(first)).toHaveAttribute('data-state', 'absent');
  await expect(line(first)).toContainText('ещё не присоединилась');
  await expect(host.getByTestId('presence-summary')).toHaveText('Присоединились команд: 0 из 2');

  // A phone joins the first team: the screen follows without a reload.
  const player = await phone(browser);
  await playOn(player, game.id, first);
  await expect(line(first)).toHaveAttribute('data-devices', '1');
  await expect(line(first)).toContainText('присоединилась, устройств на связи: 1');
  await expect(host.getByTestId('presence-summary')).toHaveText('Присоединились команд: 1 из 2');
  await expect(line(second)).toHaveAttribute('data-state', 'absent');

  // The phone goes away: the team stays joined, with no device connected.
  await player.context().close();
  await expect(line(first)).toHaveAttribute('data-state', 'away');
  await expect(line(first)).toContainText('сейчас нет устройств на связи');
  await api.dispose();
});

test('the host cannot start a negotiation with a busy country, and sees why before clicking', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { page: host, api } = await hostPage(browser, baseURL ?? '');
  const game = await createGame(api, { title: 'Negotiations', teams: 3, mods: ['negotiation'] });
  const [a, b, c] = game.teams as [Team, Team, Team];
  const [ta, tb, tc] = await Promise.all(
    [a, b, c].map((team) => joinTeam(baseURL ?? '', game.id, team)),
  );
  // A and B are negotiating; C asked A, and A accepted.
  await ta!.post(
    '/api/game/negotiations/request',
    { gameId: game.id, countryTo: b.country.id },
    204,
  );
  await tb!.post(
    '/api/game/negotiations/accept',
    { gameId: game.id, countryFrom: a.country.id },
    204,
  );
  await api.post(
    `${B}/host/games/start_negotiation`,
    { gameId: game.id, countryFrom: a.country.id, countryTo: b.country.id },
    204,
  );
  await tc!.post(
    '/api/game/negotiations/request',
    { gameId: game.id, countryTo: a.country.id },
    204,
  );
  await ta!.post(
    '/api/game/negotiations/accept',
    { gameId: game.id, countryFrom: c.country.id },
    204,
  );

  await host.goto(`/#/host/games/control/${game.id}`);
  const waiting = host.locator('[data-testid="negotiation"][data-status="accepted"]');
  await expect(waiting.getByRole('button', { name: 'Начать' })).toBeDisabled();
  await expect(waiting.getByTestId('negotiation-busy')).toHaveText(
    `Пока нельзя начать, уже в других переговорах: ${a.country.name}. Сначала завершите их.`,
  );
  // Once A's negotiation with B is finished, C's can start.
  await host
    .locator('[data-testid="negotiation"][data-status="ongoing"]')
    .getByRole('button', { name: 'Завершить' })
    .click();
  await expect(waiting.getByRole('button', { name: 'Начать' })).toBeEnabled();
  await expect(waiting.getByTestId('negotiation-busy')).toHaveCount(0);
  for (const team of [ta, tb, tc]) await team!.dispose();
  await api.dispose();
});

test('an unknown game and a finished one say so in words on the phone', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const player = await phone(browser);
  await player.goto('/game/999999');
  await expect(player.getByTestId('player-problem').getByRole('heading')).toHaveText(
    'По этому адресу игры нет. Проверьте ссылку или спросите её у ведущего.',
  );

  const { api } = await hostPage(browser, baseURL ?? '');
  const game = await createGame(api, { title: 'Old game', teams: 1, language: 'en' });
  for (let round = 1; round <= 6 && !(await playRound(api, game.id, round)); round++);
  // The host has revealed every nomination to the room.
  await api.post('/api/backoffice/host/games/reveal', { gameId: game.id, step: 5 });
  await player.goto(`/game/${game.id}`);
  const over = player.getByTestId('join-over');
  await expect(over).toContainText('This game is over');
  await expect(player.locator('input[name="accessCode"]')).toHaveCount(0);
  await expect(over.getByRole('link', { name: 'See the nominations' })).toHaveAttribute(
    'href',
    `/#/final/${game.id}`,
  );
  expect(await layoutProblems(player)).toEqual([]);

  // The nominations, as the phone opens them: every card on a 360-pixel screen, nothing cut.
  await over.getByRole('link', { name: 'See the nominations' }).click();
  await expect(player.getByText('Final results')).toBeVisible();
  await expect(player.getByTestId('nomination-winner')).toBeVisible();
  for (const card of await player.locator('[data-testid^="nomination-"]').all())
    await card.scrollIntoViewIfNeeded();
  expect(await layoutProblems(player)).toEqual([]);
  await api.dispose();
});
