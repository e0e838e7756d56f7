import { channels, paths, type EventReport } from '@orbis/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLiveQueries } from '../../../lib/realtime/use-live-queries';
import { eventsKey } from '../../../lib/query-keys';

export const eventReportKey = (eventId: number) => [...eventsKey, 'report', eventId] as const;

/** The event's worlds side by side, each as far as it has been played. */
export function useEventReport(eventId: number) {
  return useQuery({
    queryKey: eventReportKey(eventId),
    queryFn: () => api<EventReport>(paths.hostEventsReport, { body: { eventId } }),
    staleTime: 0,
  });
}

/**
 * Keeps the report where its worlds stand: it is read again on every `event-changed` of the event
 * (the server answers from its kept copy while no world has changed).
 */
export function useLiveEventReport(eventId: number) {
  return useLiveQueries({
    channels: [channels.event(eventId)],
    queryKeys: [eventReportKey(eventId)],
    enabled: Number.isSafeInteger(eventId) && eventId > 0,
  });
}

/** The address of the report's workbook, downloaded with the session's cookie. */
export const eventExportUrl = (eventId: number) =>
  `${paths.hostEventsExport}?eventId=${eventId}&format=xlsx`;
