import { Checkbox, Fieldset, NumberInput, SimpleGrid, Switch } from '@mantine/core';
import type { ClockSettings } from '@orbis/contracts';
import { Controller, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../../lib/form-errors';

/** The add form's clock: durations in minutes, as hosts think of them; the API takes seconds. */
export interface ClockFormValues {
  on: boolean;
  talks: number | string;
  orders: number | string;
  lock: boolean;
}

/** Ten minutes of talks and five of orders, with the lock: a usual evening's pace. */
export const DEFAULT_CLOCK: ClockFormValues = { on: true, talks: 10, orders: 5, lock: true };

/** A phase's minutes as the API takes them: whole seconds. */
const toSeconds = (minutes: number | string) => Math.round(Number(minutes) * 60);

/**
 * The form's one rule for both phases, in minutes: the API takes shorter phases (a 5-second
 * orders phase, for tests and for a clock fitted to a hard stop), but a host setting up a round
 * thinks in minutes, and half a minute of talks is a slip, not a plan. Talks may also be 0.
 */
const CLOCK_PHASE_MINUTES = { min: 1, max: 120 } as const;

/** Whether the form takes a phase's minutes (talks may be 0: a round without talks). */
function phaseAccepted(phase: 'talks' | 'orders', minutes: number | string): boolean {
  if (minutes === '' || !Number.isFinite(Number(minutes))) return false;
  const value = Number(minutes);
  if (phase === 'talks' && value === 0) return true;
  return value >= CLOCK_PHASE_MINUTES.min && value <= CLOCK_PHASE_MINUTES.max;
}

/** `game.clock` as the API takes it: seconds, or null for no clock. The server checks the range. */
export function clockSettings(values: ClockFormValues): ClockSettings | null {
  if (!values.on) return null;
  return { talks: toSeconds(values.talks), orders: toSeconds(values.orders), lock: values.lock };
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
  // One rule for both phases (talks may also be 0), said in each field's hint.
  const rules = {
    talks: t('games.clock_talks_rule', CLOCK_PHASE_MINUTES),
    orders: t('games.clock_orders_rule', CLOCK_PHASE_MINUTES),
  };
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
                rules={{
                  validate: (value, values) =>
                    !(values as { clock: ClockFormValues }).clock.on ||
                    phaseAccepted(phase, value as number | string) ||
                    rules[phase],
                }}
                render={({ field, fieldState }) => {
                  const checked = errors.field(`game.clock.${phase}`, {
                    client: fieldState.error?.message,
                  });
                  return (
                    <NumberInput
                      label={labels[phase]}
                      // The rule, until a refusal says it in the error's place.
                      description={checked.error ? undefined : rules[phase]}
                      name={`clock.${phase}`}
                      min={phase === 'talks' ? 0 : CLOCK_PHASE_MINUTES.min}
                      max={CLOCK_PHASE_MINUTES.max}
                      clampBehavior="none"
                      step={1}
                      decimalScale={2}
                      value={field.value as number | string}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      {...checked}
                      data-testid={`clock-${phase}`}
                    />
                  );
                }}
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
