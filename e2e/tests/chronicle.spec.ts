// The chronicle to take home and the teams' certificates. A game with a bomb, played to its end
// through the API: its host publishes the chronicle from the control screen; the final screen's
// QR code, read from its picture as a phone's camera would, leads to the chronicle; a phone of
// 360×640 reads it whole, in the game's language (Russian and English), with no sideways scroll
// and none of what stays the teams' (budgets, access codes, e-mails); a team's phone links to it at
// game over; taken down, it says so and the phone's link is gone.
// The certificates print one A4 landscape page per team.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test } from './fixtures';
import { apiPostOk } from './api';
import {
  createGame,
  newHostAccount,
  playRounds,
  variablesPreset,
  ApiClient,
  type Team,
} from './game-api';
import { fontsDrawn, scanQr, seriousViolations, signInThroughApi } from './helpers';

const B = '/api/backoffice';
const LOAD = { timeout: 30_000 };
const PHONE = { width: 360, height: 640 };
test.describe.configure({ timeout: 180_000 });

/** A label key or message id shown in place of its text ("chronicle.title"). */
const RAW_KEY = /\b(chronicle|certificate|certificates|final|nomination|player)\.[a-z_]+\b/;

/**
 * Three rounds: the first country gets a programme (a credit pays), builds a bomb and drops it on
 * the second's unshielded city; the others develop. Returns the game, its teams and its host.
 */
async function playedGame(baseURL: string, language: 'ru' | 'en') {
  const account = await newHostAccount(baseURL);
  const host = await (await ApiClient.create(baseURL)).login(account.email, account.password);
  const preset = await variablesPreset(baseURL, { rounds: 3 });
  const game = await createGame(host, {
    title: `Хроника / Chronicle ${language}`,
    teams: 3,
    language,
    preset,
  });
  const [attacker, target, third] = game.teams as [Team, Team, Team];
  await playRounds(baseURL, host, game, [
    {
      credit: { to: attacker, amount: 5000 },
      orders: [
        [{ type: 'technology' }],
        [],
        [{ type: 'develop', city: third.country.cities[0]!.id }],
      ],
    },
    { orders: [[{ type: 'build_bombs', count: 1 }]] },
    { orders: [[{ type: 'attack', city: target.country.cities[0]!.id }]] },
  ]);
  return { id: game.id, teams: game.teams, host, account };
}

for (const language of ['ru', 'en'] as const) {
  test(`the chronicle of a game in ${language}: published, scanned, read on a phone, taken down`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    const game = await playedGame(baseURL ?? '', language);
    const words =
      language === 'ru'
        ? { title: 'Хроника мира', attacks: 'Кто кого бомбил' }
        : { title: 'Chronicle of the world', attacks: 'Who bombed whom' };

    // The host publishes from the control screen, once the game is over.
    const hostContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const control = await hostContext.newPage();
    await signInThroughApi(control, game.account, language === 'ru' ? 'en' : 'ru');
    await control.goto(`/#/host/games/control/${game.id}`);
    const panel = control.getByTestId('take-home-panel');
    await expect(panel).toBeVisible(LOAD);
    await expect(panel.getByTestId('chronicle-status')).toHaveAttribute('data-published', 'false');
    await panel.getByTestId('chronicle-publish').click();
    const link = panel.getByTestId('chronicle-url');
    await expect(link).toBeVisible();
    const url = (await link.textContent()) ?? '';
    expect(url).toMatch(/\/chronicle\/[A-Za-z0-9_-]{40,}$/);
    expect(await control.locator('body').innerText()).not.toMatch(RAW_KEY);
    expect(await seriousViolations(control)).toEqual([]);

    // The final screen, at the reveal's last step, shows its code: it decodes to the address.
    await game.host.post(`${B}/host/games/reveal`, { gameId: game.id, step: 6 });
    const room = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await room.goto(`/#/final/${game.id}`);
    const qr = room.getByTestId('chronicle-qr');
    await expect(qr).toBeVisible(LOAD);
    expect(await scanQr(qr)).toBe(url);
    await expect(room.getByTestId('chronicle-qr-panel')).not.toContainText(RAW_KEY);
    await room.close();

    // A phone reads it whole, in the game's language.
    const phoneContext = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      locale: language === 'ru' ? 'en-US' : 'ru-RU',
    });
    const phone = await phoneContext.newPage();
    await phone.goto(new URL(url).pathname);
    const page = phone.getByTestId('chronicle');
    await expect(page).toBeVisible(LOAD);
    await expect(phone.locator('html')).toHaveAttribute('lang', language);
    await expect(page).toContainText(words.title);
    await expect(page).toContainText(words.attacks);
    await expect(phone.getByTestId('chronicle-attack')).toHaveCount(1);
    await expect(phone.getByTestId('chronicle-standing')).toHaveCount(3);
    for (const team of game.teams) await expect(page).toContainText(team.country.name);
    await expect(phone.getByTestId('chronicle-standings-chart')).toBeVisible();
    const text = await phone.locator('body').innerText();
    expect(text).not.toMatch(RAW_KEY);
    expect(text).not.toMatch(/@e2e\.local|\$\s?\d/);
    for (const team of game.teams) expect(text).not.toContain(team.access_code);
    const widths = await phone.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    // Kept beside the results, to be looked at.
    await testInfo.attach(`chronicle-${language}.png`, {
      body: await phone.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
    expect(await seriousViolations(phone)).toEqual([]);

    // A team's phone, at game over, links to it too.
    const teamContext = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    const teamPhone = await teamContext.newPage();
    const [team] = game.teams;
    await apiPostOk(
      teamPhone.request,
      '/api/game/join',
      { gameId: game.id, countryId: team!.country.id, accessCode: team!.access_code },
      204,
    );
    await teamPhone.goto(`/game/${game.id}`);
    const teamLink = teamPhone.getByTestId('phone-chronicle-link');
    await expect(teamLink).toBeVisible(LOAD);
    await expect(teamLink).toHaveAttribute('href', url);
    expect(await teamPhone.locator('body').innerText()).not.toMatch(RAW_KEY);
    expect(await seriousViolations(teamPhone)).toEqual([]);

    // Taken down from the control screen: the same address now says it is gone.
    await panel.getByTestId('chronicle-take-down').click();
    await expect(panel.getByTestId('chronicle-status')).toHaveAttribute('data-published', 'false');
    await phone.reload();
    const gone = phone.getByTestId('chronicle-gone');
    await expect(gone).toBeVisible(LOAD);
    // Gone, the chronicle has no game language left: the visitor's own is used.
    await expect(gone).toContainText(
      language === 'ru' ? 'This chronicle is no longer available' : 'Эта хроника больше недоступна',
    );
    expect(await seriousViolations(phone)).toEqual([]);
    await phoneContext.close();
    // And the team's phone no longer offers it.
    await teamPhone.reload();
    await expect(teamPhone.getByTestId('phone-nominations')).toBeVisible(LOAD);
    await expect(teamPhone.getByTestId('phone-chronicle-link')).toHaveCount(0);
    await teamContext.close();
    await hostContext.close();
    await game.host.dispose();
  });
}

test('the certificates print one A4 landscape page per team', async ({
  page,
  baseURL,
}, testInfo) => {
  const game = await playedGame(baseURL ?? '', 'ru');
  await signInThroughApi(page, game.account, 'en');
  await page.goto(`/#/host/games/report/${game.id}`);
  await page.getByTestId('certificates-link').click();
  await expect(page).toHaveURL(new RegExp(`#/host/games/certificates/${game.id}$`));
  const sheets = page.getByTestId('certificate');
  await expect(sheets).toHaveCount(3, LOAD);
  // In the game's language whatever the back-office's.
  await expect(sheets.first()).toContainText('Диплом');
  await expect(sheets.first()).toContainText('место из 3');
  for (const [i, team] of game.teams.entries())
    await expect(sheets.nth(i)).toContainText(team.country.name);
  expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);
  expect(await seriousViolations(page)).toEqual([]);

  // Printed in the app's font, which has come long before a host prints.
  await fontsDrawn(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('certificates-print')).toBeHidden();
  const breaks = await sheets.evaluateAll((all) => all.map((s) => getComputedStyle(s).breakAfter));
  expect(breaks).toEqual(['page', 'page', 'auto']);
  const file = testInfo.outputPath('certificates.pdf');
  fs.writeFileSync(file, await page.pdf({ preferCSSPageSize: true }));
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  expect(Number(/^Pages:\s+(\d+)/m.exec(info)?.[1])).toBe(3);
  // A4 landscape: 842 × 595 points.
  const [, w, h] = /^Page size:\s+([\d.]+) x ([\d.]+)/m.exec(info) ?? [];
  expect(Math.round(Number(w))).toBe(842);
  expect(Math.round(Number(h))).toBe(595);
  await game.host.dispose();
});
