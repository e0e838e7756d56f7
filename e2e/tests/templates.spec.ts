import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect as baseExpect, test } from './fixtures';
import { newHostAccount } from './game-api';
import { seriousViolations, setAdminLanguage, signIn } from './helpers';

// Many round trips on a machine that may be busy.
const expect = baseExpect.configure({ timeout: 20_000 });

const COUNTRIES = ['Германия', 'Франция', 'Япония'];

test('a host saves a template, makes a game from it, carries it as a file and deletes one', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const host = await newHostAccount(baseURL!);
  await signIn(page, host.email, host.password);

  // From the game form: the setup saved under a name, without creating the game.
  await page.goto('/#/host/games/add');
  await page.locator('input[name="title"]').fill('Выездная игра');
  for (const name of COUNTRIES) await page.getByRole('checkbox', { name }).check();
  await page.getByRole('checkbox', { name: 'Переговоры' }).check();
  await page.getByTestId('save-as-template').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Сохранить шаблон' }).click();
  await expect(dialog.getByText('Обязательное поле.')).toBeVisible();
  await dialog.getByLabel('Название шаблона').fill('Лагерь');
  await dialog.getByRole('button', { name: 'Сохранить шаблон' }).click();
  await expect(page.getByText('Шаблон сохранён.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The list, from the menu; a game made from the template starts from its setup.
  await page.locator('header nav').getByRole('link', { name: 'Шаблоны' }).click();
  await expect(page).toHaveURL(/#\/host\/templates\/list$/);
  await expect(page.getByRole('cell', { name: 'Лагерь', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Создать игру по шаблону «Лагерь»' }).click();
  await expect(page).toHaveURL(/#\/host\/games\/add\?template=\d+$/);
  await expect(page.locator('input[name="title"]')).toHaveValue('Выездная игра');
  for (const name of COUNTRIES) await expect(page.getByRole('checkbox', { name })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Переговоры' })).toBeChecked();
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/#\/host\/games\/control\/\d+$/);
  await expect(page.getByTestId('team')).toHaveCount(3);

  // An existing game's setup, from the games list.
  await page.goto('/#/host/games/list');
  await page
    .getByRole('button', { name: 'Сохранить настройки игры «Выездная игра» как шаблон' })
    .click();
  await page.getByRole('dialog').getByLabel('Название шаблона').fill('Из игры');
  await page.getByRole('dialog').getByRole('button', { name: 'Сохранить шаблон' }).click();
  await expect(page.getByText('Шаблон сохранён.').first()).toBeVisible();

  // Edited: the game form with the name above it.
  await page.goto('/#/host/templates/list');
  await expect(page.getByRole('cell', { name: 'Из игры', exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Лагерь' });
  await row.getByRole('link', { name: 'Изменить' }).click();
  await expect(page).toHaveURL(/#\/host\/templates\/edit\/\d+$/);
  const templateId = Number(/edit\/(\d+)$/.exec(page.url())![1]);
  await expect(page.locator('input[name="name"]')).toHaveValue('Лагерь');
  await page.locator('input[name="name"]').fill('Лагерь осенью');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/#\/host\/templates\/list$/);
  await expect(page.getByRole('cell', { name: 'Лагерь осенью', exact: true })).toBeVisible();

  // The file: what another install lacks is named; the same file imports here.
  const exported = await page.request.get(`/api/backoffice/host/templates/export?id=${templateId}`);
  expect(exported.headers()['content-disposition']).toContain('attachment');
  const file = (await exported.json()) as { game: { teams: string[] } };
  expect(file.game.teams).toHaveLength(COUNTRIES.length);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'orbis-template-'));
  // A name no other journey gives a country (they share this worker's database).
  const missing = `Лемурия ${Date.now().toString(36)}`;
  const foreign = path.join(dir, 'foreign.json');
  await fs.writeFile(
    foreign,
    JSON.stringify({ ...file, game: { ...file.game, teams: [...file.game.teams, missing] } }),
  );
  const own = path.join(dir, 'own.json');
  await fs.writeFile(own, JSON.stringify(file));
  const pick = async (filePath: string) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('template-import').click();
    await (await chooser).setFiles(filePath);
  };
  await pick(foreign);
  await expect(page.getByTestId('template-import-errors')).toHaveText(
    `Здесь нет страны «${missing}»: её должен добавить администратор.`,
  );
  await pick(own);
  await expect(page.getByText('Шаблон загружен.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Лагерь осенью', exact: true })).toHaveCount(2);

  // Deleted after a confirmation.
  await page
    .getByRole('row')
    .filter({ hasText: 'Из игры' })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByRole('cell', { name: 'Из игры', exact: true })).toHaveCount(0);

  // In English, with no raw label key on screen.
  await setAdminLanguage(page, 'en');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Game templates' })).toBeVisible();
  await expect(page.getByTestId('template-import')).toHaveText('Import a template file');
  await expect(page.locator('body')).not.toContainText('templates.');
  expect(await seriousViolations(page)).toEqual([]);
  await fs.rm(dir, { recursive: true, force: true });
});
