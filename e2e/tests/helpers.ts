import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  request,
  type APIResponse,
  type Locator,
  type Page,
  type WebSocketRoute,
} from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { E2E_ADMIN } from '../playwright.config';
import { apiPostOk } from './api';

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

/** A caller of the API outside the browser (a team's phone, a second tab), with its own cookies. */
export interface ApiSession {
  get(url: string): Promise<APIResponse>;
  /** POSTs JSON with the XSRF token, as the web app does; fails unless the status is `expected`. */
  post<T = unknown>(url: string, data: unknown, expected?: number): Promise<T>;
  dispose(): Promise<void>;
}

/** A new API session on `baseURL`, signed in when credentials are given. */
export async function apiSession(
  baseURL: string,
  credentials?: { email: string; password: string },
): Promise<ApiSession> {
  const context = await request.newContext({ baseURL });
  const xsrf = async () =>
    decodeURIComponent(
      (await context.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
    );
  const session: ApiSession = {
    get: (url) => context.get(url),
    async post<T>(url: string, data: unknown, expected = 200) {
      const res = await context.post(url, { data, headers: { 'X-XSRF-TOKEN': await xsrf() } });
      expect(res.status(), `${url}: ${await res.text()}`).toBe(expected);
      return (res.status() === 204 ? undefined : await res.json()) as T;
    },
    dispose: () => context.dispose(),
  };
  expect((await context.get('/sanctum/csrf-cookie')).status()).toBe(204);
  if (credentials) await session.post('/login', credentials, 204);
  return session;
}

/**
 * Routes every Socket.IO connection of `page` through the test, so it can cut them as a locked
 * phone or a lost network does (going offline in the browser does not cut sockets): `cut()` closes
 * the open ones and refuses new ones until `restore()`.
 */
export async function cuttableSockets(page: Page) {
  let refuse = false;
  const open: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (refuse) return ws.close();
    open.push({ page: ws, server: ws.connectToServer() });
  });
  return {
    async cut() {
      refuse = true;
      for (const { page: side, server } of open.splice(0)) {
        await server.close();
        await side.close();
      }
    },
    restore() {
      refuse = false;
    },
  };
}

/** The serious and critical WCAG 2.1 A/AA violations axe finds on the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await animationsDone(page);
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Waits until every animation and transition on the page that ends has ended (a spinner's never
 * does): axe judges a dialog's or a notice's colours as they end, not halfway through its fade.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** The family of the app's shipped font (apps/web/src/app/font-faces.css). */
export const APP_FONT = 'Noto Sans Variable';

/**
 * Waits until the app's font has loaded and the frame after it is drawn: a screen that fits its
 * text to its box fits it again in the app's font, which arrives after the first paint (its
 * faces are even declared only then, on the back-office's page). Measuring sooner reads the
 * fallback's widths. Returns the families of the web fonts loaded.
 */
export async function fontsDrawn(page: Page): Promise<string[]> {
  await page.waitForFunction(
    (family) => [...document.fonts].some((f) => f.family.includes(family) && f.status === 'loaded'),
    APP_FONT,
  );
  return page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const loaded = [...document.fonts].filter((f) => f.status === 'loaded');
    return loaded.map((f) => f.family.replace(/["']/g, ''));
  });
}

/** Signs the page's browser in through the API, in back-office language `language`. */
export async function signInThroughApi(
  page: Page,
  account: { email: string; password: string },
  language: string,
): Promise<void> {
  await apiPostOk(page.request, '/login', account, 204);
  expect((await page.request.get('/sanctum/csrf-cookie')).status()).toBe(204);
  await apiPostOk(page.request, '/api/backoffice/set_admin_language', { language }, 204);
}

/** Reads the QR code drawn in `qr` as a phone's camera would, from a screenshot of it. */
export async function scanQr(qr: Locator): Promise<string | undefined> {
  const shot = PNG.sync.read(await qr.screenshot());
  // The code is drawn edge to edge: a white quiet zone around it, as printed codes have.
  const margin = 16;
  const framed = new PNG({ width: shot.width + 2 * margin, height: shot.height + 2 * margin });
  framed.data.fill(255);
  PNG.bitblt(shot, framed, 0, 0, shot.width, shot.height, margin, margin);
  return jsQR(new Uint8ClampedArray(framed.data), framed.width, framed.height)?.data;
}
