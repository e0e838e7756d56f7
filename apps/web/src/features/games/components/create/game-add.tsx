import { Checkbox, Select, SimpleGrid, TextInput } from '@mantine/core';
import type {
  CountryOption,
  GameMod,
  LanguageOption,
  VariablesPresetOption,
  WorldEventOption,
} from '@orbis/contracts';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormCard } from '../../../../components/form-card';
import { QueriesState } from '../../../../components/query-state';
import { fieldErrors, groupErrors, inGroup } from '../../../../lib/form-errors';
import {
  useCountriesOptions,
  useLanguagesOptions,
  useVariablesPresetsOptions,
} from '../../../../lib/options';
import { useAddGame } from '../../api/add-game';
import { useWorldEventOptions } from '../../api/get-world-event-options';
import { countryChoices } from '../../utils/country-choices';
import { ClockFields, clockSettings, DEFAULT_CLOCK, type ClockFormValues } from './clock-fields';
import { CountryCheckboxes } from './country-checkboxes';
import { PresetBalanceHint } from './preset-balance-hint';
import { ScheduledEvents, scheduledEvents, type ScheduledEventValues } from './scheduled-events';

/** The preset select's value for "rulebook defaults" (sent as null); preset ids start at 1. */
const RULEBOOK_DEFAULTS = 0;

interface GameFormValues {
  title: string;
  preset: number;
  language: number | null;
  teams: number[];
  mods: GameMod[];
  clock: ClockFormValues;
  events: ScheduledEventValues[];
}

interface Options {
  languages: LanguageOption[];
  countries: CountryOption[];
  presets: VariablesPresetOption[];
  worldEvents: WorldEventOption[];
}

function GameAddForm({ languages, countries, presets, worldEvents }: Options) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const add = useAddGame();
  const { register, handleSubmit, control, getValues, setValue } = useForm<GameFormValues>({
    defaultValues: {
      title: '',
      preset: RULEBOOK_DEFAULTS,
      // The host's own language is the likeliest game language.
      language: languages.find((l) => l.code === i18n.language)?.value ?? null,
      teams: [],
      mods: [],
      clock: DEFAULT_CLOCK,
      events: [],
    },
  });
  const errors = fieldErrors(add.error);
  const modsErrors = groupErrors(errors.field('mods', { also: ['mods.*'] }));
  const modsId = `${useId()}-mods`;
  const language = useWatch({ control, name: 'language' });
  const presetId = useWatch({ control, name: 'preset' });
  const picked = presets.find((p) => p.value === presetId);
  const choices = countryChoices(countries, language, i18n.language);
  const teamIds = useWatch({ control, name: 'teams' });
  const teamChoices = choices.filter((c) => teamIds.includes(c.id));
  const onSubmit = handleSubmit(({ title, preset, language, teams, mods, clock, events }) =>
    add.mutate(
      {
        game: {
          title,
          preset: preset === RULEBOOK_DEFAULTS ? null : preset,
          language,
          clock: clockSettings(clock),
          events: scheduledEvents(events, worldEvents),
        },
        teams,
        mods,
      },
      { onSuccess: ({ id }) => navigate(`/host/games/control/${id}`) },
    ),
  );
  // A new language offers other countries: keep only the chosen ones it still supports.
  const changeLanguage = (language: number | null) => {
    const offered = new Set(countryChoices(countries, language).map((c) => c.id));
    setValue('language', language);
    setValue(
      'teams',
      getValues('teams').filter((id) => offered.has(id)),
    );
  };
  return (
    <FormCard
      onSubmit={onSubmit}
      error={add.error}
      submitting={add.isPending}
      submitLabel="games.add_submit"
      maw={840}
    >
      <TextInput
        label={t('games.game_title')}
        autoComplete="off"
        {...errors.field('game.title')}
        {...register('title')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="preset"
          render={({ field }) => (
            <Select<number>
              label={t('games.preset')}
              searchable
              allowDeselect={false}
              nothingFoundMessage={t('games.nothing_found')}
              data={[
                { value: RULEBOOK_DEFAULTS, label: t('games.rulebook_defaults') },
                ...presets.map((p) => ({ value: p.value, label: p.text })),
              ]}
              name="preset"
              value={field.value}
              onChange={(value) => field.onChange(value ?? RULEBOOK_DEFAULTS)}
              {...errors.field('game.preset')}
            />
          )}
        />
        <Controller
          control={control}
          name="language"
          render={({ field }) => (
            <Select<number>
              label={t('games.language')}
              placeholder={t('games.language_placeholder')}
              searchable
              allowDeselect={false}
              nothingFoundMessage={t('games.nothing_found')}
              data={languages.map((l) => ({ value: l.value, label: l.text }))}
              name="language"
              value={field.value}
              onChange={changeLanguage}
              {...errors.field('game.language')}
            />
          )}
        />
      </SimpleGrid>
      {/* Before the host commits an evening to a preset: how it fared in its last balance check. */}
      {picked && <PresetBalanceHint balance={picked.balance} />}
      <Controller
        control={control}
        name="teams"
        render={({ field }) => (
          <CountryCheckboxes
            choices={choices}
            languageChosen={language !== null}
            value={field.value}
            onChange={field.onChange}
            errors={groupErrors(errors.field('teams', { also: ['teams.*'] }))}
          />
        )}
      />
      <Controller
        control={control}
        name="mods"
        render={({ field }) => (
          <Checkbox.Group
            id={modsId}
            label={t('games.mods')}
            value={field.value}
            onChange={(mods) => field.onChange(mods as GameMod[])}
            {...modsErrors}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt={6}>
              <Checkbox
                name="mods"
                {...inGroup(modsId, modsErrors.error)}
                value="ufo"
                label={t('games.mod_ufo')}
                description={t('games.mod_ufo_hint')}
              />
              <Checkbox
                name="mods"
                {...inGroup(modsId, modsErrors.error)}
                value="negotiation"
                label={t('games.mod_negotiation')}
                description={t('games.mod_negotiation_hint')}
              />
            </SimpleGrid>
          </Checkbox.Group>
        )}
      />
      <ClockFields control={control} errors={errors} />
      <ScheduledEvents
        control={control}
        options={worldEvents}
        teams={teamChoices}
        errors={errors}
      />
    </FormCard>
  );
}

/**
 * Add game: title, variables preset, language, the countries it offers, mods, the clock and the
 * world events scheduled by round.
 */
export function GameAdd() {
  const languages = useLanguagesOptions();
  const countries = useCountriesOptions();
  const presets = useVariablesPresetsOptions();
  const worldEvents = useWorldEventOptions();
  return (
    <QueriesState queries={[languages, countries, presets, worldEvents]}>
      {([languageList, countryList, presetList, eventList]) => (
        <GameAddForm
          languages={languageList}
          countries={countryList}
          presets={presetList}
          worldEvents={eventList}
        />
      )}
    </QueriesState>
  );
}
