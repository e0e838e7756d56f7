// Events: several worlds made in one step from one template, each a game made exactly as
// `host/games/add` makes one (`insertPlannedGame`), all from the event's one seed (RULES "Across
// an event": the worlds differ only by what their players do). A world is an ordinary game:
// every game call keeps working on it, and deleting it alone leaves the event.
import type { EventCreated, EventsListItem } from '@orbis/contracts';
import type { Db } from '../../db/database.js';
import { notFound, validationError, type FieldMessage } from '../../errors.js';
import { ADMIN_LABELS } from '../../labels.js';
import { LABEL_LANGUAGES } from '../../labels/label-text.js';
import { addCohost } from '../games/host/cohosts.js';
import { insertPlannedGame, newSeed, planGame, type GamePlan } from '../games/host/create.js';
import { deleteCohost, insertCohost } from '../games/repository/cohosts.js';
import type { TemplateGame } from '../templates/repository.js';
import { findTemplate } from '../templates/repository.js';
import { findActiveUserByEmail } from '../users/repository.js';
import { requireEventOwner, type EventAccess } from './access.js';
import * as repo from './repository.js';

/** The signed-in caller. */
export interface EventUser {
  id: number;
  role: 'admin' | 'host';
}

/** "World N" in the game's language (the catalogue's original when it is not written in it). */
function defaultWorldName(languageCode: string, n: number): string {
  const text = ADMIN_LABELS['events.world_name'];
  const code = LABEL_LANGUAGES.find((l) => l.code === languageCode)?.code ?? 'en';
  return text[code].replace('{{n}}', String(n));
}

/** A world's game: the event's, titled `<event title> · <world name>`. */
function worldGame(game: TemplateGame, eventTitle: string, worldName: string): TemplateGame {
  return { ...game, game: { ...game.game, title: `${eventTitle} · ${worldName}` } };
}

/**
 * The event's game checked as `host/games/add` checks it now: the catalogue may have changed
 * since the template was saved. 422 on `field`, with the messages of what cannot be used.
 */
async function planWorlds(db: Db, game: TemplateGame, field: string): Promise<GamePlan> {
  const checked = await planGame(db, game);
  if ('errors' in checked) {
    const messages: FieldMessage[] = Object.values(checked.errors);
    throw validationError({ [field]: messages });
  }
  return checked.plan;
}

/**
 * Makes event `title` of `user` from template `templateId` with `worlds` worlds, named `names`
 * or "World 1".."World N" in the game's language, all in one transaction. 422 on `template`
 * (unknown, another host's, or no longer playable).
 */
export async function addEvent(
  db: Db,
  user: EventUser,
  input: { title: string; template: number; worlds: number; names?: string[] | undefined },
): Promise<EventCreated> {
  const template = await findTemplate(db, input.template);
  if (!template || (user.role !== 'admin' && template.hostId !== user.id))
    throw validationError({ template: { key: 'events.unknown_template' } });
  const plan = await planWorlds(db, template.game, 'template');
  const seed = newSeed();
  return db.transaction().execute(async (trx) => {
    const id = await repo.insertEvent(trx, {
      hostId: user.id,
      title: input.title,
      game: template.game,
      seed,
    });
    await repo.countWorldsMade(trx, id, input.worlds);
    const games: number[] = [];
    for (let i = 0; i < input.worlds; i++) {
      const name = input.names?.[i] ?? defaultWorldName(plan.language.code, i + 1);
      const game = worldGame(template.game, input.title, name);
      games.push(await insertPlannedGame(trx, user.id, game, plan, { seed, eventId: id }));
    }
    return { id, games };
  });
}

/** The caller's events (own, co-hosted, or with a world they co-host), or all for an admin. */
export function listEvents(db: Db, user: EventUser): Promise<EventsListItem[]> {
  return repo.listEvents(db, user.role === 'admin' ? null : user.id);
}

/** Deletes an event and its worlds (its owner or an admin); answers the worlds' game ids. */
export async function deleteEvent(db: Db, user: EventUser, eventId: number): Promise<number[]> {
  await requireEventOwner(db, user, eventId);
  return db.transaction().execute(async (trx) => {
    const games = await repo.deleteWorlds(trx, eventId);
    if (!(await repo.deleteEventRow(trx, eventId))) throw notFound();
    return games;
  });
}

/**
 * One more world of the event (its owner or an admin), from the game its first worlds were made
 * from and with their seed, its co-hosts named on it too. 422 on `template` when the catalogue no
 * longer has what that game needs.
 */
export async function addWorld(
  db: Db,
  user: EventUser,
  input: { eventId: number; name?: string | undefined },
): Promise<number> {
  const { event } = await requireEventOwner(db, user, input.eventId);
  const plan = await planWorlds(db, event.game, 'template');
  return db.transaction().execute(async (trx) => {
    const made = await repo.countWorldsMade(trx, event.id, 1);
    const name = input.name ?? defaultWorldName(plan.language.code, made + 1);
    const game = worldGame(event.game, event.title, name);
    const gameId = await insertPlannedGame(trx, event.hostId, game, plan, {
      seed: event.seed,
      eventId: event.id,
    });
    for (const hostId of event.cohostIds) await insertCohost(trx, gameId, hostId);
    return gameId;
  });
}

/**
 * Names the active host with `email` a co-host of the event and of each of its worlds, as the
 * game's own call does (422 on `email` for no host, or the owner's own address). Answers the
 * worlds' ids, whose control screens are to hear of it.
 */
export async function addEventCohost(
  db: Db,
  user: EventUser,
  eventId: number,
  email: string,
): Promise<number[]> {
  const { event, allWorlds } = await requireEventOwner(db, user, eventId);
  const host = await findActiveUserByEmail(db, email);
  if (!host || host.role !== 'host') throw validationError({ email: { key: 'cohosts.no_host' } });
  if (host.id === event.hostId) throw validationError({ email: { key: 'cohosts.is_owner' } });
  await db.transaction().execute(async (trx) => {
    await repo.insertEventCohost(trx, event.id, host.id);
    for (const world of allWorlds) await addCohost(trx, user, world.id, email);
  });
  return allWorlds.map((w) => w.id);
}

/**
 * Removes host `hostId` from the event's co-hosts and from each of its worlds': 404 when they
 * are not the event's co-host. Answers the worlds' ids, whose channels they must leave.
 */
export async function removeEventCohost(
  db: Db,
  user: EventUser,
  eventId: number,
  hostId: number,
): Promise<number[]> {
  const { event, allWorlds }: EventAccess = await requireEventOwner(db, user, eventId);
  await db.transaction().execute(async (trx) => {
    if (!(await repo.deleteEventCohost(trx, event.id, hostId))) throw notFound();
    for (const world of allWorlds) await deleteCohost(trx, world.id, hostId);
  });
  return allWorlds.map((w) => w.id);
}
