// The projector map's places: an admin uploads a map background (its refusals shown on the
// fields), a host opens the placement page from the control screen, picks the background, drags
// one country with the mouse and moves another with the keyboard, saves, and the room's `stats`
// shows them there; "back to the ring" puts them back; deleting the background leaves the game
// without one. Once in Russian on a 1024×768 tablet, once in English on a 1920×1080 screen, with
// no serious axe violation and no raw label key on any screen.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ApiClient, createGame, newHostAccount } from './game-api';
import { E2E_ADMIN, setAdminLanguage, signIn } from './helpers';
import { knownKeys, ScreenChecks } from './screen-checks';

const B = '/api/backoffice';
const LOAD = { timeout: 15_000 };

// A 12×8 blue PNG.
const PICTURE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAwAAAAICAIAAABChommAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQYlWPQyr9NEDGMKgIAaXiLgekiPCwAAAAASUVORK5CYII=',
  'base64',
);

interface Point {
  x: number;
  y: number;
}
interface StatsMap {
  background: string | null;
  positions: Record<string, Point>;
}

/** The map the room sees now (`stats` is public: an anonymous caller). */
async function statsMap(baseURL: string, gameId: number): Promise<StatsMap> {
  const room = await ApiClient.create(baseURL);
  const stats = await room.post<{ map: StatsMap }>(`${B}/host/games/stats`, { gameId });
  await room.dispose();
  return stats.map;
}

/** The back-office labels in the page's user's language, placeholders filled in. */
async function labelsOf(page: Page) {
  const res = await page.request.get(`${B}/get_admin_language_messages`);
  expect(res.status()).toBe(200);
  const labels = (await res.json()) as Record<string, string>;
  return (key: string, values: Record<string, string> = {}) => {
    const text = labels[key];
    expect(text, key).toBeDefined();
    return (text ?? '').replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
}

/** A browser of its own, signed in as `account`, in back-office language `language`. */
async function signedInPage(
  browser: Browser,
  viewport: { width: number; height: number },
  account: { email: string; password: string },
  language: string,
): Promise<Page> {
  const page = await (await browser.newContext({ viewport, locale: 'en-US' })).newPage();
  await signIn(page, account.email, account.password);
  await setAdminLanguage(page, language);
  await page.reload();
  await expect(page.getByTestId('user-menu')).toBeVisible(LOAD);
  return page;
}

/** Waits until nothing on the page moves (a dialog's fade-in): axe reads colours as they end. */
async function settled(page: Page) {
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
}

/**
 * Nothing of the page runs past the right edge of the window, and the top menu's sections end
 * before the user's menu begins: one line, nothing under anything.
 */
async function expectMenuFits(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const last = (await page.locator('header nav > *').last().boundingBox())!;
  const user = (await page.getByTestId('user-menu').boundingBox())!;
  expect(last.x + last.width).toBeLessThanOrEqual(user.x);
  expect(last.height).toBeLessThan(50);
  expect(user.x + user.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

// The admin is every journey's of this worker: it leaves as it came, in Russian.
test.afterEach(async ({ baseURL }) => {
  const admin = await (await ApiClient.create(baseURL!)).login(E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.post(`${B}/set_admin_language`, { language: 'ru' }, 204);
  await admin.dispose();
});

const RUNS = [
  { language: 'ru', viewport: { width: 1024, height: 768 } },
  { language: 'en', viewport: { width: 1920, height: 1080 } },
];

for (const run of RUNS) {
  test(`a host places the countries on the projector's map (${run.language}, ${run.viewport.width}×${run.viewport.height})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const base = baseURL!;
    const stamp = Date.now().toString(36);
    const adminApi = await (
      await ApiClient.create(base)
    ).login(E2E_ADMIN.email, E2E_ADMIN.password);

    // The admin uploads a background; each refusal shows on its field.
    const admin = await signedInPage(browser, run.viewport, E2E_ADMIN, run.language);
    const label = await labelsOf(admin);
    const adminChecks = new ScreenChecks(admin, await knownKeys(adminApi));
    await admin.getByRole('link', { name: label('menu.map_backgrounds'), exact: true }).click();
    await expect(admin).toHaveURL(/#\/map_backgrounds\/list$/);
    await expect(
      admin.getByRole('heading', { name: label('map_backgrounds.title') }),
    ).toBeVisible();
    await expectMenuFits(admin);
    await adminChecks.now('map backgrounds list');

    await admin.getByRole('tab', { name: label('common.add') }).click();
    await expect(admin).toHaveURL(/#\/map_backgrounds\/add$/);
    const name = admin.getByLabel(label('map_backgrounds.name'), { exact: true });
    const submit = admin.locator('button[type="submit"]');
    await submit.click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(admin.getByTestId('form-errors')).toContainText(label('validation.required'));

    const title = `${run.language === 'ru' ? 'Океан' : 'Ocean'} ${stamp}`;
    await name.fill(title);
    await submit.click();
    const pictureField = admin.locator(`[data-error-for="picture"]`);
    await expect(pictureField).toContainText(label('validation.required'));
    await admin.locator('input[type="file"][name="picture"]').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('just some text'),
    });
    await submit.click();
    await expect(pictureField).toContainText(label('uploads.not_image'));
    // A file over the limit is refused whole (413): its reason shows on the picture too.
    await admin.locator('input[type="file"][name="picture"]').setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PICTURE_PNG, Buffer.alloc(6 * 1024 * 1024, 0x61)]),
    });
    await submit.click();
    await expect(pictureField).toContainText(label('uploads.too_large', { max: '5' }));
    await adminChecks.now('map background add, refused');

    await admin.locator('input[type="file"][name="picture"]').setInputFiles({
      name: 'ocean.png',
      mimeType: 'image/png',
      buffer: PICTURE_PNG,
    });
    await expect(admin.getByTestId('map-background-preview')).toBeVisible();
    await submit.click();
    await expect(admin).toHaveURL(/#\/map_backgrounds\/list$/, LOAD);
    const row = admin.getByRole('row', { name: new RegExp(title) });
    const thumbnail = row.getByTestId('map-background-picture');
    await expect(thumbnail).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.webp$/);
    await expect
      .poll(() => thumbnail.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)))
      .toBeGreaterThan(0);
    const pictureUrl = await thumbnail.getAttribute('src');
    await adminChecks.now('map backgrounds list, one added');

    // A host's game, and its map as the room sees it before anyone placed it: the ring.
    const account = await newHostAccount(base);
    const hostApi = await (await ApiClient.create(base)).login(account.email, account.password);
    const game = await createGame(hostApi, {
      title: `Map ${run.language} ${stamp}`,
      teams: 3,
      language: run.language,
    });
    const ring = (await statsMap(base, game.id)).positions;
    const [first, second, third] = game.teams.map((t) => String(t.country.id)) as [
      string,
      string,
      string,
    ];

    // The host opens the placement page from the control screen.
    const host = await signedInPage(browser, run.viewport, account, run.language);
    const hostChecks = new ScreenChecks(host, await knownKeys(adminApi, game.id));
    await host.goto(`/#/host/games/control/${game.id}`);
    await host.getByRole('link', { name: label('map_place.link') }).click();
    await expect(host).toHaveURL(new RegExp(`#/host/games/map/${game.id}$`));
    await expect(host.getByRole('heading', { name: label('map_place.title') })).toBeVisible(LOAD);
    const markers = host.getByTestId('map-marker');
    await expect(markers).toHaveCount(3);
    await hostChecks.now('placement, the ring');

    // The background.
    await host.getByRole('combobox', { name: label('map_place.background') }).click();
    await host.getByRole('option', { name: title }).click();
    await expect(host.getByTestId('placement-background')).toHaveAttribute('href', pictureUrl!);

    // The first country dragged with the mouse to a quarter across and a third down.
    const map = host.getByTestId('placement-map');
    const box = (await map.boundingBox())!;
    const dragged = host.locator(`[data-testid="map-marker"][data-country="${first}"]`);
    const from = (await dragged.boundingBox())!;
    await host.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await host.mouse.down();
    await host.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.3, { steps: 12 });
    await host.mouse.up();
    await expect(dragged).toBeFocused();
    await expect(host.getByTestId('map-place-unsaved')).toBeVisible();

    // The second moved with the keyboard alone: Tab reaches it, three steps right, one big down.
    const moved = host.locator(`[data-testid="map-marker"][data-country="${second}"]`);
    await host.keyboard.press('Tab');
    await expect(moved).toBeFocused();
    await host.keyboard.press('ArrowRight');
    await host.keyboard.press('ArrowRight');
    await host.keyboard.press('ArrowRight');
    await host.keyboard.press('Shift+ArrowDown');
    const start = ring[second]!;
    const expected = {
      x: Math.round((start.x + 0.03) * 10_000) / 10_000,
      y: Math.round((start.y + 0.05) * 10_000) / 10_000,
    };
    // As the language writes a percentage ("12,5 %", "12.5%").
    const percent = (share: number) =>
      new Intl.NumberFormat(run.language, { style: 'percent', maximumFractionDigits: 1 }).format(
        share,
      );
    const secondName = game.teams[1]!.country.name;
    await expect(moved).toHaveAttribute(
      'aria-label',
      label('map_place.marker', {
        name: secondName,
        x: percent(expected.x),
        y: percent(expected.y),
      }),
    );
    await expect(host.getByTestId('map-place-said')).toHaveText(
      (await moved.getAttribute('aria-label'))!,
    );
    await hostChecks.now('placement, moved, with a background');

    await host.getByTestId('map-place-save').click();
    await expect(host.getByText(label('map_place.saved'))).toBeVisible();
    await expect(host.getByTestId('map-place-unsaved')).toHaveCount(0);

    // The room's map: the background, the two new places, the third still on the ring.
    const saved = await statsMap(base, game.id);
    expect(saved.background).toBe(pictureUrl);
    expect(saved.positions[first]!.x).toBeCloseTo(0.25, 1);
    expect(saved.positions[first]!.y).toBeCloseTo(0.3, 1);
    expect(saved.positions[second]).toEqual(expected);
    expect(saved.positions[third]).toEqual(ring[third]);

    // The page read again shows the saved places.
    await host.reload();
    await expect(moved).toHaveAttribute('aria-label', /.+/, LOAD);
    await expect(moved).toHaveAttribute(
      'aria-label',
      label('map_place.marker', {
        name: secondName,
        x: percent(expected.x),
        y: percent(expected.y),
      }),
    );
    await expect(host.getByTestId('placement-background')).toHaveAttribute('href', pictureUrl!);

    // Back to the ring, asked first; the background stays.
    await host.getByTestId('map-place-reset').click();
    const dialog = host.getByRole('dialog');
    await expect(dialog).toContainText(label('map_place.reset_text'));
    await settled(host);
    await hostChecks.now('placement, back to the ring asked');
    await dialog.getByRole('button', { name: label('map_place.reset') }).click();
    await expect(host.getByText(label('map_place.reset_done'))).toBeVisible();
    const reset = await statsMap(base, game.id);
    expect(reset.positions).toEqual(ring);
    expect(reset.background).toBe(pictureUrl);
    await expect(moved).toHaveAttribute(
      'aria-label',
      label('map_place.marker', { name: secondName, x: percent(start.x), y: percent(start.y) }),
    );

    // The admin deletes the background, told first that its games fall back to none.
    await admin.goto('/#/map_backgrounds/list');
    await row.getByRole('button', { name: label('common.delete') }).click();
    const ask = admin.getByRole('dialog');
    await expect(ask).toContainText(label('map_backgrounds.delete_text', { name: title }));
    await settled(admin);
    await adminChecks.now('map background delete asked');
    await ask.getByRole('button', { name: label('common.delete') }).click();
    await expect(row).toHaveCount(0);
    expect((await statsMap(base, game.id)).background).toBeNull();

    adminChecks.add(hostChecks);
    adminChecks.check();
    await adminApi.dispose();
    await hostApi.dispose();
  });
}
