import { Button, Fieldset, NumberInput, Select, Stack, Text } from '@mantine/core';
import type { WorldEventOption } from '@orbis/contracts';
import { needsChosenCountry } from '@orbis/engine';
import { IconPlus } from '@tabler/icons-react';
import { Controller, useFieldArray, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RemovableCard } from '../../../../components/removable-card';
import { WorldEventEffects } from '../../../../components/world-event-effects';
import type { FieldErrors } from '../../../../lib/form-errors';
import type { GameAddRequest } from '../../api/add-game';
import type { CountryChoice } from '../../utils/country-choices';

/** One scheduled event as the form holds it: nothing chosen yet is null. */
export interface ScheduledEventValues {
  round: number | string;
  event: number | null;
  country: number | null;
}

/** What the form holds: the schedule among the game's other fields. */
interface WithEvents {
  events: ScheduledEventValues[];
}

/**
 * `game.events` as the add call takes it: the country only for an event with a chosen target
 * (the server says what is missing or wrong, on the row's field).
 */
export function scheduledEvents(
  rows: ScheduledEventValues[],
  options: WorldEventOption[],
): GameAddRequest['game']['events'] {
  return rows.map((row) => {
    const option = options.find((o) => o.value === row.event);
    const chosen = option ? needsChosenCountry(option.effects) : false;
    return {
      round: row.round === '' ? Number.NaN : Number(row.round),
      event: row.event,
      country: chosen ? row.country : null,
    };
  });
}

interface RowProps {
  index: number;
  control: Control<WithEvents>;
  options: WorldEventOption[];
  /** The game's countries (the teams chosen above), labelled in the game's language. */
  teams: CountryChoice[];
  errors: FieldErrors;
  onRemove: () => void;
}

/** A scheduled event: its round, the event (what it does in words), and the country it names. */
function ScheduledRow({ index, control, options, teams, errors, onRemove }: RowProps) {
  const { t } = useTranslation();
  const n = index + 1;
  const eventId = useWatch({ control, name: `events.${index}.event` });
  const countryId = useWatch({ control, name: `events.${index}.country` });
  const picked = options.find((o) => o.value === eventId);
  const chosen = picked ? needsChosenCountry(picked.effects) : false;
  const country = teams.find((c) => c.id === countryId)?.label ?? null;
  return (
    <RemovableCard
      title={picked ? picked.text : t('games.world_event')}
      removeLabel={t('games.events_remove', { n })}
      onRemove={onRemove}
      testId="scheduled-event"
      fields={
        <>
          <Controller
            control={control}
            name={`events.${index}.round`}
            render={({ field }) => (
              <NumberInput
                label={t('games.events_round')}
                min={1}
                allowDecimal={false}
                value={field.value}
                onChange={field.onChange}
                data-testid={`scheduled-round-${index}`}
                {...errors.field(`game.events.${index}.round`)}
              />
            )}
          />
          <Controller
            control={control}
            name={`events.${index}.event`}
            render={({ field }) => (
              <Select<number>
                label={t('games.world_event_pick')}
                placeholder={t('games.world_event_pick_placeholder')}
                searchable
                nothingFoundMessage={t('games.nothing_found')}
                data={options.map((o) => ({ value: o.value, label: o.text }))}
                value={field.value}
                onChange={field.onChange}
                data-testid={`scheduled-event-${index}`}
                {...errors.field(`game.events.${index}.event`)}
              />
            )}
          />
          <Controller
            control={control}
            name={`events.${index}.country`}
            render={({ field }) => (
              <Select<number>
                label={t('games.world_event_country')}
                placeholder={
                  chosen
                    ? t('games.world_event_country_placeholder')
                    : t('games.events_country_unneeded')
                }
                disabled={!chosen}
                data={teams.map((c) => ({ value: c.id, label: c.label }))}
                value={chosen ? field.value : null}
                onChange={field.onChange}
                data-testid={`scheduled-country-${index}`}
                {...errors.field(`game.events.${index}.country`)}
              />
            )}
          />
        </>
      }
    >
      {picked && (
        <Text component="div" size="xs" c="dimmed" mt="xs">
          <WorldEventEffects effects={picked.effects} country={chosen ? country : null} size="xs" />
        </Text>
      )}
    </RemovableCard>
  );
}

/**
 * The world events a game is created with, by round: each applies as its round starts. The
 * round, the event and (for a chosen target) the country among the teams chosen above.
 */
export function ScheduledEvents<T extends WithEvents>({
  control,
  options,
  teams,
  errors,
}: {
  control: Control<T>;
  options: WorldEventOption[];
  teams: CountryChoice[];
  errors: FieldErrors;
}) {
  const { t } = useTranslation();
  // The schedule's own part of the form's values; the rest of the form is not its business.
  const own = control as unknown as Control<WithEvents>;
  const { fields, append, remove } = useFieldArray({ control: own, name: 'events' });
  const listError = errors.field('game.events');
  return (
    <Fieldset legend={t('games.events')} variant="filled" data-testid="scheduled-events">
      <Text size="sm" c="dimmed" mb="sm">
        {t('games.events_hint')}
      </Text>
      {listError.error && (
        <Text size="sm" c="red" mb="sm" data-error-for={listError['data-error-for']}>
          {listError.error}
        </Text>
      )}
      <Stack gap="sm" mb={fields.length > 0 ? 'sm' : 0}>
        {fields.map((field, index) => (
          <ScheduledRow
            key={field.id}
            index={index}
            control={own}
            options={options}
            teams={teams}
            errors={errors}
            onRemove={() => remove(index)}
          />
        ))}
      </Stack>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPlus size={16} />}
        onClick={() => append({ round: fields.length + 1, event: null, country: null })}
        disabled={options.length === 0}
        data-testid="scheduled-add"
      >
        {t('games.events_add')}
      </Button>
    </Fieldset>
  );
}
