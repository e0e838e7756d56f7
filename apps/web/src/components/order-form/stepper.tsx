import { useController, type Control } from 'react-hook-form';
import type { OrderFormValues } from '../../lib/orders/order-form';
import { useTexts } from '../game-texts';
import styles from './orders.module.css';

/** A count chosen with − and +, from 0 up to `max` (what the engine still allows). */
export function Stepper({
  name,
  control,
  max,
  label,
}: {
  name: 'build_bombs' | 'ecology';
  control: Control<OrderFormValues>;
  max: number;
  /** What is counted, for screen readers and the buttons' names. */
  label: string;
}) {
  const { t } = useTexts();
  const { field } = useController({ name, control });
  const value = field.value;
  return (
    <div className={styles.stepper} role="group" aria-label={label}>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={`${label}: ${t('player.fewer')}`}
        disabled={value <= 0}
        onClick={() => field.onChange(value - 1)}
      >
        −
      </button>
      <output className={styles.stepValue} aria-live="polite" data-testid={`${name}-count`}>
        {value}
      </output>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={`${label}: ${t('player.more')}`}
        disabled={value >= max}
        onClick={() => field.onChange(value + 1)}
      >
        +
      </button>
      <span className={styles.stepLimit}>
        {t('player.at_most', { value: Math.max(max, value) })}
      </span>
    </div>
  );
}
