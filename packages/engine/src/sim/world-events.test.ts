import { describe, expect, it } from 'vitest';
import { SHIPPED_WORLD_EVENTS } from '../shipped-world-events.js';
import { WORLD_EVENT_RANGES, MAX_WORLD_EVENT_EFFECTS } from '../world-events.js';
import { simulate } from './simulate.js';

const worldEvents = SHIPPED_WORLD_EVENTS.map((e) => e.effects);

describe('the simulator with world events', () => {
  it('plays them: the same seed gives the same result, and another than without them', () => {
    const options = { games: 60, seed: 3, countries: 4 };
    const withEvents = simulate({ ...options, worldEvents });
    expect(simulate({ ...options, worldEvents })).toEqual(withEvents);
    expect(withEvents).not.toEqual(simulate(options));
    expect(withEvents.skippedOrders).toBe(0);
  });
});

describe('the shipped world events', () => {
  it('are at least six, each with en and ru texts and effects the catalogue accepts', () => {
    expect(SHIPPED_WORLD_EVENTS.length).toBeGreaterThanOrEqual(6);
    for (const event of SHIPPED_WORLD_EVENTS) {
      for (const code of ['en', 'ru'] as const) {
        expect(event.texts[code].title.length).toBeGreaterThan(0);
        expect(event.texts[code].title.length).toBeLessThanOrEqual(100);
        expect(event.texts[code].text.length).toBeLessThanOrEqual(500);
      }
      expect(event.effects.length).toBeGreaterThanOrEqual(1);
      expect(event.effects.length).toBeLessThanOrEqual(MAX_WORLD_EVENT_EFFECTS);
      for (const effect of event.effects) {
        const range = WORLD_EVENT_RANGES[effect.kind];
        expect(effect.value).toBeGreaterThanOrEqual(range.min);
        expect(effect.value).toBeLessThanOrEqual(range.max);
      }
    }
  });
});
