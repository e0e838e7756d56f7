// The projector's stats map shows every country's name whole, for five to nine countries with long
// names, in Russian and in English, at the room's 1920×1080 and at the smaller beamers' 1280×720
// and 1024×768: a long name wraps between its words, never an ellipsis, a clipped line or a word
// cut in two, and stays at least 28 px at 1080p and 20 px below. The cities are marks on the map;
// their names, long ones too, are in the map's words for screen readers.
import { expect, test, type Page } from './fixtures';
import { ApiClient, signedInHost } from './game-api';
import { E2E_ADMIN, fontsDrawn } from './helpers';
import { LONG_NAMES, longNamedPresets } from './long-names';

const B = '/api/backoffice';
const FIRST_LOAD = { timeout: 30_000 };
test.describe.configure({ timeout: 240_000 });
// The projector is a browser nobody signed in to.
test.use({ storageState: { cookies: [], origins: [] } });

/** Long city names, one for each long-named country's first city. */
const LONG_CITIES = [
  { ru: 'Петропавловск-Камчатский', en: 'Petropavlovsk-Kamchatsky' },
  { ru: 'Ростов-на-Дону', en: 'Rostov-on-Don' },
  { ru: 'Нижний Новгород', en: 'Nizhny Novgorod' },
];

const SCREENS = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
];

/** Names the first city of each long-named preset with a long city name, in both languages. */
async function longCityNames(baseURL: string, presets: number[]) {
  const admin = await (await ApiClient.create(baseURL)).login(E2E_ADMIN.email, E2E_ADMIN.password);
  const names = await admin.get<{ cities: Record<string, { id: number }[]> }>(
    `${B}/get_lang_names`,
  );
  const languages = await admin.get<{ id: number; code: string; name: string }[]>(
    `${B}/languages/list`,
  );
  for (const code of ['ru', 'en'] as const) {
    const language = languages.find((l) => l.code === code)!;
    const full = await admin.get<{
      names: { countries: Record<string, string>; cities?: Record<string, string> };
    }>(`${B}/languages/get?id=${language.id}`);
    const cities = { ...full.names.cities };
    presets.forEach((preset, i) => {
      const first = names.cities[String(preset)]?.[0];
      if (!first) throw new Error(`preset ${preset} has no city`);
      cities[String(first.id)] = LONG_CITIES[i]![code];
    });
    await admin.post(
      `${B}/languages/update`,
      {
        language: {
          id: language.id,
          code,
          name: language.name,
          names: { countries: full.names.countries, cities },
        },
      },
      204,
    );
  }
  await admin.dispose();
}

/** A game at round 1 of the long-named countries and `count - 3` seeded ones, in `code`. */
async function gameOf(baseURL: string, code: 'ru' | 'en', presets: number[], count: number) {
  const host = await signedInHost(baseURL);
  const languages = await host.get<{ value: number; code: string }[]>(`${B}/get_languages_options`);
  const language = languages.find((l) => l.code === code)!.value;
  const countries = await host.get<{ value: number; languages: number[] }[]>(
    `${B}/get_countries_options`,
  );
  const seeded = countries
    .filter((c) => c.languages.includes(language) && !presets.includes(c.value))
    .map((c) => c.value)
    .sort((a, b) => a - b)
    .slice(0, count - presets.length);
  const { id } = await host.post<{ id: number }>(
    `${B}/host/games/add`,
    {
      game: { title: code === 'ru' ? 'Пятничная игра' : 'Friday game', preset: null, language },
      teams: [...presets, ...seeded],
      mods: [],
    },
    201,
  );
  await host.post(`${B}/host/games/start_round`, { gameId: id, round: 1 });
  await host.dispose();
  return id;
}

/**
 * How each country's name is drawn on the map: its text, its type size, and every way it could
 * be cut (past its own box, past the box that clips it, an ellipsis, a word broken across lines).
 */
const drawnNames = (page: Page) =>
  page.evaluate(() => {
    const clipper = (element: Element) => {
      for (let e = element.parentElement; e; e = e.parentElement) {
        if (getComputedStyle(e).overflow !== 'visible') return e;
      }
      return document.documentElement;
    };
    // Layout sizes are rounded to whole pixels, each its own way: one pixel is not a cut.
    const inside = (inner: DOMRect, outer: DOMRect) =>
      inner.left >= outer.left - 1 &&
      inner.right <= outer.right + 1 &&
      inner.top >= outer.top - 1 &&
      inner.bottom <= outer.bottom + 1;
    /** The words (and the parts of a hyphenated word) that are split across lines. */
    const brokenWords = (element: Element) => {
      const text = element.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return ['(no text)'];
      const broken: string[] = [];
      for (const match of (text.textContent ?? '').matchAll(/[^\s-]+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
      return broken;
    };
    const describe = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return {
        text: element.innerText.replace(/\s+/g, ' ').trim(),
        fontSize: parseFloat(style.fontSize),
        cutSideways: element.scrollWidth > element.clientWidth + 1,
        // Drawn past its box only where nothing clips it (a tall font's glyphs): a clip would cut.
        cutBelow: style.overflowY !== 'visible' && element.scrollHeight > element.clientHeight + 1,
        ellipsis: style.textOverflow === 'ellipsis' && style.overflow !== 'visible',
        clipped: !inside(box, clipper(element).getBoundingClientRect()),
        onScreen: inside(box, new DOMRect(0, 0, innerWidth, innerHeight)),
        brokenWords: brokenWords(element),
      };
    };
    const all = (id: string) =>
      [...document.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)].map(describe);
    return { countries: all('stats-country-name') };
  });

type Drawn = Awaited<ReturnType<typeof drawnNames>>['countries'][number];

/** What a name drawn whole looks like: only its text and size are its own. */
const whole = (name: Drawn, text: string) => ({
  text,
  fontSize: name.fontSize,
  cutSideways: false,
  cutBelow: false,
  ellipsis: false,
  clipped: false,
  onScreen: true,
  brokenWords: [],
});

for (const code of ['ru', 'en'] as const) {
  test(`the stats screen shows long country and city names whole for 5 to 9 countries (${code})`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    const presets = await longNamedPresets(baseURL ?? '');
    await longCityNames(baseURL ?? '', presets);
    for (const count of [5, 9]) {
      const gameId = await gameOf(baseURL ?? '', code, presets, count);
      const context = await browser.newContext({ viewport: SCREENS[0] });
      const page = await context.newPage();
      await page.goto(`/#/stats/${gameId}`);
      await expect(page.getByTestId('stats-country')).toHaveCount(count, FIRST_LOAD);
      for (const [i, name] of LONG_NAMES.entries()) {
        await expect(page.getByTestId('stats-country-name').nth(i)).toHaveText(name[code]);
      }
      await expect(page.getByTestId('standings')).toBeVisible();
      for (const city of LONG_CITIES) {
        await expect(page.getByTestId('map-words')).toContainText(city[code]);
      }
      // The names are measured in the app's font, not in the fallback drawn before it came.
      await fontsDrawn(page);
      for (const screen of SCREENS) {
        await page.setViewportSize(screen);
        // The names are fitted again when the screen changes size: wait for that frame.
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        const drawn = await drawnNames(page);
        expect(drawn.countries).toHaveLength(count);
        for (const [i, name] of LONG_NAMES.entries()) {
          expect(drawn.countries[i]!.text).toBe(name[code]);
        }
        for (const name of drawn.countries) {
          expect(name, `${name.text} at ${screen.width}×${screen.height}`).toEqual(
            whole(name, name.text),
          );
        }
        // Read from the back of a room: 28 px at 1080p, never below 20 px.
        const smallestCountry = Math.min(...drawn.countries.map((c) => c.fontSize));
        expect(smallestCountry).toBeGreaterThanOrEqual(Math.max(screen.height * 0.026, 20) - 0.5);
        // Every country's name is the same size: no country looks smaller than another.
        expect(new Set(drawn.countries.map((c) => c.fontSize)).size).toBe(1);
        // The screen never scrolls.
        expect(
          await page.evaluate(
            () =>
              document.documentElement.scrollWidth <= innerWidth &&
              document.documentElement.scrollHeight <= innerHeight,
          ),
        ).toBe(true);
        await page.screenshot({
          path: testInfo.outputPath(`stats-${code}-${count}-${screen.width}x${screen.height}.png`),
        });
      }
      await context.close();
    }
  });
}
