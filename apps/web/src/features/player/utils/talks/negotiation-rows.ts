// Negotiation mode from the team's side: each other country with the status of our latest
// negotiation with it, as the host sees it, and the steps the engine lets the team take. The engine refuses
// what else the rules do not allow (one ongoing negotiation at a time, say); the screen shows that answer.
import type { NegotiationStatus, PlayerState } from '@orbis/contracts';
import { teamSteps, type TeamNegotiationStep } from '@orbis/engine';

export interface NegotiationRow {
  country: { id: number; name: string; flag: string };
  /** Our latest negotiation with that country; null when there was none. */
  status: NegotiationStatus | null;
  /** True when that country asked for the negotiation. */
  incoming: boolean;
  /** What the team may do about them. */
  steps: TeamNegotiationStep[];
}

/** One row per other country, in the game's order. */
export function negotiationRows(state: PlayerState): NegotiationRow[] {
  return state.countries.map((c) => {
    const negotiation = state.me.negotiations[String(c.id)];
    const status = negotiation?.status ?? null;
    const incoming = negotiation !== undefined && negotiation.from !== state.me.id;
    return {
      country: { id: c.id, name: c.name, flag: c.flag },
      status,
      incoming,
      steps: teamSteps(status, incoming),
    };
  });
}

/** How many countries asked us for a negotiation that waits for our answer (accept or refuse). */
export function incomingRequests(state: PlayerState): number {
  return negotiationRows(state).filter((row) => row.incoming && row.status === 'sent').length;
}
