/** An event's dashboard. */
export const dashboardPath = (eventId: number) => `/host/events/dashboard/${eventId}`;

/** An event's report: its worlds compared. */
export const eventReportPath = (eventId: number) => `/host/events/report/${eventId}`;
