import type { SupertechType } from '@orbis/contracts';
import { whyNot } from '../../utils/order-check';
import { useTexts } from '../texts';
import { Card } from '../ui';
import { ChoiceList } from './choice-list';
import styles from './orders.module.css';
import { canAdd, type SectionProps } from './section-props';

const KINDS: readonly SupertechType[] = ['dome', 'terraform', 'boom'];

/** UFO mode: contact with a UFO over one of our cities, and the supertech once all keys are in. */
export function UfoOrders(props: SectionProps) {
  const { t, money } = useTexts();
  const { state, form, unlimited } = props;
  const visited = state.me.cities.filter((c) => c.ufo !== null);
  const refusal = whyNot(unlimited, state.me.id, { type: 'supertech', kind: 'dome' });
  return (
    <>
      <Card
        title={t('order.ufo_contact')}
        note={money(state.prices.ufo_contact_cost ?? 0)}
        testId="order-ufo_contact"
      >
        {visited.length === 0 ? (
          <p className={styles.hint}>{t('player.no_ufo_over_us')}</p>
        ) : (
          <ChoiceList
            name="ufo_contact"
            control={form.control}
            choices={visited.map((city) => ({
              value: String(city.id),
              label: city.name,
              note: city.ufo ? t(`ufo_key.${city.ufo}`) : undefined,
              disabled: !canAdd(props, { type: 'ufo_contact', city: city.id }),
            }))}
          />
        )}
      </Card>
      <Card title={t('order.supertech')} note={t('player.free')} testId="order-supertech">
        {refusal ? (
          <p className={styles.hint}>{t(`order_error.${refusal}`)}</p>
        ) : (
          <ul className={styles.options}>
            {(['', ...KINDS] as const).map((kind) => (
              <li key={kind}>
                <label className={styles.option}>
                  <input type="radio" value={kind} {...form.register('supertech')} />
                  <span className={styles.optionText}>
                    {kind === '' ? t('player.none') : t(`supertech.${kind}`)}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
