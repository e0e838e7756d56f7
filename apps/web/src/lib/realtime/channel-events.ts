// Socket.IO events carry no channel name: a client tells which of its channels an event came on
// from the event's name and game. Two team channels of one game cannot be told apart; both hear it
// (events are hints: at worst a screen refetches once more).
import { CHANNEL_EVENTS, parseChannel, type GameEventName } from '@orbis/contracts';

/** True when channel `name` carries event `event` of game `gameId`. */
export function channelCarries(name: string, event: GameEventName, gameId: number): boolean {
  const channel = parseChannel(name);
  // An event's channel carries no game's events (only `event-changed`, with its event's id).
  return (
    channel !== null &&
    channel.kind !== 'event' &&
    channel.gameId === gameId &&
    CHANNEL_EVENTS[channel.kind].includes(event)
  );
}
