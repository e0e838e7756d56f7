// Half of an import cycle of type-only imports, which scripts/lint-rules.test.ts expects ESLint
// to reject although import-x/no-cycle skips type imports.
import type { Second } from './second.js';

export interface First {
  next: Second | null;
}
