// Negotiation mode from the team's side: each other country with the status of our latest talks
// with it, as the host sees it, and the step the team may take. The engine refuses what the rules
// do not allow (one ongoing talk at a time, say); the screen shows that answer.
import type { NegotiationStatus, PlayerState } from '@orbis/contracts';

/** What the team may do about its talks with one country. */
export type TalkStep = 'request' | 'answer' | 'done' | null;

export interface TalkRow {
  country: { id: number; name: string; flag: string };
  /** Our latest talks with that country; null when there were none. */
  status: NegotiationStatus | null;
  /** True when that country asked for the talks. */
  incoming: boolean;
  step: TalkStep;
}

// Talks that ended leave the pair free to ask again.
const ENDED: readonly NegotiationStatus[] = ['refused', 'finished', 'closed'];

/** The step the team may take in talks of `status`, asked for by us or by them. */
export function talkStep(status: NegotiationStatus | null, incoming: boolean): TalkStep {
  if (status === null || ENDED.includes(status)) return 'request';
  if (status === 'sent') return incoming ? 'answer' : null;
  if (status === 'ongoing') return 'done';
  return null;
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
      step: talkStep(status, incoming),
    };
  });
}
