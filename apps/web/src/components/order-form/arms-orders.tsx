import { whyNot } from '../../lib/orders/order-check';
import { useTexts } from '../game-texts';
import { Badge, Card, Flag } from '../game-ui';
import { ChoiceList } from './choice-list';
import styles from './orders.module.css';
import { canAdd, mostPossible, type SectionProps } from './section-props';
import { Stepper } from './stepper';

/** The nuclear programme: once a game. */
export function TechnologyOrder(props: SectionProps) {
  const { t, money } = useTexts();
  const { state, form, unlimited } = props;
  const refusal = whyNot(unlimited, state.me.id, { type: 'technology' });
  return (
    <Card
      title={t('order.technology')}
      note={money(state.prices.technology_cost ?? 0)}
      testId="order-technology"
    >
      {refusal ? (
        <p className={styles.hint}>{t(`order_error.${refusal}`)}</p>
      ) : (
        <label className={styles.option}>
          <input type="checkbox" {...form.register('technology')} />
          <span className={styles.optionText}>{t('player.start_programme')}</span>
        </label>
      )}
    </Card>
  );
}

/** Bombs to build: needs the programme from an earlier round; up to the round's limit. */
export function BombOrder(props: SectionProps) {
  const { t, money } = useTexts();
  const { state, form, unlimited } = props;
  const refusal = whyNot(unlimited, state.me.id, { type: 'build_bombs', count: 1 });
  const max = mostPossible(props, 'build_bombs', state.prices.max_bombs_per_round ?? 0, (n) => [
    { type: 'build_bombs', count: n },
  ]);
  return (
    <Card
      title={t('order.build_bombs')}
      note={t('player.price_each', { value: money(state.prices.bomb_cost ?? 0) })}
      testId="order-build_bombs"
    >
      {refusal ? (
        <p className={styles.hint}>{t(`order_error.${refusal}`)}</p>
      ) : (
        <Stepper
          name="build_bombs"
          control={form.control}
          max={max}
          label={t('order.build_bombs')}
        />
      )}
    </Card>
  );
}

/** Bombs to drop: one per enemy city still standing, as many as the stock the round began with. */
export function AttackOrders(props: SectionProps) {
  const { t } = useTexts();
  const { state, form } = props;
  return (
    <Card title={t('order.attack')} note={t('player.costs_bomb')} testId="order-attack">
      <p className={styles.stock}>{t('player.bombs_in_stock', { value: state.me.bombs })}</p>
      {state.me.bombs === 0 ? (
        <p className={styles.hint}>{t('order_error.no_bombs')}</p>
      ) : (
        state.countries.map((country) => (
          <div key={country.id} className={styles.group}>
            <h3 className={styles.groupTitle}>
              <Flag src={country.flag} name="" />
              {country.name}
            </h3>
            <ChoiceList
              name="attack"
              control={form.control}
              choices={country.cities.map((city) => ({
                value: String(city.id),
                label: city.name,
                note: city.destroyed ? (
                  <Badge tone="danger">{t('player.destroyed')}</Badge>
                ) : city.has_shield ? (
                  <Badge tone="info">{t('player.shield')}</Badge>
                ) : undefined,
                disabled: !canAdd(props, { type: 'attack', city: city.id }),
              }))}
            />
          </div>
        ))
      )}
    </Card>
  );
}
