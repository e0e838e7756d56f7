import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { EventDashboard as Dashboard } from '@orbis/contracts';
import { IconChartLine, IconPlus, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConnectionIndicator } from '../../../../components/connection-indicator';
import { CohostEmailForm } from '../../../../components/cohosts/cohost-email-form';
import { HostsCard } from '../../../../components/cohosts/hosts-list';
import { QueryState } from '../../../../components/query-state';
import { callFailureText } from '../../../../lib/call-failure';
import { eventReportPath } from '../../utils/paths';
import { formatDate } from '../../../../lib/format';
import type { LiveState } from '../../../../lib/realtime/socket';
import {
  useAddEventCohost,
  useAddWorld,
  useEventDashboard,
  useLiveEventDashboard,
  useRemoveEventCohost,
} from '../../api/dashboard';
import { BroadcastBar } from './broadcast-bar';
import { useRenewWorldsCodesOffer } from './renew-worlds-codes-offer';
import classes from './event-dashboard.module.css';
import { WorldTile } from './world-tile';

/**
 * The event's title, its date, and whether this page hears the worlds' changes live; the worlds'
 * team cards to print, and one more world.
 */
function Header({ dashboard, live }: { dashboard: Dashboard; live: LiveState }) {
  const { t, i18n } = useTranslation();
  const addWorld = useAddWorld(dashboard.event.id);
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap">
      <Stack gap={2}>
        <Group gap="sm" wrap="nowrap">
          <Title order={3} style={{ overflowWrap: 'anywhere' }}>
            {dashboard.event.title}
          </Title>
          <ConnectionIndicator state={live} />
        </Group>
        <Text size="sm" c="dimmed">
          {formatDate(dashboard.event.created_at, i18n.language)}
        </Text>
      </Stack>
      <Group gap="xs">
        <Button
          component={Link}
          to={eventReportPath(dashboard.event.id)}
          variant="subtle"
          leftSection={<IconChartLine size={16} />}
          data-testid="event-open-report"
        >
          {t('event_report.open')}
        </Button>
        <Button
          component={Link}
          to={`/host/events/handouts/${dashboard.event.id}`}
          variant="subtle"
          leftSection={<IconPrinter size={16} />}
          data-testid="event-handouts-link"
        >
          {t('games.handouts_link')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          loading={addWorld.isPending}
          onClick={() =>
            addWorld.mutate(undefined, {
              onSuccess: () =>
                notifications.show({ color: 'green', message: t('events.world_added') }),
              onError: (error) =>
                notifications.show({ color: 'red', message: callFailureText(error, t) }),
            })
          }
          data-testid="event-add-world"
        >
          {t('events.add_world')}
        </Button>
      </Group>
    </Group>
  );
}

/**
 * Who runs every world: the event's owner and co-hosts, as a game's control screen lists its
 * hosts. The owner (or an admin) names a co-host of every world at once by email, and removes one
 * after confirming; a co-host sees the list only.
 */
function EventCohosts({
  event,
  worlds,
}: {
  event: Dashboard['event'];
  worlds: Dashboard['worlds'];
}) {
  const { t } = useTranslation();
  const add = useAddEventCohost(event.id);
  const remove = useRemoveEventCohost(event.id);
  const offerNewCodes = useRenewWorldsCodesOffer(event.id, worlds);
  return (
    <HostsCard
      title={t('events.cohosts')}
      hint={t('events.cohosts_hint')}
      hosts={event}
      remove={{
        mutation: remove,
        confirm: 'events.cohost_remove_confirm',
        // The removed co-host could see every world's codes: the lead is offered new ones at once.
        onRemoved: offerNewCodes,
        onError: (error) =>
          notifications.show({ color: 'red', message: callFailureText(error, t) }),
      }}
      form={
        <CohostEmailForm
          add={add}
          onAdded={() => notifications.show({ color: 'green', message: t('events.cohost_added') })}
        />
      }
      testId="event-cohosts"
      maw={520}
    />
  );
}

/** The tiles and the broadcast above them; every world is ticked until the host unticks it. */
function DashboardBody({ dashboard, live }: { dashboard: Dashboard; live: LiveState }) {
  const { t } = useTranslation();
  // The unticked worlds: a world added meanwhile starts ticked, as "default all" says.
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const ticked = dashboard.worlds.map((w) => w.gameId).filter((id) => !unticked.has(id));
  const tick = (gameId: number, on: boolean) =>
    setUnticked((previous) => {
      const next = new Set(previous);
      if (on) next.delete(gameId);
      else next.add(gameId);
      return next;
    });
  return (
    <Stack gap="md">
      <Header dashboard={dashboard} live={live} />
      <BroadcastBar eventId={dashboard.event.id} worlds={dashboard.worlds} ticked={ticked} />
      {dashboard.worlds.length === 0 ? (
        <Text c="dimmed">{t('events.no_worlds')}</Text>
      ) : (
        <div className={classes.tiles} data-testid="world-tiles">
          {dashboard.worlds.map((world) => (
            <WorldTile
              key={world.gameId}
              world={world}
              ticked={!unticked.has(world.gameId)}
              onTick={(on) => tick(world.gameId, on)}
            />
          ))}
        </div>
      )}
      <EventCohosts event={dashboard.event} worlds={dashboard.worlds} />
    </Stack>
  );
}

/**
 * host/events/dashboard/{eventId}: a tile per world, live (`event-changed`) and read again every
 * 10 s while a clock runs, with the broadcast bar above the tiles.
 */
export function EventDashboardScreen() {
  const eventId = Number(useParams().eventId);
  const dashboard = useEventDashboard(eventId);
  const live = useLiveEventDashboard(eventId);
  return (
    <QueryState query={dashboard}>
      {(data) => <DashboardBody dashboard={data} live={live} />}
    </QueryState>
  );
}
