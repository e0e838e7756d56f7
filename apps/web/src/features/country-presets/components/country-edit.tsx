import {
  ActionIcon,
  Button,
  Group,
  Input,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import type { CountryPresetResponse } from '@orbis/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { fieldErrors } from '../../../lib/form-errors';
import { useReturnAfterSave } from '../../../lib/mutations';
import { FormDivider } from '../../../components/form-divider';
import { FormCard } from '../../../components/form-card';
import { QueryState } from '../../../components/query-state';
import { useCountryPreset } from '../api/get-country-preset';
import {
  useUpdateCountryPreset,
  type CountryPresetUpdateRequest,
} from '../api/update-country-preset';
import { ImageUpload } from './image-upload';

/** A new city's economy level: the same as the server gives the cities of a new country. */
const NEW_CITY_ECONOMY = 60;

interface CityFormValues {
  /** The city preset's id; absent for a city added on this screen. */
  cityId?: number;
  name: string;
  picture: string;
  /** As the number input holds it: a number, or text while it is empty or incomplete. */
  economy: number | string;
}

interface CountryFormValues {
  countryPreset: { name: string; flag: string };
  cityPresets: CityFormValues[];
}

function formValues({ countryPreset, cityPresets }: CountryPresetResponse): CountryFormValues {
  return {
    countryPreset: { name: countryPreset.name, flag: countryPreset.flag },
    cityPresets: cityPresets.map(({ id, ...city }) => ({ cityId: id, ...city })),
  };
}

/** The economy as sent: a number when it is one, null when blank, else the text as typed. */
function economyValue(value: number | string): number | string | null {
  if (typeof value === 'number') return value;
  const text = value.trim();
  if (text === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : text;
}

function updateBody(id: number, values: CountryFormValues): CountryPresetUpdateRequest {
  return {
    countryPreset: { id, ...values.countryPreset },
    cityPresets: values.cityPresets.map(({ cityId, name, picture, economy }) => ({
      ...(cityId === undefined ? {} : { id: cityId }),
      name,
      picture,
      economy: economyValue(economy),
    })),
  };
}

/** The sum of the cities' economy levels, a guide for balancing countries. */
function EconomyTotal({ control }: { control: Control<CountryFormValues> }) {
  const { t } = useTranslation();
  const cities = useWatch({ control, name: 'cityPresets' });
  const total = cities.reduce((sum, c) => sum + (Number(c.economy) || 0), 0);
  return (
    <Text size="sm" c="dimmed" data-testid="economy-total">
      {t('countries.economy_total', { total })}
    </Text>
  );
}

function CountryEditForm({ preset }: { preset: CountryPresetResponse }) {
  const { t } = useTranslation();
  const saved = useReturnAfterSave('/countries/list');
  const update = useUpdateCountryPreset();
  const id = preset.countryPreset.id;
  const { register, handleSubmit, control } = useForm<CountryFormValues>({
    defaultValues: formValues(preset),
  });
  const cities = useFieldArray({ control, name: 'cityPresets' });
  const countryName = useWatch({ control, name: 'countryPreset.name' });
  const onSubmit = handleSubmit((values) =>
    update.mutate(updateBody(id, values), {
      onSuccess: saved,
    }),
  );
  const error = update.error;
  const errors = fieldErrors(error);
  return (
    <FormCard
      onSubmit={onSubmit}
      error={error}
      submitting={update.isPending}
      submitLabel="common.update"
      maw={880}
    >
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Stack gap={4}>
          <Input.Label>{t('countries.flag')}</Input.Label>
          <Controller
            control={control}
            name="countryPreset.flag"
            render={({ field }) => (
              <ImageUpload
                kind="flag"
                value={field.value}
                onChange={field.onChange}
                alt={t('countries.flag_alt', { name: countryName })}
                width={168}
                height={112}
                fit="contain"
                emptyLabel="countries.no_flag"
                buttonLabel="countries.upload_flag"
              />
            )}
          />
        </Stack>
        <Stack gap="xs" flex={1} miw={240}>
          <TextInput
            label={t('countries.name')}
            autoComplete="off"
            {...errors.field('countryPreset.name')}
            {...register('countryPreset.name')}
          />
          <Text size="xs" c="dimmed">
            {t('countries.upload_hint')}
          </Text>
        </Stack>
      </Group>

      <FormDivider label="countries.cities" hint="countries.economy_hint" />

      <Stack gap="sm" data-testid="cities">
        {cities.fields.map((city, index) => (
          <Paper key={city.id} withBorder radius="md" p="sm" data-testid="city">
            <Group align="flex-start" gap="sm" wrap="nowrap">
              <Group align="flex-start" gap="md" flex={1} wrap="wrap">
                <Controller
                  control={control}
                  name={`cityPresets.${index}.picture`}
                  render={({ field }) => (
                    <ImageUpload
                      kind="picture"
                      value={field.value}
                      onChange={field.onChange}
                      alt={t('countries.picture_alt', { name: city.name })}
                      width={176}
                      height={110}
                      emptyLabel="countries.no_picture"
                      buttonLabel="countries.upload_picture"
                    />
                  )}
                />
                <Stack gap="xs" flex={1} miw={200}>
                  <TextInput
                    label={t('countries.city_name')}
                    autoComplete="off"
                    {...errors.field(`cityPresets.${index}.name`, {
                      also: [`cityPresets.${index}.id`],
                    })}
                    {...register(`cityPresets.${index}.name`)}
                  />
                  <Controller
                    control={control}
                    name={`cityPresets.${index}.economy`}
                    render={({ field }) => (
                      <NumberInput
                        label={t('countries.economy')}
                        allowDecimal={false}
                        clampBehavior="none"
                        w={180}
                        name={field.name}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        ref={field.ref}
                        {...errors.field(`cityPresets.${index}.economy`)}
                      />
                    )}
                  />
                </Stack>
              </Group>
              <Tooltip label={t('countries.remove_city')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('countries.remove_city')}
                  onClick={() => cities.remove(index)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Paper>
        ))}
      </Stack>

      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={() => cities.append({ name: '', picture: '', economy: NEW_CITY_ECONOMY })}
        >
          {t('countries.add_city')}
        </Button>
        <EconomyTotal control={control} />
      </Group>
    </FormCard>
  );
}

/** GameCountriesEdit (countryId): name, flag and the cities with picture, name and economy. */
export function CountryEdit() {
  const id = Number(useParams().countryId);
  const preset = useCountryPreset(id);
  return (
    <QueryState query={preset}>
      {(data) => <CountryEditForm key={data.countryPreset.id} preset={data} />}
    </QueryState>
  );
}
