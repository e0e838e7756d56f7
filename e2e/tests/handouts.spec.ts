// The handouts: a host prints a card per team before the game, two to an A4 page, in the game's
// language whatever the back-office's, each with the team's access code and the QR code of its own
// link. Printed to PDF by Chromium, then read back with poppler's pdftotext (page by page: every
// card whole, each price row and the last line of its rules) and drawn with pdftoppm, the pages
// kept beside the test's results to be looked at.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { ApiClient, createGame, newHostAccount, type Team } from './game-api';
import { longNamedPresets } from './long-names';
import { fontsDrawn, signInThroughApi } from './helpers';

const LOAD = { timeout: 30_000 };
test.describe.configure({ timeout: 120_000 });

/** The text of page `n` (1-based) of `pdf`, as poppler reads it. */
const pageText = (pdf: string, n: number) =>
  execFileSync('pdftotext', ['-layout', '-f', String(n), '-l', String(n), pdf, '-'], {
    encoding: 'utf8',
  });

/** The text of page `n` of `pdf` in the order it was drawn, which is the cards' order. */
const drawnText = (pdf: string, n: number) =>
  execFileSync('pdftotext', ['-raw', '-f', String(n), '-l', String(n), pdf, '-'], {
    encoding: 'utf8',
  });

/** Text with every run of spaces, no-break ones and line breaks as one space. */
const flat = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** How many pages `pdf` has, as poppler counts them. */
function pageCount(pdf: string): number {
  const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

let account: { email: string; password: string };

test.beforeAll(async ({ baseURL }) => {
  account = await newHostAccount(baseURL ?? '');
  // Countries with long names, in both languages: the cards are made of the longest names.
  await longNamedPresets(baseURL ?? '');
});

/** A title as long as a game's may be (100 characters): two lines on a card. */
const longestTitle = (language: string) =>
  `Карточки / cards ${language}: Мировое господство, пятничная игра второго потока, 10 «Б» и 11 «А» классы, школа № 1 города Саратова`.slice(
    0,
    100,
  );

// A Russian game of five teams read by a host whose back-office is in English (three pages, the
// last with one card), and an English game of four with UFOs by a Russian back-office (two pages),
// each of the countries with the longest names and under a title long enough to take two lines.
const CASES = [
  { game: 'ru', admin: 'en', teams: 5, mods: [], words: ['Код доступа', 'Цены', 'Как играть'] },
  {
    game: 'en',
    admin: 'ru',
    teams: 4,
    mods: ['ufo'],
    words: ['Access code', 'Prices', 'How to play', 'Contact the UFO'],
  },
] as const;

for (const c of CASES) {
  test(`the team cards of a game in ${c.game} print two to an A4 page`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const host = await (
      await ApiClient.create(baseURL ?? '')
    ).login(account.email, account.password);
    const game = await createGame(host, {
      title: longestTitle(c.game),
      teams: c.teams,
      language: c.game,
      mods: [...c.mods],
      longestNames: true,
    });
    await host.dispose();

    await page.setViewportSize({ width: 1024, height: 768 });
    await signInThroughApi(page, account, c.admin);
    // The control screen leads to the cards.
    await page.goto(`/#/host/games/control/${game.id}`);
    await page.getByTestId('handouts-link').click(LOAD);
    await expect(page).toHaveURL(new RegExp(`#/host/games/handouts/${game.id}$`));
    const cards = page.getByTestId('handout');
    await expect(cards).toHaveCount(c.teams, LOAD);
    await expect(page.getByTestId('handouts-print')).toBeVisible();
    // Each card: the team's code, and the QR code of the team's own link.
    for (const [i, team] of game.teams.entries()) {
      const card = cards.nth(i);
      await expect(card.getByTestId('handout-code')).toHaveText(team.access_code);
      await expect(card.getByTestId('handout-qr')).toHaveAttribute(
        'data-value',
        new RegExp(`/game/${game.id}/${team.country.id}$`),
      );
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(team.country.name);
    }
    // The cards speak the game's language, the page around them the back-office's.
    await expect(page.locator('html')).toHaveAttribute('lang', c.admin);
    for (const word of c.words) await expect(cards.first()).toContainText(word);
    // Every flag drawn before printing.
    await page.waitForFunction(() =>
      [...document.images].every((image) => image.complete && image.naturalWidth > 0),
    );
    // What each card says on screen, whole: its price rows and the line that closes its rules.
    const onScreen = await Promise.all(
      game.teams.map(async (_, i) => ({
        prices: await cards
          .nth(i)
          .getByTestId('handout-price')
          .evaluateAll((rows) =>
            rows.map((row) => [...row.children].map((cell) => cell.textContent ?? '').join(' ')),
          ),
        more: (await cards.nth(i).getByTestId('handout-more').textContent()) ?? '',
      })),
    );
    expect(onScreen[0]?.prices.length).toBe(c.mods.length > 0 ? 8 : 7);

    // On paper, laid out as the print is at A4's printable width (190 mm, 718 px): every card
    // holds all it says with room to spare under its last line, as a tablet writes text larger
    // than this machine does (the play-through's tablet cut the last price row).
    await page.setViewportSize({ width: 718, height: 1000 });
    // Printed in the app's font, which has come long before a host prints.
    await fontsDrawn(page);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('handouts-print')).toBeHidden();
    await expect(page.locator('.mantine-AppShell-header')).toBeHidden();
    const spare = await cards.evaluateAll((all) =>
      all.map((card) => {
        const edge =
          card.getBoundingClientRect().bottom - parseFloat(getComputedStyle(card).paddingBottom);
        const bottoms = [...card.querySelectorAll('*')].map(
          (e) => e.getBoundingClientRect().bottom,
        );
        return ((edge - Math.max(...bottoms)) * 25.4) / 96;
      }),
    );
    for (const [i, mm] of spare.entries())
      expect(mm, `card ${i + 1}: millimetres under its last line`).toBeGreaterThanOrEqual(10);
    const file = testInfo.outputPath(`handouts-${c.game}.pdf`);
    fs.writeFileSync(file, await page.pdf({ format: 'A4' }));
    await testInfo.attach(path.basename(file), { path: file, contentType: 'application/pdf' });

    const pages = Math.ceil(c.teams / 2);
    expect(pageCount(file)).toBe(pages);
    // Two cards a page, in order: each page has its two teams' codes and no other's.
    const codes = game.teams.map((team: Team) => team.access_code);
    for (let n = 1; n <= pages; n++) {
      const text = pageText(file, n);
      codes.forEach((code, i) => {
        const here = Math.floor(i / 2) + 1 === n;
        expect(text.includes(code), `page ${n}, code ${i + 1}`).toBe(here);
      });
      expect(text).not.toContain('Team cards');
      expect(text).not.toContain('Карточки команд');
    }
    // Every card read back whole from the PDF: each price row, name and price together, and the
    // line about the full rules to its last word. A card's text runs from its country's name to
    // the next card's.
    for (let n = 1; n <= pages; n++) {
      const text = flat(drawnText(file, n));
      const here = game.teams.slice((n - 1) * 2, n * 2);
      // Each name after the one before: other journeys may have added a country of the same
      // long name, so two cards of a page can bear one name.
      const starts: number[] = [];
      for (const team of here as Team[])
        starts.push(text.indexOf(team.country.name, (starts.at(-1) ?? -1) + 1));
      expect(starts.every((at) => at >= 0)).toBe(true);
      here.forEach((team: Team, j) => {
        const card = text.slice(starts[j], starts[j + 1] ?? text.length);
        const said = onScreen[(n - 1) * 2 + j];
        for (const row of said?.prices ?? [])
          expect(card, `${team.country.name}: ${row}`).toContain(flat(row));
        expect(card, `${team.country.name}: the full rules`).toContain(flat(said?.more ?? '-'));
      });
    }
    // The pages drawn, to be looked at.
    execFileSync('pdftoppm', ['-png', '-r', '60', file, testInfo.outputPath(`handouts-${c.game}`)]);
  });
}

test('only the game’s host or an admin sees the cards: another host gets no codes', async ({
  page,
  baseURL,
}) => {
  const host = await (await ApiClient.create(baseURL ?? '')).login(account.email, account.password);
  const game = await createGame(host, { title: 'Not yours', teams: 2 });
  await host.dispose();
  await signInThroughApi(page, await newHostAccount(baseURL ?? ''), 'en');
  await page.goto(`/#/host/games/handouts/${game.id}`);
  await expect(page.getByRole('alert')).toBeVisible(LOAD);
  await expect(page.getByTestId('handout')).toHaveCount(0);
  for (const team of game.teams as Team[])
    await expect(page.getByText(team.access_code)).toHaveCount(0);
});
