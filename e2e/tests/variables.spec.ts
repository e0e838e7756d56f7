import { expect, test, type Page } from './fixtures';
import { signIn } from './helpers';

interface GameVariable {
  id: number;
  key: string;
  name: string;
  default_value: number;
}

/** The game variables as the server names them for the signed-in admin. */
async function gameVariables(page: Page): Promise<Record<string, GameVariable>> {
  const list = await page.evaluate(async () => {
    const res = await fetch('/api/backoffice/get_variables');
    return (await res.json()) as GameVariable[];
  });
  return Object.fromEntries(list.map((v) => [v.key, v]));
}

const valueInput = (page: Page, v: GameVariable) => page.locator(`input[name="values.${v.id}"]`);

test('an admin creates a variables preset with the defaults as placeholders and edits one value', async ({
  page,
}) => {
  await signIn(page);
  await page.locator('header nav').getByRole('link', { name: 'Переменные игры' }).click();
  await expect(page).toHaveURL(/#\/variables\/list$/);
  await expect(page.getByRole('heading', { name: 'Переменные игры' })).toBeVisible();

  const vars = await gameVariables(page);
  const budget = vars.start_budget!;
  const rounds = vars.rounds!;
  const bombs = vars.bomb_cost!;

  await page.getByRole('tab', { name: 'Добавить' }).click();
  await expect(page).toHaveURL(/#\/variables\/add$/);

  // One input per variable, labelled with its name, its default as the placeholder.
  await expect(page.locator('input[name^="values."]')).toHaveCount(Object.keys(vars).length);
  for (const v of Object.values(vars)) {
    const input = page.getByLabel(v.name, { exact: true });
    await expect(input).toHaveAttribute('name', `values.${v.id}`);
    await expect(input).toHaveAttribute('placeholder', String(v.default_value));
    await expect(input).toHaveValue('');
  }
  await expect(page.getByLabel('Стартовый бюджет', { exact: true })).toHaveAttribute(
    'placeholder',
    String(budget.default_value),
  );
  await expect(page.getByLabel('Количество раундов', { exact: true })).toHaveAttribute(
    'placeholder',
    '6',
  );

  await page.locator('input[name="name"]').fill('Быстрая игра');
  await valueInput(page, rounds).fill('4');
  await valueInput(page, budget).fill('1500');
  await page.locator('button[type="submit"]').click();

  await expect(page).toHaveURL(/#\/variables\/list$/);
  const row = page.getByRole('row', { name: /Быстрая игра/ });
  await expect(row).toBeVisible();

  // Edit: the preset's values are prefilled, the rest are blank (their defaults).
  await row.getByRole('link', { name: 'Изменить' }).click();
  await expect(page).toHaveURL(/#\/variables\/edit\/\d+$/);
  const editUrl = page.url();
  await expect(page.locator('input[name="name"]')).toHaveValue('Быстрая игра');
  await expect(valueInput(page, rounds)).toHaveValue('4');
  await expect(valueInput(page, budget)).toHaveValue('1500');
  await expect(valueInput(page, bombs)).toHaveValue('');
  await expect(valueInput(page, bombs)).toHaveAttribute('placeholder', String(bombs.default_value));

  // One value changed, one cleared back to its default.
  await valueInput(page, rounds).fill('5');
  await valueInput(page, budget).fill('');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/#\/variables\/list$/);

  await page.goto(editUrl);
  await page.reload();
  await expect(page.locator('input[name="name"]')).toHaveValue('Быстрая игра');
  await expect(valueInput(page, rounds)).toHaveValue('5');
  await expect(valueInput(page, budget)).toHaveValue('');
  await expect(valueInput(page, budget)).toHaveAttribute(
    'placeholder',
    String(budget.default_value),
  );
});

test('a value that is not a number shows the server error, and a preset is deleted after confirming', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/#/variables/add');
  const vars = await gameVariables(page);
  const shield = vars.shield_cost!;

  await page.locator('input[name="name"]').fill('Дорогие щиты');
  await valueInput(page, shield).fill('много');
  await page.locator('button[type="submit"]').click();
  await expect(page.getByTestId('form-errors').locator('li')).toHaveText([
    /^.+: Должно быть числом\.$/,
  ]);
  await expect(valueInput(page, shield)).toHaveAttribute('aria-invalid', 'true');
  // What was typed stays, and nothing was saved.
  await expect(page).toHaveURL(/#\/variables\/add$/);
  await expect(valueInput(page, shield)).toHaveValue('много');
  await expect(page.locator('input[name="name"]')).toHaveValue('Дорогие щиты');

  await valueInput(page, shield).fill('450');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/#\/variables\/list$/);

  const target = page.getByRole('row', { name: /Дорогие щиты/ });
  await target.getByRole('button', { name: 'Удалить' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Дорогие щиты');
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(target).toBeVisible();

  await target.getByRole('button', { name: 'Удалить' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByRole('row', { name: /Дорогие щиты/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Название набора' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Дорогие щиты/ })).toHaveCount(0);
});
