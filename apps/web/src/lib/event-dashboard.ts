import { paths, type EventDashboard } from '@orbis/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import { eventDashboardKey } from './query-keys';

/**
 * An event's dashboard: the event and a tile per world the caller may see (a co-host of one
 * world sees that world only). The dashboard follows it live; the event's handouts read its
 * worlds from it.
 */
export const eventDashboardQuery = (eventId: number) =>
  queryOptions({
    queryKey: eventDashboardKey(eventId),
    queryFn: () => api<EventDashboard>(paths.hostEventsDashboard, { body: { eventId } }),
  });
