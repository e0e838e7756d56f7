import type { GameAddBody, WorldEventOption } from '@orbis/contracts';
import { describe, expect, it } from 'vitest';
import { gameRequest, newGameValues, savedGameValues } from './game-form-values';

const chosen = {
  value: 7,
  text: 'Coup',
  effects: [{ kind: 'budget', value: -100, target: 'chosen' }],
};
const world = { value: 8, text: 'Flood', effects: [{ kind: 'ecology', value: -5, target: 'all' }] };
const options = [chosen, world] as unknown as WorldEventOption[];

describe('the game form and a saved game', () => {
  it('fills the form from a saved game and sends the same game back', () => {
    const saved: GameAddBody = {
      game: {
        title: 'Camp',
        preset: 3,
        language: 2,
        clock: { talks: 600, orders: 90, lock: false },
        events: [
          { round: 2, event: 7, country: 11 },
          { round: 3, event: 8, country: null },
        ],
      },
      teams: [11, 12],
      mods: ['ufo'],
    };
    const values = savedGameValues(saved);
    expect(values.clock).toEqual({ on: true, talks: 10, orders: 1.5, lock: false });
    expect(gameRequest(values, options)).toEqual(saved);
  });

  it('takes the rulebook defaults and no clock as the form shows them', () => {
    const values = savedGameValues({
      game: { title: 'Short', preset: null, language: 1, clock: null, events: [] },
      teams: [4],
      mods: [],
    });
    expect(values.preset).toBe(newGameValues(1).preset);
    expect(values.clock.on).toBe(false);
    expect(gameRequest(values, options)).toEqual({
      game: { title: 'Short', preset: null, language: 1, clock: null, events: [] },
      teams: [4],
      mods: [],
    });
  });
});
