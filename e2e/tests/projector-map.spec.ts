// The projector in pictures, in Russian and in English, at 1920×1080 and 1280×720: a round with a
// bomb, a sanction and finished talks ends, and the stats screen's map shows them (the city, never
// the attacker) before the standings move; at the reveal's last step every bomb's arrow draws in
// from its attacker, then the room scrubs back to round 1; with reduced motion every picture shows
// its final state at once. Every screen reads from 10 m and passes axe.
import { expect, test, type Browser, type Page } from './fixtures';
import { createGame, joinTeam, signedInHost, variablesPreset, type ApiClient } from './game-api';
import { seriousViolations } from './helpers';

const B = '/api/backoffice';
const FIRST_LOAD = { timeout: 30_000 };
const LIVE = { timeout: 20_000 };
test.describe.configure({ timeout: 240_000 });

const SCREENS = [
  { width: 1920, height: 1080, smallest: 28 },
  { width: 1280, height: 720, smallest: 20 },
] as const;

interface MapGame {
  id: number;
  host: ApiClient;
  attacker: number;
  /** The city the bomb destroyed, and its country. */
  city: number;
  target: number;
  /** The country that imposed sanctions, on `target`, and finished talks with the attacker. */
  sanctioner: number;
}

/**
 * A four-round game: the first country gets a programme in round 1 (a credit pays), builds two
 * bombs in round 2, drops one on the third's first city in round 3 and, in round 4, the other on
 * the second's first city (no shield: destroyed) while the third sanctions the second and
 * finishes talks with the first.
 */
async function playMapGame(baseURL: string, language: 'ru' | 'en', page: Page): Promise<MapGame> {
  const host = await signedInHost(baseURL);
  const preset = await variablesPreset(baseURL, { rounds: 4 });
  const game = await createGame(host, {
    title: 'Карта / Map',
    teams: 3,
    language,
    preset,
    mods: ['negotiation'],
  });
  const [first, second, third] = game.teams;
  if (!first || !second || !third) throw new Error('a game of 3 teams');
  const phones = await Promise.all(game.teams.map((t) => joinTeam(baseURL, game.id, t)));
  const orders = (i: number, round: number, list: unknown[]) =>
    phones[i]!.post('/api/game/orders', { gameId: game.id, round, orders: list });
  const start = (n: number) =>
    host.post(`${B}/host/games/start_round`, { gameId: game.id, round: n });
  const end = (n: number) => host.post(`${B}/host/games/round`, { gameId: game.id, round: n });
  await start(1);
  await host.post('/api/game/credit', {
    gameId: game.id,
    countryTo: first.country.id,
    amount: 5000,
  });
  await orders(0, 1, [{ type: 'technology' }]);
  await end(1);
  await start(2);
  await orders(0, 2, [{ type: 'build_bombs', count: 2 }]);
  await end(2);
  await start(3);
  await orders(0, 3, [{ type: 'attack', city: third.country.cities[0]!.id }]);
  await end(3);
  await start(4);
  const city = second.country.cities[0]!.id;
  await orders(0, 4, [{ type: 'attack', city }]);
  await orders(2, 4, [{ type: 'sanction', country: second.country.id }]);
  await phones[2]!.post(
    '/api/game/negotiations/request',
    { gameId: game.id, countryTo: first.country.id },
    204,
  );
  await phones[0]!.post(
    '/api/game/negotiations/accept',
    { gameId: game.id, countryFrom: third.country.id },
    204,
  );
  const talks = { gameId: game.id, countryFrom: third.country.id, countryTo: first.country.id };
  await host.post(`${B}/host/games/start_negotiation`, talks, 204);
  await host.post(`${B}/host/games/finish_negotiation`, talks, 204);
  // The room's screen is open when the round ends: it plays the news, then draws the map.
  await page.goto(`/#/stats/${game.id}`);
  await expect(page.getByTestId('world-map')).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('connection-indicator')).toHaveCount(0, FIRST_LOAD);
  await end(4);
  await Promise.all(phones.map((p) => p.dispose()));
  return {
    id: game.id,
    host,
    attacker: first.country.id,
    city,
    target: second.country.id,
    sanctioner: third.country.id,
  };
}

/** The smallest font size, in pixels, of the elements `selector` finds. */
const smallestType = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const sizes = [...document.querySelectorAll(selector)]
      .filter((e) => e.getBoundingClientRect().width > 0)
      .map((e) => parseFloat(getComputedStyle(e).fontSize));
    return sizes.length === 0 ? 0 : Math.min(...sizes);
  }, selector);

/** True when a word of a country's name on the map is split across lines. */
const brokenNames = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="stats-country-name"]')].flatMap((element) => {
      const text = element.firstChild;
      if (!text) return [];
      return [...(text.textContent ?? '').matchAll(/[^\s-]+/g)]
        .filter((match) => {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
        })
        .map((match) => match[0]);
    }),
  );

/** A projector's page that prefers reduced motion. */
async function stillPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1920, height: 1080 },
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

for (const language of ['ru', 'en'] as const) {
  test(`the projector draws the round on the map, then the bombs' arrows and a replay (${language})`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    const context = await browser.newContext({ viewport: SCREENS[0] });
    const page = await context.newPage();
    const game = await playMapGame(baseURL ?? '', language, page);

    // The round's news first, then the map with what the round did, in shapes and data.
    await page.getByTestId('news-skip').click(LIVE);
    const map = page.getByTestId('world-map');
    await expect(map).toHaveAttribute('data-round', '4');
    const destroyed = map.locator(`[data-mark="city_destroyed"][data-city="${game.city}"]`);
    await expect(destroyed).toHaveCount(1);
    await expect(destroyed).toHaveAttribute('data-country', String(game.target));
    await expect(
      map.locator(
        `[data-mark="sanction"][data-from="${game.sanctioner}"][data-to="${game.target}"]`,
      ),
    ).toHaveCount(1);
    await expect(map.locator('[data-mark="negotiation_finished"]')).toHaveCount(1);
    await expect(
      map.locator(`[data-testid="stats-city"][data-city="${game.city}"]`),
    ).toHaveAttribute('data-state', 'destroyed');
    // The bomb names the city, never the attacker: no arrow leaves a country on the stats map.
    await expect(map.locator('[data-mark="attack"]')).toHaveCount(0);
    // Then the standings move to their places after the round.
    await expect(page.locator('[data-race="done"]')).toHaveCount(1, LIVE);
    await expect(page.getByTestId('standings-row')).toHaveCount(3);
    // In words too, for screen readers.
    const words = page.getByTestId('map-words');
    await expect(words).toContainText(
      language === 'ru' ? 'Бомба уничтожила город' : 'A bomb destroyed',
    );

    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const where = `${screen.width}×${screen.height}`;
      for (const selector of [
        '[data-testid="stats-country-name"]',
        '[data-testid="standings-name"]',
        '[data-testid="standings-value"]',
      ]) {
        expect(
          await smallestType(page, selector),
          `${selector} at ${where}`,
        ).toBeGreaterThanOrEqual(screen.smallest - 0.5);
      }
      expect(await brokenNames(page), where).toEqual([]);
      expect(await seriousViolations(page), where).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`stats-map-${language}-${where}.png`) });
    }

    // The final screen: at the last step every bomb's arrow draws in from its attacker.
    await game.host.post(`${B}/host/games/reveal`, { gameId: game.id, step: 5 });
    await page.setViewportSize(SCREENS[0]);
    await page.goto(`/#/final/${game.id}`);
    await expect(page.getByTestId('winner-banner')).toBeVisible(FIRST_LOAD);
    await game.host.post(`${B}/host/games/reveal`, { gameId: game.id, step: 6 });
    const finalMap = page.getByTestId('final-map');
    await expect(finalMap).toHaveAttribute('data-drawing', 'drawing', LIVE);
    const seen = Date.now();
    const arrows = finalMap.locator(`[data-mark="attack"][data-from="${game.attacker}"]`);
    await expect(arrows).toHaveCount(2);
    await expect(arrows.and(page.locator(`[data-city="${game.city}"]`))).toHaveAttribute(
      'data-round',
      '4',
    );
    // Two rounds of bombs, about two seconds each; a key (or a click) skips to the end, and the
    // replay's slider comes.
    if (language === 'ru') await page.keyboard.press('x');
    else await finalMap.getByTestId('world-map').click();
    await expect(finalMap).toHaveAttribute('data-drawing', 'done');
    expect(Date.now() - seen).toBeLessThan(2_500);
    const scrubber = page.getByTestId('round-scrubber');
    await expect(scrubber).toHaveValue('4');
    expect(await seriousViolations(page)).toEqual([]);

    // The room scrubs back to round 1: the programme started then, no bomb had fallen yet.
    await scrubber.focus();
    await page.keyboard.press('Home');
    await expect(finalMap).toHaveAttribute('data-round', '1');
    await expect(finalMap.locator('[data-mark="technology"][data-round="1"]')).toHaveAttribute(
      'data-country',
      String(game.attacker),
    );
    await expect(finalMap.locator('[data-mark="attack"]')).toHaveCount(0);
    await expect(
      finalMap.locator(`[data-testid="stats-city"][data-city="${game.city}"]`),
    ).toHaveAttribute('data-state', 'standing');
    await expect(page.getByTestId('round-scrubber-round')).toContainText(
      language === 'ru' ? 'Раунд 1 из 4' : 'Round 1 of 4',
    );
    // The scrubbing was the room's own: the reveal did not move.
    await expect(page.getByTestId('final-closing')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`final-map-${language}.png`) });

    // With reduced motion, nothing moves: the final state at once.
    const still = await stillPage(browser);
    await still.goto(`/#/final/${game.id}`);
    await expect(still.getByTestId('final-map')).toHaveAttribute(
      'data-drawing',
      'done',
      FIRST_LOAD,
    );
    await expect(still.locator('[data-mark="attack"]')).toHaveCount(2);
    await expect(still.getByTestId('round-scrubber')).toBeVisible();
    await still.goto(`/#/stats/${game.id}`);
    await expect(still.locator('[data-race="done"]')).toHaveCount(1, FIRST_LOAD);
    // Still means still: within the time the marks and the race take with motion, two looks at
    // the screen half a second apart are the same.
    await still.waitForTimeout(300);
    const look = await still.getByTestId('stats-screen-stage').screenshot();
    await still.waitForTimeout(500);
    expect((await still.getByTestId('stats-screen-stage').screenshot()).equals(look)).toBe(true);
    await still.context().close();
    await context.close();
    await game.host.dispose();
  });
}
