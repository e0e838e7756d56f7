// The debrief report of a whole game, as a host leads the discussion after it: printed on A4
// (the winner and the nominations first, sections flowing, a six-round game of five teams in
// about five pages), its csv offered for the game's language, and no serious or critical axe
// violation, in Russian and in English. The game is played through the API, bombs included.
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { ApiClient, createGame, joinTeam, newHostAccount, type Team } from './game-api';
import { fontsDrawn, signInThroughApi } from './helpers';

const B = '/api/backoffice';
// A first screen waits for the labels, its chunk and its data: on a busy machine that takes a while.
const LOAD = { timeout: 30_000 };
test.describe.configure({ timeout: 180_000 });

/** A team's richest city at the start: the one bombed, or shielded. */
const richest = (team: Team) =>
  [...team.country.cities].sort((a, b) => a.economy - b.economy).at(-1)!;

/**
 * A six-round game of five teams, played as a room plays it: every team sends a set each round
 * (developments, ecology, money sent, sanctions), the first country gets a credit for its
 * programme, builds two bombs and drops them on a city of the second (destroyed) and on the
 * shielded city of the third (stopped).
 */
async function playGame(host: ApiClient, baseURL: string, language: string) {
  const game = await createGame(host, {
    title: `Разбор: пять стран ${language}`,
    teams: 5,
    language,
  });
  const teams = game.teams;
  const [attacker, bombed, shielded, investor, critic] = teams;
  if (!attacker || !bombed || !shielded || !investor || !critic) throw new Error('5 teams');
  const phones = await Promise.all(teams.map((team) => joinTeam(baseURL, game.id, team)));
  const send = (i: number, round: number, orders: unknown[]) =>
    phones[i]!.post('/api/game/orders', { gameId: game.id, round, orders });
  /** Develops the team's poorest standing city below the cap, as a team would (if it has one). */
  const develop = async (i: number) => {
    const { me } = await phones[i]!.get<{
      me: { cities: { id: number; economy: number; destroyed: boolean }[] };
    }>(`/api/game/state?gameId=${game.id}`);
    const city = me.cities
      .filter((c) => !c.destroyed && c.economy < 100)
      .sort((a, b) => a.economy - b.economy)[0];
    return city ? [{ type: 'develop', city: city.id }] : [];
  };

  for (let round = 1; round <= 6; round++) {
    await host.post(`${B}/host/games/start_round`, { gameId: game.id, round });
    if (round === 1)
      for (const team of teams)
        await host.post('/api/game/credit', {
          gameId: game.id,
          countryTo: team.country.id,
          amount: team === attacker ? 5000 : 1500,
        });
    const war =
      round === 1
        ? [{ type: 'technology' }]
        : round === 2
          ? [{ type: 'build_bombs', count: 2 }]
          : round === 3
            ? [
                { type: 'attack', city: richest(bombed).id },
                { type: 'attack', city: richest(shielded).id },
              ]
            : await develop(0);
    await send(0, round, war);
    await send(1, round, [...(await develop(1)), { type: 'ecology' }]);
    await send(2, round, [
      ...(await develop(2)),
      ...(round === 1 ? [{ type: 'shield', city: richest(shielded).id }] : []),
    ]);
    await send(3, round, [
      ...(await develop(3)),
      { type: 'transfer', country: bombed.country.id, amount: 100 },
      { type: 'ecology' },
    ]);
    await send(4, round, [
      ...(await develop(4)),
      ...(round === 3 ? [{ type: 'sanction', country: attacker.country.id }] : []),
      ...(round === 5 ? [{ type: 'lift_sanction', country: attacker.country.id }] : []),
    ]);
    const ended = await host.post<{ over: boolean }>(`${B}/host/games/round`, {
      gameId: game.id,
      round,
    });
    expect(ended.over).toBe(round === 6);
  }
  await Promise.all(phones.map((phone) => phone.dispose()));
  return game;
}

/** Opens the report of game `gameId` and waits until its charts are drawn. */
async function openReport(page: Page, gameId: number) {
  await page.goto(`/#/host/games/report/${gameId}`);
  await expect(page.getByTestId('game-report')).toBeVisible(LOAD);
  await expect(page.getByTestId('standings-chart')).toBeVisible(LOAD);
  await expect(page.getByTestId('ecology-chart')).toBeVisible(LOAD);
}

let account: { email: string; password: string };
let gameId: number;

test.beforeAll(async ({ baseURL }) => {
  const base = baseURL ?? '';
  account = await newHostAccount(base);
  const host = await (await ApiClient.create(base)).login(account.email, account.password);
  gameId = (await playGame(host, base, 'ru')).id;
  await host.dispose();
});

test('a six-round game of five teams prints on at most six A4 pages, the winner first', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInThroughApi(page, account, 'ru');
  await openReport(page, gameId);
  await expect(page.getByTestId('report-attack')).toHaveCount(2);
  await expect(page.getByTestId('timeline-round')).toHaveCount(6);
  await expect(page.getByTestId('standing-row')).toHaveCount(5);

  // Printed in the app's font, which has come long before a host prints.
  await fontsDrawn(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('report-tools')).toBeHidden();
  // The printed order is the order of the flow: the winner, the nominations, then the rounds.
  const top = async (testId: string) =>
    (await page.getByTestId(testId).first().boundingBox())?.y ?? Number.NaN;
  const winner = await top('report-nomination-winner');
  const nominations = await top('report-nominations');
  expect(nominations).toBeLessThan(winner);
  for (const section of [
    'report-standings',
    'report-ecology',
    'report-timeline',
    'report-attacks',
    'report-orders',
  ])
    expect(winner, section).toBeLessThan(await top(section));
  expect(await top('report-nomination-investor')).toBeLessThan(await top('report-standings'));

  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  // Kept beside the test's results, to be looked at page by page.
  const file = testInfo.outputPath('report.pdf');
  fs.writeFileSync(file, pdf);
  await testInfo.attach('report.pdf', { path: file, contentType: 'application/pdf' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages.length).toBeGreaterThan(1);
  expect(pages.length).toBeLessThanOrEqual(6);
});

/** The serious and critical violations of WCAG 2.1 A and AA on the page as it is now. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}) ${v.help}\n` +
        v.nodes
          .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1, 2)}`)
          .join('\n'),
    );
}

// The csv's link in each back-office language, for this Russian game.
const CSV_LINK = {
  ru: 'CSV (Excel, русский: разделитель «;», десятичная запятая)',
  en: 'CSV (Excel, Russian: separator “;”, decimal comma)',
} as const;

// The last of the peaceful acts the peacemaker's measure names, in each back-office language.
const PROMISES_KEPT = { ru: 'сдержанные обещания', en: 'promises kept' } as const;

for (const language of ['ru', 'en'] as const) {
  test(`the report of a game with bombs passes axe (${language})`, async ({ page }, testInfo) => {
    // The host's tablet.
    await page.setViewportSize({ width: 1024, height: 768 });
    await signInThroughApi(page, account, language);
    await openReport(page, gameId);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // Both results of a bomb are on the page: a city destroyed, a bomb stopped by a shield.
    await expect(page.locator('[data-testid="report-attack"][data-destroyed="true"]')).toHaveCount(
      1,
    );
    await expect(page.locator('[data-testid="report-attack"][data-destroyed="false"]')).toHaveCount(
      1,
    );
    // The peacemaker is measured as the nomination counts: kept promises are peaceful acts.
    await expect(page.getByTestId('report-measure-peacemaker')).toContainText(
      PROMISES_KEPT[language],
    );
    // The csv is offered for a spreadsheet in the game's language, and is what the link says.
    const csvLink = page.getByTestId('export-csv');
    await expect(csvLink).toHaveText(CSV_LINK[language]);
    const csv = await page.request.get((await csvLink.getAttribute('href')) ?? '');
    expect(csv.status()).toBe(200);
    const header = (await csv.text()).replace(/^\uFEFF/, '').split(/\r?\n/)[0];
    expect(header).toBe('Раунд;Страна;Бюджет;Доход;Средний уровень жизни;Экология мира;Приказы');
    // Looked at: the first screen (the winner, the tools) and the bombs' results.
    await page.screenshot({ path: testInfo.outputPath(`report-${language}.png`) });
    await page
      .getByTestId('report-attacks')
      .screenshot({ path: testInfo.outputPath(`attacks-${language}.png`) });
    const found = await violations(page);
    expect(found, found.join('\n')).toEqual([]);
  });
}
