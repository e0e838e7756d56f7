import { describe, expect, it } from 'vitest';
import { decide } from './decide.js';
import { replayGame, type ReplayStep } from './replay.js';
import { resolveRound } from './resolve/resolve.js';
import { REVEAL_STEPS, reveal } from './reveal.js';
import { makeGame, started } from './testing.js';
import { stepTurningPoints, turningPointsOpen, turningPointsStep } from './turning-points-step.js';
import type { GameState } from './types.js';

const T0 = 1_700_000_000_000;

const running = makeGame([[50], [50]], { variables: { rounds: 1 } });
const over = resolveRound(started(running), {}).state;
const revealedAll = (state: GameState): GameState => {
  const r = reveal(state, REVEAL_STEPS);
  if (!r.ok) throw new Error(r.code);
  return r.state;
};

describe('turning points on the projector', () => {
  it('shows none before the host steps them, and opens only with the last reveal step', () => {
    expect(turningPointsStep(over)).toBe(0);
    expect(turningPointsOpen(over)).toBe(false);
    const almost = reveal(over, REVEAL_STEPS - 1);
    expect(almost.ok && turningPointsOpen(almost.state)).toBe(false);
    expect(turningPointsOpen(revealedAll(over))).toBe(true);
  });

  it('is refused while the game runs, then until the reveal reaches its last step', () => {
    expect(stepTurningPoints(running, 1, 3)).toEqual({ ok: false, code: 'not_over' });
    expect(stepTurningPoints(over, 1, 3)).toEqual({ ok: false, code: 'not_revealed' });
  });

  it('moves to any step from 0 to the list’s length, forwards or back, and logs nothing', () => {
    const open = revealedAll(over);
    const last = stepTurningPoints(open, 3, 3);
    expect(last).toMatchObject({ ok: true, log: [] });
    if (!last.ok) return;
    expect(turningPointsStep(last.state)).toBe(3);
    const back = stepTurningPoints(last.state, 0, 3);
    expect(back.ok && turningPointsStep(back.state)).toBe(0);
    expect(back.ok && { ...back.state, turningPointsShown: undefined }).toEqual({
      ...open,
      turningPointsShown: undefined,
    });
    // An empty list has the one step 0.
    expect(stepTurningPoints(open, 0, 0).ok).toBe(true);
  });

  it('refuses a step outside 0..the list’s length', () => {
    const open = revealedAll(over);
    for (const step of [-1, 4, 1.5, Number.NaN])
      expect(stepTurningPoints(open, step, 3)).toEqual({ ok: false, code: 'invalid_step' });
    expect(stepTurningPoints(open, 1, 0)).toEqual({ ok: false, code: 'invalid_step' });
  });

  it('is decided as a journaled command with its hint, and replays to the same state', () => {
    const refused = decide(over, { kind: 'turning_points_step', args: { step: 1, count: 2 } }, T0);
    expect(refused).toEqual({ ok: false, reason: 'turning_points', code: 'not_revealed' });
    const open = revealedAll(over);
    const d = decide(open, { kind: 'turning_points_step', args: { step: 2, count: 2 } }, T0);
    if (!d.ok) throw new Error(d.reason);
    expect(d.value).toEqual({ step: 2 });
    expect(d.record).toEqual({
      kind: 'action',
      action: { kind: 'turning_points_step', args: { step: 2, count: 2 } },
      log: [],
    });
    expect(d.events).toEqual([{ name: 'turning-points-step', payload: {} }]);

    // The journal of the whole game: the start, the round, the reveal, then the step.
    const begun = started(running);
    const steps: ReplayStep[] = [
      { type: 'action', seq: 1, kind: 'start_round', args: {} },
      { type: 'round', seq: 2, round: 1, stateBefore: begun, orders: {} },
      { type: 'action', seq: 3, kind: 'reveal', args: { step: REVEAL_STEPS } },
      { type: 'action', seq: 4, kind: 'turning_points_step', args: { step: 2, count: 2 } },
    ];
    const replayed = replayGame(running, steps);
    expect(replayed.problems).toEqual([]);
    expect(turningPointsStep(replayed.state)).toBe(2);
  });
});
