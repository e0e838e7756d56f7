// The other half of the type-only cycle: it imports the type of first.ts back.
import type { First } from './first.js';

export interface Second {
  previous: First;
}
