// The host's control screen: every team in full, the round's orders and the whole log, kept as
// JSON text per game version (the app's cache, modules/cache.ts) so that repeated reads only
// check the version; the round clock is put in at each request (../clock-view.ts).
import type { GameControl } from '@orbis/contracts';
import { lineNames, promisesOf, undoableRound } from '@orbis/engine';
import type { Db } from '../../../db/database.js';
import { notFound } from '../../../errors.js';
import type { Cache } from '../../cache.js';
import { teamCodeStamps } from '../access-codes.js';
import { requireHostedGame, type Viewer } from '../access.js';
import { clockSource, withClock } from '../clock-view.js';
import { type GameRecord, gameVersion, loadGame } from '../repository/games.js';
import { hostCards } from '../repository/cohosts.js';
import { actionsSince } from '../repository/actions.js';
import { gameLog } from '../repository/history.js';
import { ordersOfRound } from '../repository/orders.js';
import { lastRoundMark } from '../repository/rounds.js';
import { listCities, listTeams } from '../repository/teams.js';
import { loadSystemMessages, type SystemMessages } from '../system-messages.js';
import { groupedLog, hostCountries, oneDecimal, pinned, shownOrder } from '../screens/views.js';

/**
 * A game's control screen as JSON text (UTF-8), written by `serialize`, for `user` when they may
 * host game `gameId` (401, 404, 403 otherwise): kept in `cache` while the game has not changed
 * since it was built with this access link, these co-hosts and these access codes, with its clock
 * at `now`. Naming a co-host or renewing a code is no game write (it must not stop an undo), so
 * the co-hosts the header read and the codes' stamps are in the key, and the screen shows exactly
 * those.
 */
export async function controlGameJson(
  db: Db,
  cache: Cache,
  user: Viewer['user'],
  gameId: number,
  accessLink: string,
  serialize: (control: GameControl) => string,
  now: number,
): Promise<Buffer> {
  const game = await requireHostedGame(db, user, gameId);
  const texts = await loadSystemMessages(db, cache, game.languageId);
  const hostIds = [game.hostId, ...game.cohostIds];
  // Kept per game and dropped on every process when a code is renewed: no query of its own here.
  const stamps = Object.values(await teamCodeStamps(db, cache, game.id)).join(',');
  const viewer = `host:${accessLink}:${hostIds.join(',')}:${stamps}`;
  const view = await cache.view(
    { gameId: game.id, version: game.version, stamp: texts.stamp, viewer },
    async () => {
      const record = await loadGame(db, game.id);
      if (!record) throw notFound();
      const control = await buildControl(db, record, hostIds, accessLink, texts);
      const json = Buffer.from(serialize(control));
      return { version: record.version, json, extra: clockSource(record.state) };
    },
    () => gameVersion(db, game.id),
  );
  return withClock(view.json, view.extra ?? null, now);
}

/**
 * A game's control screen: who runs it (`hostIds`: the owner, then the co-hosts), every team in
 * full, the round's orders, and the whole log. Its clock is null: `withClock` puts in the clock of
 * the moment.
 */
async function buildControl(
  db: Db,
  game: GameRecord,
  hostIds: readonly number[],
  accessLink: string,
  texts: SystemMessages,
): Promise<GameControl> {
  const { id: gameId, state } = game;
  const [teams, cities, sets, log, hosts, last] = await Promise.all([
    listTeams(db, gameId),
    listCities(db, gameId),
    ordersOfRound(db, gameId, state.round),
    gameLog(db, gameId),
    hostCards(db, hostIds),
    lastRoundMark(db, gameId),
  ]);
  // The undo is offered only when the call would take it: the journal since the last end decides.
  const since = last ? await actionsSince(db, gameId, last.seq) : [];
  const [owner, ...cohosts] = hosts;
  // Users are only soft-deleted, so the owner's row lasts as long as the game: without it the
  // game itself went in the meantime.
  if (!owner || owner.id !== game.hostId) throw notFound();
  const facts = pinned(teams, cities);
  const names = lineNames(state, texts);
  const countries = new Map(hostCountries(state, facts).map((c) => [c.id, c]));
  const accepted = teams.filter((t) => sets.has(t.id)).map((t) => t.name);
  const notAccepted = teams.filter((t) => !sets.has(t.id)).map((t) => t.name);
  return {
    game: {
      clock: null,
      id: game.id,
      title: game.title,
      language: game.language,
      created_at: game.createdAt,
      preset: game.preset,
      mods: state.mods,
      round: state.round,
      rounds: state.variables.rounds,
      stopped: state.phase === 'stopped',
      over: state.over,
      collapsed: state.collapsed,
      undoable: undoableRound(state, last, since),
      ecology: oneDecimal(state.ecology),
      access_link: accessLink,
      owner,
      cohosts,
    },
    teams: teams.flatMap((t) => {
      const country = countries.get(t.id);
      if (!country) return [];
      const set = sets.get(t.id);
      return [
        {
          access_code: t.accessCode,
          country,
          orders: (set?.orders ?? []).map((o) => shownOrder(o, names, texts)),
          by: set?.by ?? 'team',
        },
      ];
    }),
    prices: { ...state.variables },
    info: { orders: { accepted, notAccepted } },
    promises: [...promisesOf(state)],
    log: groupedLog(log, names, texts),
  };
}
