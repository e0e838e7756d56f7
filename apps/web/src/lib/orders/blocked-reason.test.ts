import { numberFormat, type Order } from '@orbis/contracts';
import { describe, expect, it } from 'vitest';
import { formOf, ordersOf } from './order-form';
import { blockedReason } from './blocked-reason';
import { checkSet, orderCheckState } from './order-check';
import { teamView } from './testing';

const texts = {
  ...numberFormat('en'),
  t: (id: string, params?: Record<string, unknown>) =>
    params ? `${id} ${JSON.stringify(params)}` : id,
};

/** The set a form with a develop order and a transfer of `amount` (as typed) stands for. */
function typed(amount: string) {
  const values = { ...formOf([{ type: 'develop', city: 11 }]) };
  values.transfers = [{ country: '2', amount }];
  const state = teamView();
  const checked = checkSet(orderCheckState(state), 1, ordersOf(values));
  return { checked, left: state.me.budget - checked.total };
}

describe('why a set cannot be sent', () => {
  it('counts a flagged amount as no money, and names the amount, not the budget', () => {
    // France has $1,000; "1e3" spells $1,000, which with a city's $150 would be over it.
    for (const amount of ['1e3', '1.0', '99999999999999999999', '-50', '12.5', '0']) {
      const { checked, left } = typed(amount);
      expect(checked.total, amount).toBe(150);
      expect(blockedReason(checked, left, texts), amount).toBe('order_error.invalid_amount');
    }
  });

  it('names the budget when an amount that is right takes the set over it', () => {
    const { checked, left } = typed('900');
    expect(checked.total).toBe(1050);
    expect(blockedReason(checked, left, texts)).toBe('player.send_over_budget {"amount":"$50"}');
    expect(blockedReason(typed('100').checked, typed('100').left, texts)).toBeNull();
  });

  it('names the set’s own problem first, then the lines’', () => {
    const stopped = teamView((s) => (s.game.stopped = true));
    const orders: Order[] = [{ type: 'transfer', country: 2, amount: 0 }];
    const checked = checkSet(orderCheckState(stopped), 1, orders);
    expect(blockedReason(checked, 1000, texts)).toBe(`order_error.${checked.setError}`);
    const lines = checkSet(orderCheckState(teamView()), 1, [{ type: 'develop', city: 13 }]);
    expect(blockedReason(lines, 1000, texts)).toBe('player.send_fix_lines');
  });
});
