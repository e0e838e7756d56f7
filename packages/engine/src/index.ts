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
  createGame,
  validateSetup,
  MAX_COUNTRIES,
  type GameSetup,
  type SetupError,
  type SetupErrorCode,
} from './create.js';
export { startRound, endRound, type RoundResult } from './round.js';
export { refuseStart, refuseEnd, refuseInRound, type PhaseErrorCode } from './phase.js';
export {
  CLOCK_LIMITS,
  carryClock,
  clockAction,
  clockView,
  newClock,
  refuseByClock,
  type ClockAction,
  type ClockErrorCode,
  type ClockPhase,
  type ClockView,
} from './clock.js';
export { validateOrders, orderCost } from './validate.js';
export type { OrderCheckState, OrderingCountry, CheckedCity } from './order-checks.js';
export { resolveRound } from './resolve/resolve.js';
export { credit } from './credit.js';
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
export { publicNews, NEWS_SOURCES, type NewsEntry, type NewsType } from './news.js';
export { reveal, revealedStep, REVEAL_STEPS, type RevealErrorCode } from './reveal.js';
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
  NEGOTIATION_STATUSES,
  SYSTEM_MESSAGES,
  LOG_MESSAGE_IDS,
  NEWS_MESSAGE_IDS,
  type SystemMessage,
  type LogEntryMessage,
  type NewsMessage,
} from './messages.js';
export { cityStandard } from './derived.js';
export { createRandom } from './random.js';
