// Negotiation mode from the team's side: each other country with the status of our latest talks
// with it, as the host sees it, and the steps the engine lets the team take. The engine refuses
// what else the rules do not allow (one ongoing talk at a time, say); the screen shows that answer.
import type { NegotiationStatus, PlayerState } from '@orbis/contracts';
import { teamSteps, type TeamNegotiationStep } from '@orbis/engine';

export interface TalkRow {
  country: { id: number; name: string; flag: string };
  /** Our latest talks with that country; null when there were none. */
  status: NegotiationStatus | null;
  /** True when that country asked for the talks. */
  incoming: boolean;
  /** What the team may do about them. */
  steps: TeamNegotiationStep[];
}

/** One row per other country, in the game's order. */
export function talkRows(state: PlayerState): TalkRow[] {
  return state.countries.map((c) => {
    const talk = state.me.negotiations[String(c.id)];
    const status = talk?.status ?? null;
    const incoming = talk !== undefined && talk.from !== state.me.id;
    return {
      country: { id: c.id, name: c.name, flag: c.flag },
      status,
      incoming,
      steps: teamSteps(status, incoming),
    };
  });
}
