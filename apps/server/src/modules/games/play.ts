// Team calls: a session joins a team with its access code, then acts only for that team (its
// reads are in team-state.ts). Messages a player reads are in the game's language.
import type { OrdersAccepted } from '@orbis/contracts';
import { validateOrders, type Order } from '@orbis/engine';
import type { Db } from '../../db/database.js';
import { AppError, notFound, validationError, type FieldMessage } from '../../errors.js';
import type { Cache } from '../cache.js';
import { sameCode } from './access-codes.js';
import { canHostGame, requireTeam, type TeamSession, type Viewer } from './access.js';
import type { JoinThrottle } from './join-throttle.js';
import * as repo from './repository.js';
import { act, negotiationChanged, talksBetween } from './service.js';
import { GameLanguageError, inGameLanguage, loadGameTexts } from './texts.js';
import { writeGame, type GameContext } from './write.js';

/**
 * Checks a join: the team's access code, or no code from the game's host or an admin. Wrong
 * codes and countries get one message; too many of them from one address get 429.
 */
export async function joinTeam(
  db: Db,
  cache: Cache,
  throttle: JoinThrottle,
  viewer: Viewer,
  input: { gameId: number; countryId: number; accessCode?: string | undefined; ip: string },
): Promise<TeamSession> {
  const game = await repo.findGameHeader(db, input.gameId);
  if (!game) throw notFound();
  const texts = await loadGameTexts(db, cache, game.languageId);
  const team = await repo.findTeam(db, game.id, input.countryId);
  const wrong = () =>
    validationError({ accessCode: { text: texts.t('player.wrong_code') } satisfies FieldMessage });
  if (input.accessCode === undefined && canHostGame(viewer.user, game)) {
    if (!team) throw wrong();
    return { gameId: game.id, countryId: team.id };
  }
  const wait = await throttle.take(game.id, input.ip);
  if (wait > 0)
    throw new AppError(429, null, texts.t('player.join_throttle', { seconds: wait }), null, {
      'Retry-After': String(wait),
    });
  if (!team || !sameCode(input.accessCode ?? '', team.accessCode)) throw wrong();
  await throttle.succeeded(game.id, input.ip);
  return { gameId: game.id, countryId: team.id };
}

/** A 409 in the game's language. */
const stale = (languageId: number, messageId: string) =>
  new GameLanguageError(languageId, (texts) => new AppError(409, null, texts.t(messageId)));

/**
 * Replaces the team's order set for the running round `round`. The engine checks every order;
 * its refusals come back per order in the game's language (422).
 */
export async function submitOrders(
  ctx: GameContext,
  viewer: Viewer,
  input: { gameId: number; round: number; orders: Order[] },
): Promise<OrdersAccepted> {
  const { gameId, countryId } = requireTeam(viewer, input.gameId);
  return inGameLanguage(ctx.db, ctx.cache, () =>
    writeGame(ctx, gameId, ({ state, language }) => {
      if (state.over) throw stale(language.id, 'order_error.game_over');
      if (state.phase !== 'running') throw stale(language.id, 'order_error.round_not_running');
      if (input.round !== state.round) throw stale(language.id, 'player.round_changed');
      const checked = validateOrders(state, countryId, input.orders);
      if (!checked.ok) {
        const { errors } = checked;
        throw new GameLanguageError(language.id, (texts) => {
          const fields: Record<string, FieldMessage[]> = {};
          for (const e of errors)
            (fields[e.index < 0 ? 'orders' : `orders.${e.index}`] ??= []).push({
              text: texts.t(`order_error.${e.code}`),
            });
          return validationError(fields);
        });
      }
      const set = { orders: input.orders, cost: checked.cost };
      return {
        state: null,
        records: (db) => repo.saveOrders(db, gameId, countryId, state.round, set),
        events: (base) => [
          { name: 'orders-accepted', payload: { ...base, countryId } },
          { name: 'team-changed', payload: { ...base, countryId } },
        ],
        result: { cost: checked.cost },
      };
    }),
  );
}

/** A team's step in talks with another country. */
export type TeamNegotiationStep = 'request' | 'accept' | 'refuse' | 'done';

/** The team requests, accepts, refuses or marks done talks with country `other`. */
export async function teamNegotiation(
  ctx: GameContext,
  viewer: Viewer,
  gameId: number,
  step: TeamNegotiationStep,
  other: number,
): Promise<void> {
  const { countryId: me } = requireTeam(viewer, gameId);
  await act(
    ctx,
    gameId,
    (state) => {
      if (step === 'request') return { kind: 'negotiation_request', args: { from: me, to: other } };
      const talk =
        step === 'done'
          ? talksBetween(state, me, other)
          : state.negotiations.findLast((n) => n.from === other && n.to === me);
      if (!talk) return 'unknown_negotiation';
      const args = { id: talk.id, country: me };
      if (step === 'accept') return { kind: 'negotiation_accept', args };
      if (step === 'refuse') return { kind: 'negotiation_refuse', args };
      return { kind: 'negotiation_done', args };
    },
    (base) => negotiationChanged(base, me, other),
  );
}
