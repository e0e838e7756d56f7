// The steps of the final screen's reveal, apart from the calls' schemas: screens that only count
// steps (the projector's) then load no schema library.

/**
 * The final screen's steps, in order: step `n` (1..6) reveals the first `n` of them. The attacks
 * (who bombed whom) come last.
 */
export const REVEAL_ORDER = [
  'investor',
  'ecologist',
  'peacemaker',
  'aggressor',
  'winner',
  'attacks',
] as const;
export type RevealItem = (typeof REVEAL_ORDER)[number];

/** The last step: everything shown. */
export const REVEAL_ALL = REVEAL_ORDER.length;

/** The index in REVEAL_ORDER of `item`, plus one: the step that reveals it. */
export function revealStepOf(item: RevealItem): number {
  return REVEAL_ORDER.indexOf(item) + 1;
}

/** True when step `revealed` shows `item`. */
export function isRevealed(item: RevealItem, revealed: number): boolean {
  return revealed >= revealStepOf(item);
}
