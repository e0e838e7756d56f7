import { expect, test, type Locator } from './fixtures';
import { signIn } from './helpers';

// A 12×8 blue PNG, and a flag drawn as SVG (with a script that must never run or survive).
const PICTURE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAwAAAAICAIAAABChommAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQYlWPQyr9NEDGMKgIAaXiLgekiPCwAAAAASUVORK5CYII=',
  'base64',
);
const FLAG_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="90" height="60">' +
    '<script>document.title = "pwned"</script>' +
    '<rect width="90" height="20" fill="#0b3d91"/><rect y="20" width="90" height="20" fill="#fff"/>' +
    '<rect y="40" width="90" height="20" fill="#d52b1e"/></svg>',
);

/** Waits until an image has actually loaded from the server. */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)))
    .toBeGreaterThan(0);
}

test('an admin adds a country, uploads a flag and a city picture, edits the cities and saves', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/#/countries/list');

  // The seeded countries are listed with their flags and cities.
  const france = page.getByRole('row', { name: /France/ });
  await expect(france).toContainText('Paris, Lyon, Marseille, Toulouse');
  await expectLoaded(france.getByTestId('country-flag'));

  await page.getByRole('tab', { name: 'Добавить' }).click();
  await expect(page).toHaveURL(/#\/countries\/add$/);
  await page.locator('button[type="submit"]').click();
  await expect(page.getByTestId('form-errors').locator('li')).toHaveText([
    'Название: Обязательное поле.',
  ]);
  await page.locator('input[name="name"]').fill('Атлантида');
  await page.locator('button[type="submit"]').click();

  // The new country opens for editing with its four cities.
  await expect(page).toHaveURL(/#\/countries\/edit\/\d+$/);
  await expect(page.locator('input[name="countryPreset.name"]')).toHaveValue('Атлантида');
  const cities = page.getByTestId('city');
  await expect(cities).toHaveCount(4);
  for (let i = 0; i < 4; i++) {
    await expect(page.locator(`input[name="cityPresets.${i}.name"]`)).toHaveValue(`Город ${i + 1}`);
  }
  await expect(page.getByTestId('economy-total')).toHaveText('Суммарная экономика городов: 240');

  // Upload a flag (SVG, stored as a raster) and a picture for the first city.
  await page.locator('input[type="file"][name="flag"]').setInputFiles({
    name: 'flag.svg',
    mimeType: 'image/svg+xml',
    buffer: FLAG_SVG,
  });
  const flag = page.getByTestId('flag-image');
  await expectLoaded(flag);
  await expect(flag).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.png$/);
  const flagUrl = await flag.getAttribute('src');

  await cities.nth(0).locator('input[type="file"][name="picture"]').setInputFiles({
    name: 'harbour.png',
    mimeType: 'image/png',
    buffer: PICTURE_PNG,
  });
  const picture = cities.nth(0).getByTestId('picture-image');
  await expectLoaded(picture);
  await expect(picture).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.webp$/);

  // A file that is not an image is refused with the server's reason.
  await cities
    .nth(1)
    .locator('input[type="file"][name="picture"]')
    .setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('just some text'),
    });
  await expect(cities.nth(1).getByTestId('picture-upload-error')).toContainText(
    'Этот файл не является картинкой',
  );
  await expect(cities.nth(1).getByTestId('picture-image')).toHaveCount(0);

  // Rename a city, change its economy level, replace the last city with a new one.
  await page.locator('input[name="cityPresets.0.name"]').fill('Посейдония');
  await page.locator('input[name="cityPresets.0.economy"]').fill('75');
  await expect(page.getByTestId('economy-total')).toHaveText('Суммарная экономика городов: 255');
  await cities.nth(3).getByRole('button', { name: 'Удалить город' }).click();
  await page.getByRole('button', { name: 'Добавить город' }).click();
  await expect(cities).toHaveCount(4);
  await page.locator('input[name="cityPresets.3.name"]').fill('Новый порт');
  await page.locator('input[name="cityPresets.3.economy"]').fill('45');

  // An out-of-range level is the server's to refuse: the message shows and the input keeps it.
  await page.locator('input[name="cityPresets.1.economy"]').fill('150');
  await page.locator('button[type="submit"]').click();
  await expect(page.getByTestId('form-errors').locator('li')).toHaveText([
    'Уровень экономики: Не больше 100.',
  ]);
  await expect(page.locator('input[name="cityPresets.1.economy"]')).toHaveValue('150');
  await expect(page.locator('input[name="cityPresets.0.name"]')).toHaveValue('Посейдония');

  await page.locator('input[name="cityPresets.1.economy"]').fill('60');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/#\/countries\/list$/);
  const row = page.getByRole('row', { name: /Атлантида/ });
  await expect(row).toContainText('Посейдония, Город 2, Город 3, Новый порт');
  await expect(row.getByTestId('country-flag')).toHaveAttribute('src', flagUrl ?? '');
  await expectLoaded(row.getByTestId('country-flag'));

  // Everything was saved: the edit screen shows it again.
  await row.getByRole('link', { name: 'Изменить' }).click();
  await expect(page.locator('input[name="cityPresets.0.economy"]')).toHaveValue('75');
  await expect(page.locator('input[name="cityPresets.3.name"]')).toHaveValue('Новый порт');
  await expectLoaded(page.getByTestId('city').nth(0).getByTestId('picture-image'));
  await expect(page.getByTestId('flag-image')).toHaveAttribute('src', flagUrl ?? '');
  expect(await page.title()).not.toBe('pwned');
});

test('an admin deletes a country after confirming', async ({ page }) => {
  await signIn(page);
  await page.goto('/#/countries/add');
  await page.locator('input[name="name"]').fill('Лемурия');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/#\/countries\/edit\/\d+$/);
  await page.getByRole('tab', { name: 'Список' }).click();

  const row = page.getByRole('row', { name: /Лемурия/ });
  await expect(row).toContainText('Город 1, Город 2, Город 3, Город 4');
  await row.getByRole('button', { name: 'Удалить' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Лемурия');
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Удалить' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByRole('row', { name: /Лемурия/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('row', { name: /France/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Лемурия/ })).toHaveCount(0);
});
