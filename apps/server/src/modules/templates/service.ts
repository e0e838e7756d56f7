// A host's game templates: each is a `host/games/add` body under a name, checked as that call
// checks it, so that a game made from it later is refused only when the catalogue has changed
// since. A host uses their own templates; an admin may use all.
import type { TemplateResponse, TemplatesListItem } from '@orbis/contracts';
import type { Db } from '../../db/database.js';
import { forbidden, notFound, validationError, type FieldMessage } from '../../errors.js';
import { planGame } from '../games/host/create.js';
import * as repo from './repository.js';
import type { TemplateGame, TemplateRow } from './repository.js';

/** The signed-in caller. */
export interface TemplateUser {
  id: number;
  role: 'admin' | 'host';
}

/** The field errors of a game setup, keyed as the template's body names them (`game.<path>`). */
export function inTemplate(errors: Record<string, FieldMessage>): Record<string, FieldMessage> {
  return Object.fromEntries(Object.entries(errors).map(([field, m]) => [`game.${field}`, m]));
}

/** Checks a template's game as `host/games/add` checks it: 422 on `game.<path>`. */
export async function checkTemplateGame(db: Db, game: TemplateGame): Promise<void> {
  const checked = await planGame(db, game);
  if ('errors' in checked) throw validationError(inTemplate(checked.errors));
}

/** The template, when `user` may use it: 404 unknown, 403 another host's. */
export async function requireTemplate(
  db: Db,
  user: TemplateUser,
  id: number,
): Promise<TemplateRow> {
  const template = await repo.findTemplate(db, id);
  if (!template) throw notFound();
  if (user.role !== 'admin' && template.hostId !== user.id) throw forbidden();
  return template;
}

/** The caller's templates, or every template for an admin; newest first. */
export function listTemplates(db: Db, user: TemplateUser): Promise<TemplatesListItem[]> {
  return repo.listTemplates(db, user.role === 'admin' ? null : user.id);
}

/** Saves a new template of `user` once its game passes `host/games/add`'s checks. */
export async function addTemplate(
  db: Db,
  user: TemplateUser,
  input: { name: string; game: TemplateGame },
): Promise<number> {
  await checkTemplateGame(db, input.game);
  return repo.insertTemplate(db, user.id, input);
}

/** The template, with its game as `host/games/add` takes it. */
export async function getTemplate(
  db: Db,
  user: TemplateUser,
  id: number,
): Promise<TemplateResponse> {
  const { name, game } = await requireTemplate(db, user, id);
  return { id, name, game };
}

/** Replaces a template's name and game, checked as when it was added. */
export async function updateTemplate(
  db: Db,
  user: TemplateUser,
  input: { id: number; name: string; game: TemplateGame },
): Promise<void> {
  await requireTemplate(db, user, input.id);
  await checkTemplateGame(db, input.game);
  if (!(await repo.updateTemplate(db, input.id, input))) throw notFound();
}

/** Deletes a template. */
export async function deleteTemplate(db: Db, user: TemplateUser, id: number): Promise<void> {
  await requireTemplate(db, user, id);
  if (!(await repo.deleteTemplate(db, id))) throw notFound();
}
