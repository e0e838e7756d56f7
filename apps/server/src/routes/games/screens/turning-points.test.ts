import {
  paths,
  type PublicTurningPoints,
  type TurningPoint,
  type TurningPointsStepResponse,
} from '@orbis/contracts';
import { turningPoints } from '@orbis/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LABELS } from '../../../labels.js';
import { findGameHeader } from '../../../modules/games/repository/games.js';
import { loadSystemMessages } from '../../../modules/games/system-messages.js';
import { checkReplay, loadJournal } from '../../../modules/games/write/replay.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { bombingGame, type BombingGame } from '../../../test/bombing-game.js';
import type { TestClient } from '../../../test/client.js';
import { TEST_DIALECTS } from '../../../test/databases.js';
import { createGame, hostCallers, reveal, signedInHost } from '../../../test/games.js';

describe.each(TEST_DIALECTS)('turning points (%s)', (dialect) => {
  let t: TestApp;
  let anyone: TestClient;
  let played: BombingGame;
  let running: BombingGame;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    anyone = await t.client().csrf();
    played = await bombingGame(t);
    running = await bombingGame(t, 1);
  });
  afterAll(() => t.close());

  const list = (client: TestClient, gameId: number) =>
    client.post(paths.hostGamesTurningPoints, { gameId });
  const step = (client: TestClient, gameId: number, to: number) =>
    client.post(paths.hostGamesTurningPointsStep, { gameId, step: to });
  const shown = (gameId: number) => anyone.get(`${paths.gameTurningPoints}?gameId=${gameId}`);

  /** The engine's list for the stored game, in its language: what the calls must answer. */
  async function engineList(gameId: number): Promise<TurningPoint[]> {
    const db = t.database.db;
    const [journal, header] = await Promise.all([
      loadJournal(db, gameId),
      findGameHeader(db, gameId),
    ]);
    if (!journal || !header) throw new Error('no such game');
    const texts = await loadSystemMessages(db, t.app.cache, header.languageId);
    return turningPoints(journal.initial, journal.steps, texts);
  }

  it('is for the game’s host, a co-host or an admin', async () => {
    const { game } = played;
    const cases = await hostCallers(t, game, played.teams[0]);
    for (const [client, status] of cases)
      expect((await list(client, game.id)).statusCode).toBe(status);
    expect((await list(game.host, 999_999)).statusCode).toBe(404);
  });

  it('is refused before round 1 resolves, and told from then on, while the game runs', async () => {
    const fresh = await createGame(t);
    const res = await list(fresh.host, fresh.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: ADMIN_LABELS['games.turning_points_not_yet'].ru,
    });
    const after1 = await list(running.game.host, running.game.id);
    expect(after1.statusCode, after1.body).toBe(200);
    const [, b, c] = running.countries;
    expect(after1.json<TurningPoint[]>()).toContainEqual(
      expect.objectContaining({ round: 1, kind: 'sanction', actors: [c.id, b.id] }),
    );
  });

  it('answers the engine’s list in the game’s language, the same at every call', async () => {
    const { game } = played;
    const [a, b] = played.countries;
    const first = await list(game.host, game.id);
    expect(first.statusCode).toBe(200);
    const points = first.json<TurningPoint[]>();
    expect(points).toEqual(await engineList(game.id));
    expect((await list(game.host, game.id)).body).toBe(first.body);
    // The first bomb fell on B's shielded city, in round 3, and A dropped it.
    const bomb = points.find((p) => p.kind === 'first_bomb');
    expect(bomb).toMatchObject({ round: 3, actors: [a.id, b.id] });
    expect(bomb?.text).toContain(a.name);
    expect(bomb?.evidence.length).toBeGreaterThan(0);
    // Ranked by the size of the effect: a point with one never comes after one without.
    const sizes = points.map((p) => (p.effect ? Math.abs(p.effect.averageStandard) : -1));
    const withEffect = sizes.filter((s) => s >= 0);
    expect(withEffect).toEqual([...withEffect].sort((x, y) => y - x));
    expect(sizes.indexOf(-1) === -1 || sizes.slice(sizes.indexOf(-1)).every((s) => s === -1)).toBe(
      true,
    );
  });

  it('writes the sentences in English in an English game', async () => {
    const english = await bombingGame(t, 1, { language: 'en' });
    const res = await list(english.game.host, english.game.id);
    expect(res.statusCode).toBe(200);
    const points = res.json<TurningPoint[]>();
    expect(points).toEqual(await engineList(english.game.id));
    expect(JSON.stringify(points)).not.toMatch(/[а-яё]/i);
  });

  it('steps the projector only once the game is over and its reveal at the last step', async () => {
    const { game } = await bombingGame(t);
    const points = (await list(game.host, game.id)).json<TurningPoint[]>();
    expect(points.length).toBeGreaterThan(1);

    const notOver = await step(running.game.host, running.game.id, 1);
    expect(notOver.statusCode).toBe(409);
    expect(notOver.json()).toMatchObject({
      message: ADMIN_LABELS['games.not_over'].ru,
      code: 'not_over',
    });
    expect((await shown(running.game.id)).statusCode).toBe(409);

    await reveal(game.host, game.id, 5);
    const early = await step(game.host, game.id, 1);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      message: ADMIN_LABELS['games.turning_points_not_open'].ru,
      code: 'not_revealed',
    });
    const hidden = await shown(game.id);
    expect(hidden.statusCode).toBe(409);
    expect(hidden.json()).toMatchObject({
      message: ADMIN_LABELS['games.turning_points_not_open'].ru,
    });

    await reveal(game.host, game.id, 6);
    expect((await shown(game.id)).json<PublicTurningPoints>()).toEqual({ step: 0, points });

    const events: { gameId: number; round: number; seq: number }[] = [];
    const off = t.app.gameEvents.on('turning-points-step', (e) => events.push(e));
    for (const to of [1, points.length, 0]) {
      const res = await step(game.host, game.id, to);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<TurningPointsStepResponse>()).toEqual({ step: to });
      expect((await shown(game.id)).json<PublicTurningPoints>()).toEqual({ step: to, points });
    }
    off();
    expect(events.map((e) => [e.gameId, e.round])).toEqual(Array(3).fill([game.id, 4]));
    // Each step is a write of its own, journaled: the game's version rises, and it replays.
    expect(new Set(events.map((e) => e.seq)).size).toBe(3);
    expect((await checkReplay(t.database.db, game.id)).problems).toEqual([]);
    // The list is the same whatever the step: the steps do not change the game's story.
    expect((await list(game.host, game.id)).json()).toEqual(points);
  });

  it('refuses a step beyond the list, another host, a team and an unknown game', async () => {
    const { game, teams } = await bombingGame(t);
    await reveal(game.host, game.id, 6);
    const { points } = (await shown(game.id)).json<PublicTurningPoints>();
    for (const to of [points.length + 1, -1, 1.5]) {
      const res = await step(game.host, game.id, to);
      expect(res.statusCode, String(to)).toBe(422);
      expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual(['step']);
    }
    expect((await step(await signedInHost(t), game.id, 1)).statusCode).toBe(403);
    expect((await step(teams[0], game.id, 1)).statusCode).toBe(401);
    expect((await step(anyone, game.id, 1)).statusCode).toBe(401);
    expect((await step(game.host, 999_999, 1)).statusCode).toBe(404);
    expect((await shown(999_999)).statusCode).toBe(404);
    expect((await shown(game.id)).json<PublicTurningPoints>().step).toBe(0);
  });
});
