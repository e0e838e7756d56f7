import { describe, expect, it } from 'vitest';
import { resolveRound } from './resolve/resolve.js';
import { REVEAL_STEPS, reveal, revealedStep } from './reveal.js';
import { makeGame, started } from './testing.js';

describe('reveal', () => {
  const running = makeGame([[50], [50]], { variables: { rounds: 1 } });
  const over = resolveRound(started(running), {}).state;

  it('shows nothing before the host reveals a step', () => {
    expect(revealedStep(over)).toBe(0);
  });

  it('is refused until the game is over', () => {
    expect(reveal(running, 1)).toEqual({ ok: false, code: 'not_over' });
    expect(reveal(started(running), 1)).toEqual({ ok: false, code: 'not_over' });
  });

  it('moves to any step from 0 to the last, forwards or back, and logs nothing', () => {
    const all = reveal(over, REVEAL_STEPS);
    expect(all).toMatchObject({ ok: true, log: [] });
    if (!all.ok) return;
    expect(revealedStep(all.state)).toBe(6);
    const back = reveal(all.state, 2);
    expect(back.ok && revealedStep(back.state)).toBe(2);
    // Nothing else of the game changes.
    expect(back.ok && { ...back.state, revealed: undefined }).toEqual({
      ...over,
      revealed: undefined,
    });
  });

  it('refuses a step that is not 0..6', () => {
    for (const step of [-1, 7, 1.5, Number.NaN])
      expect(reveal(over, step)).toEqual({ ok: false, code: 'invalid_step' });
  });
});
