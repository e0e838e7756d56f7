import { Button, Group, Select } from '@mantine/core';
import { needsChosenCountry } from '@orbis/engine';
import { IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountriesOptions, useWorldEventOptions } from '../../../../lib/options';

/** Both pickers: small, and searched by typing (the catalogue can be long). */
const PICK = { size: 'xs', searchable: true } as const;

/**
 * A world event for every ticked world: the event, and for a chosen target the country preset
 * it hits (each world refuses it should that country not play there).
 */
export function BroadcastWorldEvent({
  disabled,
  onFire,
}: {
  disabled: boolean;
  onFire: (event: number, country: number | null, title: string) => void;
}) {
  const { t } = useTranslation();
  const events = useWorldEventOptions();
  const countries = useCountriesOptions();
  const [eventId, setEventId] = useState<number | null>(null);
  const [countryId, setCountryId] = useState<number | null>(null);
  const picked = events.data?.find((e) => e.value === eventId);
  const chosen = picked ? needsChosenCountry(picked.effects) : false;
  // A preset's name in any of its languages: the worlds' own language is theirs to show.
  const countryData = (countries.data ?? []).map((c) => ({
    value: c.value,
    label: Object.values(c.translations)[0]?.value ?? String(c.value),
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
