import { Checkbox, Select, SimpleGrid, TextInput } from '@mantine/core';
import type {
  CountryOption,
  GameMod,
  LanguageOption,
  VariablesPresetOption,
  WorldEventOption,
} from '@orbis/contracts';
import { useId, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../../components/form-card';
import { fieldErrors, groupErrors, inGroup } from '../../../../lib/form-errors';
import type { GameAddRequest } from '../../api/add-game';
import { countryChoices } from '../../utils/country-choices';
import { gameRequest, RULEBOOK_DEFAULTS, type GameFormValues } from '../../utils/game-form-values';
import { ClockFields } from './clock-fields';
import { CountryCheckboxes } from './country-checkboxes';
import { PresetBalanceHint } from './preset-balance-hint';
import { ScheduledEvents } from './scheduled-events';

/** The catalogue the form offers. */
export interface GameFormOptions {
  languages: LanguageOption[];
  countries: CountryOption[];
  presets: VariablesPresetOption[];
  worldEvents: WorldEventOption[];
}

interface GameFormProps {
  options: GameFormOptions;
  defaultValues: GameFormValues;
  /** The failed call's error, shown on the fields it names. */
  error: unknown;
  /** What the call puts before the game's keys (`game.` in a template's body). */
  errorPrefix?: string;
  submitting: boolean;
  submitLabel: string;
  onSubmit: (body: GameAddRequest) => void;
  /** Fields above the game's own (a template's name). */
  before?: ReactNode;
  /** More buttons beside the submit button, given the body the form holds now. */
  actions?: (current: () => GameAddRequest) => ReactNode;
}

/**
 * A game's setup: title, variables preset, language, the countries it offers, mods, the clock and
 * the world events scheduled by round. The add game screen and the templates share it.
 */
export function GameForm({
  options: { languages, countries, presets, worldEvents },
  defaultValues,
  error,
  errorPrefix = '',
  submitting,
  submitLabel,
  onSubmit,
  before,
  actions,
}: GameFormProps) {
  const { t, i18n } = useTranslation();
  const { register, handleSubmit, control, getValues, setValue } = useForm<GameFormValues>({
    defaultValues,
  });
  const errors = fieldErrors(error, errorPrefix);
  const modsErrors = groupErrors(errors.field('mods', { also: ['mods.*'] }));
  const modsId = `${useId()}-mods`;
  const language = useWatch({ control, name: 'language' });
  const presetId = useWatch({ control, name: 'preset' });
  const picked = presets.find((p) => p.value === presetId);
  const choices = countryChoices(countries, language, i18n.language);
  const teamIds = useWatch({ control, name: 'teams' });
  const teamChoices = choices.filter((c) => teamIds.includes(c.id));
  const submit = handleSubmit((values) => onSubmit(gameRequest(values, worldEvents)));
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
      onSubmit={submit}
      error={error}
      submitting={submitting}
      submitLabel={submitLabel}
      maw={840}
      actions={actions?.(() => gameRequest(getValues(), worldEvents))}
    >
      {before}
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
