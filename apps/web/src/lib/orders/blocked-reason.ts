// Why a set cannot be sent, in the game's words, written beside the send button: the lines that
// say so may be far below it on a phone.
import type { GameTexts } from '../nominee-value';
import { isBadAmount, type CheckedSet } from './order-check';

/**
 * The first reason the engine refuses `checked`, a set that leaves `left` of the budget, or null
 * when it takes it: the set's own problem (the round is not running); an amount typed wrong, in
 * the field's own words (an amount that is no amount costs nothing, so the budget is not its
 * problem); the budget; else the lines' problems, which the list of orders spells out.
 */
export function blockedReason(checked: CheckedSet, left: number, texts: GameTexts): string | null {
  if (checked.setError !== null) return texts.t(`order_error.${checked.setError}`);
  const amount = [...checked.errors.values()].find(isBadAmount);
  if (amount) return texts.t(`order_error.${amount}`);
  if (left < 0) return texts.t('player.send_over_budget', { amount: texts.money(-left) });
  return checked.errors.size > 0 ? texts.t('player.send_fix_lines') : null;
}
