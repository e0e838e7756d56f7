// Half of an import cycle that scripts/lint-rules.test.ts expects ESLint to reject.
import { second } from './second.js';

export const first = (): string => `first, then ${second()}`;
