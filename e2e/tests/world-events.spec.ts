import { expect as baseExpect, test, type Browser, type Page } from './fixtures';
import { ApiClient, createGame, newHostAccount, type Team } from './game-api';
import { signIn } from './helpers';

// Every step waits on a server round trip, some on a socket event: on a busy machine a screen may
// need longer than the suite's default to show what the server already answered.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

const B = '/api/backoffice';
const PHONE = { width: 360, height: 640 };

/** A name no other run of the suite has given an event. */
const unique = (name: string) => `${name} ${Date.now()}-${Math.floor(Math.random() * 1e4)}`;

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

test('an admin adds a world event; the host fires it from control; the projector and a phone show it', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = unique('Нефтяной кризис');
  // The admin adds the event from the catalogue, in the back-office's Russian.
  await signIn(page);
  await page.locator('header nav').getByRole('link', { name: 'События', exact: true }).click();
  await expect(page).toHaveURL(/#\/world_events\/list$/);
  await page.getByRole('tab', { name: 'Добавить' }).click();
  await page.getByLabel('Название', { exact: true }).fill(name);
  // A headline and text per game language, one tab each.
  await page.getByTestId('texts-tab-ru').click();
  // A Russian back-office picks events by their Russian headline: unique, as the name.
  await page.locator('input[name="texts.ru.title"]').fill(name);
  await page.getByTestId('texts-tab-en').click();
  await page.locator('input[name="texts.en.title"]').fill('Oil crisis');
  await page.locator('textarea[name="texts.en.text"]').fill('Prices soar; every economy shrinks.');
  // Effect 1: development of every city of every country, out of its range first.
  const effects = page.getByTestId('effect');
  await expect(effects).toHaveCount(1);
  await expect(effects.first()).toContainText('от −50 до +50');
  await page.getByTestId('effect-value-0').fill('-90');
  // Effect 2: money to a country the host chooses.
  await page.getByRole('button', { name: 'Добавить последствие' }).click();
  const second = effects.nth(1);
  await second.getByRole('combobox', { name: 'Что меняется' }).click();
  await page.getByRole('option', { name: 'Бюджет' }).click();
  await expect(second).toContainText('от −5\u00a0000 до +5\u00a0000');
  await page.getByTestId('effect-value-1').fill('500');
  await second.getByRole('combobox', { name: 'Кого касается' }).click();
  await page.getByRole('option', { name: 'Страна по выбору ведущего' }).click();
  await page.getByRole('button', { name: 'Добавить событие' }).click();

  // The server refuses the value out of range, on its field; nothing is saved.
  await expect(page.getByTestId('effect-value-0')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('form-errors')).toBeVisible();
  await expect(page).toHaveURL(/#\/world_events\/add$/);
  await page.getByTestId('effect-value-0').fill('-10');
  await page.getByRole('button', { name: 'Добавить событие' }).click();
  await expect(page).toHaveURL(/#\/world_events\/list$/);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();

  // A host's game in English, three countries; round 1 runs.
  const account = await newHostAccount(baseURL ?? '');
  const api = await (await ApiClient.create(baseURL ?? '')).login(account.email, account.password);
  const game = await createGame(api, { title: 'Crisis night', teams: 3, language: 'en' });
  await api.post(`${B}/host/games/start_round`, { gameId: game.id, round: 1 });
  const [team, chosen] = game.teams as [Team, Team, Team];

  // The room's projector and a team's phone are open before the event.
  const projector = await device(browser, { viewport: { width: 1920, height: 1080 } });
  await projector.goto(`/#/stats/${game.id}`);
  await expect(projector.getByTestId('stats-round')).toHaveText('Round 1', { timeout: 30_000 });
  await expect(projector.getByTestId('connection-indicator')).toHaveCount(0, { timeout: 30_000 });
  const phone = await joinOnPhone(browser, game.id, team);
  await phone.getByTestId('tab-world').click();
  await expect(phone.getByTestId('world-news')).toBeVisible();

  // The host fires it from control: the button, the event (its effects in words), the country.
  const host = await device(browser);
  await signIn(host, account.email, account.password);
  await host.goto(`/#/host/games/control/${game.id}`);
  const budget = host.locator(`[data-testid="team"][data-country="${chosen.country.id}"]`);
  const budgetBefore = await budget.getByTestId('budget').innerText();
  await host.getByTestId('world-event-open').click();
  const dialog = host.getByRole('dialog', { name: 'Событие в мире сейчас' });
  await dialog.getByRole('combobox', { name: 'Событие' }).click();
  await host.getByRole('option', { name }).click();
  const preview = dialog.getByTestId('world-event-preview');
  await expect(preview).toContainText('Каждая страна: развитие −10 в каждом городе');
  await expect(preview).toContainText('Выбранная страна: бюджет +$500');
  await dialog.getByRole('combobox', { name: 'Страна' }).click();
  await host.getByRole('option', { name: chosen.country.name }).click();
  await expect(preview).toContainText(`${chosen.country.name}: бюджет +$500`);
  await dialog.getByTestId('world-event-confirm').click();
  await expect(dialog).toHaveCount(0);
  // The control screen follows: the chosen country has its money.
  await expect(budget.getByTestId('budget')).not.toHaveText(budgetBefore);

  // The projector shows it at once, as a headline in the game's language.
  const headline = projector.getByTestId('round-news');
  await expect(headline).toHaveAttribute('data-mode', 'events');
  await expect(projector.getByTestId('world-event-title')).toHaveText('Oil crisis');
  await expect(projector.getByTestId('world-event-text')).toHaveText(
    'Prices soar; every economy shrinks.',
  );
  // Big enough for the back row: the title's letters stand at least 6% of the screen's height.
  const size = await projector
    .getByTestId('world-event-title')
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(size).toBeGreaterThanOrEqual(1080 * 0.06);

  // The phone's news has it in round 1, without a reload.
  const news = phone.locator('[data-testid="news-round"][data-round="1"]');
  await expect(news.locator('[data-type="world_event"]')).toContainText('Oil crisis');
  await expect(news.locator('[data-type="world_event"]')).toContainText('Prices soar');

  // Back to the figures, the news can be shown again once the round has ended with it in it.
  await projector.getByTestId('news-skip').click();
  await expect(projector.getByTestId('round-news')).toHaveCount(0);
  await api.post(`${B}/host/games/round`, { gameId: game.id, round: 1 });
  await expect(projector.getByTestId('round-news')).toHaveAttribute('data-mode', 'round');
  await expect(projector.getByTestId('round-news')).toHaveAttribute('data-round', '1');
  await api.dispose();
});

test('once a game has had its 50 world events, the fire dialog says so and stays open', async ({
  page,
  baseURL,
}) => {
  const account = await newHostAccount(baseURL ?? '');
  const api = await (await ApiClient.create(baseURL ?? '')).login(account.email, account.password);
  const game = await createGame(api, { title: 'Fifty events', teams: 2, language: 'en' });
  // An event of the catalogue that needs no country, by its headline in the host's language.
  const options = await api.get<{ value: number; text: string; effects: { target: string }[] }[]>(
    `${B}/get_world_events_options`,
  );
  const event = options.find((o) => o.effects.every((e) => e.target !== 'chosen'));
  if (!event) throw new Error('no event without a chosen country in the catalogue');
  for (let i = 0; i < 50; i++)
    await api.post(`${B}/host/games/world_event`, {
      gameId: game.id,
      event: event.value,
      country: null,
    });

  await signIn(page, account.email, account.password);
  await page.goto(`/#/host/games/control/${game.id}`);
  await page.getByTestId('world-event-open').click();
  const dialog = page.getByRole('dialog', { name: 'Событие в мире сейчас' });
  await dialog.getByRole('combobox', { name: 'Событие' }).click();
  await page.getByRole('option', { name: event.text, exact: true }).click();
  await dialog.getByTestId('world-event-confirm').click();
  // The refusal, in the game's language, where the host is looking; the dialog stays.
  await expect(dialog.getByTestId('world-event-refused')).toHaveText(
    '50 world events have been fired in this game, the most a game allows',
  );
  await expect(dialog).toBeVisible();
  await api.dispose();
});
