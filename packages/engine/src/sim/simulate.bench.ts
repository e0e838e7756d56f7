import { bench, describe } from 'vitest';
import { simulate } from './index.js';

describe('simulator', () => {
  bench(
    '2,000 games (seed 1)',
    () => {
      simulate({ games: 2000, seed: 1 });
    },
    { iterations: 3, warmupIterations: 1, time: 0 },
  );
});
