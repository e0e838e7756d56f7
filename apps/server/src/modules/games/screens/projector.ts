// The projector's public screens: the stats between rounds and the final nominations. Both are
// built only from the engine's `projectorView`, `publicNews`, `mapRounds`, `nominations` and `bombings`, plus
// the pinned flags, so no budget, arms, technology, keys, developments, orders or access codes
// can reach them; and the final screen sends only what the host has revealed to the room.
import {
  isRevealed,
  type GameFinal,
  type GameStats,
  type Nominations,
  type Nominee,
} from '@orbis/contracts';
import {
  logView,
  NOMINATION_NAMES,
  nominations,
  projectorView,
  promiseTally,
  revealedStep,
  REVEAL_STEPS,
  type GameState,
  type LogEntry,
  type NominationName,
} from '@orbis/engine';
import type { Db } from '../../../db/database.js';
import { conflict, notFound } from '../../../errors.js';
import type { Cache } from '../../cache.js';
import { finalAttacks } from './attacks.js';
import { clockJson } from '../clock-view.js';
import { roundNews } from './news.js';
import { gameMap } from '../../maps/game-map.js';
import { findGameMap } from '../../maps/repository.js';
import { loadGame, loadInitialState } from '../repository/games.js';
import { gameLog } from '../repository/history.js';
import { listTeams } from '../repository/teams.js';
import { loadSystemMessages } from '../system-messages.js';
import { oneDecimal, publicCity, withFlag } from './views.js';
import { liveChronicleToken, type ChronicleClock } from './chronicle-clock.js';

/** The flag and preset of every team, by id: the only catalog facts the projector shows. */
export async function teamFacts(db: Db, gameId: number) {
  const teams = await listTeams(db, gameId);
  return new Map(teams.map((t) => [t.id, { flag: t.flag, preset: t.presetId }]));
}

/**
 * The stats screen's data: every country's public facts, the world's ecology from the start and
 * after each resolved round, each country's average standard per resolved round, each round's
 * news in the game's language, the map (its places and each round's public marks), and the round
 * clock at `now`.
 */
export async function gameStats(
  db: Db,
  cache: Cache,
  gameId: number,
  accessLink: string,
  now: number,
): Promise<GameStats> {
  const game = await loadGame(db, gameId);
  if (!game) throw notFound();
  const [teams, initial, log, texts, storedMap] = await Promise.all([
    teamFacts(db, gameId),
    loadInitialState(db, gameId),
    gameLog(db, gameId),
    loadSystemMessages(db, cache, game.language.id),
    findGameMap(db, gameId),
  ]);
  const view = projectorView(game.state);
  const hits = shieldHits(log);
  const start = initial?.ecology ?? view.ecology;
  return {
    game: {
      clock: clockJson(game.state, now),
      id: game.id,
      title: game.title,
      round: view.round,
      stopped: view.phase === 'stopped',
      over: view.over,
      collapsed: view.collapsed,
      access_link: accessLink,
    },
    countries: view.countries.map((c) => ({
      ...withFlag(c, teams),
      averageStandard: oneDecimal(c.averageStandard),
      cities: view.cities
        .filter((city) => city.country === c.id)
        .map((city) => ({ ...publicCity(city), shieldHits: hits.get(city.id) ?? 0 })),
    })),
    ecology: ecologyLine(start, view.history),
    averageStandard: Object.fromEntries(
      view.countries.map((c) => [
        String(c.id),
        view.history.map((h) => oneDecimal(h.averageStandard[c.id] ?? 0)),
      ]),
    ),
    news: roundNews(log, game.state, start, texts),
    map: gameMap(storedMap, game.state, log),
  };
}

/** The world's ecology at `start` and after each round of `history`, one decimal: the stats' line. */
export function ecologyLine(start: number, history: readonly { ecology: number }[]): number[] {
  return [start, ...history.map((h) => h.ecology)].map(oneDecimal);
}

/**
 * How many bombs a shield stopped over each city, by city id, from the public log: a shield
 * becomes public when a bomb hits it (RULES.md "Public information"), never before.
 */
function shieldHits(log: readonly LogEntry[]): Map<number, number> {
  const hits = new Map<number, number>();
  for (const e of logView(log, 'projector')) {
    if (e.type === 'shield_destroyed' && e.target !== null)
      hits.set(e.target, (hits.get(e.target) ?? 0) + 1);
  }
  return hits;
}

/** Every nomination as the engine awards it, named, with the tie-break: the host sees these. */
export function awardedNominations(
  state: GameState,
  teams: Map<number, { flag: string; preset: number }>,
): Nominations {
  const names = new Map(state.countries.map((c) => [c.id, c.name]));
  const awarded = nominations(state);
  const nominees = (name: NominationName): Nominee[] =>
    awarded[name].map(({ country, value }) => ({
      country,
      name: names.get(country) ?? '',
      flag: teams.get(country)?.flag ?? '',
      preset: teams.get(country)?.preset ?? 0,
      // The winner's value is an average standard (a percent, one decimal); the rest are whole.
      value: name === 'winner' ? oneDecimal(value) : value,
    }));
  const out = Object.fromEntries(NOMINATION_NAMES.map((n) => [n, nominees(n)])) as Record<
    NominationName,
    Nominee[]
  >;
  const tie = awarded.winnerTieBreak;
  // The engine's tie-break, when it had to separate equal standards: names and one decimal.
  const winnerTieBreak = tie && {
    by: tie.by,
    standard: oneDecimal(tie.standard),
    tied: tie.tied.map((t) => ({
      country: t.country,
      name: names.get(t.country) ?? '',
      rise: t.rise === null ? null : oneDecimal(t.rise),
      peacefulActs: t.peacefulActs,
    })),
  };
  return { ...out, ...(winnerTieBreak ? { winnerTieBreak } : {}) };
}

/**
 * The final screen as far as the host has revealed it: a nomination not yet revealed is null,
 * and so are the attacks until the last step. Public, so this is what every screen gets, the
 * projector and the phones alike: none can show what the room has not been shown. The published
 * chronicle's address (`link` of its token) comes with the last step. 409 until the game is over.
 */
export async function gameFinal(
  db: Db,
  gameId: number,
  chronicle: { clock: ChronicleClock; link: (token: string) => string },
): Promise<GameFinal> {
  const game = await loadGame(db, gameId);
  if (!game) throw notFound();
  const { state } = game;
  if (!state.over) throw conflict('games.not_over');
  const revealed = revealedStep(state);
  const teams = await teamFacts(db, gameId);
  const all = awardedNominations(state, teams);
  const shown = (name: NominationName) => (isRevealed(name, revealed) ? all[name] : null);
  const attacks = isRevealed('attacks', revealed)
    ? finalAttacks(await gameLog(db, gameId), state, flagsOf(teams))
    : null;
  // Who kept and who broke their word goes to the room with the attacks, not before.
  const promises = isRevealed('attacks', revealed) ? promiseTally(state) : null;
  const token =
    revealed === REVEAL_STEPS ? await liveChronicleToken(db, gameId, chronicle.clock) : null;
  return {
    game: { id: game.id, title: game.title, collapsed: state.collapsed },
    revealed,
    winner: shown('winner'),
    investor: shown('investor'),
    ecologist: shown('ecologist'),
    peacemaker: shown('peacemaker'),
    aggressor: shown('aggressor'),
    ...(all.winnerTieBreak && isRevealed('winner', revealed)
      ? { winnerTieBreak: all.winnerTieBreak }
      : {}),
    attacks,
    promises,
    chronicle: token && chronicle.link(token),
  };
}

/** The flags of `teamFacts`, by team id. */
export function flagsOf(teams: Map<number, { flag: string }>): Map<number, string> {
  return new Map([...teams].map(([id, t]) => [id, t.flag]));
}
