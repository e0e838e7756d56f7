// The order form's values and the order set they stand for. The form groups orders by type (a
// checkbox per city, a count of bombs); the set lists them one by one, in a fixed order, so each
// order line keeps its place and the server's `orders.<i>` errors find it.
import type { Order, SupertechType } from '@orbis/contracts';

/** A transfer as typed: empty strings until chosen. */
export interface TransferValue {
  country: string;
  amount: string;
}

/** The order form. Ids are strings, as checkbox and select values are. */
export interface OrderFormValues {
  technology: boolean;
  build_bombs: number;
  develop: string[];
  shield: string[];
  attack: string[];
  ecology: number;
  sanction: string[];
  lift_sanction: string[];
  transfers: TransferValue[];
  ufo_contact: string[];
  supertech: SupertechType | '';
}

/** A form with no orders. */
export function emptyOrderForm(): OrderFormValues {
  return {
    technology: false,
    build_bombs: 0,
    develop: [],
    shield: [],
    attack: [],
    ecology: 0,
    sanction: [],
    lift_sanction: [],
    transfers: [],
    ufo_contact: [],
    supertech: '',
  };
}

/** Whether a typed amount is a whole number above 0, as a transfer needs. */
export function isWholeAmount(typed: string): boolean {
  const text = typed.trim();
  return /^\d+$/.test(text) && Number(text) > 0 && Number.isSafeInteger(Number(text));
}

/**
 * The amount a typed transfer stands for: the number, when it is whole and above 0 as typed; a
 * number the engine refuses otherwise, as the field does, so that the line counts $0 and names
 * the amount as its problem. "-50" and "12.5" keep their value; a text that reads as a whole
 * number only when written another way ("1e3", "1.0", 21 digits) is 0, never the $1,000 the
 * field says it is not.
 */
export function typedAmount(typed: string): number {
  const text = typed.trim();
  if (isWholeAmount(text)) return Number(text);
  const value = Number(text);
  return Number.isFinite(value) && !(Number.isInteger(value) && value > 0) ? value : 0;
}

const ids = (values: readonly string[]) => values.map(Number).filter(Number.isSafeInteger);

/** A typed transfer as an order, or null while its country or amount is still missing. */
function transferOrder({ country, amount }: TransferValue): Order | null {
  if (country === '' || amount.trim() === '') return null;
  return { type: 'transfer', country: Number(country), amount: typedAmount(amount) };
}

/** The order set the form stands for, one order per line, in the form's order. */
export function ordersOf(values: OrderFormValues): Order[] {
  const orders: Order[] = [];
  if (values.technology) orders.push({ type: 'technology' });
  if (values.build_bombs > 0) orders.push({ type: 'build_bombs', count: values.build_bombs });
  for (const city of ids(values.develop)) orders.push({ type: 'develop', city });
  for (const city of ids(values.shield)) orders.push({ type: 'shield', city });
  for (const city of ids(values.attack)) orders.push({ type: 'attack', city });
  for (let i = 0; i < values.ecology; i++) orders.push({ type: 'ecology' });
  for (const country of ids(values.sanction)) orders.push({ type: 'sanction', country });
  for (const country of ids(values.lift_sanction)) orders.push({ type: 'lift_sanction', country });
  for (const transfer of values.transfers) {
    const order = transferOrder(transfer);
    if (order) orders.push(order);
  }
  for (const city of ids(values.ufo_contact)) orders.push({ type: 'ufo_contact', city });
  if (values.supertech !== '') orders.push({ type: 'supertech', kind: values.supertech });
  return orders;
}

/** The form showing a submitted set (a teammate's, or ours after a reload). */
export function formOf(orders: readonly Order[]): OrderFormValues {
  const values = emptyOrderForm();
  for (const order of orders) {
    switch (order.type) {
      case 'technology':
        values.technology = true;
        break;
      case 'build_bombs':
        values.build_bombs += order.count;
        break;
      case 'ecology':
        values.ecology += 1;
        break;
      case 'develop':
      case 'shield':
      case 'attack':
      case 'ufo_contact':
        values[order.type].push(String(order.city));
        break;
      case 'sanction':
      case 'lift_sanction':
        values[order.type].push(String(order.country));
        break;
      case 'transfer':
        values.transfers.push({ country: String(order.country), amount: String(order.amount) });
        break;
      case 'supertech':
        values.supertech = order.kind;
        break;
    }
  }
  return values;
}
