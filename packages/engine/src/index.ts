// @orbis/engine: the rules of RULES.md as pure functions over a plain-JSON state.
export {
  CLASSIC_VARIABLES,
  DEFAULT_VARIABLES,
  VARIABLE_KEYS,
  VARIABLE_NAMES,
  VARIABLE_LIMITS,
  resolveVariables,
  validateVariables,
  checkVariable,
  type Variables,
  type VariableLimit,
  type VariableError,
  type VariableErrorCode,
} from './variables.js';
export type * from './types.js';
export {
  KEY_COLOURS,
  MODS,
  NEGOTIATION_STATUSES,
  NOMINATION_NAMES,
  ORDER_TYPES,
  PROMISE_KINDS,
  PROMISE_STATUSES,
  SUPERTECH_KINDS,
  TURNING_POINT_KINDS,
  WINNER_TIE_BREAK_REASONS,
  type KeyColour,
  type Mod,
  type NegotiationStatus,
  type NominationName,
  type OrderType,
  type PromiseKind,
  type PromiseStatus,
  type SupertechKind,
  type TurningPointKind,
  type WinnerTieBreakReason,
} from './kinds.js';
export {
  createGame,
  validateSetup,
  MAX_COUNTRIES,
  type GameSetup,
  type SetupError,
  type SetupErrorCode,
} from './create.js';
export { startRound, endRound, type RoundResult } from './round.js';
export { refuseStart, refuseEnd, refuseInRound, type PhaseErrorCode } from './round-guards.js';
export {
  CLOCK_ACTIONS,
  CLOCK_LIMITS,
  CLOCK_PHASES,
  carryClock,
  clockAction,
  clockAhead,
  clockView,
  fitSettings,
  newClock,
  phasesAhead,
  plannedEnd,
  refuseByClock,
  type ClockAction,
  type ClockAhead,
  type ClockFit,
  type ClockErrorCode,
  type ClockPhase,
  type ClockView,
} from './clock.js';
export { validateOrders, orderCost } from './validate.js';
export type { OrderCheckState, OrderingCountry, CheckedCity } from './order-checks.js';
export { resolveRound } from './resolve/resolve.js';
export { credit } from './credit.js';
export {
  isActionKind,
  runAction,
  type Action,
  type ActionArgs,
  type ActionKind,
  type GameAction,
} from './actions.js';
export { replayGame, sameAsStored, type Replay, type ReplayStep } from './replay.js';
export { foldJournal, type ActionStep, type FoldWatch, type RoundStep } from './journal.js';
export {
  decide,
  type Command,
  type CommandArgs,
  type CommandKind,
  type CommandValues,
  type Decided,
  type Decision,
  type JournalRecord,
  type OrdersBy,
  type Refused,
} from './decide.js';
export { type Hint } from './hints.js';
export { undoableRound, type JournalEntry, type StoredRound } from './undo.js';
export {
  negotiation,
  requestNegotiation,
  acceptNegotiation,
  refuseNegotiation,
  startNegotiation,
  markNegotiationDone,
  finishNegotiation,
} from './negotiation.js';
export {
  negotiationBetween,
  negotiationFor,
  negotiationsOf,
  negotiationOver,
  teamStepError,
  teamSteps,
  hostStepError,
  hostSteps,
  BUSY_STATUSES,
  busyParties,
  type TeamNegotiationStep,
  type HostNegotiationStep,
} from './negotiation-steps.js';
export { nominations } from './nominations.js';
export {
  eventNominations,
  worldTally,
  type WorldNominee,
  type WorldTally,
} from './event-report.js';
export {
  hostView,
  playerView,
  projectorView,
  type PlayerView,
  type ProjectorView,
  type PublicCity,
  type PublicCountry,
  type ProjectorCountry,
} from './views.js';
export { logView, LOG_VISIBILITY, type LogViewer } from './log-view.js';
export { publicNews, NEWS_SOURCES, NEWS_TYPES, type NewsEntry, type NewsType } from './news.js';
export { mapRounds, ringPositions, MAP_MARK_SOURCES, type MapMark, type MapPoint } from './map.js';
export {
  reveal,
  revealedStep,
  isRevealed,
  revealStepOf,
  REVEAL_ORDER,
  REVEAL_STEPS,
  type RevealErrorCode,
  type RevealItem,
} from './reveal.js';
export {
  stepTurningPoints,
  turningPointsOpen,
  turningPointsStep,
  type TurningPointsStepErrorCode,
} from './turning-points-step.js';
export { bombings, type Bombing } from './bomb-list.js';
export { roundSpending, SPENDING_TYPES, type SpendingType } from './spending.js';
export {
  LOG_ENTRY_TYPES,
  NEWS_MESSAGES,
  ORDER_ERROR_CODES,
  ACTION_ERROR_CODES,
  VARIABLE_ERROR_CODES,
  SETUP_ERROR_CODES,
  NOMINATIONS,
  NEGOTIATION_STATUS_MESSAGES,
  PROMISE_KIND_MESSAGES,
  TURNING_POINT_MESSAGES,
  SYSTEM_MESSAGES,
  LOG_MESSAGE_IDS,
  NEWS_MESSAGE_IDS,
  type SystemMessage,
  type LogEntryMessage,
  type NewsMessage,
} from './messages.js';
export { asShown, cityStandard, shiftedIncome, SHOWN_DECIMALS } from './standards.js';
export { createRandom } from './random.js';
export {
  MAX_WORLD_EVENT_EFFECTS,
  WORLD_EVENT_KINDS,
  WORLD_EVENT_RANGES,
  WORLD_EVENT_TARGETS,
  needsChosenCountry,
  type WorldEventEffect,
  type WorldEventKind,
  type WorldEventTarget,
} from './world-events.js';
export {
  applyWorldEvent,
  refuseWorldEvent,
  refuseScheduledEvent,
  type WorldEventErrorCode,
} from './world-event-effects.js';
export { SHIPPED_WORLD_EVENTS, type ShippedWorldEvent } from './shipped-world-events.js';
export {
  MAX_PROMISE_VALUE,
  acceptPromise,
  declinePromise,
  promiseTally,
  promisesOf,
  proposalError,
  proposePromise,
  teamPromises,
  withdrawPromise,
  type PromiseProposal,
} from './promises.js';
export { judgePromises, type PromiseVerdicts } from './promise-verdicts.js';
export {
  LIMIT_REFUSALS,
  MAX_FIRED_WORLD_EVENTS,
  MAX_ROUND_PROMISES,
  MAX_WAITING_PROMISES,
  firedWorldEvents,
  type LimitErrorCode,
} from './limits.js';
export {
  WHAT_IF_KINDS,
  WHAT_IF_ORDER_TYPES,
  replayWithout,
  whatIf,
  type OrderFilter,
  type WhatIf,
  type WhatIfCountry,
  type WhatIfKind,
  type WhatIfRound,
} from './what-if.js';
export {
  ECOLOGY_THRESHOLDS,
  findTurningPoints,
  turningPoints,
  type FoundTurningPoint,
  type TurningPoint,
  type TurningPointEffect,
  type TurningPointSubject,
} from './turning-points.js';
export {
  entryPromise,
  lineNames,
  logLine,
  placeNames,
  promiseText,
  targetName,
  type LineNames,
  type LineTexts,
  type PlaceNames,
} from './log-lines.js';
