import type { LabelText } from './types.js';

/** Labels of the languages screens. */
export const languagesLabels = {} as const satisfies Record<string, LabelText>;
