// New access codes (API.md "Trust"): a host gives one team a new code from the control screen,
// after a confirmation that says the team's phones must join again; the phone that joined with
// the old code lands on the join form by itself, says why, and joins with the new code. After the
// owner removes a co-host, who has seen every code, the screen offers to renew them all at once.
// The handouts follow the new codes.
import { expect as baseExpect, test, type Browser, type Locator, type Page } from './fixtures';
import { ApiClient, createGame, newHostAccount, type Team } from './game-api';
import { setAdminLanguage, signIn } from './helpers';

// Each step waits on a server round trip, some on a socket event, on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ timeout: 150_000 });

const B = '/api/backoffice';
const PHONE = { width: 360, height: 640 };
const TABLET = { width: 1024, height: 768 };
const TEAM_ENDED =
  'This device is no longer in the team: its access code may have changed. Ask the host for the new code and enter again.';

/** A phone of its own (a separate browser context: its own cookies). */
async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  return context.newPage();
}

/** Types `code` for `team` on the join form the phone shows, and enters. */
async function enterWith(page: Page, team: Team, code: string) {
  const input = page.locator(`input[name="countryId"][value="${team.country.id}"]`);
  await page.locator('label').filter({ has: input }).click();
  await page.locator('input[name="accessCode"]').fill(code);
  await page.locator('button[type="submit"]').click();
}

/** Marks the page, so a later check can tell that it was never reloaded. */
async function markPage(page: Page) {
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  return () => page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded === true);
}

/** Nothing in the open dialog is cut off, and it fits the window. */
async function dialogHolds(page: Page, dialog: Locator) {
  const fit = await dialog.evaluate((el) => {
    const cut: string[] = [];
    for (const node of el.querySelectorAll<HTMLElement>('*')) {
      if (node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX !== 'auto')
        cut.push(`${node.tagName}: ${node.textContent?.slice(0, 40) ?? ''}`);
    }
    const box = el.getBoundingClientRect();
    return {
      cut,
      inside:
        box.left >= 0 &&
        box.top >= 0 &&
        box.right <= window.innerWidth &&
        box.bottom <= window.innerHeight,
    };
  });
  expect(fit.cut).toEqual([]);
  expect(fit.inside).toBe(true);
}

/** The codes the cards show, by country id. */
async function shownCodes(page: Page, teams: Team[]): Promise<Map<number, string>> {
  const codes = new Map<number, string>();
  for (const team of teams) {
    const card = page.locator(`[data-testid="team"][data-country="${team.country.id}"]`);
    codes.set(team.country.id, (await card.getByTestId('access-code').innerText()).trim());
  }
  return codes;
}

test('a host renews one team’s code, then every code after removing a co-host; the phone joins again', async ({
  browser,
  baseURL,
}, testInfo) => {
  const url = baseURL ?? '';
  const owner = await newHostAccount(url);
  const cohost = await newHostAccount(url);
  const title = `Codes game ${Date.now()}`;
  const api = await (await ApiClient.create(url)).login(owner.email, owner.password);
  const game = await createGame(api, { title, teams: 2, language: 'en' });
  await api.post(`${B}/host/games/cohosts/add`, { gameId: game.id, email: cohost.email }, 204);
  await api.dispose();
  const [team, other] = game.teams as [Team, Team];

  // The owner's control screen, in Russian, on a tablet.
  const ownerContext = await browser.newContext({ viewport: TABLET });
  const control = await ownerContext.newPage();
  await signIn(control, owner.email, owner.password);
  await setAdminLanguage(control, 'ru');
  await control.goto(`/#/host/games/control/${game.id}`);
  await control.reload();
  await expect(control.getByTestId('connection-indicator')).toHaveAttribute('data-state', 'live');
  const card = control.locator(`[data-testid="team"][data-country="${team.country.id}"]`);
  await expect(card.getByTestId('access-code')).toHaveText(team.access_code);

  // The printed cards, open in a tab of their own.
  const handouts = await ownerContext.newPage();
  await handouts.goto(`/#/host/games/handouts/${game.id}`);
  const handout = handouts.locator(`[data-testid="handout"][data-country="${team.country.id}"]`);
  await expect(handout.getByTestId('handout-code')).toHaveText(team.access_code);

  // A phone joins with the code as it is now.
  const player = await phone(browser);
  await player.goto(`/game/${game.id}`);
  await enterWith(player, team, team.access_code);
  await expect(player.getByTestId('team-name')).toHaveText(team.country.name);
  await expect(player.getByTestId('connection-indicator')).toHaveAttribute('data-state', 'live');
  const playerNotReloaded = await markPage(player);

  // "New code" asks first, saying what the room will notice.
  await card.getByRole('button', { name: `Новый код: ${team.country.name}` }).click();
  const ask = control.getByRole('dialog');
  await expect(ask).toContainText(`Новый код: ${team.country.name}`);
  await expect(ask).toContainText('Все телефоны этой команды выйдут из игры');
  await expect(ask).toContainText('распечатайте карточки заново');
  await dialogHolds(control, ask);
  await control.screenshot({ path: testInfo.outputPath('new-code-ru-1024.png') });
  await ask.getByRole('button', { name: 'Выдать новый код' }).click();
  await expect(ask).toBeHidden();

  // The card shows the new code, and a notice names it; the other team keeps its code.
  await expect(card.getByTestId('access-code')).not.toHaveText(team.access_code);
  const renewed = (await card.getByTestId('access-code').innerText()).trim();
  expect(renewed).toMatch(/^[A-Z0-9]{6}$/);
  await expect(
    control
      .getByRole('alert')
      .filter({ hasText: `Новый код команды ${team.country.name}: ${renewed}` }),
  ).toBeVisible();
  const otherCard = control.locator(`[data-testid="team"][data-country="${other.country.id}"]`);
  await expect(otherCard.getByTestId('access-code')).toHaveText(other.access_code);
  // The open handouts follow without a reload.
  await expect(handout.getByTestId('handout-code')).toHaveText(renewed);

  // The phone lands on the join form by itself and says why; the old code no longer opens the
  // team, the new one does.
  await expect(player.getByTestId('join-team-ended')).toHaveText(TEAM_ENDED);
  await expect(player.locator('input[name="accessCode"]')).toBeVisible();
  expect(await playerNotReloaded()).toBe(true);
  await player.screenshot({ path: testInfo.outputPath('team-ended-phone.png'), fullPage: true });
  await enterWith(player, team, team.access_code);
  await expect(player.getByRole('alert').filter({ hasText: 'Wrong access code' })).toBeVisible();
  await enterWith(player, team, renewed);
  await expect(player.getByTestId('team-name')).toHaveText(team.country.name);
  await expect(player.getByTestId('join-team-ended')).toHaveCount(0);
  await expect(player.getByTestId('connection-indicator')).toHaveAttribute('data-state', 'live');

  // The owner removes the co-host: the screen offers new codes for every team at once.
  const panel = control.getByTestId('cohosts-panel');
  await panel.getByTestId('cohosts-remove').click();
  await control.getByRole('dialog').getByRole('button', { name: 'Убрать соведущего' }).click();
  const offer = control.getByRole('dialog');
  await expect(offer).toContainText('Выдать всем командам новые коды?');
  await expect(offer).toContainText(`соведущему ${'Projector host'}`);
  await expect(offer).toContainText('каждой команде придётся войти снова');
  await expect(panel).toContainText('Соведущих пока нет.');
  await dialogHolds(control, offer);
  await control.screenshot({ path: testInfo.outputPath('new-codes-offer-ru-1024.png') });
  const before = await shownCodes(control, game.teams);
  await offer.getByRole('button', { name: 'Новые коды всем командам' }).click();
  await expect(offer).toBeHidden();
  await expect(
    control.getByRole('alert').filter({ hasText: 'У всех команд новые коды.' }),
  ).toBeVisible();
  for (const t of game.teams) {
    const shown = control.locator(`[data-testid="team"][data-country="${t.country.id}"]`);
    await expect(shown.getByTestId('access-code')).not.toHaveText(before.get(t.country.id)!);
  }
  const after = await shownCodes(control, game.teams);
  // The handouts, opened from the control screen, print the codes as they are now.
  await control.getByTestId('handouts-link').click();
  for (const t of game.teams) {
    const printed = control.locator(`[data-testid="handout"][data-country="${t.country.id}"]`);
    await expect(printed.getByTestId('handout-code')).toHaveText(after.get(t.country.id)!);
  }

  // The phone is out again, and joins with its team's newest code; leaving on purpose then shows
  // the form without the notice.
  await expect(player.getByTestId('join-team-ended')).toHaveText(TEAM_ENDED);
  expect(await playerNotReloaded()).toBe(true);
  await enterWith(player, team, after.get(team.country.id)!);
  await expect(player.getByTestId('team-name')).toHaveText(team.country.name);
  player.on('dialog', (dialog) => void dialog.accept());
  await player.getByRole('button', { name: 'Leave' }).click();
  await expect(player.locator('input[name="accessCode"]')).toBeVisible();
  await expect(player.getByTestId('join-team-ended')).toHaveCount(0);

  await ownerContext.close();
  await player.context().close();
});
