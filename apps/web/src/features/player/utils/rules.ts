// The rules as the phone's "How to play" screen tells them: every text a system message in the
// game's language, every number the game's own pinned variable (`prices`), so a game played with
// another price list reads its own prices. What a game without a mod cannot do is left out.
import { numberFormat, type PlayerState } from '@orbis/contracts';
import { VARIABLE_KEYS, type OrderType } from '@orbis/engine';
import type { Translate } from '../../../lib/game-messages';

/** One order: its name, what it costs and what it does. */
export interface RulesOrder {
  type: OrderType;
  name: string;
  price: string;
  effect: string;
}

/** A supertech: its name and what it does. */
export interface RulesSupertech {
  kind: 'dome' | 'terraform' | 'boom';
  name: string;
  effect: string;
}

/** A nomination: its name and who earns it. */
export interface RulesNomination {
  name: string;
  text: string;
}

/** The whole screen, section by section; null for a mod the game does not have. */
export interface PlayerRules {
  goal: string[];
  round: string[];
  orders: RulesOrder[];
  ecology: string[];
  sanctions: string[];
  ufo: { text: string[]; supertechs: RulesSupertech[] } | null;
  negotiations: string[] | null;
  /** Promises: made in talks in every game. */
  promises: string[];
  nominations: RulesNomination[];
  nominationsNote: string;
  /** The winner rule, in two sentences of their own. */
  winnerRule: [string, string];
}

/** The variables counted in percent: the ecology (as the screens show it) and the sanctions' cut. */
const PERCENTS = new Set(['start_ecology', 'sanction_penalty']);

/**
 * Every variable of the game as its texts' placeholders read them, by key: prices (`*_cost`, the
 * starting budget) as money, percentages as such ("48 %"), the rest as numbers; the ecology's drift without its sign, which the
 * text says in words.
 */
export function ruleValues(
  prices: PlayerState['prices'],
  t: Translate,
  language: string,
): Record<string, string> {
  const { number, money, percent } = numberFormat(language);
  const out: Record<string, string> = {};
  for (const key of VARIABLE_KEYS) {
    const value = prices[key] ?? 0;
    const isMoney = key === 'start_budget' || key.endsWith('_cost');
    out[key] = isMoney
      ? money(value)
      : PERCENTS.has(key)
        ? percent(value)
        : number(key === 'ecology_drift' ? Math.abs(value) : value);
  }
  return out;
}

/** The rules of the team's game in its language, with its prices. */
export function playerRules(state: PlayerState, t: Translate, language: string): PlayerRules {
  const v = ruleValues(state.prices, t, language);
  const ufo = state.game.mods.includes('ufo');
  const negotiation = state.game.mods.includes('negotiation');
  const drift = state.prices.ecology_drift ?? 0;

  const priced: Omit<RulesOrder, 'name'>[] = [
    { type: 'develop', price: v.develop_cost ?? '', effect: t('rules.order_develop', v) },
    { type: 'shield', price: v.shield_cost ?? '', effect: t('rules.order_shield', v) },
    { type: 'technology', price: v.technology_cost ?? '', effect: t('rules.order_technology', v) },
    {
      type: 'build_bombs',
      price: t('player.price_each', { value: v.bomb_cost ?? '' }),
      effect: t('rules.order_build_bombs', v),
    },
    { type: 'attack', price: t('player.costs_bomb'), effect: t('rules.order_attack', v) },
    { type: 'ecology', price: v.ecology_cost ?? '', effect: t('rules.order_ecology', v) },
    { type: 'sanction', price: t('player.free'), effect: t('rules.order_sanction_cut', v) },
    { type: 'lift_sanction', price: t('player.free'), effect: t('rules.order_lift_sanction', v) },
    { type: 'transfer', price: t('player.costs_amount'), effect: t('rules.order_transfer', v) },
    ...(ufo
      ? [
          {
            type: 'ufo_contact' as const,
            price: v.ufo_contact_cost ?? '',
            effect: t('rules.order_ufo_contact', v),
          },
          {
            type: 'supertech' as const,
            price: t('player.free'),
            effect: t('rules.order_supertech', v),
          },
        ]
      : []),
  ];
  const orders = priced.map((o) => ({ ...o, name: t(`order.${o.type}`) }));

  return {
    goal: [t('rules.goal', v), t('rules.standard', v), t('rules.income_start', v)],
    round: [t('rules.round', v), t('rules.round_end', v)],
    orders,
    ecology: [
      t('rules.ecology', v),
      ...(drift < 0 ? [t('rules.drift_down', v)] : drift > 0 ? [t('rules.drift_up', v)] : []),
      t('rules.collapse', v),
    ],
    sanctions: [t('rules.sanctions_cut', v)],
    ufo: ufo
      ? {
          text: [t('rules.ufo', v), t('rules.supertech_when', v)],
          supertechs: [
            { kind: 'dome', name: t('supertech.dome'), effect: t('rules.dome', v) },
            { kind: 'terraform', name: t('supertech.terraform'), effect: t('rules.terraform', v) },
            { kind: 'boom', name: t('supertech.boom'), effect: t('rules.boom', v) },
          ],
        }
      : null,
    negotiations: negotiation ? [t('rules.negotiations', v)] : null,
    promises: [t('rules.promises', v)],
    nominations: [
      { name: t('nomination.winner'), text: t('rules.nomination_winner', v) },
      { name: t('nomination.investor'), text: t('rules.nomination_investor', v) },
      { name: t('nomination.ecologist'), text: t('rules.nomination_ecologist', v) },
      { name: t('nomination.peacemaker'), text: t('rules.nomination_peacemaker_v2', v) },
      { name: t('nomination.aggressor'), text: t('rules.nomination_aggressor', v) },
    ],
    nominationsNote: t('rules.nominations_note', v),
    winnerRule: [t('rules.winner_rule_first_v2', v), t('rules.winner_rule_second_v2', v)],
  };
}
