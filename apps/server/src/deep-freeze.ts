// Values a process keeps and hands to many calls (a session it read, a game's state) are frozen:
// a call that changed one in place would change every later call's view of it, and frozen, it
// fails at once instead.

/** Freezes a JSON-like value through; parts already frozen (shared with a value frozen before) are skipped. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}
