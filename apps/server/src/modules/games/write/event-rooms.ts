// Which real-time channels hear each game event (API.md "Real time"), and what they are told:
// `{ gameId, round, seq }` only. The countries an event names pick the team channels but never
// travel: the other teams must not learn who submitted or who negotiates with whom.
import { channels, type GameEventPayload } from '@orbis/contracts';
import type { GameEvent } from './events.js';

/** The channels an event goes to. */
export function eventChannels(event: GameEvent): string[] {
  const { gameId } = event.payload;
  switch (event.name) {
    case 'orders-accepted':
    case 'cohosts-changed':
    case 'access-codes-changed':
      return [channels.acceptOrders(gameId)];
    case 'negotiation-changed':
    case 'promise-changed':
      return [
        channels.changeNegotiation(gameId),
        ...event.payload.countries.map((c) => channels.team(gameId, c)),
      ];
    case 'round-started':
    case 'clock-changed':
    case 'final-revealed':
    case 'turning-points-step':
    case 'world-event':
    case 'map-changed':
      return [channels.game(gameId)];
    case 'round-ended':
      return [channels.endRound(gameId), channels.game(gameId)];
    case 'team-changed':
    case 'draft-changed':
      return [channels.team(gameId, event.payload.countryId)];
    case 'presence-changed':
      return [channels.presence(gameId)];
  }
}

/** What a client is sent for an event: its game, the round and the game's version. */
export function eventPayload(event: GameEvent): GameEventPayload {
  const { gameId, round, seq } = event.payload;
  return { gameId, round, seq };
}
