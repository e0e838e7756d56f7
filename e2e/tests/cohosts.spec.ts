// Two facilitators run one game (API.md "Co-hosts"): the owner names a co-host by email on the
// control screen, each signed in in a browser of their own; the owner starts a round, the co-host
// ends it, and each control screen follows the other's action without a reload. The lists show
// each host's role; a co-host sees who runs the game but cannot change it.
import { expect, test, type Locator, type Page } from './fixtures';
import { ApiClient, createGame, newHostAccount } from './game-api';
import { setAdminLanguage, signIn } from './helpers';

test.describe.configure({ timeout: 120_000 });

/** How long a screen may take to connect and subscribe on a busy machine. */
const CONNECT_TIMEOUT = 20_000;

/**
 * Signs `host` in, in `language`, and shows their games list; returns the row of the game titled
 * `title`.
 */
async function signInTo(
  page: Page,
  host: { email: string; password: string },
  language: 'ru' | 'en',
  title: string,
) {
  await signIn(page, host.email, host.password);
  await setAdminLanguage(page, language);
  await page.goto('/#/host/games/list');
  await page.reload();
  return page.getByRole('row').filter({ hasText: title });
}

/** Opens the game titled `title` from the games list, and waits for its live connection. */
async function openControl(page: Page, title: string) {
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/#\/host\/games\/control\/\d+$/);
  await expect(page.getByTestId('connection-indicator')).toHaveAttribute('data-state', 'live', {
    timeout: CONNECT_TIMEOUT,
  });
}

/** Marks the page, so a later check can tell that it was never reloaded. */
async function markPage(page: Page) {
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  return () => page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded === true);
}

/** Nothing in `box` is cut off or pushes the page sideways at the page's width. */
async function holdsAtWidth(page: Page, box: Locator) {
  await box.scrollIntoViewIfNeeded();
  const overflow = await box.evaluate((el) => {
    const cut: string[] = [];
    for (const node of el.querySelectorAll<HTMLElement>('*')) {
      if (node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX !== 'auto')
        cut.push(`${node.tagName}.${node.className}: ${node.textContent?.slice(0, 40) ?? ''}`);
    }
    return { cut, page: document.documentElement.scrollWidth - window.innerWidth };
  });
  expect(overflow.cut).toEqual([]);
  expect(overflow.page).toBeLessThanOrEqual(0);
}

test('an owner and a co-host run one game together, each screen following the other', async ({
  browser,
  baseURL,
}) => {
  const url = baseURL ?? '';
  const owner = await newHostAccount(url);
  const cohost = await newHostAccount(url);
  const title = `Shared game ${Date.now()}`;
  const api = await (await ApiClient.create(url)).login(owner.email, owner.password);
  await createGame(api, { title, teams: 2 });
  await api.dispose();

  const ownerContext = await browser.newContext();
  const cohostContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  const cohostPage = await cohostContext.newPage();

  // The owner, in Russian: the game is theirs in the list, and they name the co-host.
  const ownerRow = await signInTo(ownerPage, owner, 'ru', title);
  await expect(ownerRow.getByTestId('game-role')).toHaveText('Владелец');
  await openControl(ownerPage, title);
  const ownerPanel = ownerPage.getByTestId('cohosts-panel');
  await expect(ownerPanel.getByTestId('cohosts-host')).toHaveCount(1);
  await expect(ownerPanel).toContainText('Соведущих пока нет.');
  const email = ownerPanel.getByRole('textbox', { name: 'Эл. почта ведущего' });
  const addButton = ownerPanel.getByRole('button', { name: 'Добавить соведущего' });
  // An address no host has: the server's message under the field.
  await email.fill('nobody@e2e.local');
  await addButton.click();
  await expect(ownerPanel.getByText('Ведущего с таким адресом нет.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.fill(cohost.email);
  await addButton.click();
  const named = ownerPanel.locator('[data-testid="cohosts-host"][data-role="cohost"]');
  await expect(named).toContainText(cohost.email);
  await expect(email).toHaveValue('');

  // The co-host, in English: the game is in their list as co-hosted, and their control screen
  // shows who runs it, with nothing to change.
  const cohostRow = await signInTo(cohostPage, cohost, 'en', title);
  await expect(cohostRow.getByTestId('game-role')).toHaveText('Co-host');
  await openControl(cohostPage, title);
  const cohostPanel = cohostPage.getByTestId('cohosts-panel');
  await expect(cohostPanel.locator('[data-role="owner"]')).toContainText(owner.email);
  await expect(cohostPanel.locator('[data-role="cohost"]')).toContainText(cohost.email);
  await expect(cohostPanel.getByRole('textbox')).toHaveCount(0);
  await expect(cohostPanel.getByTestId('cohosts-remove')).toHaveCount(0);

  const ownerNotReloaded = await markPage(ownerPage);
  const cohostNotReloaded = await markPage(cohostPage);

  // The owner starts round 1: the co-host's screen follows.
  await ownerPage.getByRole('button', { name: 'Начать раунд 1' }).click();
  const endOnCohost = cohostPage.getByRole('button', { name: 'End round 1' });
  await expect(endOnCohost).toBeVisible();

  // The co-host ends it: the owner's screen follows.
  await endOnCohost.click();
  await cohostPage.getByRole('dialog').getByRole('button', { name: 'End round' }).click();
  await expect(cohostPage.getByRole('button', { name: 'Start round 2' })).toBeVisible();
  await expect(ownerPage.getByRole('button', { name: 'Начать раунд 2' })).toBeVisible();
  expect(await ownerNotReloaded()).toBe(true);
  expect(await cohostNotReloaded()).toBe(true);

  // The panel holds on a phone, a tablet and a wide screen, names and emails whole.
  for (const size of [
    { width: 360, height: 640 },
    { width: 1024, height: 768 },
    { width: 1920, height: 1080 },
  ]) {
    for (const [page, panel] of [
      [ownerPage, ownerPanel],
      [cohostPage, cohostPanel],
    ] as const) {
      await page.setViewportSize(size);
      await holdsAtWidth(page, panel);
    }
  }

  // The owner removes the co-host, after confirming: the co-host's screen loses the game.
  await ownerPanel.getByTestId('cohosts-remove').click();
  await ownerPage.getByRole('dialog').getByRole('button', { name: 'Убрать соведущего' }).click();
  await expect(ownerPanel).toContainText('Соведущих пока нет.');
  // They have seen every code: the owner is offered new ones (tests/access-codes.spec.ts), and
  // may keep the codes.
  const offer = ownerPage.getByRole('dialog');
  await expect(offer).toContainText('Выдать всем командам новые коды?');
  await offer.getByRole('button', { name: 'Оставить коды' }).click();
  await expect(offer).toBeHidden();
  await expect(cohostPage.getByText('This action is not allowed.')).toBeVisible();
  await cohostPage.goto('/#/host/games/list');
  await expect(cohostPage.getByRole('link', { name: title })).toHaveCount(0);

  await ownerContext.close();
  await cohostContext.close();
});
