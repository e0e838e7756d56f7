import { Checkbox, SimpleGrid, Text } from '@mantine/core';
import { MAX_TEAMS } from '@orbis/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inGroup, type GroupErrorProps } from '../../../../lib/form-errors';
import type { CountryChoice } from '../../utils/country-choices';

interface CountryCheckboxesProps {
  /** The countries the chosen language supports, labelled in it. */
  choices: CountryChoice[];
  languageChosen: boolean;
  value: number[];
  onChange: (teams: number[]) => void;
  errors: GroupErrorProps;
}

/**
 * The game's countries (teams): one checkbox each, labelled in the game's language. Once 9 are
 * chosen the others are disabled (spec section 5).
 */
export function CountryCheckboxes({
  choices,
  languageChosen,
  value,
  onChange,
  errors,
}: CountryCheckboxesProps) {
  const { t } = useTranslation();
  const id = `${useId()}-teams`;
  let hint = t('games.countries_hint', { max: MAX_TEAMS });
  if (!languageChosen) hint = t('games.countries_choose_language');
  else if (choices.length === 0) hint = t('games.countries_none');
  return (
    <Checkbox.Group
      id={id}
      label={t('games.countries')}
      // The count is part of the hint, not of the group's name (which the error list repeats).
      description={
        <>
          {hint}{' '}
          <Text
            span
            inherit
            display="block"
            fw={value.length >= MAX_TEAMS ? 700 : undefined}
            c={value.length >= MAX_TEAMS ? 'orange' : undefined}
            data-testid="teams-count"
          >
            {t('games.countries_chosen', { chosen: value.length, max: MAX_TEAMS })}
          </Text>
        </>
      }
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
      maxSelectedValues={MAX_TEAMS}
      {...errors}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} mt="xs" spacing="sm" verticalSpacing="xs">
        {choices.map((c) => (
          <Checkbox
            key={c.id}
            name="teams"
            value={String(c.id)}
            label={c.label}
            {...inGroup(id, errors.error)}
          />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
