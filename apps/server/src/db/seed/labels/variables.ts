import type { LabelText } from './types.js';

/** Labels of the variables screens. */
export const variablesLabels = {} as const satisfies Record<string, LabelText>;
