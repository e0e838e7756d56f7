import type { Order } from '@orbis/contracts';
import { describe, expect, it } from 'vitest';
import { emptyOrderForm, formOf, isWholeAmount, ordersOf, typedAmount } from './order-form';

describe('the order form and its set', () => {
  it('lists one order per line, in the form order', () => {
    const values = {
      ...emptyOrderForm(),
      technology: true,
      develop: ['11', '14'],
      shield: ['11'],
      ecology: 2,
      sanction: ['2'],
      lift_sanction: ['3'],
      transfers: [{ country: '2', amount: '50' }],
      supertech: 'dome' as const,
    };
    expect(ordersOf(values)).toEqual([
      { type: 'technology' },
      { type: 'develop', city: 11 },
      { type: 'develop', city: 14 },
      { type: 'shield', city: 11 },
      { type: 'ecology' },
      { type: 'ecology' },
      { type: 'sanction', country: 2 },
      { type: 'lift_sanction', country: 3 },
      { type: 'transfer', country: 2, amount: 50 },
      { type: 'supertech', kind: 'dome' },
    ]);
  });

  it('takes a transfer amount as a whole number above 0 only', () => {
    for (const ok of ['1', '50', ' 120 ']) expect(isWholeAmount(ok), ok).toBe(true);
    for (const bad of ['-50', '12.5', '0', '', '1e3', '99999999999999999999'])
      expect(isWholeAmount(bad), bad).toBe(false);
  });

  it('reads a flagged amount as one the engine refuses too, never as the number it spells', () => {
    expect(typedAmount(' 120 ')).toBe(120);
    // Refused for their own value, kept as typed.
    expect(typedAmount('-50')).toBe(-50);
    expect(typedAmount('12.5')).toBe(12.5);
    // Whole numbers only in another spelling: not the field's whole number, so nothing.
    for (const typed of ['1e3', '1E3', '1.0', '99999999999999999999', '1e400', 'abc'])
      expect(typedAmount(typed), typed).toBe(0);
    const values = { ...emptyOrderForm(), transfers: [{ country: '2', amount: '1e3' }] };
    expect(ordersOf(values)).toEqual([{ type: 'transfer', country: 2, amount: 0 }]);
  });

  it('leaves out a transfer until both its country and amount are given', () => {
    const values = {
      ...emptyOrderForm(),
      transfers: [
        { country: '', amount: '10' },
        { country: '3', amount: ' ' },
        { country: '3', amount: '0' },
      ],
    };
    // A zero amount is an order: the engine refuses it on its line.
    expect(ordersOf(values)).toEqual([{ type: 'transfer', country: 3, amount: 0 }]);
  });

  it('shows a submitted set in the form, and the form gives the same set back', () => {
    const set: Order[] = [
      { type: 'build_bombs', count: 2 },
      { type: 'attack', city: 21 },
      { type: 'attack', city: 31 },
      { type: 'ecology' },
      { type: 'transfer', country: 3, amount: 120 },
      { type: 'ufo_contact', city: 12 },
    ];
    const values = formOf(set);
    expect(values).toMatchObject({ build_bombs: 2, attack: ['21', '31'], ecology: 1 });
    expect(ordersOf(values)).toEqual(set);
    expect(ordersOf(formOf([]))).toEqual([]);
  });
});
