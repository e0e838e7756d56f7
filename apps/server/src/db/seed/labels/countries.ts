import type { LabelText } from './types.js';

/** Labels of the countries screens. */
export const countriesLabels = {} as const satisfies Record<string, LabelText>;
