// The steps of the final screen's reveal are the engine's; they are here apart from the calls'
// schemas, so screens that only count steps (the projector's) load no schema library.
export {
  REVEAL_ORDER,
  REVEAL_STEPS,
  isRevealed,
  revealStepOf,
  type RevealItem,
} from '@orbis/engine';
