import type { Order } from '@orbis/contracts';
import { useFieldArray, useWatch } from 'react-hook-form';
import { isWholeAmount } from '../../lib/orders/order-form';
import { useTexts } from '../game-texts';
import { Button, Card } from '../game-ui';
import { ChoiceList } from './choice-list';
import styles from './orders.module.css';
import { canAdd, mostPossible, type SectionProps } from './section-props';
import { Stepper } from './stepper';

/** Ecology investments, up to the round's limit. */
export function EcologyOrder(props: SectionProps) {
  const { t, money } = useTexts();
  const { state, form } = props;
  const max = mostPossible(props, 'ecology', state.prices.max_ecology_per_round ?? 0, (n) =>
    Array.from({ length: n }, (): Order => ({ type: 'ecology' })),
  );
  return (
    <Card
      title={t('order.ecology')}
      note={t('player.price_each', { value: money(state.prices.ecology_cost ?? 0) })}
      testId="order-ecology"
    >
      <Stepper name="ecology" control={form.control} max={max} label={t('order.ecology')} />
    </Card>
  );
}

/** Sanctions: impose them on a country, or lift ours. Free. */
export function SanctionOrders(props: SectionProps) {
  const { t } = useTexts();
  const { state, form } = props;
  const ours = state.countries.filter((c) => state.me.sanctionsTo.includes(c.id));
  const others = state.countries.filter((c) => !state.me.sanctionsTo.includes(c.id));
  const choices = (type: 'sanction' | 'lift_sanction', list: typeof ours) =>
    list.map((c) => ({
      value: String(c.id),
      label: c.name,
      disabled: !canAdd(props, { type, country: c.id }),
    }));
  return (
    <Card title={t('player.sanctions')} note={t('player.free')} testId="order-sanctions">
      {others.length > 0 && (
        <div className={styles.group}>
          <h3 className={styles.groupTitle}>{t('order.sanction')}</h3>
          <ChoiceList
            name="sanction"
            control={form.control}
            choices={choices('sanction', others)}
          />
        </div>
      )}
      {ours.length > 0 && (
        <div className={styles.group}>
          <h3 className={styles.groupTitle}>{t('order.lift_sanction')}</h3>
          <ChoiceList
            name="lift_sanction"
            control={form.control}
            choices={choices('lift_sanction', ours)}
          />
        </div>
      )}
    </Card>
  );
}

/**
 * Money sent to other countries: any number of transfers. An amount is checked as it is typed:
 * a whole number above 0, else the field says so (and the line costs nothing).
 */
export function TransferOrders({ state, form }: SectionProps) {
  const { t } = useTexts();
  const transfers = useFieldArray({ control: form.control, name: 'transfers' });
  const typed = useWatch({ control: form.control, name: 'transfers' });
  return (
    <Card title={t('order.transfer')} note={t('player.costs_amount')} testId="order-transfer">
      {transfers.fields.map((field, i) => {
        const amount = typed[i]?.amount ?? '';
        const bad = amount.trim() !== '' && !isWholeAmount(amount);
        const errorId = `transfer-${field.id}-error`;
        return (
          <div key={field.id} className={styles.transfer}>
            <select
              className={styles.select}
              aria-label={t('player.target_country')}
              {...form.register(`transfers.${i}.country`)}
            >
              <option value="">{t('player.target_country')}</option>
              {state.countries.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.name}
                </option>
              ))}
            </select>
            <input
              className={styles.amount}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              placeholder={t('player.amount')}
              aria-label={t('player.amount')}
              aria-invalid={bad || undefined}
              aria-describedby={bad ? errorId : undefined}
              data-testid="transfer-amount"
              {...form.register(`transfers.${i}.amount`)}
            />
            <button
              type="button"
              className={styles.remove}
              aria-label={t('player.remove_order')}
              onClick={() => transfers.remove(i)}
            >
              ×
            </button>
            {bad && (
              <p id={errorId} className={styles.fieldError} data-testid="transfer-amount-error">
                {t('order_error.invalid_amount')}
              </p>
            )}
          </div>
        );
      })}
      <Button
        variant="secondary"
        small
        onClick={() => transfers.append({ country: '', amount: '' })}
      >
        {t('player.add_transfer')}
      </Button>
    </Card>
  );
}
