// The debrief report (API: `POST B/host/games/report`): everything that happened in a game, for
// its host or an admin, who see everything already: each country after each round with the
// orders the round resolved, the world's ecology, every round's log with attackers named, the
// nominations and who bombed whom. Built from the stored rounds and log, in the game's language.
import type { GameReport, OrdersBy, ReportRound } from '@orbis/contracts';
import {
  lineNames,
  logView,
  promisesOf,
  promiseText,
  type LineNames,
  type LogEntry,
} from '@orbis/engine';
import type { Db } from '../../../db/database.js';
import { notFound } from '../../../errors.js';
import type { Cache } from '../../cache.js';
import { requireHostedGame, type Viewer } from '../access.js';
import { finalAttacks } from './attacks.js';
import { awardedNominations, flagsOf, teamFacts } from './projector.js';
import { loadGame } from '../repository/games.js';
import { gameLog } from '../repository/history.js';
import { setsEnteredBy } from '../repository/orders.js';
import { roundsAfter, type RoundAfter } from './rounds-after.js';
import { loadSystemMessages, type SystemMessages } from '../system-messages.js';
import { logItem, oneDecimal, shownOrder, withFlag } from './views.js';

/** The report of game `gameId`, for `user` when they may host it (401, 404, 403 otherwise). */
export async function gameReport(
  db: Db,
  cache: Cache,
  user: Viewer['user'],
  gameId: number,
): Promise<GameReport> {
  await requireHostedGame(db, user, gameId);
  return buildReport(db, cache, gameId);
}

/** The report of game `gameId`, for a caller that has checked its access. */
export async function buildReport(db: Db, cache: Cache, gameId: number): Promise<GameReport> {
  const game = await loadGame(db, gameId);
  if (!game) throw notFound();
  const { state } = game;
  const [teams, rounds, log, texts, enteredBy] = await Promise.all([
    teamFacts(db, gameId),
    roundsAfter(db, gameId),
    gameLog(db, gameId),
    loadSystemMessages(db, cache, game.language.id),
    setsEnteredBy(db, gameId),
  ]);
  const names = lineNames(state, texts);
  // The host reads every entry: logView's rule for the host, stated once in the engine.
  const hostLog = logView(log, 'host');
  return {
    game: {
      id: game.id,
      title: game.title,
      language: { code: game.language.code },
      created_at: game.createdAt,
      round: state.round,
      over: state.over,
      collapsed: state.collapsed,
      mods: state.mods,
    },
    countries: state.countries.map((c) => withFlag(c, teams)),
    rounds: rounds.map((r) =>
      reportRound(r, enteredBy.get(r.record.round) ?? new Map(), hostLog, names, texts),
    ),
    nominations: state.over ? awardedNominations(state, teams) : null,
    attacks: finalAttacks(hostLog, state, flagsOf(teams)),
    events: (state.worldEvents ?? []).map((e) => ({
      round: e.round,
      title: e.title,
      text: e.text,
      countries: e.countries,
    })),
    promises: promisesOf(state).map((p) => ({ ...p, text: promiseText(p, texts) })),
  };
}

/**
 * One resolved round: the world and every country right after it, what it logged, and who
 * entered each set (`enteredBy`, by country id).
 */
function reportRound(
  { record, after }: RoundAfter,
  enteredBy: ReadonlyMap<number, OrdersBy>,
  log: readonly LogEntry[],
  names: LineNames,
  texts: SystemMessages,
): ReportRound {
  const stats = after.history.at(-1);
  const countries: ReportRound['countries'] = {};
  for (const c of after.countries) {
    countries[String(c.id)] = {
      budget: c.budget,
      income: c.income,
      averageStandard: oneDecimal(c.averageStandard),
      orders: (record.orders[String(c.id)] ?? []).map((o) => shownOrder(o, names, texts)),
      by: enteredBy.get(c.id) ?? 'team',
      cities: after.cities
        .filter((city) => city.country === c.id)
        .map((city) => ({
          id: city.id,
          name: city.name,
          economy: city.development,
          standard: oneDecimal(city.standard),
          destroyed: city.destroyed,
          has_shield: city.shield,
        })),
    };
  }
  return {
    round: record.round,
    ecology: oneDecimal(stats?.ecology ?? after.ecology),
    countries,
    log: log
      .filter((e) => e.round === record.round)
      .map((e) => {
        const { type, text } = logItem(e, names, texts);
        return { type, text };
      }),
  };
}
