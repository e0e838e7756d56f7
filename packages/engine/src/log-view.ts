import type { LogEntry, LogType } from './types.js';

/** Who reads a log: the host, one country's players, or the public projector. */
export type LogViewer = 'host' | { country: number } | 'projector';

/**
 * The one rule for who may read an entry of each type besides the host (RULES.md "Public
 * information"):
 * - `public`: everyone, the projector too: the world's ecology, cities destroyed and bombs a
 *   shield stopped (the city, never the attacker), sanctions imposed and lifted, nuclear
 *   programmes started, negotiations finished, UFO keys taken and supertechs used;
 * - `own`: only the entry's country (money, arms, shields, developments, its orders, and the
 *   bombs it dropped: who bombed whom is told to the room only at the end, by the host);
 * - `parties`: only the entry's country and its `target` country (transfers, negotiations under
 *   way).
 * A Record, so a new log type cannot be added without deciding who sees it. The round news
 * (`publicNews`) is made from the public entries only.
 */
export const LOG_VISIBILITY: Readonly<Record<LogType, 'public' | 'own' | 'parties'>> =
  Object.freeze({
    spend: 'own',
    transfer: 'parties',
    order_skipped: 'own',
    refund: 'own',
    technology: 'public',
    build_bombs: 'own',
    develop: 'own',
    // A shield not yet hit is the team's secret; one that stops a bomb is news.
    shield: 'own',
    // The attacker is named to the room only when the host reveals the attacks (final).
    attack: 'own',
    shield_destroyed: 'public',
    city_destroyed: 'public',
    // A bomb that was not dropped tells only its owner that it is back in the stock.
    attack_skipped: 'own',
    ecology_investment: 'own',
    ecology: 'public',
    ecology_collapse: 'public',
    sanction: 'public',
    lift_sanction: 'public',
    ufo_contact: 'own',
    key_red: 'public',
    key_green: 'public',
    key_blue: 'public',
    supertech_dome: 'public',
    supertech_terraform: 'public',
    supertech_boom: 'public',
    ufo_left: 'public',
    negotiation_requested: 'parties',
    negotiation_accepted: 'parties',
    negotiation_refused: 'parties',
    negotiation_started: 'parties',
    negotiation_done: 'parties',
    negotiation_finished: 'public',
    negotiation_closed: 'parties',
    income: 'own',
    credit: 'own',
    // A world event is news to all (its headline); what it did to one country's money, income
    // and shields stays that country's, as a credit does.
    world_ecology: 'public',
    world_development: 'public',
    world_budget: 'own',
    world_income: 'own',
    world_shields: 'own',
    // A promise is the two parties' business until it is broken: that is news for the room.
    promise_proposed: 'parties',
    promise_accepted: 'parties',
    promise_declined: 'parties',
    promise_withdrawn: 'parties',
    promise_kept: 'parties',
    promise_broken: 'public',
    round_end: 'public',
    game_over: 'public',
  });

/**
 * The entries of `log` that `viewer` may read, in order. The host reads everything; a country
 * reads the public entries, its own, and those of negotiations and transfers it takes part in; the
 * projector reads only the public entries. So no player and no projector learns another
 * country's budget, bombs, technology or keys.
 */
export function logView(log: readonly LogEntry[], viewer: LogViewer): LogEntry[] {
  if (viewer === 'host') return log.slice();
  if (viewer === 'projector') return log.filter((e) => LOG_VISIBILITY[e.type] === 'public');
  const me = viewer.country;
  return log.filter((e) => {
    const seen = LOG_VISIBILITY[e.type];
    if (seen === 'public' || e.country === me) return true;
    return seen === 'parties' && e.target === me;
  });
}
