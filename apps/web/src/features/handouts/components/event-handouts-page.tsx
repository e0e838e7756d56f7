import { Title } from '@mantine/core';
import type { EventDashboard, GameControl } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { QueriesState, QueryState } from '../../../components/query-state';
import { eventDashboardQuery } from '../../../lib/event-dashboard';
import { useSystemMessages, type SystemMessages } from '../../../lib/system-messages';
import { useHandouts } from '../api/get-handouts';
import { HandoutCards, HandoutsSheet } from './handouts-sheet';
import classes from './handouts.module.css';

type World = EventDashboard['worlds'][number];

/**
 * One world's cards, read as its own handouts page reads them (new codes follow), each naming the
 * world in its game's title. On paper each world starts a page, to hand to its table.
 */
function WorldCards({ world }: { world: World }) {
  const control = useHandouts(world.gameId);
  const texts = useSystemMessages(world.gameId);
  return (
    <section
      className={classes.world}
      aria-label={world.title}
      data-testid="handouts-world"
      data-game={world.gameId}
    >
      <Title order={3} className={classes.tools} style={{ overflowWrap: 'anywhere' }}>
        {world.title}
      </Title>
      <QueriesState<[GameControl, SystemMessages]> queries={[control, texts]}>
        {([data, messages]) => <HandoutCards control={data} texts={messages} />}
      </QueriesState>
    </section>
  );
}

function EventHandouts({ dashboard }: { dashboard: EventDashboard }) {
  const { t } = useTranslation();
  return (
    <HandoutsSheet
      subtitle={dashboard.event.title}
      back={{
        back: {
          to: `/host/events/dashboard/${dashboard.event.id}`,
          label: t('events.dashboard_link'),
        },
      }}
      hint={t('handouts.event_hint')}
    >
      <div className={classes.worlds}>
        {dashboard.worlds.map((world) => (
          <WorldCards key={world.gameId} world={world} />
        ))}
      </div>
    </HandoutsSheet>
  );
}

/**
 * host/events/handouts/{eventId}: every world's team cards in one print, the worlds the caller
 * may see on the event's dashboard (a world's own co-host: that world's), each world's cards from
 * its page's own call.
 */
export function EventHandoutsPage() {
  const eventId = Number(useParams().eventId);
  const dashboard = useQuery({
    ...eventDashboardQuery(eventId),
    enabled: Number.isSafeInteger(eventId) && eventId > 0,
  });
  return <QueryState query={dashboard}>{(data) => <EventHandouts dashboard={data} />}</QueryState>;
}
