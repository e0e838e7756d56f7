// @orbis/engine/sim: the balance simulator and its bots, kept out of the main entry point so the
// server and the web app never bundle them.
export {
  simulate,
  type JournaledGame,
  type SimulationOptions,
  type SimulationResult,
  type StrategyStats,
} from './simulate.js';
export { BOTS, type Bot } from './bots.js';
export {
  BALANCE_BOUNDS,
  BALANCE_COUNTRIES,
  balanceMisses,
  collapseRate,
  fairRatio,
  sharedWinRate,
  simulateByCountries,
  type BalanceMiss,
} from './balance.js';
export {
  PROMISE_HABITS,
  ordersWithinPromises,
  promiseTalks,
  type PromiseCounts,
  type PromiseHabit,
} from './promises.js';
