import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';

export { E2E_ADMIN };

/** Signs in through the login screen and waits for the landing page. */
export async function signIn(page: Page, email = E2E_ADMIN.email, password = E2E_ADMIN.password) {
  await page.goto('/#/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** Sets the signed-in user's back-office language through the API, as the menu does. */
export async function setAdminLanguage(page: Page, language: string) {
  const status = await page.evaluate(async (lang) => {
    const token = decodeURIComponent(
      document.cookie
        .split('; ')
        .find((c) => c.startsWith('XSRF-TOKEN='))
        ?.slice(11) ?? '',
    );
    const res = await fetch('/api/backoffice/set_admin_language', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': token },
      body: JSON.stringify({ language: lang }),
    });
    return res.status;
  }, language);
  expect(status).toBe(204);
}
