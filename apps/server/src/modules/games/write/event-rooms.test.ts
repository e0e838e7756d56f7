import { CHANNEL_EVENTS, parseChannel } from '@orbis/contracts';
import { describe, expect, it } from 'vitest';
import { eventChannels, eventPayload } from './event-rooms.js';
import type { GameEvent } from './events.js';

const base = { gameId: 4, round: 2, seq: 9 };
const events: GameEvent[] = [
  { name: 'orders-accepted', payload: { ...base, countryId: 11 } },
  { name: 'negotiation-changed', payload: { ...base, countries: [11, 12] } },
  { name: 'round-started', payload: base },
  { name: 'round-ended', payload: base },
  { name: 'team-changed', payload: { ...base, countryId: 12 } },
  { name: 'presence-changed', payload: base },
  { name: 'draft-changed', payload: { ...base, countryId: 11 } },
  { name: 'cohosts-changed', payload: base },
  { name: 'map-changed', payload: base },
  { name: 'turning-points-step', payload: base },
];

describe('eventChannels', () => {
  it('sends each event to the channels API.md names, each of which carries it', () => {
    expect(Object.fromEntries(events.map((e) => [e.name, eventChannels(e)]))).toEqual({
      'orders-accepted': ['acceptOrders.4'],
      'negotiation-changed': ['changeNegotiation.4', 'team.4.11', 'team.4.12'],
      'round-started': ['game.4'],
      'round-ended': ['endRound.4', 'game.4'],
      'team-changed': ['team.4.12'],
      'presence-changed': ['presence.4'],
      'draft-changed': ['team.4.11'],
      'cohosts-changed': ['acceptOrders.4'],
      'map-changed': ['game.4'],
      'turning-points-step': ['game.4'],
    });
    for (const event of events)
      for (const name of eventChannels(event)) {
        const channel = parseChannel(name);
        expect(channel && CHANNEL_EVENTS[channel.kind]).toContain(event.name);
      }
  });

  it('sends the game, round and version only', () => {
    for (const event of events) expect(eventPayload(event)).toEqual(base);
  });
});
