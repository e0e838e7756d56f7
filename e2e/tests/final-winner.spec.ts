// The end of a game as the room reads it, in Russian and in English: on the projector
// (1920×1080) the winner's name and its deciding figure are the largest type, and the reveal's
// last step shows who bombed whom beside the winner, so the screen ends on the winner; on a
// team's phone (360×640) the winner card reads whole (its figure, how the tie was settled), with
// no message id in place of a text and no contrast below AA.
import { expect, test, type Browser, type Locator } from './fixtures';
import { apiPostOk } from './api';
import {
  createGame,
  playRounds,
  signedInHost,
  variablesPreset,
  type ApiClient,
  type Team,
} from './game-api';
import { seriousViolations } from './helpers';
import { LONG_NAMES, longNamedPresets } from './long-names';

const B = '/api/backoffice';
const FIRST_LOAD = { timeout: 30_000 };
const LIVE = { timeout: 20_000 };
test.describe.configure({ timeout: 180_000 });

interface PlayedGame {
  id: number;
  /** The game's host, signed in: it reveals the final screen (through the API). */
  host: ApiClient;
  attacker: Team;
  /** Two countries whose cities all reach the cap: equal standards, the winner rule decides. */
  tied: [Team, Team];
}

/** Orders to develop every city of `team`'s country. */
const developAll = (team: Team) =>
  team.country.cities.map((c) => ({ type: 'develop', city: c.id }));

/**
 * A three-round game that ends in a tie settled by the winner rule, with a bomb: the first
 * country gets a programme (a credit pays), builds a bomb and drops it on the second's city,
 * which a shield saves; the second and third develop every city to the cap in round 1.
 */
async function playTiedGameWithABomb(baseURL: string, language: 'ru' | 'en'): Promise<PlayedGame> {
  const host = await signedInHost(baseURL);
  const preset = await variablesPreset(baseURL, { rounds: 3, develop_boost: 100 });
  const game = await createGame(host, { title: 'Финал / Final', teams: 3, language, preset });
  const [attacker, second, third] = game.teams;
  if (!attacker || !second || !third) throw new Error('a game of 3 teams');
  const target = second.country.cities[0]!.id;
  await playRounds(baseURL, host, game, [
    {
      credit: { to: attacker, amount: 5000 },
      orders: [[{ type: 'technology' }], developAll(second), developAll(third)],
    },
    { orders: [[{ type: 'build_bombs', count: 1 }]] },
    { orders: [[{ type: 'attack', city: target }], [{ type: 'shield', city: target }]] },
  ]);
  return { id: game.id, host, attacker, tied: [second, third] };
}

/**
 * The font size and weight of `target`, whether it is on the screen, and the largest font size of
 * every other visible text on the page but `others` (titles, cards, lines, buttons...).
 */
async function typeOf(target: Locator, others: Locator[] = []) {
  const skipped = (await Promise.all(others.map((o) => o.elementHandles()))).flat();
  return target.evaluate((element, skipped) => {
    const visible = (e: Element) => {
      const box = e.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(e).visibility !== 'hidden';
    };
    let largestOther = 0;
    let largestOtherText = '';
    for (const e of document.querySelectorAll('body *')) {
      const ownText = [...e.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
      );
      if (!ownText || !visible(e) || element.contains(e)) continue;
      if (skipped.some((s) => s?.contains(e))) continue;
      const size = parseFloat(getComputedStyle(e).fontSize);
      if (size > largestOther) {
        largestOther = size;
        largestOtherText = e.textContent ?? '';
      }
    }
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return {
      size: parseFloat(style.fontSize),
      weight: Number(style.fontWeight),
      inView: box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth,
      largestOther,
      largestOtherText,
    };
  }, skipped);
}

/** True when nothing of `card` is cut off by its box (it clips what overflows). */
const whole = (card: Locator) =>
  card.evaluate((e) => e.scrollHeight <= e.clientHeight + 1 && e.scrollWidth <= e.clientWidth + 1);

/** A phone of `team`, joined, on its Results tab. */
async function phoneOf(browser: Browser, gameId: number, team: Team) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 640 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await apiPostOk(
    page.request,
    '/api/game/join',
    { gameId, countryId: team.country.id, accessCode: team.access_code },
    204,
  );
  await page.goto(`/game/${gameId}`);
  await expect(page.getByTestId('phone-nominations')).toBeVisible(FIRST_LOAD);
  return page;
}

const WORDS = {
  ru: { banner: 'Победитель!', attacks: 'Кто кого бомбил', stopped: 'остановлена щитом' },
  en: { banner: 'Winner!', attacks: 'Who bombed whom', stopped: 'stopped by a shield' },
};

/** Text that looks like a message id (`final.standard`) rather than words. */
const MESSAGE_ID =
  /\b(final|player|stats|clock|nomination|news|log|rules|order|order_error|ufo_key|supertech|negotiation_status)\.[a-z_]+\b/;

for (const language of ['ru', 'en'] as const) {
  test(`the final screen ends on the winner, largest, with the attacks beside it; the phone reads it whole (${language})`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    const game = await playTiedGameWithABomb(baseURL ?? '', language);
    const words = WORDS[language];
    const reveal = (step: number) =>
      game.host.post(`${B}/host/games/reveal`, { gameId: game.id, step });

    // The stats screen at game over: each country's average standard, the figure that decides
    // the winner, is the strongest type of its row in the standings, and reads from 10 m.
    const room = await (
      await browser.newContext({ viewport: { width: 1920, height: 1080 } })
    ).newPage();
    await room.goto(`/#/stats/${game.id}`);
    const row = room.getByTestId('standings-row').first();
    await expect(row).toBeVisible(FIRST_LOAD);
    const typeIn = (target: Locator) =>
      target.evaluate((e) => {
        const s = getComputedStyle(e);
        return { size: parseFloat(s.fontSize), weight: Number(s.fontWeight) };
      });
    const [average, rowName] = await Promise.all([
      typeIn(row.getByTitle(/Средний уровень жизни|Average living standard/)),
      typeIn(row.getByTestId('standings-name')),
    ]);
    expect(average.size).toBeGreaterThan(rowName.size);
    expect(average.size).toBeGreaterThanOrEqual(28);
    expect(average.weight).toBeGreaterThanOrEqual(rowName.weight);
    await room.screenshot({
      path: testInfo.outputPath(`stats-${language}.png`),
      animations: 'disabled',
    });

    // The winner revealed (step 5): its name, then its figure, are the largest type.
    await reveal(5);
    await room.goto(`/#/final/${game.id}`);
    const winner = room.getByTestId('nomination-winner');
    await expect(room.getByTestId('winner-banner')).toHaveText(words.banner, FIRST_LOAD);
    await expect(winner.getByTestId('nominee')).toHaveCount(1);
    await expect(winner.getByTestId('winner-tie-break')).toHaveAttribute('data-by', 'rise');
    const winnerName = (await winner.getByTestId('nominee-name').textContent()) ?? '';
    expect(game.tied.map((t) => t.country.name)).toContain(winnerName);
    const nameOf = winner.getByTestId('nominee-name');
    const figureOf = winner.getByTestId('nominee-value');
    const name = await typeOf(nameOf, [figureOf]);
    const figure = await typeOf(figureOf, [nameOf]);
    expect(name.largestOther, name.largestOtherText).toBeLessThan(name.size);
    expect(figure.largestOther, figure.largestOtherText).toBeLessThan(figure.size);
    expect(name.weight).toBeGreaterThanOrEqual(800);
    expect(figure.weight).toBeGreaterThanOrEqual(800);
    await expect(figureOf).toContainText('%');
    expect(await whole(winner)).toBe(true);
    await room.screenshot({
      path: testInfo.outputPath(`final-winner-${language}.png`),
      animations: 'disabled',
    });

    // The last step: who bombed whom, beside the winner, who stays the largest type.
    await reveal(6);
    await expect(room.getByTestId('final-attacks')).toContainText(words.attacks, LIVE);
    await expect(room.getByTestId('attack')).toHaveCount(1);
    await expect(room.getByTestId('attack')).toContainText(game.attacker.country.name);
    await expect(room.getByTestId('attack')).toContainText(words.stopped);
    const closing = room.getByTestId('final-closing');
    await expect(closing.getByTestId('winner-banner')).toHaveText(words.banner);
    await expect(closing.getByTestId('nominee-name')).toHaveText(winnerName);
    const last = await typeOf(closing.getByTestId('nominee-name'));
    expect(await whole(closing.getByTestId('nomination-winner'))).toBe(true);
    expect(last.inView).toBe(true);
    expect(last.largestOther, last.largestOtherText).toBeLessThan(last.size);
    expect(
      await room.evaluate(
        () =>
          document.documentElement.scrollHeight > innerHeight ||
          document.documentElement.scrollWidth > innerWidth,
      ),
    ).toBe(false);
    await room.screenshot({
      path: testInfo.outputPath(`final-closing-${language}.png`),
      animations: 'disabled',
    });

    // A phone of the winning team: the winner card with its figure and how the tie was settled,
    // words everywhere (no message id), and every text at AA contrast.
    const winning = game.tied.find((t) => t.country.name === winnerName)!;
    const phone = await phoneOf(browser, game.id, winning);
    const card = phone.getByTestId('phone-nomination-winner');
    await expect(card).toHaveAttribute('data-revealed', 'true');
    await expect(card.getByTestId('phone-nominee')).toContainText(winnerName);
    await expect(card.getByTestId('phone-nominee')).toHaveAttribute('data-us', 'true');
    await expect(card.getByTestId('phone-nominee-value')).toHaveText(/^\d+([.,]\d)?\s?%$/);
    await expect(card.getByTestId('phone-winner-tie-break')).toContainText(
      game.tied[0].country.name,
    );
    await expect(phone.getByTestId('team-bombed')).toBeVisible();
    const text = await phone.locator('body').innerText();
    expect(text).not.toMatch(MESSAGE_ID);
    expect(await seriousViolations(phone)).toEqual([]);
    expect(
      await phone.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
    ).toBe(false);
    await card.screenshot({ path: testInfo.outputPath(`phone-winner-${language}.png`) });
    await phone.screenshot({
      path: testInfo.outputPath(`phone-final-${language}.png`),
      fullPage: true,
    });

    await Promise.all([phone.context().close(), room.context().close(), game.host.dispose()]);
  });
}

/**
 * A one-round game of the long-named countries in which the first and the last develop every
 * city to the cap: the same standard, the same rise (their cities start alike) and no peaceful
 * acts, so they share the win. The second sends the first a transfer: the peacemaker.
 */
async function playSharedWin(baseURL: string, language: 'ru' | 'en') {
  const presets = await longNamedPresets(baseURL);
  const host = await signedInHost(baseURL);
  const preset = await variablesPreset(baseURL, { rounds: 1, develop_boost: 100 });
  const languages = await host.get<{ value: number; code: string }[]>(`${B}/get_languages_options`);
  const { id } = await host.post<{ id: number }>(
    `${B}/host/games/add`,
    {
      game: {
        title: 'Ничья / A draw',
        preset,
        language: languages.find((l) => l.code === language)!.value,
        clock: null,
      },
      teams: presets,
      mods: [],
    },
    201,
  );
  const { teams } = await host.post<{ teams: Team[] }>(`${B}/host/games/control`, { gameId: id });
  await playRounds(baseURL, host, { id, teams }, [
    {
      orders: [
        developAll(teams[0]!),
        [{ type: 'transfer', country: teams[0]!.country.id, amount: 10 }],
        developAll(teams[2]!),
      ],
    },
  ]);
  await host.post(`${B}/host/games/reveal`, { gameId: id, step: 6 });
  await host.dispose();
  return {
    id,
    winners: [LONG_NAMES[0]![language], LONG_NAMES[2]![language]],
    peacemaker: teams[1]!,
  };
}

/**
 * The words of `names` that a line break cuts in two: a letter on a lower line than the letter
 * before it, neither a space nor a hyphen between them.
 */
function brokenWords(names: Locator): Promise<string[]> {
  return names.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const range = document.createRange();
        const tops = [...text].map((_, i) => {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          return range.getClientRects()[0]?.top ?? 0;
        });
        const cut = tops.some(
          (top, i) => i > 0 && top > tops[i - 1]! + 1 && !/[\s-]/.test(text[i - 1]! + text[i]!),
        );
        if (cut) broken.push(text);
      }
      return broken;
    }),
  );
}

for (const language of ['ru', 'en'] as const) {
  test(`co-winners with long names stay whole and largest beside the attacks (${language})`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    const game = await playSharedWin(baseURL ?? '', language);
    const room = await (
      await browser.newContext({ viewport: { width: 1920, height: 1080 } })
    ).newPage();
    await room.goto(`/#/final/${game.id}`);
    const closing = room.getByTestId('final-closing');
    await expect(closing.getByTestId('winner-banner')).toHaveText(
      language === 'ru' ? 'Победители!' : 'Co-winners!',
      FIRST_LOAD,
    );
    await expect(room.getByTestId('no-attacks')).toBeVisible();
    const names = closing.getByTestId('nominee-name');
    await expect(names).toHaveText(game.winners);
    expect(await whole(closing.getByTestId('nomination-winner'))).toBe(true);
    for (const name of await names.all()) {
      const type = await typeOf(name, [names]);
      expect(type.inView).toBe(true);
      expect(type.largestOther, type.largestOtherText).toBeLessThan(type.size);
    }
    await room.screenshot({
      path: testInfo.outputPath(`final-co-winners-${language}.png`),
      animations: 'disabled',
    });

    // The peacemaker's own phone (360 px): its card names it whole, with "that is us" and its
    // peaceful acts beside or under the name; no name on the phone breaks inside a word.
    const phone = await phoneOf(browser, game.id, game.peacemaker);
    const peacemaker = phone.getByTestId('phone-nomination-peacemaker');
    await expect(peacemaker).toHaveAttribute('data-revealed', 'true');
    await expect(peacemaker.getByTestId('phone-nominee')).toHaveAttribute('data-us', 'true');
    await expect(peacemaker.getByTestId('phone-nominee-name')).toHaveText(
      game.peacemaker.country.name,
    );
    const phoneNames = phone.getByTestId('phone-nominee-name');
    await expect(phoneNames.first()).toBeVisible();
    expect(await brokenWords(phoneNames)).toEqual([]);
    expect(
      await phone.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
    ).toBe(false);
    await peacemaker.screenshot({ path: testInfo.outputPath(`phone-peacemaker-${language}.png`) });
    await Promise.all([room.context().close(), phone.context().close()]);
  });
}
