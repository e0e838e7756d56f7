// The value half of the cycle: it calls checks.ts, which imports this file's type back.
import { checkOne } from './checks.js';

export interface Lookup {
  ids: number[];
}

export const validate = (lookup: Lookup, ids: number[]): boolean =>
  ids.every((id) => checkOne(lookup, id));
