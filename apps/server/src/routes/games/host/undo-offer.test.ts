import { paths } from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LABELS } from '../../../labels.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { TEST_DIALECTS } from '../../../test/databases.js';
import { variablesPreset } from '../../../test/bombing-game.js';
import { checkReplay } from '../../../modules/games/write/replay.js';
import type { GameEvent } from '../../../modules/games/write/events.js';
import {
  control,
  createGame,
  endRound,
  joinTeam,
  reveal,
  startRound,
  teamState,
} from '../../../test/games.js';
import type { TestClient } from '../../../test/client.js';

// The control screen offers "Undo round N" from `game.undoable`, which the undo's own rule
// computes: an offer the call then refuses (after the final reveal) is a broken promise.
describe.each(TEST_DIALECTS)('the undo the control screen offers (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const undoable = async (host: TestClient, gameId: number) =>
    (await control(host, gameId)).game.undoable;
  const undo = (host: TestClient, gameId: number, round: number) =>
    host.post(paths.hostGamesUndoRound, { gameId, round });
  const refused = { message: ADMIN_LABELS['games.undo_unavailable'].ru };

  it('offers the last round while nothing was written since, and never after a write', async () => {
    const preset = await variablesPreset(t, { rounds: 2 });
    const { id, host } = await createGame(t, { preset });
    expect(await undoable(host, id)).toBeNull();
    await startRound(host, id, 1);
    expect(await undoable(host, id)).toBeNull();
    await endRound(host, id, 1);
    expect(await undoable(host, id)).toBe(1);
    // Taken as offered; the round runs again and nothing is to undo until it ends again.
    expect((await undo(host, id, 1)).statusCode).toBe(200);
    expect(await undoable(host, id)).toBeNull();
    await endRound(host, id, 1);
    expect(await undoable(host, id)).toBe(1);

    // A grant is a write: no undo offered, and none taken.
    const team = (await control(host, id)).teams[0]!.country.id;
    const grant = await host.post(paths.gameCredit, { gameId: id, countryTo: team, amount: 10 });
    expect(grant.statusCode).toBe(200);
    expect(await undoable(host, id)).toBeNull();
    const late = await undo(host, id, 1);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject(refused);
  });

  it('offers the last round once the game is over, and no more after a reveal step', async () => {
    const preset = await variablesPreset(t, { rounds: 2 });
    const { id, host } = await createGame(t, { preset });
    for (const round of [1, 2]) {
      await startRound(host, id, round);
      await endRound(host, id, round);
    }
    const over = await control(host, id);
    expect(over.game).toMatchObject({ over: true, round: 3, undoable: 2 });

    await reveal(host, id, 6);
    expect(await undoable(host, id)).toBeNull();
    const after = await undo(host, id, 2);
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject(refused);
  });

  it('is not blocked by a team’s talks after the end: they are undone, and both sides told', async () => {
    const preset = await variablesPreset(t, { rounds: 3 });
    const game = await createGame(t, { preset });
    const { id, host } = game;
    const [a, b] = game.teams.map((x) => x.country.id) as [number, number];
    const team = await joinTeam(t, id, game.teams[0]!);
    await startRound(host, id, 1);
    await endRound(host, id, 1);
    const made = await team.post(paths.promisesPropose, {
      gameId: id,
      to: b,
      kind: 'no_attack',
      value: null,
      until: 3,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect((await teamState(team, id)).promises).toHaveLength(1);
    // The team's proposal is not the host's change: the undo is still offered, and taken.
    expect(await undoable(host, id)).toBe(1);
    const heard: GameEvent[] = [];
    const off = t.app.gameEvents.onAny((event) => heard.push(event));
    const undone = await undo(host, id, 1);
    off();
    expect(undone.statusCode, undone.body).toBe(200);
    expect(heard.map((e) => e.name)).toEqual(['round-started', 'promise-changed']);
    expect(heard[1]?.payload).toMatchObject({ countries: [a, b] });
    expect((await teamState(team, id)).promises).toEqual([]);
    expect((await control(host, id)).game).toMatchObject({ round: 1, stopped: false });
    const replay = await checkReplay(t.database.db, id);
    expect(replay.problems).toEqual([]);
  });

  it('is blocked by the host’s own change after the end, whatever the teams did', async () => {
    const preset = await variablesPreset(t, { rounds: 3 });
    const game = await createGame(t, { preset });
    const { id, host } = game;
    const [a, b] = game.teams.map((x) => x.country.id) as [number, number];
    const team = await joinTeam(t, id, game.teams[0]!);
    await startRound(host, id, 1);
    await endRound(host, id, 1);
    const body = { gameId: id, to: b, kind: 'no_attack', value: null, until: 3 };
    expect((await team.post(paths.promisesPropose, body)).statusCode).toBe(201);
    const grant = await host.post(paths.gameCredit, { gameId: id, countryTo: a, amount: 10 });
    expect(grant.statusCode).toBe(200);
    expect(await undoable(host, id)).toBeNull();
    const late = await undo(host, id, 1);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject(refused);
    expect((await teamState(team, id)).promises).toHaveLength(1);
  });
});
