import { describe, expect, it } from 'vitest';
import { receiptTime, saveReceipt } from './receipt';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the receipt time', () => {
  const set = { round: 2, orders: [{ type: 'develop' as const, city: 11 }], cost: 150 };
  const at = new Date('2026-11-24T14:03:00Z');

  it('is kept for the set this phone sent', () => {
    const store = memoryStore();
    saveReceipt(store, 7, 1, set, at);
    expect(receiptTime(store, 7, 1, { ...set, orders: [{ city: 11, type: 'develop' }] })).toEqual(
      at,
    );
  });

  it('is unknown for a set a teammate sent since, another round or another team', () => {
    const store = memoryStore();
    saveReceipt(store, 7, 1, set, at);
    expect(receiptTime(store, 7, 1, { ...set, orders: [], cost: 0 })).toBeNull();
    expect(receiptTime(store, 7, 1, { ...set, round: 3 })).toBeNull();
    expect(receiptTime(store, 7, 2, set)).toBeNull();
  });

  it('survives a storage that refuses or holds garbage', () => {
    const broken = {
      getItem: () => '{not json',
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(() => saveReceipt(broken, 7, 1, set, at)).not.toThrow();
    expect(receiptTime(broken, 7, 1, set)).toBeNull();
  });
});
