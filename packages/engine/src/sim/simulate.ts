import { createGame, type GameSetup } from '../create.js';
import { nominations } from '../nominations.js';
import { createRandom } from '../random.js';
import { resolveRound } from '../resolve/resolve.js';
import { logView } from '../log-view.js';
import type { Mod } from '../kinds.js';
import type { ReplayStep } from '../journal.js';
import type { GameState, LogEntry, Order, ScheduledWorldEvent } from '../types.js';
import type { WorldEventEffect } from '../world-events.js';
import { resolveVariables, type Variables } from '../variables.js';
import { playerView } from '../views.js';
import { BOTS } from './bots.js';
import {
  countPromises,
  noPromises,
  ordersWithinPromises,
  promiseTalks,
  type PromiseCounts,
} from './promises.js';
import { started } from '../testing.js';

export interface SimulationOptions {
  games: number;
  seed: number;
  /** Countries per game; by default 3 to 9 at random. */
  countries?: number;
  variables?: Partial<Variables>;
  mods?: Mod[];
  /** Strategy names to mix; by default every bot. */
  strategies?: string[];
  /**
   * How the cities start: `catalogue` (the default) as the shipped countries do, four cities from
   * 40 to 80 whose total differs from every other country's; `random`, each city from 30 to 70.
   */
  starts?: 'catalogue' | 'random';
  /**
   * World events to play with, each as its list of effects: one starts every even round (2, 4,
   * …), taken in turn from the list (each game begins one further on), a `chosen` target named
   * by the simulation's generator. None by default.
   */
  worldEvents?: readonly (readonly WorldEventEffect[])[];
  /**
   * Whether the bots make promises in talks, keep them and, by their habit, break some
   * (sim/promises.ts). Off by default.
   */
  promises?: boolean;
  /** Called with each game played and its journal, as the server would store it (tests, benches). */
  onGame?: (game: JournaledGame) => void;
}

/** A simulated game: its initial state, its journal and the state the journal reaches. */
export interface JournaledGame {
  initial: GameState;
  steps: ReplayStep[];
  state: GameState;
}

export interface StrategyStats {
  /** Share of games won (a tie for first splits the game between the winners). */
  winRate: number;
  /** Share of the wins: games won over games that had a winner (the shares add up to 1). */
  winShare: number;
  /**
   * The share of wins it would get if every strategy played equally well: in each game with a
   * winner, its seats over the game's seats.
   */
  fairShare: number;
  /** Mean final average standard of a country playing this strategy. */
  avgStandard: number;
  /** Mean bombs dropped by a country playing this strategy in one game. */
  bombsDropped: number;
  /** Country-games played with this strategy. */
  seats: number;
}

export interface SimulationResult {
  games: number;
  strategies: Record<string, StrategyStats>;
  ecologyCollapses: number;
  /** Games won by two or more countries at once (a tie for the highest average standard). */
  sharedWins: number;
  /**
   * Orders the bots sent that the engine refused (should stay 0). A UFO contact overtaken by a
   * bomb in the same resolution is skipped and refunded, not refused, so it does not count.
   */
  skippedOrders: number;
  /**
   * With `promises`: how many promises the bots made, how many were accepted, kept and broken,
   * in all and by the strategy of their maker.
   */
  promises?: PromiseCounts & { byStrategy: Record<string, PromiseCounts> };
}

/** Plays `games` bot games from one seed; the same options always give the same result. */
export function simulate(options: SimulationOptions): SimulationResult {
  const rnd = createRandom(options.seed);
  const names = options.strategies ?? Object.keys(BOTS);
  const sums = new Map(
    names.map((n) => [n, { wins: 0, fair: 0, standard: 0, bombs: 0, seats: 0 }]),
  );
  let collapses = 0;
  let sharedWins = 0;
  let skippedOrders = 0;
  const promises = noPromises();
  const promisesBy = new Map(names.map((n) => [n, noPromises()]));
  for (let g = 0; g < options.games; g++) {
    const size = options.countries ?? 3 + Math.floor(rnd() * 7);
    const seats = Array.from(
      { length: size },
      () => names[Math.floor(rnd() * names.length)] ?? 'builder',
    );
    const setup = randomSetup(seats.length, rnd, options);
    setup.events = scheduledEvents(options, g, setup.countries.length, rnd);
    const played = playGame(setup, seats, rnd, options.promises ?? false, options.onGame);
    skippedOrders += played.skipped;
    const { state } = played;
    if (options.promises) countPromises(state, seats, promises, promisesBy);
    if (state.collapsed) collapses += 1;
    const winners = nominations(state).winner;
    if (winners.length > 1) sharedWins += 1;
    state.countries.forEach((country, i) => {
      const sum = sums.get(seats[i] ?? '');
      if (!sum) return;
      sum.seats += 1;
      sum.standard += country.averageStandard;
      sum.bombs += country.totals.bombsDropped;
      if (!state.collapsed) sum.fair += 1 / seats.length;
      if (winners.some((w) => w.country === country.id)) sum.wins += 1 / winners.length;
    });
  }
  const strategies: Record<string, StrategyStats> = {};
  const won = Math.max(1, options.games - collapses);
  for (const [name, s] of sums) {
    strategies[name] = {
      winRate: round4(s.wins / Math.max(1, options.games)),
      winShare: round4(s.wins / won),
      fairShare: round4(s.fair / won),
      avgStandard: round4(s.standard / Math.max(1, s.seats)),
      bombsDropped: round4(s.bombs / Math.max(1, s.seats)),
      seats: s.seats,
    };
  }
  return {
    games: options.games,
    strategies,
    ecologyCollapses: collapses,
    sharedWins,
    skippedOrders,
    ...(options.promises
      ? { promises: { ...promises, byStrategy: Object.fromEntries(promisesBy) } }
      : {}),
  };
}

function playGame(
  setup: GameSetup,
  seats: readonly string[],
  rnd: () => number,
  promises: boolean,
  onGame?: (game: JournaledGame) => void,
) {
  let state: GameState = createGame(setup);
  const initial = state;
  let skipped = 0;
  const steps: ReplayStep[] = [];
  const journal = onGame
    ? (kind: string, args: unknown) =>
        steps.push({ type: 'action', seq: steps.length + 1, kind, args })
    : undefined;
  // What each team has read of the log so far, as its players would on their screens.
  const read: LogEntry[][] = state.countries.map(() => []);
  while (!state.over) {
    state = started(state);
    journal?.('start_round', {});
    if (promises) state = promiseTalks(state, seats, rnd, journal);
    const orders: Record<number, Order[]> = {};
    state.countries.forEach((country, i) => {
      const strategy = seats[i] ?? '';
      const bot = BOTS[strategy] ?? BOTS.builder;
      if (!bot) return;
      const view = playerView(state, country.id);
      orders[country.id] = promises
        ? ordersWithinPromises(bot, strategy, view, rnd, read[i] ?? [])
        : bot(view, rnd, read[i] ?? []);
    });
    if (onGame)
      steps.push({
        type: 'round',
        seq: steps.length + 1,
        round: state.round,
        stateBefore: state,
        orders,
      });
    const result = resolveRound(state, orders);
    for (const e of result.log) {
      if (e.type === 'order_skipped') skipped += 1;
      else if (e.type === 'refund') skipped -= 1; // each refund follows its own order_skipped
    }
    state.countries.forEach((country, i) => {
      read[i]?.push(...logView(result.log, { country: country.id }));
    });
    state = result.state;
  }
  onGame?.({ initial, steps, state });
  return { state, skipped };
}

/** Four developments from 30 to 70 per country, each city on its own. */
function randomStarts(size: number, rnd: () => number): number[][] {
  return Array.from({ length: size }, () =>
    Array.from({ length: 4 }, () => 30 + Math.floor(rnd() * 41)),
  );
}

/** The starting totals of the shipped catalogue's twelve countries: no two alike. */
const CATALOGUE_TOTALS = Array.from({ length: 12 }, (_, i) => 230 + 2 * i);

/** Four developments from 40 to 80 that add up to `total`. */
function citiesOf(total: number, rnd: () => number): number[] {
  for (;;) {
    const three = Array.from({ length: 3 }, () => 40 + Math.floor(rnd() * 41));
    const last = total - three.reduce((a, b) => a + b, 0);
    if (last >= 40 && last <= 80) return [...three, last];
  }
}

/**
 * Countries as a host picks them from the shipped catalogue: each a different starting total
 * (230 to 252), spread over four unequal cities.
 */
function catalogueStarts(size: number, rnd: () => number): number[][] {
  const totals = [...CATALOGUE_TOTALS];
  return Array.from({ length: size }, () => {
    const [total] = totals.splice(Math.floor(rnd() * totals.length), 1);
    return citiesOf(total ?? 240, rnd);
  });
}

function randomSetup(size: number, rnd: () => number, options: SimulationOptions): GameSetup {
  const starts = (options.starts === 'random' ? randomStarts : catalogueStarts)(size, rnd);
  const countries = starts.map((cities, i) => ({
    id: i + 1,
    name: `Country ${i + 1}`,
    cities: cities.map((development, j) => ({
      id: (i + 1) * 10 + j,
      name: `City ${i + 1}.${j + 1}`,
      development,
    })),
  }));
  return {
    countries,
    variables: options.variables ?? {},
    mods: options.mods ?? [],
    seed: Math.floor(rnd() * 4294967296),
  };
}

/** Game `game`'s world events: one each even round, the list taken in turn from `game` on. */
function scheduledEvents(
  options: SimulationOptions,
  game: number,
  countries: number,
  rnd: () => number,
): ScheduledWorldEvent[] {
  const list = options.worldEvents ?? [];
  if (list.length === 0) return [];
  const rounds = resolveVariables(options.variables).rounds;
  const out: ScheduledWorldEvent[] = [];
  for (let round = 2, k = 0; round <= rounds; round += 2, k++) {
    const effects = list[(game + k) % list.length] ?? [];
    const chosen = effects.some((e) => e.target === 'chosen');
    out.push({
      round,
      title: '',
      text: '',
      effects: effects.map((e) => ({ ...e })),
      country: chosen ? 1 + Math.floor(rnd() * countries) : null,
    });
  }
  return out;
}

const round4 = (x: number) => Math.round(x * 10000) / 10000;
