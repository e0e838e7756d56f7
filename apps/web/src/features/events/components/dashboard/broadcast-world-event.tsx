import { Button, Group, Select } from '@mantine/core';
import { needsChosenCountry } from '@orbis/engine';
import { IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCountriesOptions,
  useLanguagesOptions,
  useWorldEventOptions,
} from '../../../../lib/options';

/** Both pickers: small, and searched by typing (the catalogue can be long). */
const PICK = { size: 'xs', searchable: true } as const;

/**
 * A world event for every ticked world: the event, and for a chosen target the country preset
 * it hits (each world refuses it should that country not play there).
 */
export function BroadcastWorldEvent({
  disabled,
  languages,
  onFire,
}: {
  disabled: boolean;
  /** The ticked worlds' language codes: a country is named as their screens name it. */
  languages: readonly string[];
  onFire: (event: number, country: number | null, title: string) => void;
}) {
  const { t } = useTranslation();
  const events = useWorldEventOptions();
  const countries = useCountriesOptions();
  const gameLanguages = useLanguagesOptions();
  const [eventId, setEventId] = useState<number | null>(null);
  const [countryId, setCountryId] = useState<number | null>(null);
  const picked = events.data?.find((e) => e.value === eventId);
  const chosen = picked ? needsChosenCountry(picked.effects) : false;
  // A preset's name in the first ticked world's language, else in any it has.
  const languageId = languages
    .map((code) => gameLanguages.data?.find((l) => l.code === code)?.value)
    .find((id) => id !== undefined);
  const countryData = (countries.data ?? []).map((c) => ({
    value: c.value,
    label:
      (languageId === undefined ? undefined : c.translations[languageId]?.value) ??
      Object.values(c.translations)[0]?.value ??
      String(c.value),
  }));
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select<number>
        {...PICK}
        label={t('games.world_event_pick')}
        placeholder={t('games.world_event_pick_placeholder')}
        w={240}
        nothingFoundMessage={t('games.nothing_found')}
        data={(events.data ?? []).map((e) => ({ value: e.value, label: e.text }))}
        value={eventId}
        onChange={setEventId}
        data-testid="broadcast-world-event"
      />
      {chosen && (
        <Select<number>
          {...PICK}
          label={t('games.world_event_country')}
          placeholder={t('games.world_event_country_placeholder')}
          w={200}
          data={countryData}
          value={countryId}
          onChange={setCountryId}
        />
      )}
      <Button
        size="xs"
        color="orange"
        variant="light"
        leftSection={<IconWorld size={16} />}
        disabled={disabled || !picked || (chosen && countryId === null)}
        onClick={() => picked && onFire(picked.value, chosen ? countryId : null, picked.text)}
      >
        {t('games.world_event_fire')}
      </Button>
    </Group>
  );
}
