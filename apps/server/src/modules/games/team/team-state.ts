// What a team reads: the join screen's public data, and the team's own view kept as JSON text per
// game version (the app's cache, modules/cache.ts).
import type { PlayerGame, PlayerInfo, PlayerState } from '@orbis/contracts';
import { lineNames, logView, playerView, teamPromises } from '@orbis/engine';
import type { Db } from '../../../db/database.js';
import { AppError, forbidden, notFound } from '../../../errors.js';
import type { Cache } from '../../cache.js';
import { requireTeam, type Viewer } from '../access.js';
import { clockSource, withClock } from '../clock-view.js';
import { findTeamGameHeader, type GameRecord, gameVersion, loadGame } from '../repository/games.js';
import { gameLog } from '../repository/history.js';
import { teamDraft } from '../repository/drafts.js';
import { teamOrders } from '../repository/orders.js';
import { listCities, listTeams } from '../repository/teams.js';
import { loadSystemMessages, type SystemMessages } from '../system-messages.js';
import { groupedLog, oneDecimal, pinned, playerCountries } from '../screens/views.js';

/** A game as players see it. */
function playerGame({ id, title, language, state }: GameRecord): PlayerGame {
  return {
    id,
    title,
    language: { code: language.code },
    round: state.round,
    stopped: state.phase === 'stopped',
    over: state.over,
    mods: state.mods,
  };
}

/** The join screen's data: the game and its countries. Public. */
export async function gameInfo(db: Db, gameId: number): Promise<PlayerInfo> {
  const game = await loadGame(db, gameId);
  // The one call a phone makes first: its 404 says in words what to do.
  if (!game) throw new AppError(404, 'games.not_found', 'There is no game at this address.');
  const teams = await listTeams(db, gameId);
  return {
    game: playerGame(game),
    countries: teams.map((t) => ({ id: t.id, name: t.name, flag: t.flag })),
  };
}

/**
 * The team's view as JSON text (UTF-8), written by `serialize`: kept in `cache` while the game
 * has not changed since it was built for this team. A request only checks the session's team
 * and reads the game's version (and the texts' cache) before answering, with the clock at `now`.
 */
export async function teamStateJson(
  db: Db,
  cache: Cache,
  viewer: Viewer,
  gameId: number,
  serialize: (state: PlayerState) => string,
  now: number,
): Promise<Buffer> {
  const { countryId } = requireTeam(viewer, gameId);
  const header = await findTeamGameHeader(db, gameId, countryId);
  if (!header) throw notFound();
  const texts = await loadSystemMessages(db, cache, header.languageId);
  const view = await cache.view(
    {
      gameId,
      version: header.version,
      stamp: texts.stamp,
      viewer: `team:${countryId}`,
      own: header.draftVersion,
    },
    async () => {
      const game = await loadGame(db, gameId);
      if (!game) throw notFound();
      const { state, draftVersion } = await buildTeamState(db, game, countryId, texts);
      const json = Buffer.from(serialize(state));
      return { version: game.version, own: draftVersion, json, extra: clockSource(game.state) };
    },
    () => gameVersion(db, gameId),
  );
  return withClock(view.json, view.extra ?? null, now);
}

/**
 * The team's view: its country in full, the others' public facts, its orders, its draft, its log,
 * and the version of the draft it holds (0: none). Its clock is null: `withClock` puts in the
 * clock of the moment.
 */
async function buildTeamState(
  db: Db,
  game: GameRecord,
  countryId: number,
  texts: SystemMessages,
): Promise<{ state: PlayerState; draftVersion: number }> {
  const { id: gameId, state } = game;
  const view = playerView(state, countryId);
  const running = state.phase === 'running' && !state.over;
  const [teams, cities, set, draft, log] = await Promise.all([
    listTeams(db, gameId),
    listCities(db, gameId),
    teamOrders(db, gameId, countryId, state.round),
    // Read for the round even when it is not running, as the team's header reads its version.
    teamDraft(db, gameId, countryId, state.round),
    gameLog(db, gameId),
  ]);
  const { me, others } = playerCountries(view, pinned(teams, cities));
  if (!me) throw forbidden();
  const player: PlayerState = {
    game: {
      clock: null,
      ...playerGame(game),
      collapsed: state.collapsed,
      ecology: oneDecimal(state.ecology),
    },
    me,
    countries: others,
    orders: set && { round: state.round, orders: set.orders, cost: set.cost },
    draft: running && draft ? draft.draft : null,
    prices: { ...view.variables },
    promises: teamPromises(state, countryId),
    log: groupedLog(logView(log, { country: countryId }), lineNames(state, texts), texts),
  };
  return { state: player, draftVersion: draft?.version ?? 0 };
}
