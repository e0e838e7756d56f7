import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import {
  MAX_WORLD_EVENT_EFFECTS,
  WORLD_EVENT_KINDS,
  WORLD_EVENT_RANGES,
  WORLD_EVENT_TARGETS,
  type WorldEventKind,
  type WorldEventTarget,
} from '@orbis/engine';
import { IconPlus } from '@tabler/icons-react';
import {
  Controller,
  useFieldArray,
  useWatch,
  type Control,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RemovableCard } from '../../../components/removable-card';
import { FormDivider } from '../../../components/form-divider';
import type { FieldErrors } from '../../../lib/form-errors';
import { signedNumber } from '../../../lib/world-event-words';
import { NEW_EFFECT, type WorldEventFormValues } from '../utils/event-form';

interface EffectProps {
  index: number;
  control: Control<WorldEventFormValues>;
  register: UseFormRegister<WorldEventFormValues>;
  errors: FieldErrors;
  onRemove: (() => void) | null;
}

/** The value's field: its kind's range beside it; none for the kinds that take no value. */
function ValueField({ index, control, register, errors }: Omit<EffectProps, 'onRemove'>) {
  const { t, i18n } = useTranslation();
  const kind = useWatch({ control, name: `effects.${index}.kind` });
  const range = WORLD_EVENT_RANGES[kind] ?? { min: 0, max: 0 };
  const none = range.min === 0 && range.max === 0;
  return (
    <TextInput
      label={t('world_events.value')}
      description={
        none
          ? t('world_events.no_value')
          : t('world_events.range', {
              min: signedNumber(range.min, i18n.language),
              max: signedNumber(range.max, i18n.language),
            })
      }
      inputMode="decimal"
      autoComplete="off"
      disabled={none}
      placeholder={none ? '0' : undefined}
      data-testid={`effect-value-${index}`}
      {...errors.field(`effects.${index}.value`)}
      {...register(`effects.${index}.value`)}
    />
  );
}

/** One effect: what changes, by how much (its range shown), and whom it hits. */
function EffectFields({ index, control, register, errors, onRemove }: EffectProps) {
  const { t } = useTranslation();
  const n = index + 1;
  return (
    <RemovableCard
      title={t('world_events.effect_n', { n })}
      removeLabel={t('world_events.remove_effect', { n })}
      onRemove={onRemove}
      testId="effect"
      fields={
        <>
          <Controller
            control={control}
            name={`effects.${index}.kind`}
            render={({ field }) => (
              <Select<WorldEventKind>
                label={t('world_events.kind')}
                allowDeselect={false}
                data={WORLD_EVENT_KINDS.map((kind) => ({
                  value: kind,
                  label: t(`world_events.kind.${kind}`),
                }))}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                data-testid={`effect-kind-${index}`}
                {...errors.field(`effects.${index}.kind`)}
              />
            )}
          />
          <ValueField index={index} control={control} register={register} errors={errors} />
          <Controller
            control={control}
            name={`effects.${index}.target`}
            render={({ field }) => (
              <Select<WorldEventTarget>
                label={t('world_events.target')}
                allowDeselect={false}
                data={WORLD_EVENT_TARGETS.map((target) => ({
                  value: target,
                  label: t(`world_events.target.${target}`),
                }))}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                data-testid={`effect-target-${index}`}
                {...errors.field(`effects.${index}.target`)}
              />
            )}
          />
        </>
      }
    />
  );
}

/** The event's effects, 1 to 5, applied in order: each added or removed here. */
export function EffectsFields({
  control,
  register,
  errors,
}: {
  control: Control<WorldEventFormValues>;
  register: UseFormRegister<WorldEventFormValues>;
  errors: FieldErrors;
}) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'effects' });
  const listError = errors.field('effects');
  return (
    <>
      <FormDivider label="world_events.effects" hint="world_events.effects_hint" />
      {listError.error && (
        <Text size="sm" c="red" {...{ 'data-error-for': listError['data-error-for'] }}>
          {listError.error}
        </Text>
      )}
      {fields.map((field, index) => (
        <EffectFields
          key={field.id}
          index={index}
          control={control}
          register={register}
          errors={errors}
          onRemove={fields.length > 1 ? () => remove(index) : null}
        />
      ))}
      {fields.length < MAX_WORLD_EVENT_EFFECTS && (
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={16} />}
            onClick={() => append({ ...NEW_EFFECT })}
          >
            {t('world_events.add_effect')}
          </Button>
        </Group>
      )}
    </>
  );
}
