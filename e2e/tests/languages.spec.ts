import { expect, test, type Page } from './fixtures';
import { signIn } from './helpers';

/** The coverage the list should show for `translated` texts, from what the API offers. */
async function expectedCoverage(page: Page, translated: number): Promise<string> {
  const messages = (await (
    await page.request.get('/api/backoffice/get_lang_messages')
  ).json()) as unknown[];
  const names = (await (await page.request.get('/api/backoffice/get_lang_names')).json()) as {
    countries: unknown[];
    cities: Record<string, unknown[]>;
  };
  const cities = Object.values(names.cities).reduce((n, list) => n + list.length, 0);
  const total = messages.length + names.countries.length + cities;
  // As the back-office writes a percentage in Russian: "42 %" (a no-break space).
  return `${Math.floor((translated * 100) / total)}\u00a0%`;
}

test('an admin adds a German game language, sees its flag and coverage, edits and deletes it', async ({
  page,
}) => {
  // The editor holds every message and name (400 fields and more), twice over.
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/#/languages/list');
  await expect(page.getByRole('heading', { name: 'Языки игры' })).toBeVisible();
  const ru = page.getByRole('row', { name: /Русский/ });
  await expect(ru.getByTestId('language-flag')).toHaveAttribute('data-flag', 'ru');
  await expect(
    page.getByRole('row', { name: /English/ }).getByTestId('language-flag'),
  ).toHaveAttribute('data-flag', 'gb');

  await page.getByRole('tab', { name: 'Добавить' }).click();
  await expect(page).toHaveURL(/#\/languages\/add$/);
  const submit = page.locator('form button[type="submit"]');
  await expect(submit).toHaveText('Добавить');

  // A bad code first: the server's message shows in the list and what was typed stays.
  await page.locator('input[name="name"]').fill('Deutsch');
  await page.locator('input[name="code"]').fill('deutsch');
  await page.locator('input[name="messages.order.develop"]').fill('Stadt entwickeln');
  await submit.click();
  await expect(page.getByTestId('form-errors').locator('li')).toHaveText([
    'Код: Используйте две строчные латинские буквы, можно с регионом: de, pt-br.',
  ]);
  await expect(page.locator('input[name="messages.order.develop"]')).toHaveValue(
    'Stadt entwickeln',
  );

  await page.locator('input[name="code"]').fill('de');
  // The code's flag is previewed in its input.
  await expect(page.locator('form [data-flag="de"]')).toBeVisible();
  await page.locator('input[name="messages.nomination.winner"]').fill('Sieger');
  // Each original is shown beside its input; the country and its city are found by their names.
  const germany = page.getByRole('textbox', { name: 'Germany', exact: true });
  await expect(germany).toHaveAttribute('name', /^names\.countries\.\d+$/);
  await germany.fill('Deutschland');
  const berlin = page.getByRole('textbox', { name: 'Berlin', exact: true });
  await expect(berlin).toHaveAttribute('name', /^names\.cities\.\d+$/);

  // The filter finds a text among hundreds.
  await page.getByRole('searchbox', { name: 'Найти текст' }).fill('berlin');
  await expect(page.locator('input[name^="names.cities."]')).toHaveCount(1);
  await expect(page.locator('input[name^="messages."]')).toHaveCount(0);
  await berlin.fill('Berlin (DE)');
  await page.getByRole('searchbox', { name: 'Найти текст' }).fill('');
  await expect(page.getByTestId('translated-count')).toContainText('Переведено 4 из');

  await submit.click();
  await expect(page).toHaveURL(/#\/languages\/list$/);
  const row = page.getByRole('row', { name: /Deutsch/ });
  await expect(row.getByText('de', { exact: true })).toBeVisible();
  await expect(row.getByTestId('language-flag')).toHaveAttribute('data-flag', 'de');
  await expect(row.getByTestId('language-flag')).toHaveClass(/fi-de/);
  await expect(row.getByTestId('coverage')).toHaveText(await expectedCoverage(page, 4));

  // Edit: prefilled with what was saved; one more message, and the name changes.
  await row.getByRole('link', { name: 'Изменить' }).click();
  await expect(page).toHaveURL(/#\/languages\/edit\/\d+$/);
  await expect(page.locator('input[name="name"]')).toHaveValue('Deutsch');
  await expect(page.locator('input[name="messages.order.develop"]')).toHaveValue(
    'Stadt entwickeln',
  );
  await expect(page.getByRole('textbox', { name: 'Germany', exact: true })).toHaveValue(
    'Deutschland',
  );
  await expect(page.getByRole('textbox', { name: 'Berlin', exact: true })).toHaveValue(
    'Berlin (DE)',
  );
  await page.locator('input[name="name"]').fill('Deutsch (Deutschland)');
  await page.locator('input[name="messages.order.shield"]').fill('Schild bauen');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/#\/languages\/list$/);
  const edited = page.getByRole('row', { name: /Deutsch \(Deutschland\)/ });
  await expect(edited.getByTestId('coverage')).toHaveText(await expectedCoverage(page, 5));

  // Delete after confirming: the row goes without a reload.
  await edited.getByRole('button', { name: 'Удалить' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByRole('row', { name: /Deutsch/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('row', { name: /Русский/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Deutsch/ })).toHaveCount(0);
});

test('an admin adds a back-office language, chooses it and sees its label and the originals', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/#/admin_languages/list');
  await expect(page.getByRole('heading', { name: 'Языки админки' })).toBeVisible();
  await expect(
    page.getByRole('row', { name: /Русский/ }).getByTestId('language-flag'),
  ).toHaveAttribute('data-flag', 'ru');

  await page.getByRole('tab', { name: 'Добавить' }).click();
  await page.locator('input[name="name"]').fill('Deutsch');
  await page.locator('input[name="code"]').fill('de');
  await page.locator('input[name="messages.menu.hosts"]').fill('Spielleiter');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/#\/admin_languages\/list$/);
  const row = page.getByRole('row', { name: /Deutsch/ });
  await expect(row.getByTestId('language-flag')).toHaveAttribute('data-flag', 'de');
  await expect(row.getByText('de', { exact: true })).toBeVisible();

  // The email dropdown offers the new language at once; choosing it relabels the screen.
  const menu = page.getByTestId('user-menu');
  const nav = page.locator('header nav');
  await menu.click();
  await page.getByRole('menuitem', { name: 'Язык интерфейса' }).hover();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(nav.getByRole('link', { name: 'Spielleiter' })).toBeVisible();
  // Labels without a translation show their English originals.
  await expect(nav.getByRole('link', { name: 'Game variables' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Countries and cities' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Back-office languages' })).toBeVisible();

  // Back to Russian, then the language is deleted and leaves the dropdown.
  await menu.click();
  await page.getByRole('menuitem', { name: 'Interface language' }).hover();
  await page.getByRole('menuitem', { name: 'Русский' }).click();
  await expect(nav.getByRole('link', { name: 'Ведущие' })).toBeVisible();
  await page
    .getByRole('row', { name: /Deutsch/ })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByRole('row', { name: /Deutsch/ })).toHaveCount(0);
  await menu.click();
  await page.getByRole('menuitem', { name: 'Язык интерфейса' }).hover();
  await expect(page.getByRole('menuitem', { name: 'English' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Deutsch' })).toHaveCount(0);
});
