import { describe, expect, it } from 'vitest';
import { describeOrder, placesOf } from './describe-order';
import { translator } from '../game-messages';
import { teamView } from './testing';

describe('describeOrder', () => {
  const t = translator({
    'order.develop': 'Develop a city',
    'order.attack': 'Drop a bomb',
    'order.transfer': 'Transfer money',
    'order.build_bombs': 'Build bombs',
    'order.ecology': 'Invest in ecology',
    'order.supertech': 'Supertech',
    'supertech.boom': 'Boom',
  });
  const places = placesOf(teamView());

  it('names the order and what it is about, enemy cities with their country', () => {
    expect(describeOrder({ type: 'develop', city: 11 }, places, t)).toBe('Develop a city: Paris');
    expect(describeOrder({ type: 'attack', city: 21 }, places, t)).toBe(
      'Drop a bomb: Berlin (Germany)',
    );
    expect(describeOrder({ type: 'transfer', country: 3, amount: 5 }, places, t)).toBe(
      'Transfer money: Spain',
    );
    expect(describeOrder({ type: 'build_bombs', count: 2 }, places, t)).toBe('Build bombs: 2');
    expect(describeOrder({ type: 'ecology' }, places, t)).toBe('Invest in ecology');
    expect(describeOrder({ type: 'supertech', kind: 'boom' }, places, t)).toBe('Supertech: Boom');
  });
});
