// The team's phone header at 360×640 with the round clock running: the country's name, the most
// important word on the phone, shows whole (long names wrap) beside the clock, in Russian and in
// English.
import { expect, test, type Page } from './fixtures';
import { apiPostOk } from './api';
import { signedInHost, type Team } from './game-api';
import { APP_FONT, fontsDrawn } from './helpers';
import { LONG_NAMES, longNamedPresets } from './long-names';

const B = '/api/backoffice';
const LOAD = { timeout: 30_000 };
test.describe.configure({ timeout: 180_000 });

/** A running game of the long-named countries in `code`, with the round clock on. */
async function runningGame(baseURL: string, code: 'ru' | 'en', presets: number[]) {
  const host = await signedInHost(baseURL);
  const languages = await host.get<{ value: number; code: string }[]>(`${B}/get_languages_options`);
  const language = languages.find((l) => l.code === code)!.value;
  const { id } = await host.post<{ id: number }>(
    `${B}/host/games/add`,
    {
      game: {
        title: code === 'ru' ? 'Пятничная игра' : 'Friday game',
        preset: null,
        language,
        clock: { talks: 600, orders: 300, lock: true },
      },
      teams: presets,
      mods: [],
    },
    201,
  );
  await host.post(`${B}/host/games/start_round`, { gameId: id, round: 1 });
  const control = await host.post<{ teams: Team[] }>(`${B}/host/games/control`, { gameId: id });
  await host.dispose();
  return { id, teams: control.teams };
}

/** How the header's name is drawn: its text, and whether any of it is cut or hidden. */
const nameBox = (page: Page) =>
  page.getByTestId('team-name').evaluate((h1) => {
    const box = h1.getBoundingClientRect();
    const style = getComputedStyle(h1);
    return {
      text: (h1 as HTMLElement).innerText.replace(/\s+/g, ' '),
      // Layout sizes are rounded to whole pixels, each its own way: one pixel is not a cut.
      cutSideways: h1.scrollWidth > h1.clientWidth + 1,
      // Drawn past its box only where nothing clips it (a tall font's glyphs): a clip would cut.
      cutBelow: style.overflowY !== 'visible' && h1.scrollHeight > h1.clientHeight + 1,
      ellipsis: style.textOverflow === 'ellipsis' && style.overflow !== 'visible',
      inside: box.left >= 0 && box.right <= window.innerWidth,
      fontSize: parseFloat(style.fontSize),
    };
  });

for (const code of ['ru', 'en'] as const) {
  test(`the phone's header shows a long country name whole beside the clock at 360 px (${code})`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    const presets = await longNamedPresets(baseURL ?? '');
    const game = await runningGame(baseURL ?? '', code, presets);
    const context = await browser.newContext({
      viewport: { width: 360, height: 640 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    for (const [i, team] of game.teams.entries()) {
      const name = LONG_NAMES[i]![code];
      expect(team.country.name).toBe(name);
      await apiPostOk(
        page.request,
        '/api/game/join',
        { gameId: game.id, countryId: team.country.id, accessCode: team.access_code },
        204,
      );
      await page.goto(`/game/${game.id}`);
      await expect(page.getByTestId('team-name')).toHaveText(name, LOAD);
      // The clock runs in the header, readable: the phase and the time left.
      await expect(page.getByTestId('phone-clock-left')).toBeVisible();
      await expect(page.getByTestId('phone-clock-phase')).toHaveText(
        code === 'ru' ? 'Переговоры' : 'Talks',
      );
      // The name is measured in the app's own font, whatever the phone has installed, not in the
      // fallback drawn before it came.
      expect(await fontsDrawn(page)).toContain(APP_FONT);
      const clockSize = await page
        .getByTestId('phone-clock-left')
        .evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
      expect(clockSize).toBeGreaterThanOrEqual(20);

      const drawn = await nameBox(page);
      expect(drawn).toEqual({
        text: name,
        cutSideways: false,
        cutBelow: false,
        ellipsis: false,
        inside: true,
        fontSize: drawn.fontSize,
      });
      // The name is the header's largest word but the clock's time.
      expect(drawn.fontSize).toBeGreaterThanOrEqual(20);
      // Nothing of the header lies on top of the name, and the page never scrolls sideways.
      const [name_, clock] = await Promise.all([
        page.getByTestId('team-name').boundingBox(),
        page.getByTestId('phone-clock').boundingBox(),
      ]);
      expect(name_!.y + name_!.height).toBeLessThanOrEqual(clock!.y + 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      await page.screenshot({ path: testInfo.outputPath(`header-${code}-${i}.png`) });
      await apiPostOk(page.request, '/api/game/leave', { gameId: game.id }, 204);
    }
    await context.close();
  });
}
