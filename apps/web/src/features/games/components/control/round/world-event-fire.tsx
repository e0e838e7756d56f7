import { Alert, Button, Card, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { GameControl, WorldEventOption } from '@orbis/contracts';
import { needsChosenCountry } from '@orbis/engine';
import { IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../../components/query-state';
import { WorldEventEffects } from '../../../../../components/world-event-effects';
import { ApiError } from '../../../../../lib/api-client';
import { useFireWorldEvent } from '../../../api/round/fire-world-event';
import { useWorldEventOptions } from '../../../../../lib/options';

interface FireFormProps {
  gameId: number;
  teams: GameControl['teams'];
  events: WorldEventOption[];
  onDone: () => void;
}

/**
 * The dialog's form: the event, what it will do in words, and for a chosen target the country
 * among the game's teams. The server checks the choice; its refusals show on the fields.
 */
function FireForm({ gameId, teams, events, onDone }: FireFormProps) {
  const { t } = useTranslation();
  const [eventId, setEventId] = useState<number | null>(null);
  const [countryId, setCountryId] = useState<number | null>(null);
  const fire = useFireWorldEvent(gameId);
  const picked = events.find((e) => e.value === eventId);
  const chosen = picked ? needsChosenCountry(picked.effects) : false;
  const country = teams.find((team) => team.country.id === countryId)?.country.name ?? null;
  const refused = ApiError.fieldErrors(fire.error);
  // A refusal of the game itself (over, or its world events used up): said above the buttons.
  const conflict =
    fire.error instanceof ApiError && fire.error.status === 409 ? fire.error.message : null;
  if (events.length === 0) {
    return (
      <Alert color="gray" variant="light">
        {t('games.world_event_none')}
      </Alert>
    );
  }
  const submit = () => {
    if (eventId === null) return;
    fire.mutate(
      { event: eventId, country: chosen ? countryId : null },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: t('games.world_event_fired', { title: picked?.text ?? '' }),
            closeButtonProps: { 'aria-label': t('games.world_event_notice_close') },
          });
          onDone();
        },
      },
    );
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Select<number>
          label={t('games.world_event_pick')}
          placeholder={t('games.world_event_pick_placeholder')}
          searchable
          nothingFoundMessage={t('games.nothing_found')}
          data={events.map((e) => ({ value: e.value, label: e.text }))}
          value={eventId}
          onChange={(value) => {
            setEventId(value);
            fire.reset();
          }}
          error={refused.event}
          data-autofocus
          data-testid="world-event-pick"
        />
        {picked && (
          <Card withBorder radius="sm" padding="sm" data-testid="world-event-preview">
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
              {t('games.world_event_preview')}
            </Text>
            <WorldEventEffects effects={picked.effects} country={chosen ? country : null} />
          </Card>
        )}
        {chosen && (
          <Select<number>
            label={t('games.world_event_country')}
            placeholder={t('games.world_event_country_placeholder')}
            data={teams.map((team) => ({ value: team.country.id, label: team.country.name }))}
            value={countryId}
            onChange={setCountryId}
            error={refused.country}
            data-testid="world-event-country"
          />
        )}
        {conflict && (
          <Alert color="red" variant="light" role="alert" data-testid="world-event-refused">
            {conflict}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            color="orange"
            leftSection={<IconWorld size={18} />}
            disabled={eventId === null}
            loading={fire.isPending}
            data-testid="world-event-confirm"
          >
            {t('games.world_event_fire')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A world event now, in two clicks: the button opens a dialog where the host picks the event,
 * reads what it will do (and names the country, for a chosen target), and confirms.
 */
export function WorldEventButton({ control }: { control: GameControl }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  return (
    <>
      <Button
        variant="light"
        color="orange"
        fullWidth
        leftSection={<IconWorld size={18} />}
        onClick={() => setOpened(true)}
        data-testid="world-event-open"
      >
        {t('games.world_event')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('games.world_event_title')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common.cancel') }}
      >
        {/* Mounted only while open: each opening starts a fresh choice. */}
        {opened && <FireDialogBody control={control} onDone={close} />}
      </Modal>
    </>
  );
}

function FireDialogBody({ control, onDone }: { control: GameControl; onDone: () => void }) {
  const options = useWorldEventOptions();
  return (
    <QueryState query={options}>
      {(events) => (
        <FireForm gameId={control.game.id} teams={control.teams} events={events} onDone={onDone} />
      )}
    </QueryState>
  );
}
