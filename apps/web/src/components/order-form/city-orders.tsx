import { useTexts } from '../game-texts';
import { Badge, Card } from '../game-ui';
import { ChoiceList } from './choice-list';
import { refusal, type SectionProps } from './section-props';

/**
 * Develop and shield orders: a checkbox per city of ours, where the order is possible; a city
 * the engine would refuse (destroyed, shielded, at the maximum development) says why.
 */
export function CityOrders(props: SectionProps & { type: 'develop' | 'shield' }) {
  const { t, money } = useTexts();
  const { state, form, type } = props;
  const price = type === 'develop' ? state.prices.develop_cost : state.prices.shield_cost;
  const choices = state.me.cities.map((city) => {
    const refused = refusal(props, { type, city: city.id });
    const value = city.economy;
    return {
      value: String(city.id),
      label: city.name,
      note: city.destroyed ? (
        <Badge tone="danger">{t('player.destroyed')}</Badge>
      ) : type === 'shield' && city.has_shield ? (
        <Badge tone="info">{t('player.shield')}</Badge>
      ) : type === 'develop' && refused === 'development_at_cap' ? (
        <Badge tone="info">{t('player.development_max', { value })}</Badge>
      ) : type === 'develop' ? (
        t('player.development_value', { value })
      ) : undefined,
      disabled: refused !== null,
    };
  });
  return (
    <Card
      title={t(`order.${type}`)}
      note={t('player.price_each', { value: money(price ?? 0) })}
      testId={`order-${type}`}
    >
      <ChoiceList name={type} control={form.control} choices={choices} />
    </Card>
  );
}
