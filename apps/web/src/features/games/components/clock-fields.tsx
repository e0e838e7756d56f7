import { Checkbox, Fieldset, NumberInput, SimpleGrid, Switch } from '@mantine/core';
import { CLOCK_LIMITS, type ClockSettings } from '@orbis/contracts';
import { Controller, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../lib/form-errors';

/** The add form's clock: durations in minutes, as hosts think of them; the API takes seconds. */
export interface ClockFormValues {
  on: boolean;
  talks: number | string;
  orders: number | string;
  lock: boolean;
}

/** Ten minutes of talks and five of orders, with the lock: a usual evening's pace. */
export const DEFAULT_CLOCK: ClockFormValues = { on: true, talks: 10, orders: 5, lock: true };

/**
 * The minutes the form offers for each phase: the API's bounds in seconds, in whole minutes at
 * the low end (a phase of seconds is for the API, not for a host's evening).
 */
const MINUTES = {
  talks: { min: Math.ceil(CLOCK_LIMITS.talks.min / 60), max: CLOCK_LIMITS.talks.max / 60 },
  orders: { min: Math.ceil(CLOCK_LIMITS.orders.min / 60), max: CLOCK_LIMITS.orders.max / 60 },
} as const;

/** `game.clock` as the API takes it: seconds, or null for no clock. The server checks the range. */
export function clockSettings(values: ClockFormValues): ClockSettings | null {
  if (!values.on) return null;
  const seconds = (minutes: number | string) => Math.round(Number(minutes) * 60);
  return { talks: seconds(values.talks), orders: seconds(values.orders), lock: values.lock };
}

/** The clock section of a form whose values hold `clock`; `errors` are the add call's. */
export function ClockFields<T extends FieldValues & { clock: ClockFormValues }>({
  control,
  errors,
}: {
  control: Control<T>;
  errors: FieldErrors;
}) {
  const { t } = useTranslation();
  const name = (field: keyof ClockFormValues) => `clock.${field}` as Path<T>;
  const labels = { talks: t('games.clock_talks'), orders: t('games.clock_orders') };
  const on = useWatch({ control, name: name('on') }) as boolean;
  return (
    <Fieldset legend={t('games.clock')} variant="filled" data-testid="clock-fields">
      <Controller
        control={control}
        name={name('on')}
        render={({ field }) => (
          <Switch
            label={t('games.clock_on')}
            checked={field.value as boolean}
            onChange={(e) => field.onChange(e.currentTarget.checked)}
            {...errors.field('game.clock')}
            data-testid="clock-on"
          />
        )}
      />
      {on && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
            {(['talks', 'orders'] as const).map((phase) => (
              <Controller
                key={phase}
                control={control}
                name={name(phase)}
                // In minutes, as the field says: the server's own message would speak of seconds.
                rules={{
                  validate: (value, values) => {
                    if (!(values as { clock: ClockFormValues }).clock.on) return true;
                    const minutes = Number(value);
                    const { min, max } = MINUTES[phase];
                    return (
                      (value !== '' && minutes >= min && minutes <= max) ||
                      t('games.clock_minutes_range', { min, max })
                    );
                  },
                }}
                render={({ field, fieldState }) => (
                  <NumberInput
                    label={labels[phase]}
                    name={`clock.${phase}`}
                    min={MINUTES[phase].min}
                    max={MINUTES[phase].max}
                    clampBehavior="none"
                    step={1}
                    decimalScale={2}
                    value={field.value as number | string}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    {...errors.field(`game.clock.${phase}`, {
                      client: fieldState.error?.message,
                    })}
                    data-testid={`clock-${phase}`}
                  />
                )}
              />
            ))}
          </SimpleGrid>
          <Controller
            control={control}
            name={name('lock')}
            render={({ field }) => (
              <Checkbox
                mt="sm"
                label={t('games.clock_lock')}
                description={t('games.clock_lock_hint')}
                checked={field.value as boolean}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
                {...errors.field('game.clock.lock')}
                data-testid="clock-lock"
              />
            )}
          />
        </>
      )}
    </Fieldset>
  );
}
