// Turning points (API.md "A debrief that teaches"): the moments that changed a game, found by the
// engine in its journal (`turningPoints`) and written in the game's language. Finding them
// replays the game once per removable act, so the list is computed once per game version (and
// texts) and kept in the app's view cache: the host's list, the projector's public list, the
// step call's bound and the chronicle all read the kept one. What the room may see of it, and
// when, is the engine's rule (`turningPointsOpen`, `turningPointsStep`).
import * as api from '@orbis/contracts';
import {
  turningPoints,
  turningPointsOpen,
  turningPointsStep,
  type GameState,
  type TurningPoint,
} from '@orbis/engine';
import type { Db } from '../../../db/database.js';
import { conflict, notFound } from '../../../errors.js';
import { jsonWriter } from '../../../json-answer.js';
import type { Cache } from '../../cache.js';
import { requireHostedGame, type Viewer } from '../access.js';
import { findGameHeader, gameVersion, type GameHeader } from '../repository/games.js';
import { loadJournal, type GameJournal } from '../write/replay.js';
import { loadSystemMessages, type SystemMessages } from '../system-messages.js';

/** A game's turning points at one version, with what the calls check of that version's state. */
export interface KeptTurningPoints {
  points: TurningPoint[];
  /** Whether round 1 has resolved: there is a list to tell only from then on. */
  resolved: boolean;
  /** Whether the room may see them: the game over and the reveal at its last step. */
  open: boolean;
  /** How far the host has stepped them on the projector. */
  step: number;
}

const writePoints = jsonWriter(api.TurningPoints, 'POST', api.paths.hostGamesTurningPoints);

/** The viewer key the list is kept under in the view cache (one kind of view per key). */
const VIEWER = 'turning-points';

/** What of a state the calls check, beside the list. */
function checks(state: GameState): Omit<KeptTurningPoints, 'points'> {
  return {
    resolved: state.history.length > 0,
    open: turningPointsOpen(state),
    step: turningPointsStep(state),
  };
}

/** The turning points of a loaded journal, in the game's language. */
export function pointsOfJournal(journal: GameJournal, texts: SystemMessages): KeptTurningPoints {
  const { initial, steps, game } = journal;
  return { points: turningPoints(initial, steps, texts), ...checks(game.state) };
}

/**
 * Game `game`'s turning points at its version `game.version` (a newer one when it moved while they
 * were read, then not kept), with its JSON text; 404 for a game that is gone.
 */
export async function keptTurningPoints(
  db: Db,
  cache: Cache,
  game: Pick<GameHeader, 'id' | 'version' | 'languageId'>,
): Promise<{ json: Buffer; kept: KeptTurningPoints }> {
  const texts = await loadSystemMessages(db, cache, game.languageId);
  const view = await cache.view<KeptTurningPoints>(
    { gameId: game.id, version: game.version, stamp: texts.stamp, viewer: VIEWER },
    async () => {
      const journal = await loadJournal(db, game.id);
      if (!journal) throw notFound();
      const kept = pointsOfJournal(journal, texts);
      const json = Buffer.from(writePoints(kept.points));
      return { version: journal.game.version, json, extra: kept };
    },
    () => gameVersion(db, game.id),
  );
  if (!view.extra) throw notFound();
  return { json: view.json, kept: view.extra };
}

/**
 * `POST B/host/games/turning_points`: the list as JSON text, for `user` when they may host game
 * `gameId` (401, 404, 403 otherwise); 409 before round 1 resolves.
 */
export async function hostTurningPointsJson(
  db: Db,
  cache: Cache,
  user: Viewer['user'],
  gameId: number,
): Promise<Buffer> {
  const game = await requireHostedGame(db, user, gameId);
  const { json, kept } = await keptTurningPoints(db, cache, game);
  if (!kept.resolved) throw conflict('games.turning_points_not_yet');
  return json;
}

/**
 * `GET /api/game/turning_points?gameId=`: public once the reveal has reached its last step (409
 * before; 404 for an unknown game): how far the host has stepped, and the list.
 */
export async function publicTurningPoints(
  db: Db,
  cache: Cache,
  gameId: number,
): Promise<api.PublicTurningPoints> {
  const game = await findGameHeader(db, gameId);
  if (!game) throw notFound();
  const { kept } = await keptTurningPoints(db, cache, game);
  if (!kept.open) throw conflict('games.turning_points_not_open');
  return { step: kept.step, points: kept.points };
}
