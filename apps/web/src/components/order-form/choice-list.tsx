import type { ReactNode } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { OrderFormValues } from '../../lib/orders/order-form';
import styles from './orders.module.css';
import type { IdListField } from './section-props';

export interface Choice {
  value: string;
  label: ReactNode;
  note?: ReactNode;
  /** Not possible now (a chosen one always stays changeable). */
  disabled?: boolean;
}

/** Checkboxes choosing ids for one order type: a city to develop, a country to sanction. */
export function ChoiceList({
  name,
  control,
  choices,
}: {
  name: IdListField;
  control: Control<OrderFormValues>;
  choices: Choice[];
}) {
  const { field } = useController({ name, control });
  const chosen = field.value;
  const toggle = (value: string, on: boolean) =>
    field.onChange(on ? [...chosen, value] : chosen.filter((v) => v !== value));
  return (
    <ul className={styles.options}>
      {choices.map((choice) => {
        const checked = chosen.includes(choice.value);
        return (
          <li key={choice.value}>
            <label className={styles.option}>
              <input
                type="checkbox"
                name={name}
                value={choice.value}
                checked={checked}
                disabled={!checked && choice.disabled}
                onChange={(e) => toggle(choice.value, e.target.checked)}
              />
              <span className={styles.optionText}>{choice.label}</span>
              {choice.note !== undefined && (
                <span className={styles.optionNote}>{choice.note}</span>
              )}
            </label>
          </li>
        );
      })}
    </ul>
  );
}
