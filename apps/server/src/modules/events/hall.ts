// The hall's screen of an event (`GET /api/event/{eventId}`, public): its worlds side by side,
// each told only what its projector's `stats` tells the room (the engine's `projectorView` and
// the pinned flags), and before round 1 each team's own join address. Never an access code.
//
// Every screen in the hall asks for it again whenever a world changes, so each world's part is
// kept as JSON bytes per game version (the views' cache), and a request reads the event's worlds
// and their versions in one statement, then sends the kept parts side by side.
import type { EventHall, HallWorld } from '@orbis/contracts';
import { projectorView } from '@orbis/engine';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors.js';
import type { Cache } from '../cache.js';
import { gameVersion, loadGame, loadInitialState } from '../games/repository/games.js';
import { teamFacts } from '../games/screens/projector.js';
import { oneDecimal, withFlag } from '../games/screens/views.js';
import { eventVersions } from './repository.js';

/** The texts' stamp of a world's part: it holds no system message, so no edit of one changes it. */
const NO_TEXTS = {};

/** How the route writes one world's part as JSON text (its serializer). */
export type WriteWorld = (world: HallWorld) => string;

/** The world's name: its game's title after `<event title> · `, else the whole title. */
function worldName(title: string, eventTitle: string): string {
  const prefix = `${eventTitle} · `;
  return title.startsWith(prefix) ? title.slice(prefix.length) : title;
}

/** One world's part of the hall's screen, from its game as stored now; null for a game gone. */
async function hallWorld(
  db: Db,
  gameId: number,
  eventTitle: string,
  accessLink: string,
): Promise<{ version: number; world: HallWorld } | null> {
  const game = await loadGame(db, gameId);
  if (!game) return null;
  const view = projectorView(game.state);
  const seating = view.round === 1 && view.phase === 'stopped' && !view.over;
  const [flags, initial] = await Promise.all([
    teamFacts(db, gameId),
    view.history.length === 0 ? loadInitialState(db, gameId) : null,
  ]);
  // As `stats.ecology` ends: after the last resolved round, else at the start.
  const ecology = view.history.at(-1)?.ecology ?? initial?.ecology ?? view.ecology;
  const countries = view.countries.map((c) => ({
    ...withFlag(c, flags),
    averageStandard: oneDecimal(c.averageStandard),
    join: seating ? `${accessLink}/${c.id}` : null,
  }));
  let leader: HallWorld['leader'] = null;
  if (!seating)
    for (const c of countries)
      if (!leader || c.averageStandard > leader.averageStandard)
        leader = { country: c.id, name: c.name, flag: c.flag, averageStandard: c.averageStandard };
  return {
    version: game.version,
    world: {
      gameId,
      title: game.title,
      name: worldName(game.title, eventTitle),
      language: game.language.code,
      round: view.round,
      rounds: game.state.variables.rounds,
      stopped: view.phase === 'stopped',
      over: view.over,
      collapsed: view.collapsed,
      seating,
      ecology: oneDecimal(ecology),
      leader,
      countries,
    },
  };
}

/**
 * The hall's screen of event `eventId` as JSON text (404 for an unknown event): each world's
 * part kept in `cache` per game version and join address (`accessLink(gameId)`, which depends
 * on the address the screen used), written by `writeWorld`.
 */
export async function eventHallJson(
  db: Db,
  cache: Cache,
  eventId: number,
  accessLink: (gameId: number) => string,
  writeWorld: WriteWorld,
): Promise<Buffer> {
  const event = await eventVersions(db, eventId);
  if (!event) throw notFound();
  const parts = await Promise.all(
    event.worlds.map(async ({ id, version }) => {
      const link = accessLink(id);
      const view = await cache.view(
        { gameId: id, version, stamp: NO_TEXTS, viewer: `hall:${link}` },
        async () => {
          const built = await hallWorld(db, id, event.title, link);
          // A world deleted since the event was read: kept as nothing, under no version.
          if (!built) return { version: -1, json: Buffer.alloc(0) };
          return { version: built.version, json: Buffer.from(writeWorld(built.world)) };
        },
        () => gameVersion(db, id),
      );
      return view.json;
    }),
  );
  const head: Omit<EventHall, 'worlds'> = { event: { id: event.id, title: event.title } };
  const worlds = parts.filter((p) => p.length > 0);
  return Buffer.concat([
    Buffer.from(`${JSON.stringify(head).slice(0, -1)},"worlds":[`),
    ...worlds.flatMap((p, i) => (i === 0 ? [p] : [Buffer.from(','), p])),
    Buffer.from(']}'),
  ]);
}
