import { test } from '@playwright/test';
import { setAdminLanguage, signIn } from './helpers';

const SIZES = [
  { width: 360, height: 640 },
  { width: 1024, height: 768 },
  { width: 1920, height: 1080 },
];

for (const lang of ['ru', 'en']) {
  test(`catalogue add form ${lang}`, async ({ page }) => {
    await signIn(page);
    await setAdminLanguage(page, lang);
    await page.reload();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto('/#/world_events/add');
      await page.waitForSelector('[data-testid="effect"]');
      await page.getByRole('button', { name: /Add an effect|Добавить последствие/ }).click();
      await page.waitForTimeout(300);
      await page.screenshot({
        path: `/tmp/zz-shots/add-${lang}-${size.width}.png`,
        fullPage: true,
      });
    }
  });
}
