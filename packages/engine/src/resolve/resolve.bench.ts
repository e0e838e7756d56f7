import { bench, describe } from 'vitest';
import { fullOrderSets } from '../sim/fixtures.js';
import { resolveRound } from './resolve.js';

const { state, orders } = fullOrderSets();

describe('resolveRound', () => {
  bench(
    '9 countries, full order sets',
    () => {
      resolveRound(state, orders);
    },
    { time: 2000, warmupTime: 500, warmupIterations: 2000 },
  );
});
