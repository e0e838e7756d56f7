// Negotiation mode's statuses and steps, on their own: which negotiation two countries have, which step
// a team or the host may take on them, and why not. The transitions (negotiation.ts), the server
// and both screens read them here, so each rule is written once.
import type { NegotiationStatus } from './kinds.js';
import type { ActionErrorCode, Negotiation } from './types.js';

/** A team's step in a negotiation with another country. */
export type TeamNegotiationStep = 'request' | 'accept' | 'refuse' | 'done';

/** The host's step in a negotiation between two countries. */
export type HostNegotiationStep = 'start' | 'finish';

const TEAM_STEPS: readonly TeamNegotiationStep[] = ['request', 'accept', 'refuse', 'done'];
const HOST_STEPS: readonly HostNegotiationStep[] = ['start', 'finish'];

// A negotiation that ended leaves the pair free to ask again.
const ENDED: readonly NegotiationStatus[] = ['refused', 'finished', 'closed'];

// The statuses each step acts on. "Ongoing, ready to finish" (`done`) is still ongoing.
const ACTS_ON: Record<
  Exclude<TeamNegotiationStep, 'request'> | HostNegotiationStep,
  readonly NegotiationStatus[]
> = {
  accept: ['sent'],
  refuse: ['sent'],
  done: ['ongoing'],
  start: ['accepted'],
  finish: ['ongoing', 'done'],
};

/** The statuses that keep a country busy: it takes part in one ongoing negotiation at a time. */
export const BUSY_STATUSES: readonly NegotiationStatus[] = ACTS_ON.finish;

/**
 * Of the two countries `a` and `b`, those that already take part in an ongoing negotiation (the
 * host cannot start theirs until it is finished), in that order; empty when the host may start.
 */
export function busyParties(
  negotiations: readonly Pick<Negotiation, 'from' | 'to' | 'status'>[],
  a: number,
  b: number,
): number[] {
  return [a, b].filter((country) =>
    negotiations.some(
      (n) => (n.from === country || n.to === country) && BUSY_STATUSES.includes(n.status),
    ),
  );
}

/** True for a negotiation that took place and are over: finished by the host or closed at round end. */
export function negotiationOver(status: NegotiationStatus): boolean {
  return status === 'finished' || status === 'closed';
}

type Negotiations = readonly Negotiation[];

/** The latest negotiation between two countries, either way round, or undefined. */
export function negotiationBetween(
  negotiations: Negotiations,
  a: number,
  b: number,
): Negotiation | undefined {
  return negotiations.findLast((n) => (n.from === a && n.to === b) || (n.from === b && n.to === a));
}

/**
 * The negotiation a team's step acts on: the latest that `other` asked us for when we answer, else the
 * latest between us either way round.
 */
export function negotiationFor(
  negotiations: Negotiations,
  step: TeamNegotiationStep,
  me: number,
  other: number,
): Negotiation | undefined {
  if (step === 'accept' || step === 'refuse')
    return negotiations.findLast((n) => n.from === other && n.to === me);
  return negotiationBetween(negotiations, me, other);
}

/** What country `countryId` sees: its latest negotiation with each other country, by that country. */
export function negotiationsOf(
  negotiations: Negotiations,
  countryId: number,
): Map<number, Negotiation> {
  const seen = new Map<number, Negotiation>();
  // In the order they were opened: the latest with each country wins.
  for (const n of negotiations) {
    if (n.from === countryId) seen.set(n.to, n);
    else if (n.to === countryId) seen.set(n.from, n);
  }
  return seen;
}

/**
 * Why a team may not take `step` on its latest negotiation with another country, of `status` (null:
 * none yet), which that country asked for when `incoming`; null when it may.
 */
export function teamStepError(
  step: TeamNegotiationStep,
  status: NegotiationStatus | null,
  incoming: boolean,
): ActionErrorCode | null {
  if (step === 'request')
    return status === null || ENDED.includes(status) ? null : 'negotiation_exists';
  if (status === null) return 'unknown_negotiation';
  if (!ACTS_ON[step].includes(status)) return 'wrong_status';
  // Only the asked side answers; either side marks a negotiation done.
  return step !== 'done' && !incoming ? 'not_participant' : null;
}

/** The steps a team may take on a negotiation of `status` (null: none yet), asked for by them when `incoming`. */
export function teamSteps(
  status: NegotiationStatus | null,
  incoming: boolean,
): TeamNegotiationStep[] {
  return TEAM_STEPS.filter((step) => teamStepError(step, status, incoming) === null);
}

/** Why the host may not take `step` on a negotiation of `status` (null: none); null when it may. */
export function hostStepError(
  step: HostNegotiationStep,
  status: NegotiationStatus | null,
): ActionErrorCode | null {
  if (status === null) return 'unknown_negotiation';
  return ACTS_ON[step].includes(status) ? null : 'wrong_status';
}

/** The steps the host may take on a negotiation of `status`: start accepted ones, finish ongoing ones. */
export function hostSteps(status: NegotiationStatus): HostNegotiationStep[] {
  return HOST_STEPS.filter((step) => hostStepError(step, status) === null);
}
