// Linted by scripts/lint-rules.test.ts as apps/server/src/modules/view-cache.ts: the generic
// cache naming a game's type, as it once named what a game's clock is computed from.
import type { ClockSource } from './games/clock-view.js';

export interface KeptBeside {
  clock: ClockSource | null;
}
