// Promises in simulated games (`--promises`): in each round's talks the bots propose promises to
// other countries and answer those made to them, then order as their strategy says within what
// they promised, unless their habit is to break a promise now and then.
import type { PromiseKind } from '../kinds.js';
import { acceptPromise, declinePromise, proposePromise } from '../promises.js';
import type { GamePromise, GameState, LogEntry, Order } from '../types.js';
import type { PlayerView } from '../views.js';
import type { Bot } from './bots.js';

/**
 * How a strategy deals in promises, as chances per round: to propose one, to accept one made to
 * it, and to bomb a country it promised not to bomb when its strategy would. `leader`: it makes
 * its promises to the rival with the highest average standard (the one its bombs are for), not
 * to a country drawn at random.
 */
export interface PromiseHabit {
  propose: number;
  accept: number;
  breakAttack: number;
  leader?: boolean;
}

/** The habit of each bot; a strategy not listed plays as the builder. */
export const PROMISE_HABITS: Readonly<Record<string, PromiseHabit>> = Object.freeze({
  builder: { propose: 0.2, accept: 0.6, breakAttack: 0 },
  ecologist: { propose: 0.2, accept: 0.6, breakAttack: 0 },
  turtle: { propose: 0.1, accept: 0.4, breakAttack: 0 },
  // It promises the leader peace, and bombs it anyway half the time.
  aggressor: { propose: 0.3, accept: 0.8, breakAttack: 0.5, leader: true },
  random: { propose: 0.3, accept: 0.5, breakAttack: 0.3 },
  guardian: { propose: 0.1, accept: 0.5, breakAttack: 0 },
  diplomat: { propose: 0.5, accept: 0.8, breakAttack: 0 },
});

const habitOf = (strategy: string): PromiseHabit =>
  PROMISE_HABITS[strategy] ?? (PROMISE_HABITS.builder as PromiseHabit);

/** What a transfer promise names: $50 to $200 in steps of 50. */
const TRANSFER_STEP = 50;

/**
 * One round's talks: each country in game order may propose a promise to another, as its habit
 * says (no attack half the time,
 * a transfer three times in ten, else no sanction, or the lift of a sanction it has on the
 * other), binding this round or the next; then each country answers, in game order, the
 * proposals made to it this round. `seats` are the strategies by country, in game order.
 */
export function promiseTalks(
  state: GameState,
  seats: readonly string[],
  random: () => number,
  journal?: (kind: 'promise_propose' | 'promise_accept' | 'promise_decline', args: unknown) => void,
): GameState {
  let s = state;
  const { round } = s;
  const last = s.variables.rounds;
  s.countries.forEach((maker, i) => {
    const habit = habitOf(seats[i] ?? '');
    if (random() >= habit.propose) return;
    const others = s.countries.filter((c) => c.id !== maker.id);
    const to = habit.leader
      ? others.reduce<(typeof others)[number] | undefined>(
          (best, c) => (best && best.averageStandard >= c.averageStandard ? best : c),
          undefined,
        )
      : others[Math.floor(random() * others.length)];
    if (!to) return;
    const draw = random();
    const sanctioned = maker.sanctionsTo.includes(to.id);
    const kind: PromiseKind =
      draw < 0.5
        ? 'no_attack'
        : draw < 0.8
          ? 'transfer'
          : sanctioned
            ? 'lift_sanction'
            : 'no_sanction';
    const value = kind === 'transfer' ? TRANSFER_STEP * (1 + Math.floor(random() * 4)) : null;
    const until = Math.min(last, round + Math.floor(random() * 2));
    const proposal = { from: maker.id, to: to.id, kind, value, until };
    const made = proposePromise(s, proposal);
    if (!made.ok) return;
    s = made.state;
    journal?.('promise_propose', proposal);
  });
  s.countries.forEach((receiver, i) => {
    const habit = habitOf(seats[i] ?? '');
    for (const p of s.promises ?? []) {
      if (p.to !== receiver.id || p.status !== 'proposed' || p.round !== round) continue;
      const accepts = random() < habit.accept;
      const answered = (accepts ? acceptPromise : declinePromise)(s, p.id, receiver.id);
      if (!answered.ok) continue;
      s = answered.state;
      journal?.(accepts ? 'promise_accept' : 'promise_decline', { id: p.id, country: receiver.id });
    }
  });
  return s;
}

/** The promises `view`'s country made that bind it this round. */
const binding = (view: PlayerView): GamePromise[] =>
  (view.promises ?? []).filter((p) => p.from === view.viewer && p.status === 'accepted');

/**
 * What the transfer promises of `view`'s country take this round: what each still lacks, spread
 * evenly over the rounds it has left, the whole rest in its last round, as far as the budget goes.
 */
function promisedTransfers(view: PlayerView, promises: readonly GamePromise[]): Order[] {
  let left = view.me?.budget ?? 0;
  const orders: Order[] = [];
  for (const p of promises) {
    if (p.kind !== 'transfer' || p.value === null) continue;
    const lacking = p.value - p.sent;
    const rounds = p.until - view.round + 1;
    const amount = Math.min(left, Math.ceil(lacking / Math.max(1, rounds)));
    if (amount < 1) continue;
    orders.push({ type: 'transfer', country: p.to, amount });
    left -= amount;
  }
  return orders;
}

/**
 * The orders of `bot` for `view`'s country within its promises: the promised transfers first
 * (the bot plays with what they leave), no bomb on a country it promised not to bomb unless its
 * habit breaks that promise this round, no sanction on one it promised not to sanction, and the
 * lift of a sanction it promised to lift. Without promises, the bot's own orders.
 */
export function ordersWithinPromises(
  bot: Bot,
  strategy: string,
  view: PlayerView,
  random: () => number,
  log: readonly LogEntry[],
): Order[] {
  const promises = binding(view);
  if (promises.length === 0) return bot(view, random, log);
  const transfers = promisedTransfers(view, promises);
  const paid = transfers.reduce((a, o) => a + (o.type === 'transfer' ? o.amount : 0), 0);
  const me = view.me;
  const left = me && paid > 0 ? { ...view, me: { ...me, budget: me.budget - paid } } : view;
  const planned = bot(left, random, log);
  const owner = new Map(view.cities.map((c) => [c.id, c.country]));
  const spared = new Set<number>();
  const unsanctioned = new Set<number>();
  const lifted = new Set<number>();
  for (const p of promises) {
    if (p.kind === 'no_attack') {
      const bombs = planned.some((o) => o.type === 'attack' && owner.get(o.city) === p.to);
      if (bombs && random() >= habitOf(strategy).breakAttack) spared.add(p.to);
    } else if (p.kind === 'no_sanction') unsanctioned.add(p.to);
    else if (p.kind === 'lift_sanction') {
      unsanctioned.add(p.to);
      if (me?.sanctionsTo.includes(p.to)) lifted.add(p.to);
    }
  }
  const kept = planned.filter((o) => {
    if (o.type === 'attack') return !spared.has(owner.get(o.city) ?? 0);
    if (o.type === 'sanction') return !unsanctioned.has(o.country);
    if (o.type === 'lift_sanction') lifted.delete(o.country);
    return true;
  });
  const lifts: Order[] = [...lifted].map((country) => ({ type: 'lift_sanction', country }));
  return [...transfers, ...kept, ...lifts];
}

/** How the promises of finished games went, in all and by the strategy of their maker. */
export interface PromiseCounts {
  made: number;
  accepted: number;
  kept: number;
  broken: number;
}

export const noPromises = (): PromiseCounts => ({ made: 0, accepted: 0, kept: 0, broken: 0 });

/** Adds the promises of a finished game to `into`, and to `byStrategy` by their maker's seat. */
export function countPromises(
  state: GameState,
  seats: readonly string[],
  into: PromiseCounts,
  byStrategy: Map<string, PromiseCounts>,
): void {
  const seatOf = new Map(state.countries.map((c, i) => [c.id, seats[i] ?? '']));
  for (const p of state.promises ?? []) {
    const rows = [into, byStrategy.get(seatOf.get(p.from) ?? '')];
    for (const row of rows) {
      if (!row) continue;
      row.made += 1;
      if (p.status === 'accepted' || p.status === 'kept' || p.status === 'broken')
        row.accepted += 1;
      if (p.status === 'kept') row.kept += 1;
      if (p.status === 'broken') row.broken += 1;
    }
  }
}
