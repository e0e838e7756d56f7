import { NumberInput, Select, Text, Textarea, TextInput } from '@mantine/core';
import { MAX_EVENT_WORLDS } from '@orbis/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormCard } from '../../../components/form-card';
import { fieldErrors } from '../../../lib/form-errors';
import { useTemplates } from '../../../lib/options';
import { useAddEvent } from '../api/events';
import { worldNames } from '../utils/world-names';

interface EventFormValues {
  title: string;
  template: string | null;
  worlds: number | string;
  names: string;
}

/**
 * A new event: its title, the host's template its worlds are made from, how many worlds, and
 * their names if the host wants its own. The dashboard opens once the worlds are made.
 */
export function EventAdd() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const templates = useTemplates();
  const add = useAddEvent();
  const { register, handleSubmit, control } = useForm<EventFormValues>({
    defaultValues: { title: '', template: null, worlds: 3, names: '' },
  });
  const errors = fieldErrors(add.error);
  const onSubmit = handleSubmit((values) =>
    add.mutate(
      {
        title: values.title,
        // The server names the missing template; 0 is no template's id.
        template: Number(values.template ?? 0),
        worlds: Number(values.worlds),
        names: worldNames(values.names),
      },
      { onSuccess: ({ id }) => navigate(`/host/events/dashboard/${id}`) },
    ),
  );
  const options = (templates.data ?? []).map((x) => ({ value: String(x.id), label: x.name }));
  return (
    <FormCard
      onSubmit={onSubmit}
      error={add.error}
      submitting={add.isPending}
      submitLabel="events.add_submit"
    >
      <TextInput
        label={t('events.event_title')}
        autoComplete="off"
        {...errors.field('title')}
        {...register('title')}
      />
      <Controller
        control={control}
        name="template"
        render={({ field }) => (
          <Select
            label={t('events.template')}
            placeholder={t('events.template_pick')}
            data={options}
            searchable
            nothingFoundMessage={t('events.no_templates')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            data-testid="event-template"
            {...errors.field('template')}
          />
        )}
      />
      {templates.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('events.no_templates')}
        </Text>
      )}
      <Controller
        control={control}
        name="worlds"
        render={({ field }) => (
          <NumberInput
            label={t('events.worlds_count')}
            description={t('events.worlds_count_hint', { max: MAX_EVENT_WORLDS })}
            min={1}
            max={MAX_EVENT_WORLDS}
            allowDecimal={false}
            w={220}
            {...field}
            {...errors.field('worlds')}
          />
        )}
      />
      <Textarea
        label={t('events.names')}
        description={t('events.names_hint')}
        autosize
        minRows={3}
        {...errors.field('names', { also: ['names.*'] })}
        {...register('names')}
      />
    </FormCard>
  );
}
