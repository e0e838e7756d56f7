import { expect as baseExpect, test, type Browser, type Page } from './fixtures';
import { apiPostOk } from './api';
import { ApiClient, createGame, newHostAccount, type Team } from './game-api';
import { cuttableSockets, seriousViolations } from './helpers';

// A phone's first screen waits for its chunk, the game's texts and the team's view, on a busy
// machine longer than the suite's default.
const expect = baseExpect.configure({ timeout: 15_000 });

const B = '/api/backoffice';
const PHONE = { width: 360, height: 640 };

/** A phone: a fresh browser context at 360×640. */
async function phone(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })).newPage();
}

/** The phone's session joins `team` and opens the team's screen. */
async function playOn(page: Page, gameId: number, team: Team) {
  await apiPostOk(
    page.request,
    '/api/game/join',
    { gameId, countryId: team.country.id, accessCode: team.access_code },
    204,
  );
  await page.goto(`/game/${gameId}`);
  await expect(page.getByTestId('team-name')).toHaveText(team.country.name);
}

async function hostApi(baseURL: string): Promise<ApiClient> {
  const account = await newHostAccount(baseURL);
  return (await ApiClient.create(baseURL)).login(account.email, account.password);
}

/** The team's view as the server has it, asked with the phone's own session. */
async function serverState(page: Page, gameId: number) {
  const res = await page.request.get(`/api/game/state?gameId=${gameId}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    draft: { orders: unknown[] } | null;
    orders: { orders: unknown[]; cost: number } | null;
    me: { budget: number };
  };
}

const checkbox = (page: Page, type: string, id: number) =>
  page.locator(`input[name="${type}"][value="${id}"]`);

/** Ticks an order's checkbox by its label, as a thumb does. */
async function tick(page: Page, type: string, id: number) {
  const input = checkbox(page, type, id);
  await page.locator('label').filter({ has: input }).click();
  await expect(input).toBeChecked();
}

const WORDS = {
  en: {
    draft: 'Draft, not sent · every phone of the team sees it',
    differs: /The set sent earlier \(\$\d[\d,]*\) counts until this draft is sent\./,
    sentAt: /^Sent at \d{1,2}:\d{2}/,
    sent: 'Sent',
    addTransfer: 'Add a transfer',
    remove: 'Remove',
  },
  ru: {
    draft: 'Черновик, не отправлен · его видят все телефоны команды',
    differs: /Пока черновик не отправлен, в силе набор, отправленный раньше \(\$\d[\d\s]*\)\./,
    sentAt: /^Отправлено в \d{1,2}:\d{2}/,
    sent: 'Отправлено',
    addTransfer: 'Добавить перевод',
    remove: 'Убрать',
  },
} as const;

for (const language of ['en', 'ru'] as const) {
  const words = WORDS[language];
  test(`${language}: two phones of a team share the draft live; a reload keeps it; sending clears it`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const host = await hostApi(baseURL ?? '');
    const game = await createGame(host, { title: 'Draft game', teams: 2, language });
    const [team, rival] = game.teams as [Team, Team];
    await host.post(`${B}/host/games/start_round`, { gameId: game.id, round: 1 });

    const first = await phone(browser);
    const second = await phone(browser);
    const other = await phone(browser);
    await playOn(first, game.id, team);
    await playOn(second, game.id, team);
    await playOn(other, game.id, rival);
    for (const page of [first, second])
      await expect(page.getByTestId('connection-indicator')).toHaveAttribute('data-state', 'live');
    const [city, next] = team.country.cities as [Team['country']['cities'][number], { id: number }];

    // A tick on one phone shows on the other, with no reload, and both say it is a draft.
    await tick(first, 'develop', city.id);
    await expect(checkbox(second, 'develop', city.id)).toBeChecked();
    await tick(second, 'shield', next.id);
    await expect(checkbox(first, 'shield', next.id)).toBeChecked();
    await expect(checkbox(first, 'develop', city.id)).toBeChecked();
    for (const page of [first, second]) {
      await expect(page.getByTestId('orders-state')).toHaveText(words.draft);
      await expect(page.getByTestId('submit-orders')).toBeEnabled();
    }
    // It is only a draft: nothing is sent, and the other team sees none.
    await expect
      .poll(async () => (await serverState(first, game.id)).draft?.orders)
      .toHaveLength(2);
    expect((await serverState(first, game.id)).orders).toBeNull();
    expect((await serverState(other, game.id)).draft).toBeNull();
    await expect(checkbox(other, 'develop', city.id)).toHaveCount(0);
    await first.screenshot({
      path: testInfo.outputPath(`phone-draft-${language}.png`),
      fullPage: true,
    });

    // A reload shows the draft again.
    await first.reload();
    await expect(first.getByTestId('team-name')).toHaveText(team.country.name);
    await expect(checkbox(first, 'develop', city.id)).toBeChecked();
    await expect(checkbox(first, 'shield', next.id)).toBeChecked();
    await expect(first.getByTestId('orders-state')).toHaveText(words.draft);

    // Sending clears the draft and says so in words: with the time on the phone that sent it.
    await first.getByTestId('submit-orders').click();
    await expect(first.getByTestId('orders-state')).toHaveText(words.sentAt);
    await expect(first.getByTestId('submit-orders')).toBeDisabled();
    await expect(second.getByTestId('orders-state')).toHaveText(words.sent);
    const sent = await serverState(first, game.id);
    expect(sent.draft).toBeNull();
    expect(sent.orders?.orders).toHaveLength(2);
    await first.screenshot({ path: testInfo.outputPath(`phone-sent-${language}.png`) });

    // A change after sending is a draft again, and both phones say the sent set counts meanwhile.
    await tick(second, 'develop', next.id);
    for (const page of [first, second]) {
      await expect(checkbox(page, 'develop', next.id)).toBeChecked();
      await expect(page.getByTestId('orders-state')).toContainText(words.draft);
      await expect(page.getByTestId('orders-state')).toContainText(words.differs);
    }
    await second.screenshot({ path: testInfo.outputPath(`phone-draft-differs-${language}.png`) });
    expect(await seriousViolations(second)).toEqual([]);

    // A transfer half typed on one phone is not swept away by a teammate's tick: the tick shows
    // there once the row is done with.
    const transfer = first.getByTestId('order-transfer');
    await transfer.getByRole('button', { name: words.addTransfer }).click();
    await transfer.locator('select').selectOption(String(rival.country.id));
    await tick(second, 'shield', city.id);
    await expect
      .poll(async () => (await serverState(first, game.id)).draft?.orders)
      .toContainEqual({ type: 'shield', city: city.id });
    await expect(transfer.locator('select')).toHaveValue(String(rival.country.id));
    await expect(checkbox(first, 'shield', city.id)).not.toBeChecked();
    await transfer.getByRole('button', { name: words.remove }).click();
    await expect(checkbox(first, 'shield', city.id)).toBeChecked();
    await host.dispose();
  });
}

test('offline: the phone says so within seconds, sends the set on reconnect, or says it was not taken', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const host = await hostApi(baseURL ?? '');
  const game = await createGame(host, {
    title: 'Lost network',
    teams: 2,
    language: 'en',
    clock: { talks: 0, orders: 1800, lock: true },
  });
  const [team] = game.teams as [Team];
  await host.post(`${B}/host/games/start_round`, { gameId: game.id, round: 1 });
  const page = await phone(browser);
  const sockets = await cuttableSockets(page);
  await playOn(page, game.id, team);
  const indicator = page.getByTestId('connection-indicator');
  await expect(indicator).toHaveAttribute('data-state', 'live');
  const [city, second] = team.country.cities as [{ id: number }, { id: number }, ...unknown[]];
  await tick(page, 'develop', city.id);
  await expect.poll(async () => (await serverState(page, game.id)).draft?.orders).toHaveLength(1);

  // The network goes: the status stops saying live, and the form says so, within seconds.
  await sockets.cut();
  await expect(indicator).not.toHaveAttribute('data-state', 'live', { timeout: 5_000 });
  await expect(page.getByTestId('orders-state')).toContainText('No connection', { timeout: 5_000 });
  // Sending now keeps the set, says it is not sent yet, and sends nothing.
  await page.getByTestId('submit-orders').click();
  await expect(page.getByTestId('orders-state')).toHaveText(
    'No connection: the orders are not sent yet. The phone sends them as soon as the connection is back.',
  );
  await expect(page.getByTestId('submit-orders')).toHaveText('Waiting to send…');
  await expect(page.getByTestId('submit-orders')).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('phone-offline-queued.png') });
  expect(await seriousViolations(page)).toEqual([]);
  expect((await serverState(page, game.id)).orders).toBeNull();
  // Meanwhile the host grants a credit, which the phone hears of only by refetching.
  const before = (await serverState(page, game.id)).me.budget;
  await host.post('/api/game/credit', { gameId: game.id, countryTo: team.country.id, amount: 77 });

  // The network comes back: the set goes, the phone says it was sent, the state is fetched again.
  sockets.restore();
  await expect(indicator).toHaveAttribute('data-state', 'live', { timeout: 20_000 });
  await expect(page.getByTestId('orders-state')).toHaveText(/^Sent at \d{1,2}:\d{2}/);
  expect((await serverState(page, game.id)).orders?.orders).toEqual([
    { type: 'develop', city: city.id },
  ]);
  expect((await serverState(page, game.id)).me.budget).toBe(before + 77);
  await expect(page.getByTestId('budget')).toContainText(
    `$${(before + 77).toLocaleString('en-US')}`,
  );

  // Offline again, a new set waits; the host closes the orders meanwhile (the lock is on).
  await tick(page, 'shield', second.id);
  await expect(page.getByTestId('orders-state')).toContainText('Draft, not sent');
  await sockets.cut();
  await expect(indicator).not.toHaveAttribute('data-state', 'live', { timeout: 5_000 });
  await page.getByTestId('submit-orders').click();
  await expect(page.getByTestId('submit-orders')).toHaveText('Waiting to send…');
  await host.post(`${B}/host/games/clock`, { gameId: game.id, round: 1, action: 'next' });
  sockets.restore();

  // Back online: the phone says plainly that the set was not taken, and the form is read-only.
  await expect(page.getByTestId('orders-state')).toHaveText(
    'The orders were not taken: orders closed while the phone had no connection.' +
      'Time is up: orders are no longer taken. The form can only be read.',
    { timeout: 20_000 },
  );
  await expect(page.getByText('orders are no longer taken')).toHaveCount(1);
  await expect(page.getByTestId('submit-orders')).toHaveCount(0);
  await expect(page.getByTestId('receipt')).not.toContainText('send again');
  expect((await serverState(page, game.id)).orders?.orders).toEqual([
    { type: 'develop', city: city.id },
  ]);
  // Nothing ticks any more, and the round's status no longer asks for orders.
  for (const type of ['develop', 'shield'])
    for (const id of [city.id, second.id]) await expect(checkbox(page, type, id)).toBeDisabled();
  await expect(page.getByTestId('round-status')).toContainText(
    'The round is running: waiting for the host to end it.',
  );
  await expect(page.getByTestId('round-status')).not.toContainText('send your orders');
  // The time-up line sits apart from the totals, never over them.
  const state = await page.getByTestId('orders-state').boundingBox();
  const total = await page.getByTestId('orders-total').locator('..').locator('..').boundingBox();
  expect(state && total).toBeTruthy();
  const overlap =
    state!.x < total!.x + total!.width &&
    total!.x < state!.x + state!.width &&
    state!.y < total!.y + total!.height &&
    total!.y < state!.y + state!.height;
  expect(overlap).toBe(false);
  await page.screenshot({ path: testInfo.outputPath('phone-not-taken.png') });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('orders-total').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('phone-time-up-bar.png') });
  await host.dispose();
});

test('offline: a set sent with no connection stays on the form, ticked and totalled, marked as held', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const host = await hostApi(baseURL ?? '');
  const game = await createGame(host, { title: 'Held set', teams: 2, language: 'en' });
  const [team] = game.teams as [Team];
  await host.post(`${B}/host/games/start_round`, { gameId: game.id, round: 1 });
  const page = await phone(browser);
  const sockets = await cuttableSockets(page);
  await playOn(page, game.id, team);
  const indicator = page.getByTestId('connection-indicator');
  await expect(indicator).toHaveAttribute('data-state', 'live');
  const [city, second] = team.country.cities as [{ id: number }, { id: number }, ...unknown[]];

  // The network goes before the team ticks anything: the draft stays on this phone.
  await sockets.cut();
  await expect(page.getByTestId('orders-state')).toContainText('No connection', { timeout: 5_000 });
  await tick(page, 'develop', city.id);
  await tick(page, 'shield', second.id);
  const total = page.getByTestId('orders-total');
  const chosen = await total.textContent();
  expect(chosen).not.toBe('$0');

  // Sent with no connection: the set stays on the form, ticked and totalled, and is said to be
  // held until the connection is back.
  await page.getByTestId('submit-orders').click();
  const held = async () => {
    await expect(page.getByTestId('orders-state')).toHaveText(
      'No connection: the orders are not sent yet. The phone sends them as soon as the connection is back.',
    );
    await expect(page.getByTestId('submit-orders')).toHaveText('Waiting to send…');
    await expect(checkbox(page, 'develop', city.id)).toBeChecked();
    await expect(checkbox(page, 'shield', second.id)).toBeChecked();
    await expect(total).toHaveText(chosen ?? '');
    await expect(page.getByTestId('order-line')).toHaveCount(2);
    await expect(page.getByTestId('order-lines')).not.toContainText('No orders in the set yet.');
  };
  await held();
  await page.getByTestId('orders-state').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('phone-offline-held.png') });
  // Another tab and back: the set is still held, and still shown.
  await page.getByRole('tab', { name: 'Country' }).click();
  await page.getByRole('tab', { name: 'Orders' }).click();
  await held();
  expect((await serverState(page, game.id)).orders).toBeNull();

  // The connection is back: the held set goes, and the phone says it was sent.
  sockets.restore();
  await expect(indicator).toHaveAttribute('data-state', 'live', { timeout: 20_000 });
  await expect(page.getByTestId('orders-state')).toHaveText(/^Sent at \d{1,2}:\d{2}/);
  await expect(checkbox(page, 'develop', city.id)).toBeChecked();
  await expect(total).toHaveText(chosen ?? '');
  expect((await serverState(page, game.id)).orders?.orders).toEqual([
    { type: 'develop', city: city.id },
    { type: 'shield', city: second.id },
  ]);
  await host.dispose();
});

for (const language of ['en', 'ru'] as const) {
  test(`${language}: a transfer amount is a whole number above 0, checked as typed`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    // Two axe scans of the phone: each takes seconds on a busy machine.
    test.setTimeout(90_000);
    const host = await hostApi(baseURL ?? '');
    const game = await createGame(host, { title: 'Transfers', teams: 2, language });
    const [team, rival] = game.teams as [Team, Team];
    await host.post(`${B}/host/games/start_round`, { gameId: game.id, round: 1 });
    const page = await phone(browser);
    await playOn(page, game.id, team);
    const total = page.getByTestId('orders-total');
    await tick(page, 'develop', team.country.cities[0]!.id);
    const base = await total.textContent();

    await page
      .getByTestId('order-transfer')
      .getByRole('button', { name: language === 'en' ? 'Add a transfer' : 'Добавить перевод' })
      .click();
    await page
      .getByTestId('order-transfer')
      .locator('select')
      .selectOption(String(rival.country.id));
    const amount = page.getByTestId('transfer-amount');
    const error = page.getByTestId('transfer-amount-error');
    const message =
      language === 'en'
        ? 'The amount must be a whole number above 0'
        : 'Сумма должна быть целым числом больше 0';
    for (const typed of ['-50', '12.5']) {
      await amount.fill(typed);
      await expect(error).toHaveText(message);
      await expect(amount).toHaveAttribute('aria-invalid', 'true');
      // Neither lowers nor raises the total; no rounded "$13" anywhere.
      await expect(total).toHaveText(base ?? '');
      await expect(page.getByTestId('submit-orders')).toBeDisabled();
      await expect(page.locator('body')).not.toContainText('$13');
    }
    await page.getByTestId('order-transfer').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`phone-transfer-invalid-${language}.png`) });
    expect(await seriousViolations(page)).toEqual([]);
    await amount.fill('50');
    await expect(error).toHaveCount(0);
    await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    await expect(total).not.toHaveText(base ?? '');
    await expect(page.getByTestId('submit-orders')).toBeEnabled();
    await host.dispose();
  });
}
