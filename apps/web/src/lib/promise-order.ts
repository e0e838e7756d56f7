import type { GamePromise, PromiseStatus } from '@orbis/contracts';

/** Proposals first (they wait for an answer), then what binds, then the settled ones. */
const STATUS_RANK: Record<PromiseStatus, number> = {
  proposed: 0,
  accepted: 1,
  broken: 2,
  kept: 3,
  declined: 4,
  withdrawn: 5,
};

/**
 * The order every list of promises shows, the host's and the phone's: by status as above, the
 * newest first within each. A comparator for `sort`.
 */
export function promiseOrder(
  a: Pick<GamePromise, 'status' | 'id'>,
  b: Pick<GamePromise, 'status' | 'id'>,
): number {
  return STATUS_RANK[a.status] - STATUS_RANK[b.status] || b.id - a.id;
}
