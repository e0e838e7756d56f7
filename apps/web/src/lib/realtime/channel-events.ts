// Socket.IO events carry no channel name: a client tells which of its channels an event came on
// from the event's name and game. Two team channels of one game cannot be told apart; both hear it
// (events are hints: at worst a screen refetches once more).
import { CHANNEL_EVENTS, EVENT_CHANGED, parseChannel, type GameEventName } from '@orbis/contracts';

/** Every event a screen may hear: a game's, and `event-changed` on an event's dashboard. */
export type LiveEventName = GameEventName | typeof EVENT_CHANGED;

/**
 * True when channel `name` carries event `event` of game `gameId`; `event-changed` names its
 * event too (`eventId`), and only that event's channel carries it.
 */
export function channelCarries(
  name: string,
  event: LiveEventName,
  gameId: number,
  eventId?: number,
): boolean {
  const channel = parseChannel(name);
  if (channel === null) return false;
  if (channel.kind === 'event') return event === EVENT_CHANGED && channel.eventId === eventId;
  return (
    event !== EVENT_CHANGED &&
    channel.gameId === gameId &&
    CHANNEL_EVENTS[channel.kind].includes(event)
  );
}
