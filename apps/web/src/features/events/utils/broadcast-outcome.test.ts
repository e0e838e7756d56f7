import type { EventWorldTile } from '@orbis/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { broadcastOutcomes } from './broadcast-outcome';

const tile = (gameId: number, title: string) => ({ gameId, title }) as EventWorldTile;

beforeAll(async () => {
  i18n.addResourceBundle(
    'en',
    'translation',
    {
      'events.broadcast_ok': 'done',
      'events.broadcast_refused': 'refused (code {{status}})',
      'events.world_game': 'Game {{id}}',
    },
    true,
    true,
  );
  await i18n.changeLanguage('en');
});

describe('what a broadcast did in each world', () => {
  it('names each world and says done, or the world’s own refusal', () => {
    const outcomes = broadcastOutcomes(
      i18n.t,
      [
        { gameId: 1, status: 200, body: { round: 2, stopped: false } },
        { gameId: 2, status: 409, body: { message: 'The round has already started.' } },
        { gameId: 3, status: 204, body: null },
      ],
      [tile(1, 'North'), tile(2, 'South'), tile(3, 'East')],
    );
    expect(outcomes.map((o) => [o.world, o.ok, o.text])).toEqual([
      ['North', true, 'done'],
      ['South', false, 'The round has already started.'],
      ['East', true, 'done'],
    ]);
  });

  it('says the code when a refusal has no message, and the game of a world no longer shown', () => {
    const [outcome] = broadcastOutcomes(i18n.t, [{ gameId: 9, status: 500, body: 'x' }], []);
    expect(outcome).toEqual({ gameId: 9, world: 'Game 9', ok: false, text: 'refused (code 500)' });
  });
});
