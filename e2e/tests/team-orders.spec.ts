// API.md "Orders for a team": a team without a phone plays through the host. The host opens the
// phone's order form for it on the control screen, ticks its orders, sends them, ends the round,
// and the result shows: the city grew, the budget paid for it, and the report says the host
// entered the set. In English and in Russian, the form looked at on a phone-sized screen, a
// tablet and a large screen.
import { expect as baseExpect, test, type Browser, type Page } from './fixtures';
import { ApiClient, createGame, newHostAccount, type Team } from './game-api';
import { seriousViolations, setAdminLanguage, signIn } from './helpers';

// The control screen follows the server's events: on a busy machine that can take a while.
const expect = baseExpect.configure({ timeout: 15_000 });

const B = '/api/backoffice';
const TABLET = { width: 1024, height: 768 };
const SIZES = [
  { width: 360, height: 640 },
  { width: 1024, height: 768 },
  { width: 1920, height: 1080 },
];

const WORDS = {
  en: {
    enter: 'Enter orders',
    title: (country: string) => `Orders of ${country}, round 1`,
    send: 'Send orders',
    byHost: 'entered by the host',
    end: 'End round 1',
    confirm: 'End round',
    develop: 'Develop',
  },
  ru: {
    enter: 'Ввести приказы',
    title: (country: string) => `Приказы: ${country}, раунд 1`,
    send: 'Отправить приказы',
    byHost: 'введены ведущим',
    end: 'Завершить раунд 1',
    confirm: 'Завершить раунд',
    develop: 'Развитие',
  },
} as const;

/** A new host, signed in through the API and in a browser at `language`. */
async function newHost(browser: Browser, baseURL: string, language: string) {
  const { email, password } = await newHostAccount(baseURL);
  const api = await (await ApiClient.create(baseURL)).login(email, password);
  const page = await (await browser.newContext({ viewport: TABLET })).newPage();
  await signIn(page, email, password);
  await setAdminLanguage(page, language);
  return { api, page };
}

const teamCard = (page: Page, team: Team) =>
  page.locator(`[data-testid="team"][data-country="${team.country.id}"]`);

/** Whether any element of the dialog has its text cut off (wider than its box, hidden). */
async function cutTexts(page: Page): Promise<string[]> {
  return page.getByRole('dialog').evaluate((dialog) =>
    [...dialog.querySelectorAll<HTMLElement>('*')]
      .filter((el) => {
        const style = getComputedStyle(el);
        const clips = style.overflowX === 'hidden' || style.textOverflow === 'ellipsis';
        return clips && el.scrollWidth > el.clientWidth + 1 && el.textContent?.trim();
      })
      .map((el) => el.textContent?.trim().slice(0, 40) ?? ''),
  );
}

for (const language of ['en', 'ru'] as const) {
  const words = WORDS[language];
  test(`${language}: the host enters a phoneless team's orders from control; the round resolves them`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(150_000);
    const { api, page } = await newHost(browser, baseURL ?? '', language);
    const game = await createGame(api, { title: `No phones ${language}`, teams: 2, language });
    const [team, rival] = game.teams as [Team, Team];
    await api.post(`${B}/host/games/start_round`, { gameId: game.id, round: 1 });
    const city = [...team.country.cities].sort((a, b) => a.economy - b.economy)[0]!;
    const before = await api.post<{
      teams: { country: { id: number; budget: number; income: number } }[];
    }>(`${B}/host/games/control`, { gameId: game.id });
    const start = before.teams.find((x) => x.country.id === team.country.id)!.country;

    await page.goto(`/#/host/games/control/${game.id}`);
    // The back-office reads its language when it loads.
    await page.reload();
    const card = teamCard(page, team);
    await card.getByRole('button', { name: words.enter }).click();
    const dialog = page.getByRole('dialog', { name: words.title(team.country.name) });
    await expect(dialog).toBeVisible();
    // The phone's form: a checkbox per city to develop, the set's lines and total.
    const develop = dialog.locator(`input[name="develop"][value="${city.id}"]`);
    await dialog
      .locator('label')
      .filter({ has: page.locator(`input[name="develop"][value="${city.id}"]`) })
      .click();
    await expect(develop).toBeChecked();
    await expect(dialog.getByTestId('order-lines')).toContainText(city.name);
    const total = await dialog.getByTestId('orders-total').textContent();
    expect(total).toMatch(/\$\d/);
    for (const viewport of SIZES) {
      await page.setViewportSize(viewport);
      expect(await cutTexts(page), `${viewport.width}x${viewport.height}`).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`dialog-${language}-${viewport.width}.png`),
        fullPage: false,
      });
    }
    await page.setViewportSize(TABLET);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: words.send }).click();
    await expect(dialog).toBeHidden();

    // Control: the set is the team's, marked as entered by the host, and counted as sent.
    await expect(card.getByTestId('orders-by-host')).toHaveText(words.byHost);
    await expect(card.getByTestId('team-orders')).toContainText(city.name);
    await expect(page.getByTestId('orders-accepted')).toContainText(team.country.name);
    // Opened again, the form shows the team's set, to correct it.
    await card.getByRole('button', { name: words.enter }).click();
    await expect(dialog.locator(`input[name="develop"][value="${city.id}"]`)).toBeChecked();
    await dialog.getByRole('button', { name: /close|закрыть/i }).click();
    await expect(dialog).toBeHidden();
    // The other team, phoneless too, sends nothing this round: the host enters an empty set.
    await teamCard(page, rival).getByRole('button', { name: words.enter }).click();
    const rivalDialog = page.getByRole('dialog', { name: words.title(rival.country.name) });
    await rivalDialog.getByRole('button', { name: words.send }).click();
    await expect(rivalDialog).toBeHidden();
    await expect(teamCard(page, rival).getByTestId('orders-by-host')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`control-${language}.png`), fullPage: true });

    // The host ends the round; the team's city grew and its budget paid for it.
    await page.getByRole('button', { name: words.end }).click();
    await page.getByRole('dialog').getByRole('button', { name: words.confirm }).click();
    const grown = card.getByTestId('city').filter({ hasText: city.name });
    await expect(grown).not.toContainText(String(city.economy));
    const after = await api.post<{
      teams: {
        country: { id: number; budget: number; cities: { id: number; economy: number }[] };
      }[];
    }>(`${B}/host/games/control`, { gameId: game.id });
    const now = after.teams.find((x) => x.country.id === team.country.id)!.country;
    expect(now.cities.find((c) => c.id === city.id)!.economy).toBeGreaterThan(city.economy);
    expect(now.budget).toBeLessThan(start.budget + start.income);

    // The report marks the set as the host's.
    await page.goto(`/#/host/games/report/${game.id}`);
    const sets = page.getByTestId('order-sets').filter({ hasText: team.country.name });
    await expect(sets.getByTestId('orders-by-host')).toHaveText(words.byHost);
    await expect(sets).toContainText(`${words.develop}: ${city.name}`);
    await sets.screenshot({ path: testInfo.outputPath(`report-${language}.png`) });
    await api.dispose();
  });
}
