import { paths } from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LABELS } from '../../../labels.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { TEST_DIALECTS } from '../../../test/databases.js';
import { variablesPreset } from '../../../test/bombing-game.js';
import { control, createGame, endRound, reveal, startRound } from '../../../test/games.js';
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
});
