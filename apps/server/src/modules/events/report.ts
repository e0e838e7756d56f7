// Same start, different worlds (API: `POST B/host/events/report`): an event's worlds side by side,
// each as far as it has been played, with the nominations across the worlds that are over. Each
// world is read from its journal with the per-game computations the debrief uses (the stats'
// ecology line, the final's nominations, the what-if), and the answer is kept while none of its
// worlds has changed (cache.acrossGames): the what-if replays whole games.
import type {
  EventNominations,
  EventNominee,
  EventReport,
  EventReportWorld,
} from '@orbis/contracts';
import {
  eventNominations,
  NOMINATION_NAMES,
  projectorView,
  whatIf,
  worldTally,
  type NominationName,
} from '@orbis/engine';
import type { Db } from '../../db/database.js';
import type { Cache } from '../cache.js';
import type { Viewer } from '../games/access.js';
import { gameVersions } from '../games/repository/games.js';
import { gameLog } from '../games/repository/history.js';
import { awardedNominations, ecologyLine, teamFacts } from '../games/screens/projector.js';
import { oneDecimal } from '../games/screens/views.js';
import { loadJournal } from '../games/write/replay.js';
import { requireEventReader } from './access.js';
import type { WorldRow } from './repository.js';

/** A world of the report, with the nominations it awarded once it is over (for the event's). */
interface ReadWorld {
  world: EventReportWorld;
  awarded: Record<NominationName, EventNominee[]> | null;
}

/** One world as the report compares it; null when its game went meanwhile. */
async function readWorld(db: Db, gameId: number): Promise<ReadWorld | null> {
  const [journal, teams, log] = await Promise.all([
    loadJournal(db, gameId),
    teamFacts(db, gameId),
    gameLog(db, gameId),
  ]);
  if (!journal) return null;
  const { game, initial, steps } = journal;
  const { state } = game;
  const final = state.over ? awardedNominations(state, teams) : null;
  const world = { gameId: game.id, title: game.title };
  const awarded =
    final &&
    (Object.fromEntries(
      NOMINATION_NAMES.map((name) => [name, final[name].map((n) => ({ ...n, world }))]),
    ) as Record<NominationName, EventNominee[]>);
  const standings = state.countries
    .map((c) => ({ country: c.id, name: c.name, averageStandard: oneDecimal(c.averageStandard) }))
    // Stable: equal standards keep the game's order.
    .sort((a, b) => b.averageStandard - a.averageStandard);
  const withoutBombs = state.over
    ? awardedNominations(whatIf(initial, steps, ['attacks']).state, teams).winner
    : null;
  return {
    world: {
      gameId: game.id,
      title: game.title,
      round: state.round,
      over: state.over,
      collapsed: state.collapsed,
      ecology: ecologyLine(initial.ecology, projectorView(state).history),
      standings,
      winner: final?.winner ?? [],
      ...worldTally(state, log),
      whatIf: withoutBombs && { winner: withoutBombs },
    },
    awarded,
  };
}

/** The nominations across the worlds that are over, each nominee naming its world. */
function acrossWorlds(worlds: readonly ReadWorld[]): EventNominations {
  const best = eventNominations(worlds.flatMap((w) => (w.awarded ? [w.awarded] : [])));
  const out = {} as EventNominations;
  for (const name of NOMINATION_NAMES) out[name] = best[name].map((b) => b.nominee);
  return out;
}

/** The versions of `worlds`, as the report is kept by: "41:7,42:9" (a world gone: "41:-"). */
async function versionsOf(db: Db, worlds: readonly WorldRow[]): Promise<string> {
  const versions = await gameVersions(
    db,
    worlds.map((w) => w.id),
  );
  return versionsKey(worlds.map((w) => ({ id: w.id, version: versions.get(w.id) })));
}

/** The worlds' versions as one key, "41:7,42:9" ("-" for a world gone). */
const versionsKey = (worlds: readonly { id: number; version: number | undefined }[]) =>
  worlds.map((w) => `${w.id}:${w.version ?? '-'}`).join(',');

/**
 * The report of event `eventId` for `user` (401, 404, 403 as `requireEventReader`): the worlds
 * they may see, as the dashboard shows them, and the nominations across those worlds.
 */
export async function eventReport(
  db: Db,
  cache: Cache,
  user: Viewer['user'],
  eventId: number,
): Promise<EventReport> {
  const { event, worlds } = await requireEventReader(db, user, eventId);
  const name = `event-report:${event.id}:${worlds.map((w) => w.id).join(',')}`;
  return cache.acrossGames(
    name,
    // The access check read each world's version already: no query of its own before a kept hit.
    versionsKey(worlds),
    async () => {
      const read = (await Promise.all(worlds.map((w) => readWorld(db, w.id)))).filter(
        (w): w is ReadWorld => w !== null,
      );
      return {
        event: { id: event.id, title: event.title },
        worlds: read.map((w) => w.world),
        nominations: acrossWorlds(read),
      };
    },
    () => versionsOf(db, worlds),
  );
}
