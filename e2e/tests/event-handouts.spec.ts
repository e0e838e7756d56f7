// An event's handouts: the lead prints every world's team cards at once, from the event's
// dashboard. Each card names its world, and on paper each world's cards start a page of their
// own, to hand to that world's table.
import { expect as baseExpect, test } from './fixtures';
import { ApiClient, createTemplate, newHostAccount, type Team } from './game-api';
import { fontsDrawn, seriousViolations, setAdminLanguage, signIn } from './helpers';
import { keysIn, knownKeys } from './screen-checks';

const B = '/api/backoffice';
// Many round trips on a machine that may be busy.
const expect = baseExpect.configure({ timeout: 20_000 });

test('the lead prints every world’s team cards, each card naming its world', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const account = await newHostAccount(baseURL!);
  const api = await (await ApiClient.create(baseURL!)).login(account.email, account.password);
  const title = `Слёт ${Date.now()}`;
  const template = await createTemplate(api, title, { title, teams: 3 });
  const event = await api.post<{ id: number; games: number[] }>(
    `${B}/host/events/add`,
    { title, template, worlds: 2, names: ['Север', 'Юг'] },
    201,
  );
  const worlds = await Promise.all(
    event.games.map(async (gameId, i) => ({
      gameId,
      title: `${title} · ${['Север', 'Юг'][i]}`,
      teams: (await api.post<{ teams: Team[] }>(`${B}/host/games/control`, { gameId })).teams,
    })),
  );
  const known = await knownKeys(api, event.games[0]);
  await api.dispose();

  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, account.email, account.password);
  await page.goto(`/#/host/events/dashboard/${event.id}`);
  await page.getByTestId('event-handouts-link').click();
  await expect(page).toHaveURL(new RegExp(`#/host/events/handouts/${event.id}$`));

  // A group of cards per world, in the dashboard's order; each card names its world and holds
  // one of its teams' codes.
  const groups = page.getByTestId('handouts-world');
  await expect(groups).toHaveCount(2);
  for (const [i, world] of worlds.entries()) {
    const group = groups.nth(i);
    await expect(group).toHaveAttribute('data-game', String(world.gameId));
    const cards = group.getByTestId('handout');
    await expect(cards).toHaveCount(world.teams.length);
    for (const [j, team] of world.teams.entries()) {
      await expect(cards.nth(j)).toContainText(world.title);
      await expect(cards.nth(j).getByTestId('handout-code')).toHaveText(team.access_code);
    }
  }
  await expect(page.getByTestId('handout')).toHaveCount(6);
  await expect(page.getByTestId('handouts-print')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(keysIn(await page.locator('body').innerText(), known)).toEqual([]);

  // On paper: no tools and no world headings, and each world after the first starts a page.
  // Printed in the app's font, which has come long before a host prints.
  await fontsDrawn(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('handouts-print')).toBeHidden();
  const layout = await groups.evaluateAll((sections) =>
    sections.map((section) => ({
      breakBefore: getComputedStyle(section).breakBefore,
      heading: getComputedStyle(section.querySelector('h3')!).display,
      cards: section.querySelectorAll('[data-testid="handout"]').length,
    })),
  );
  expect(layout).toEqual([
    { breakBefore: 'auto', heading: 'none', cards: 3 },
    { breakBefore: 'page', heading: 'none', cards: 3 },
  ]);
  await page.emulateMedia({ media: 'screen' });

  // In English, the page around the cards is in English and leads back to the dashboard.
  await setAdminLanguage(page, 'en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Team cards' })).toBeVisible();
  await page.getByRole('link', { name: 'Event dashboard' }).click();
  await expect(page).toHaveURL(new RegExp(`#/host/events/dashboard/${event.id}$`));
});
