import { Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { GameVariable } from '@orbis/contracts';
import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDivider } from '../../../components/form-divider';
import { fieldErrors } from '../../../lib/form-errors';

export interface VariablesPresetFormValues {
  name: string;
  /** Variable id to the value as typed; blank means the variable's default. */
  values: Record<string, string>;
}

/** Empty form values for these variables (every value blank, so every default applies). */
export function blankValues(variables: GameVariable[]): Record<string, string> {
  return Object.fromEntries(variables.map((v) => [String(v.id), '']));
}

/** The typed values of these variables, as the add and update calls take them. */
export function typedValues(
  variables: GameVariable[],
  values: Record<string, string | undefined>,
): Record<string, string> {
  return Object.fromEntries(variables.map((v) => [String(v.id), values[v.id]?.trim() ?? '']));
}

/**
 * The preset form's fields, shared by add and edit: the name, then one input per game variable,
 * labelled with its name and showing its default as the placeholder.
 */
export function VariablesPresetFields({
  variables,
  register,
  error,
}: {
  variables: GameVariable[];
  register: UseFormRegister<VariablesPresetFormValues>;
  error: unknown;
}) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const errors = fieldErrors(error);
  return (
    <>
      <TextInput
        label={t('variables.name')}
        autoComplete="off"
        {...errors.field('variablesPreset.name')}
        {...register('name')}
      />
      <FormDivider label="variables.values" hint="variables.values_hint" />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="xs">
        {variables.map((v) => {
          const inputId = `${idPrefix}-${v.id}`;
          return (
            <Group key={v.id} wrap="nowrap" gap="sm">
              <Text component="label" htmlFor={inputId} size="sm" flex={1}>
                {v.name}
              </Text>
              <TextInput
                id={inputId}
                w={132}
                placeholder={String(v.default_value)}
                inputMode="decimal"
                autoComplete="off"
                {...errors.field(`variablesPreset.values.${v.id}`)}
                {...register(`values.${v.id}`)}
              />
            </Group>
          );
        })}
      </SimpleGrid>
    </>
  );
}
