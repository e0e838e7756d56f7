import type { GameControl, NegotiationStatus } from '@orbis/contracts';
import { negotiationOver } from '@orbis/engine';

/** One negotiation between two countries, as the control screen's side panel lists it. */
export interface NegotiationItem {
  /** The country that asked for the negotiation. */
  from: { id: number; name: string };
  to: { id: number; name: string };
  status: NegotiationStatus;
}

/**
 * Every negotiation of the game once: each one appears in both countries' `negotiations`, and is
 * taken from the side that asked for it. Open ones come first, then those that are over.
 */
export function negotiationList(teams: GameControl['teams']): NegotiationItem[] {
  const list: NegotiationItem[] = [];
  for (const { country } of teams) {
    for (const [otherId, negotiation] of Object.entries(country.negotiations)) {
      if (negotiation.from !== country.id) continue;
      list.push({
        from: { id: country.id, name: country.name },
        to: { id: Number(otherId), name: negotiation.name },
        status: negotiation.status,
      });
    }
  }
  return list.sort((a, b) => Number(negotiationOver(a.status)) - Number(negotiationOver(b.status)));
}
