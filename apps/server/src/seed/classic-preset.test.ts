import { paths, type GameControl, type VariablesPresetOption } from '@orbis/contracts';
import { CLASSIC_VARIABLES, VARIABLE_KEYS, validateVariables } from '@orbis/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.js';
import type { TestClient } from '../test/client.js';
import { TEST_DIALECTS } from '../test/databases.js';
import { control, createGame, joinTeam, signedInHost, teamState } from '../test/games.js';
import { runBalanceJob } from '../modules/variables/balance-worker.js';
import { BALANCE_CHECK_GAMES, BALANCE_CHECK_SEED } from '../modules/variables/balance.js';
import { CLASSIC_BALANCE } from './classic-balance.js';
import {
  CLASSIC_PRESET_NAME,
  CLASSIC_PRESET_SEEDED_SETTING,
  seedClassicPreset,
} from './classic-preset.js';

describe('the classic price list', () => {
  it('is the rulebook’s v1 table, every number a valid game variable', () => {
    expect(Object.keys(CLASSIC_VARIABLES)).toEqual([...VARIABLE_KEYS]);
    expect(validateVariables(CLASSIC_VARIABLES)).toEqual([]);
    expect(CLASSIC_VARIABLES).toMatchObject({
      start_budget: 1000,
      start_ecology: 90,
      shield_cost: 300,
      technology_cost: 500,
      bomb_cost: 150,
      max_bombs_per_round: 3,
      ecology_boost: 10,
      ecology_drift: 0,
      sanction_penalty: 10,
    });
  });
});

describe('the classic price list’s balance result', () => {
  it('is what the balance check answers for it today', () => {
    const check = runBalanceJob({
      id: 1,
      variables: CLASSIC_VARIABLES,
      games: BALANCE_CHECK_GAMES,
      seed: BALANCE_CHECK_SEED,
    });
    expect(check).toEqual(CLASSIC_BALANCE);
    // v1 favours the aggressor: about twice its fair share.
    expect(check.strategies.filter((s) => s.flagged).map((s) => s.name)).toEqual(['aggressor']);
  });
});

describe.each(TEST_DIALECTS)('seeding the classic preset (%s)', (dialect) => {
  let t: TestApp;
  let admin: TestClient;
  const classic = async () =>
    (await admin.get(paths.variablesPresetsList))
      .json<{ id: number; name: string }[]>()
      .filter((p) => p.name === CLASSIC_PRESET_NAME);

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.admin();
  });
  afterAll(() => t.close());

  it('is offered on a fresh install to whoever creates games', async () => {
    const [preset] = await classic();
    expect(preset).toBeDefined();
    const host = await signedInHost(t);
    const options = (await host.get(paths.variablesPresetsOptions)).json<VariablesPresetOption[]>();
    // With its balance result, so that the add-game form warns about it from the first start.
    expect(options).toContainEqual({
      value: preset?.id,
      text: CLASSIC_PRESET_NAME,
      balance: { checked_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), check: CLASSIC_BALANCE },
    });
  });

  it('plays the v1 numbers in a game created with it', async () => {
    const [preset] = await classic();
    const host = await signedInHost(t);
    const game = await createGame(t, { host, preset: preset?.id ?? null });
    const screen = await control(host, game.id);
    expect(screen.game.preset).toEqual({ id: preset?.id, name: CLASSIC_PRESET_NAME });
    expect(screen.teams.every((x) => x.country.budget === 1000)).toBe(true);
    const team = await joinTeam(t, game.id, screen.teams[0] as GameControl['teams'][number]);
    const state = await teamState(team, game.id);
    expect(state.prices).toEqual(CLASSIC_VARIABLES);
    expect(state.me.budget).toBe(1000);
    expect(state.game.ecology).toBe(90);
  });

  it('is added once: an edit is kept and a deleted preset stays deleted', async () => {
    const [preset] = await classic();
    const id = preset?.id ?? 0;
    const edited = await admin.post(paths.variablesPresetsUpdate, {
      variablesPreset: { id, name: CLASSIC_PRESET_NAME, values: {} },
    });
    expect(edited.statusCode).toBe(204);
    await seedClassicPreset(t.database.db);
    await t.restart();
    admin = await t.admin();
    const values = (await admin.get(`${paths.variablesPresetsGet}?id=${id}`)).json<{
      variablesPreset: { values: object };
    }>();
    expect(values.variablesPreset.values).toEqual({});
    expect(await classic()).toHaveLength(1);

    expect((await admin.post(paths.variablesPresetsDelete, { id })).statusCode).toBe(204);
    await seedClassicPreset(t.database.db);
    expect(await classic()).toEqual([]);
  });

  it('comes to an install seeded before it existed, on its next start', async () => {
    await t.database.db
      .deleteFrom('settings')
      .where('key', '=', CLASSIC_PRESET_SEEDED_SETTING)
      .execute();
    await t.restart();
    admin = await t.admin();
    expect(await classic()).toHaveLength(1);
  });
});
