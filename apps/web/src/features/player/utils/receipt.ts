// The receipt of a submitted set: the server keeps the set and its cost; the time it was sent
// from this phone is kept on the phone, so it survives a reload or a locked screen.
import type { SubmittedOrders } from '@orbis/contracts';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

interface StoredReceipt {
  at: string;
  set: string;
}

const keyOf = (gameId: number, countryId: number, round: number) =>
  `orbis.receipt.${gameId}.${countryId}.${round}`;

/** The same set, whatever the order of its keys. */
const fingerprint = (set: Pick<SubmittedOrders, 'orders' | 'cost'>) =>
  JSON.stringify({ cost: set.cost, orders: set.orders.map((o) => Object.entries(o).sort()) });

/** Remembers when this phone sent `set` for `round`. */
export function saveReceipt(
  store: Store,
  gameId: number,
  countryId: number,
  set: SubmittedOrders,
  at: Date,
): void {
  const value: StoredReceipt = { at: at.toISOString(), set: fingerprint(set) };
  try {
    store.setItem(keyOf(gameId, countryId, set.round), JSON.stringify(value));
  } catch {
    // A full or disabled storage only costs the time on the receipt.
  }
}

/** When this phone sent the team's current set; null when it was sent elsewhere or replaced. */
export function receiptTime(
  store: Store,
  gameId: number,
  countryId: number,
  set: SubmittedOrders,
): Date | null {
  try {
    const raw = store.getItem(keyOf(gameId, countryId, set.round));
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<StoredReceipt>;
    if (saved.set !== fingerprint(set) || typeof saved.at !== 'string') return null;
    const at = new Date(saved.at);
    return Number.isNaN(at.getTime()) ? null : at;
  } catch {
    return null;
  }
}
