// The other half of the cycle: it imports first.ts back.
import { first } from './first.js';

export const second = (): string => (first.length > 0 ? 'second' : '');
