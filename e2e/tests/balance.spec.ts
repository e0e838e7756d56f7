import { expect, test, type Page } from './fixtures';
import { signIn } from './helpers';

/** The id of the game variable `key`, as the server numbers it. */
async function variableId(page: Page, key: string): Promise<number> {
  const id = await page.evaluate(async (k) => {
    const res = await fetch('/api/backoffice/get_variables');
    const list = (await res.json()) as { id: number; key: string }[];
    return list.find((v) => v.key === k)?.id;
  }, key);
  expect(id).toEqual(expect.any(Number));
  return id ?? 0;
}

const valueInput = (page: Page, id: number) => page.locator(`input[name="values.${id}"]`);

test('an admin checks the balance of the defaults, then of cheap bombs, and sees the aggressor flagged', async ({
  page,
}) => {
  // Two checks of 1,000 games each; their speed is the benchmark's business, not this test's.
  test.setTimeout(180_000);
  await signIn(page);
  await page.goto('/#/variables/add');
  const bombCost = await variableId(page, 'bomb_cost');
  const rounds = await variableId(page, 'rounds');

  // The defaults are balanced: the chart shows, and no strategy is flagged.
  await page.locator('input[name="name"]').fill('Дешёвые бомбы');
  await page.getByRole('button', { name: 'Проверить баланс' }).click();
  const report = page.getByTestId('balance-report');
  await expect(report.getByRole('heading', { name: 'Проверка баланса' })).toBeVisible();
  await expect(report.getByText(/^1\u00a0000 игр семи ботов/)).toBeVisible({ timeout: 60_000 });
  await expect(report.locator('canvas')).toBeVisible();
  await expect(report.getByTestId('balance-fair')).toBeVisible();
  await expect(report.getByTestId('balance-collapse')).toContainText(/Экология погибла в \d/);
  await expect(report.getByTestId('balance-shared')).toContainText(/Победу разделили .* в \d/);
  await expect(report.getByTestId('balance-shared-flagged')).toHaveCount(0);
  await expect(report.locator('[data-testid^="balance-flagged-"]')).toHaveCount(0);

  // A value the server refuses gives the same errors as saving, and no report.
  await valueInput(page, rounds).fill('0');
  await page.getByRole('button', { name: 'Проверить баланс' }).click();
  await expect(page.getByTestId('form-errors').locator('li')).toHaveText([/^.+: Не меньше 1\.$/]);
  await expect(valueInput(page, rounds)).toHaveAttribute('aria-invalid', 'true');
  await expect(report).toHaveCount(0);
  await valueInput(page, rounds).fill('');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/#\/variables\/list$/);

  // Edit the preset: bombs at 10 make the aggressor win far more than its fair share.
  await page
    .getByRole('row', { name: /Дешёвые бомбы/ })
    .getByRole('link', { name: 'Изменить' })
    .click();
  await expect(page).toHaveURL(/#\/variables\/edit\/\d+$/);
  await valueInput(page, bombCost).fill('10');
  await page.getByRole('button', { name: 'Проверить баланс' }).click();
  const flagged = page.getByTestId('balance-flagged-aggressor');
  await expect(flagged).toBeVisible({ timeout: 60_000 });
  await expect(flagged).toContainText(/^Агрессор: побед в [\d,]+ раза больше справедливой доли/);
  await expect(page.getByTestId('balance-report').locator('canvas')).toBeVisible();
  // Checking stores nothing: the preset keeps its saved values until it is updated.
  await page.reload();
  await expect(valueInput(page, bombCost)).toHaveValue('');
});
