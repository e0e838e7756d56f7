import type { GamePromise, PromiseKind, PromiseStatus } from '@orbis/contracts';
import type { TFunction } from 'i18next';

// A promise in the host's back-office language, for the control screen and the report. Each
// label key is written out (not built from the value) so that the label test finds it.

/** What was promised, e.g. "Not to bomb" or "Send $300". */
export function promiseWhat(
  t: TFunction,
  promise: Pick<GamePromise, 'kind' | 'value'>,
  money: (value: number) => string,
): string {
  const labels: Record<PromiseKind, string> = {
    no_attack: t('games.promise_kind.no_attack'),
    no_sanction: t('games.promise_kind.no_sanction'),
    lift_sanction: t('games.promise_kind.lift_sanction'),
    transfer: t('games.promise_kind.transfer', { value: money(promise.value ?? 0) }),
  };
  return labels[promise.kind];
}

/** A promise's status in words ("accepted, binding"). */
export function promiseStatusLabel(t: TFunction, status: PromiseStatus): string {
  const labels: Record<PromiseStatus, string> = {
    proposed: t('games.promise_status.proposed'),
    declined: t('games.promise_status.declined'),
    withdrawn: t('games.promise_status.withdrawn'),
    accepted: t('games.promise_status.accepted'),
    kept: t('games.promise_status.kept'),
    broken: t('games.promise_status.broken'),
  };
  return labels[status];
}

/** The colour of a status's badge: settled ones say at a glance whether they held. */
export const PROMISE_STATUS_COLORS: Record<PromiseStatus, string> = {
  proposed: 'gray',
  declined: 'gray',
  withdrawn: 'gray',
  accepted: 'blue',
  kept: 'teal',
  broken: 'red',
};
