import type { KeyColor } from '@orbis/contracts';
import { SUPERTECH_KINDS } from '@orbis/engine';
import { whyNot } from '../../lib/orders/order-check';
import { useTexts } from '../game-texts';
import { Card } from '../game-ui';
import { ChoiceList } from './choice-list';
import styles from './orders.module.css';
import { refusal, type SectionProps } from './section-props';

/** UFO mode: contact with a UFO over one of our cities, and the supertech once all keys are in. */
export function UfoOrders(props: SectionProps) {
  const { t, money } = useTexts();
  const { state, form, unlimited } = props;
  const visited = state.me.cities.filter((c) => c.ufo !== null);
  const supertechRefusal = whyNot(unlimited, state.me.id, { type: 'supertech', kind: 'dome' });
  // A contact that could only cost money says why: the key is ours already, or comes too late.
  const keyNote = (colour: KeyColor, refused: string | null) => {
    const key = t(`ufo_key.${colour}`);
    if (refused === 'key_owned') return t('player.key_once', { key });
    if (refused === 'contact_too_late') return t('player.key_too_late', { key });
    return key;
  };
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
            choices={visited.map((city) => {
              const refused = refusal(props, { type: 'ufo_contact', city: city.id });
              return {
                value: String(city.id),
                label: city.name,
                note: city.ufo ? keyNote(city.ufo, refused) : undefined,
                disabled: refused !== null,
              };
            })}
          />
        )}
      </Card>
      <Card title={t('order.supertech')} note={t('player.free')} testId="order-supertech">
        {supertechRefusal ? (
          <p className={styles.hint}>{t(`order_error.${supertechRefusal}`)}</p>
        ) : (
          <ul className={styles.options}>
            {(['', ...SUPERTECH_KINDS] as const).map((kind) => (
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
