import type { GameControl, NegotiationStatus } from '@orbis/contracts';

/** One talk between two countries, as the control screen's side panel lists it. */
export interface Talk {
  /** The country that asked for the talks. */
  from: { id: number; name: string };
  to: { id: number; name: string };
  status: NegotiationStatus;
}

/**
 * Every talk of the game once: each one appears in both countries' `negotiations`, and is taken
 * from the side that asked for it. Open talks come first, then the finished and closed ones.
 */
export function talksOf(teams: GameControl['teams']): Talk[] {
  const talks: Talk[] = [];
  for (const { country } of teams) {
    for (const [otherId, negotiation] of Object.entries(country.negotiations)) {
      if (negotiation.from !== country.id) continue;
      talks.push({
        from: { id: country.id, name: country.name },
        to: { id: Number(otherId), name: negotiation.name },
        status: negotiation.status,
      });
    }
  }
  return talks.sort((a, b) => Number(isOver(a.status)) - Number(isOver(b.status)));
}

/** Talks that ended: finished by the host, or closed at the end of their round. */
export function isOver(status: NegotiationStatus): boolean {
  return status === 'finished' || status === 'closed';
}

/** The host may start talks only once the other side accepted them (spec section 4). */
export function canStart(status: NegotiationStatus): boolean {
  return status === 'accepted';
}

/** The host may finish talks that are going on, or that a side marked ready to finish. */
export function canFinish(status: NegotiationStatus): boolean {
  return status === 'ongoing' || status === 'done';
}
