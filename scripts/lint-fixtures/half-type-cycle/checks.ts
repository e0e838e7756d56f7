// A cycle of one value import and one type import, the shape of the engine's old checks.ts and
// validate.ts: this file uses a type that the file importing it declares.
import type { Lookup } from './validate.js';

export const checkOne = (lookup: Lookup, id: number): boolean => lookup.ids.includes(id);
