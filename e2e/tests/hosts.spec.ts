import { expect, test } from './fixtures';
import { signIn } from './helpers';

test('an admin adds a host, edits it and deletes it after confirming', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/#\/hosts\/list$/);
  await page.getByRole('tab', { name: 'Добавить' }).click();
  await expect(page).toHaveURL(/#\/hosts\/add$/);

  // Wrong input first: the server's messages show as a list naming their fields, and the typed
  // values stay.
  await page.locator('input[name="email"]').fill('not-an-email');
  await page.locator('input[name="name"]').fill('Анна Ведущая');
  await page.locator('input[name="password"]').fill('secret-pass');
  await page.locator('input[name="password_confirmation"]').fill('other-pass');
  await page.locator('button[type="submit"]').click();
  const errors = page.getByTestId('form-errors').locator('li');
  await expect(errors).toHaveText([
    'Эл. почта: Введите корректный адрес эл. почты.',
    'Повторите пароль: Пароли не совпадают.',
  ]);
  // A mismatch marks the confirmation, the field to retype, and leaves the password alone.
  const confirmation = page.locator('input[name="password_confirmation"]');
  await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
  await expect(confirmation).toHaveAccessibleDescription('Пароли не совпадают.');
  await expect(page.locator('input[name="password"]')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('input[name="name"]')).toHaveValue('Анна Ведущая');

  await page.locator('input[name="email"]').fill('anna@e2e.local');
  await page.locator('input[name="company"]').fill('Школа №1');
  await page.locator('input[name="password_confirmation"]').fill('secret-pass');
  await page.locator('textarea[name="description"]').fill('Проводит игры по пятницам');
  await page.locator('button[type="submit"]').click();

  await expect(page).toHaveURL(/#\/hosts\/list$/);
  const row = page.getByRole('row', { name: /anna@e2e\.local/ });
  await expect(row).toContainText('Анна Ведущая');
  await expect(row).toContainText('Школа №1');

  // The email leads to the host's page.
  await row.getByRole('link', { name: 'anna@e2e.local' }).click();
  await expect(page).toHaveURL(/#\/hosts\/info\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Анна Ведущая' })).toBeVisible();
  await expect(page.getByText('У ведущего пока нет игр.')).toBeVisible();

  // Edit: prefilled, an empty password keeps the old one.
  await page.goto('/#/hosts/list');
  await page
    .getByRole('row', { name: /anna@e2e\.local/ })
    .getByRole('link', { name: 'Изменить' })
    .click();
  await expect(page.locator('input[name="email"]')).toHaveValue('anna@e2e.local');
  await expect(page.locator('input[name="passwordConfirm"]')).toHaveValue('');
  // The edit form puts a mismatch on the confirmation too.
  await page.locator('input[name="password"]').fill('new-secret-pass');
  await page.locator('input[name="passwordConfirm"]').fill('other-secret-pass');
  await page.locator('button[type="submit"]').click();
  await expect(page.getByTestId('form-errors').locator('li')).toHaveText([
    'Повторите пароль: Пароли не совпадают.',
  ]);
  await expect(page.locator('input[name="passwordConfirm"]')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await page.locator('input[name="password"]').fill('');
  await page.locator('input[name="passwordConfirm"]').fill('');
  await page.locator('input[name="name"]').fill('Анна Петрова');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/#\/hosts\/list$/);
  await expect(page.getByRole('row', { name: /anna@e2e\.local/ })).toContainText('Анна Петрова');

  // Delete asks first; cancelling keeps the row, confirming removes it without a reload.
  const target = page.getByRole('row', { name: /anna@e2e\.local/ });
  await target.getByRole('button', { name: 'Удалить' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('anna@e2e.local');
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(target).toBeVisible();
  await target.getByRole('button', { name: 'Удалить' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByRole('row', { name: /anna@e2e\.local/ })).toHaveCount(0);
});

test('a host sees none of the admin menus', async ({ page, browser }) => {
  await signIn(page);
  await page.goto('/#/hosts/add');
  await page.locator('input[name="email"]').fill('host-menu@e2e.local');
  await page.locator('input[name="name"]').fill('Menu Host');
  await page.locator('input[name="password"]').fill('host-password');
  await page.locator('input[name="password_confirmation"]').fill('host-password');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/#\/hosts\/list$/);

  const hostPage = await (await browser.newContext()).newPage();
  await signIn(hostPage, 'host-menu@e2e.local', 'host-password');
  await expect(hostPage).toHaveURL(/#\/host\/games\/list$/);
  const nav = hostPage.locator('header nav');
  await expect(nav.getByRole('link', { name: 'Мои игры' })).toBeVisible();
  for (const name of ['Ведущие', 'Переменные игры', 'Страны и города', 'Локализация']) {
    await expect(hostPage.locator('header').getByText(name, { exact: true })).toHaveCount(0);
  }
  // Typing an admin address directly shows "not allowed", and the API refuses too.
  await hostPage.goto('/#/hosts/list');
  await expect(hostPage.getByText('Это действие запрещено.')).toBeVisible();
  const status = await hostPage.evaluate(
    async () => (await fetch('/api/backoffice/hosts/list')).status,
  );
  expect(status).toBe(403);
});

test("the host form's errors are tied to their fields", async ({ page }) => {
  await signIn(page);
  await page.goto('/#/hosts/add');
  // Sent empty.
  await page.locator('button[type="submit"]').click();

  // The list at the top names each field before its message.
  const items = page.getByTestId('form-errors').locator('li');
  await expect(items).toHaveText([
    'Эл. почта: Обязательное поле.',
    'Имя: Обязательное поле.',
    'Пароль: Не короче 8 символов.',
  ]);

  // Each failing field is marked invalid and described by its own message; the others are not.
  const failing = [
    ['email', 'Обязательное поле.'],
    ['name', 'Обязательное поле.'],
    ['password', 'Не короче 8 символов.'],
  ] as const;
  for (const [name, message] of failing) {
    const input = page.locator(`input[name="${name}"]`);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(message);
  }
  await expect(page.locator('input[name="company"]')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Имя' })).toHaveAccessibleDescription(
    'Обязательное поле.',
  );

  // The password inputs' visibility toggles speak the interface language too.
  await expect(page.getByRole('button', { name: 'Показать пароль' })).toHaveCount(2);

  // A name in the list takes the focus to its field.
  await items.nth(2).getByRole('button', { name: 'Пароль' }).click();
  await expect(page.locator('input[name="password"]')).toBeFocused();

  // Put right, a field loses its mark with the next answer.
  await page.locator('input[name="email"]').fill('tied@e2e.local');
  await page.locator('button[type="submit"]').click();
  await expect(items).toHaveText(['Имя: Обязательное поле.', 'Пароль: Не короче 8 символов.']);
  await expect(page.locator('input[name="email"]')).not.toHaveAttribute('aria-invalid', 'true');
});
