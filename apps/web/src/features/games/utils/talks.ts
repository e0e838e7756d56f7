import type { GameControl, NegotiationStatus } from '@orbis/contracts';
import { negotiationOver } from '@orbis/engine';

/** One talk between two countries, as the control screen's side panel lists it. */
export interface Talk {
  /** The country that asked for the talks. */
  from: { id: number; name: string };
  to: { id: number; name: string };
  status: NegotiationStatus;
}

/**
 * Every talk of the game once: each one appears in both countries' `negotiations`, and is taken
 * from the side that asked for it. Open talks come first, then those that are over.
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
  return talks.sort(
    (a, b) => Number(negotiationOver(a.status)) - Number(negotiationOver(b.status)),
  );
}
