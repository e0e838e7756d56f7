import type { GameState } from '@orbis/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { TEST_DIALECTS } from '../../../test/databases.js';
import { createGame } from '../../../test/games.js';
import { Cache } from '../../cache.js';
import { endRound, startRound } from '../host/host-calls.js';
import { loadGame } from '../repository/games.js';
import { submitOrders } from '../team/team-calls.js';
import { GameEvents } from './events.js';
import { KeptStates } from './kept-states.js';
import { writeGame, type GameContext } from './write.js';

const state = (round: number) => ({ round, countries: [{ id: 1 }] }) as unknown as GameState;

describe('KeptStates', () => {
  it('gives a state back only at the version and game it was kept for', () => {
    const kept = new KeptStates();
    kept.keep(7, 3, '2026-11-27T10:00:00.000Z', state(2));
    expect(kept.get(7, 3, '2026-11-27T10:00:00.000Z')?.round).toBe(2);
    expect(kept.get(7, 4, '2026-11-27T10:00:00.000Z')).toBeUndefined();
    expect(kept.get(7, 3, '2026-11-27T11:00:00.000Z')).toBeUndefined();
    expect(kept.get(8, 3, '2026-11-27T10:00:00.000Z')).toBeUndefined();
  });

  it('keeps the newest version when an earlier write reports last', () => {
    const kept = new KeptStates();
    kept.keep(1, 5, 'c', state(3));
    kept.keep(1, 4, 'c', state(2));
    expect(kept.get(1, 4, 'c')).toBeUndefined();
    expect(kept.get(1, 5, 'c')?.round).toBe(3);
  });

  it('forgets the least recently used game past its capacity', () => {
    const kept = new KeptStates(2);
    kept.keep(1, 1, 'c', state(1));
    kept.keep(2, 1, 'c', state(1));
    kept.get(1, 1, 'c');
    kept.keep(3, 1, 'c', state(1));
    expect(kept.size).toBe(2);
    expect(kept.get(1, 1, 'c')).toBeDefined();
    expect(kept.get(2, 1, 'c')).toBeUndefined();
    expect(kept.get(3, 1, 'c')).toBeDefined();
  });

  it('freezes what it keeps, through', () => {
    const kept = new KeptStates();
    kept.keep(1, 1, 'c', state(1));
    const s = kept.get(1, 1, 'c') as unknown as { round: number; countries: { id: number }[] };
    expect(() => {
      s.round = 9;
    }).toThrow(TypeError);
    expect(() => {
      (s.countries[0] as { id: number }).id = 9;
    }).toThrow(TypeError);
  });
});

describe.each(TEST_DIALECTS)('writes with kept states (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  /** A process of its own, as far as kept states go: the same database, its own memory. */
  const process = (): GameContext => ({
    db: t.database.db,
    cache: new Cache(null, ''),
    events: new GameEvents(),
    kept: new KeptStates(),
    now: () => Date.now(),
  });
  const admin = { id: 0, role: 'admin' as const };
  const team = (gameId: number, countryId: number) => ({ user: null, team: { gameId, countryId } });
  const version = async (gameId: number) => (await loadGame(t.database.db, gameId))?.version;

  it('reads the state again once another process wrote to the game', async () => {
    const game = await createGame(t);
    const [a, b] = [process(), process()];
    const countryId = game.teams[0]?.country.id ?? 0;
    expect((await startRound(a, admin, game.id, 1)).ok).toBe(true);
    const first = await submitOrders(a, team(game.id, countryId), {
      gameId: game.id,
      round: 1,
      orders: [{ type: 'ecology' }],
    });
    expect(first.ok).toBe(true);
    // Process a keeps round 1's state; process b ends that round and starts the next.
    expect((await endRound(b, admin, game.id, 1)).ok).toBe(true);
    expect((await startRound(b, admin, game.id, 2)).ok).toBe(true);
    const stale = await submitOrders(a, team(game.id, countryId), {
      gameId: game.id,
      round: 1,
      orders: [{ type: 'ecology' }],
    });
    expect(stale).toMatchObject({ ok: false, status: 409, reason: 'round_closed' });
    const current = await submitOrders(a, team(game.id, countryId), {
      gameId: game.id,
      round: 2,
      orders: [{ type: 'ecology' }],
    });
    expect(current.ok).toBe(true);
    expect((await loadGame(t.database.db, game.id))?.state.round).toBe(2);
  });

  it('keeps nothing and writes nothing when a call changes the state it was given', async () => {
    const game = await createGame(t);
    const ctx = process();
    expect((await startRound(ctx, admin, game.id, 1)).ok).toBe(true);
    const before = await version(game.id);
    // The state now comes from what the round's start kept: frozen, so a change in place fails.
    await expect(
      writeGame(ctx, game.id, (g) => {
        (g.state as { round: number }).round = 5;
        return { ok: false, status: 409, reason: 'conflict' };
      }),
    ).rejects.toThrow(TypeError);
    expect(await version(game.id)).toBe(before);
    const next = await writeGame(ctx, game.id, (g) => ({
      ok: true,
      state: null,
      record: emptySet(game.teams[0]?.country.id ?? 0),
      events: [],
      value: g.state.round,
    }));
    expect(next).toEqual({ ok: true, value: 1 });
  });

  it('keeps nothing from a write that rolled back', async () => {
    const game = await createGame(t);
    const ctx = process();
    expect((await startRound(ctx, admin, game.id, 1)).ok).toBe(true);
    const before = (await version(game.id)) ?? 0;
    // An action journaled under a version that already has one fails on the journal's unique
    // index, after the state was written: the transaction rolls back and the process must not
    // keep the new state.
    await t.database.db
      .insertInto('game_actions')
      .values({
        game_id: game.id,
        seq: before + 1,
        round: 1,
        kind: 'credit',
        args: '{}',
        log: '[]',
        created_at: new Date().toISOString(),
      })
      .execute();
    await expect(
      writeGame(ctx, game.id, (g) => ({
        ok: true,
        state: { ...g.state, round: 6 },
        record: { kind: 'action', action: CARRIED, log: [] },
        events: [],
        value: null,
      })),
    ).rejects.toThrow();
    await t.database.db
      .deleteFrom('game_actions')
      .where('game_id', '=', game.id)
      .where('seq', '=', before + 1)
      .execute();
    expect(await version(game.id)).toBe(before);
    const round = await writeGame(ctx, game.id, (g) => ({
      ok: true,
      state: null,
      record: emptySet(game.teams[0]?.country.id ?? 0),
      events: [],
      value: g.state.round,
    }));
    expect(round).toEqual({ ok: true, value: 1 });
  });
});

const CARRIED = { kind: 'carry_clock', args: { from: 0, to: 0 } } as const;

/** A team's empty set: a write that leaves the state as it is. */
const emptySet = (countryId: number) => ({
  kind: 'orders' as const,
  countryId,
  set: { orders: [], cost: 0, by: 'team' as const },
  submitKey: null,
});
