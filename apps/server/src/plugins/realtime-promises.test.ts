import { channels, paths, type GameControl } from '@orbis/contracts';
import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../test/databases.js';
import { useListeningApp } from '../test/listening-app.js';
import { createGame, joinTeam } from '../test/games.js';
import { nextEvent, record, subscribe, type ClientSocket } from '../test/sockets.js';
import type { TestClient } from '../test/client.js';

type Team = GameControl['teams'][number];

describe.each(TEST_DIALECTS)('promises in real time (%s)', (dialect) => {
  const live = useListeningApp(dialect);
  const { socketOf } = live;

  async function subscribed(client: TestClient, channel: string): Promise<ClientSocket> {
    const socket = await socketOf(client);
    expect(await subscribe(socket, channel)).toEqual({ ok: true });
    return socket;
  }

  it('tells both teams of a promise and the host, never a third team', async () => {
    // No mod: promises are made in every game.
    const game = await createGame(live.t, { teams: 3 });
    const [a, b, c] = game.teams as [Team, Team, Team];
    const [ta, tb, tc] = (await Promise.all(
      [a, b, c].map((x) => joinTeam(live.t, game.id, x)),
    )) as [TestClient, TestClient, TestClient];
    const host = await subscribed(game.host, channels.changeNegotiation(game.id));
    const sa = await subscribed(ta, channels.team(game.id, a.country.id));
    const sb = await subscribed(tb, channels.team(game.id, b.country.id));
    const sc = await subscribed(tc, channels.team(game.id, c.country.id));
    const thirdHeard = record(sc);

    const heard = [host, sa, sb].map((s) => nextEvent(s, 'promise-changed', game.id));
    const made = await ta.post(paths.promisesPropose, {
      gameId: game.id,
      to: b.country.id,
      kind: 'no_sanction',
      value: null,
      until: 2,
    });
    expect(made.statusCode).toBe(201);
    const [first, ...rest] = await Promise.all(heard);
    // Ids and counters only: who promised what to whom never travels.
    expect(Object.keys(first ?? {}).sort()).toEqual(['gameId', 'round', 'seq']);
    expect(first).toMatchObject({ gameId: game.id, round: 1 });
    for (const payload of rest) expect(payload).toEqual(first);

    // The answer is told the same way, a version later.
    const answered = [host, sa, sb].map((s) => nextEvent(s, 'promise-changed', game.id));
    const { id } = made.json<{ id: number }>();
    const accepted = await tb.post(paths.promisesAccept, { gameId: game.id, id });
    expect(accepted.statusCode).toBe(204);
    for (const payload of await Promise.all(answered))
      expect(payload).toEqual({ gameId: game.id, round: 1, seq: (first?.seq ?? 0) + 1 });

    // A refused answer tells nobody; a later write the third team hears comes after all of it.
    const refused = await tc.post(paths.promisesDecline, { gameId: game.id, id });
    expect(refused.statusCode).toBe(403);
    const fence = nextEvent(sc, 'team-changed', game.id);
    await game.host.post(paths.gameCredit, { gameId: game.id, countryTo: c.country.id, amount: 1 });
    await fence;
    expect(thirdHeard.map((h) => h.name)).toEqual(['team-changed']);
  });
});
