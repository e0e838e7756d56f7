import { Text, TextInput } from '@mantine/core';
import type { CountryPresetAddBody } from '@orbis/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormCard } from '../../../components/form-card';
import { fieldErrors } from '../../../lib/form-errors';
import { useAddCountryPreset } from '../api/add-country-preset';

/** GameCountriesAdd: a name; the new country (with four cities) then opens for editing. */
export function CountryAdd() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const add = useAddCountryPreset();
  const { register, handleSubmit } = useForm<CountryPresetAddBody>({
    defaultValues: { name: '' },
  });
  const onSubmit = handleSubmit((values) =>
    add.mutate(values, { onSuccess: ({ id }) => navigate(`/countries/edit/${id}`) }),
  );
  return (
    <FormCard
      onSubmit={onSubmit}
      error={add.error}
      submitting={add.isPending}
      submitLabel="common.add"
    >
      <TextInput
        label={t('countries.name')}
        autoComplete="off"
        {...fieldErrors(add.error).field('name')}
        {...register('name')}
      />
      <Text size="sm" c="dimmed">
        {t('countries.add_hint')}
      </Text>
    </FormCard>
  );
}
