import {
  paths,
  type BalanceCheck,
  type GameVariable,
  type VariablesPresetOption,
} from '@orbis/contracts';
import type { Variables } from '@orbis/engine';
import { BOTS } from '@orbis/engine/sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LABELS } from '../../labels.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import type { TestClient } from '../../test/client.js';
import { TEST_DIALECTS } from '../../test/databases.js';

describe('balance check labels', () => {
  it('name every bot strategy in the back-office languages', () => {
    for (const name of Object.keys(BOTS))
      expect(ADMIN_LABELS, name).toHaveProperty([`balance.strategy.${name}`]);
  });
});

describe.each(TEST_DIALECTS)('variables presets: check balance (%s)', (dialect) => {
  let t: TestApp;
  let admin: TestClient;
  let id: Record<keyof Variables, number>;

  const check = (values: Record<string, unknown>) =>
    admin.post(paths.variablesPresetsCheckBalance, { variablesPreset: { values } });

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.admin();
    const res = await admin.get(paths.variables);
    id = Object.fromEntries((res.json() as GameVariable[]).map((v) => [v.key, v.id])) as Record<
      keyof Variables,
      number
    >;
  });
  afterAll(() => t.close());

  it('plays 1,000 seeded games with the defaults: every bot, nobody flagged', async () => {
    const res = await check({});
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as BalanceCheck;
    expect(body).toMatchObject({ games: 1000, seed: 1, flagAbove: 1.5 });
    expect(body.strategies.map((s) => s.name).sort()).toEqual(Object.keys(BOTS).sort());
    const sum = (pick: (s: BalanceCheck['strategies'][number]) => number) =>
      body.strategies.reduce((a, s) => a + pick(s), 0);
    expect(sum((s) => s.winShare)).toBeCloseTo(1, 3);
    expect(sum((s) => s.fairShare)).toBeCloseTo(1, 3);
    expect(body.strategies.filter((s) => s.flagged)).toEqual([]);
    expect(body.collapseRate).toBeGreaterThan(0);
    expect(body.collapseRate).toBeLessThan(0.15);
    // The winner rule leaves few shared wins; more than 10% would be flagged on the screen.
    expect(body.sharedAbove).toBe(0.1);
    expect(body.sharedWinRate).toBeGreaterThanOrEqual(0);
    expect(body.sharedWinRate).toBeLessThanOrEqual(0.1);
  });

  it('plays the catalogue’s world events when asked, without keeping that answer as the values’ result', async () => {
    const values = { [id.bomb_cost]: '777' };
    const plain = (await check(values)).json() as BalanceCheck;
    const res = await admin.post(paths.variablesPresetsCheckBalance, {
      variablesPreset: { values },
      worldEvents: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const withEvents = res.json() as BalanceCheck;
    expect(withEvents).toMatchObject({ games: 1000, seed: 1 });
    expect(withEvents.strategies).not.toEqual(plain.strategies);
    const saved = await t.database.db.selectFrom('balance_checks').select('result').execute();
    const results = saved.map((r) => JSON.parse(r.result) as BalanceCheck);
    expect(results).toContainEqual(plain);
    expect(results).not.toContainEqual(withEvents);
  });

  it('flags the aggressor when bombs cost 10, and gives the same answer every time', async () => {
    const values = { [id.bomb_cost]: '10', [id.rounds]: '' };
    const first = (await check(values)).json() as BalanceCheck;
    const aggressor = first.strategies.find((s) => s.name === 'aggressor');
    expect(aggressor?.flagged).toBe(true);
    expect(aggressor?.ratio).toBeGreaterThan(1.5);
    expect(first.strategies.filter((s) => s.flagged).map((s) => s.name)).toEqual(['aggressor']);
    // Update's value shape is accepted too.
    const again = await check({ [id.bomb_cost]: { value: 10 } });
    expect(again.json()).toEqual(first);
  });

  it('refuses a value with the same 422 as saving it', async () => {
    for (const values of [
      { [id.rounds]: '0' },
      { [id.bomb_cost]: 'abc' },
      { [id.develop_cost]: '99.5' },
      { '999999': '5' },
    ]) {
      const saving = await admin.post(paths.variablesPresetsAdd, {
        variablesPreset: { name: 'Bad', values },
      });
      const checking = await check(values);
      expect(checking.statusCode, JSON.stringify(values)).toBe(422);
      expect(checking.json()).toEqual(saving.json());
    }
  });

  it('keeps answering other requests while the games are played', async () => {
    const order: string[] = [];
    const running = check({ [id.start_budget]: '2000' }).then((res) => {
      order.push(`check ${res.statusCode}`);
    });
    const health = await t.client().get(paths.healthz);
    order.push(`healthz ${health.statusCode}`);
    await running;
    expect(order).toEqual(['healthz 200', 'check 200']);
  });

  it('keeps the last result of the values checked: a host sees it on the preset they pick', async () => {
    const email = `picker-${dialect}@test.local`;
    await t.addUser({ email, password: 'host-password-1', name: 'Picker' });
    const host = await t.client().login(email, 'host-password-1');
    const option = async (presetId: number) =>
      ((await host.get(paths.variablesPresetsOptions)).json() as VariablesPresetOption[]).find(
        (o) => o.value === presetId,
      );
    const added = await admin.post(paths.variablesPresetsAdd, {
      variablesPreset: { name: `Cheap bombs ${dialect}`, values: { [id.bomb_cost]: '12' } },
    });
    expect(added.statusCode).toBe(201);
    const presetId = (added.json() as { id: number }).id;
    // Never checked: said as such, not as a pass.
    expect(await option(presetId)).toEqual({
      value: presetId,
      text: `Cheap bombs ${dialect}`,
      balance: null,
    });

    // A check of the same numbers (however they are typed) is the preset's result, with its date.
    const before = Date.now();
    const checked = (await check({ [id.bomb_cost]: { value: 12 } })).json() as BalanceCheck;
    expect(checked.strategies.find((s) => s.name === 'aggressor')?.flagged).toBe(true);
    const kept = (await option(presetId))?.balance;
    expect(kept?.check).toEqual(checked);
    expect(Date.parse(kept?.checked_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    const stored = await t.database.db.selectFrom('balance_checks').selectAll().execute();
    expect(stored.length).toBeGreaterThan(0);

    // Checking other values leaves it alone; editing the preset's values leaves it unchecked.
    await check({ [id.bomb_cost]: '13' });
    expect((await option(presetId))?.balance?.check).toEqual(checked);
    const edited = await admin.post(paths.variablesPresetsUpdate, {
      variablesPreset: {
        id: presetId,
        name: `Cheap bombs ${dialect}`,
        values: { [id.bomb_cost]: '14' },
      },
    });
    expect(edited.statusCode).toBe(204);
    expect((await option(presetId))?.balance).toBeNull();
    // Back to the checked numbers, the result is the preset's again.
    await admin.post(paths.variablesPresetsUpdate, {
      variablesPreset: {
        id: presetId,
        name: `Cheap bombs ${dialect}`,
        values: { [id.bomb_cost]: '12' },
      },
    });
    expect((await option(presetId))?.balance?.check).toEqual(checked);
  });

  it('keeps no result of refused values', async () => {
    const before = await t.database.db.selectFrom('balance_checks').selectAll().execute();
    expect((await check({ [id.rounds]: '0' })).statusCode).toBe(422);
    expect(await t.database.db.selectFrom('balance_checks').selectAll().execute()).toEqual(before);
  });

  it('is for admins only, and adds no preset', async () => {
    const before = (await admin.get(paths.variablesPresetsList)).json() as unknown[];
    const anonymous = await t
      .client()
      .csrf()
      .then((c) => c.post(paths.variablesPresetsCheckBalance, { variablesPreset: {} }));
    expect(anonymous.statusCode).toBe(401);
    const email = `host-${dialect}@test.local`;
    await t.addUser({ email, password: 'host-password-1', name: 'Host' });
    const host = await t.client().login(email, 'host-password-1');
    const res = await host.post(paths.variablesPresetsCheckBalance, { variablesPreset: {} });
    expect(res.statusCode).toBe(403);
    const list = (await admin.get(paths.variablesPresetsList)).json() as unknown[];
    expect(list).toEqual(before);
  });
});
