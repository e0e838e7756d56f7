// An event's dashboard in real time: a real server with socket.io-client sockets, as the lead's
// dashboard and others connect. `event-changed` reaches whoever may read the dashboard, never
// another host, and a socket leaves the channel as soon as its session may no longer read it.
import { channels, EVENT_CHANGED, paths, type EventDashboard } from '@orbis/contracts';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../test/client.js';
import { TEST_DIALECTS } from '../test/databases.js';
import { makeEvent, newHost } from '../test/events.js';
import { control, joinTeam, startRound } from '../test/games.js';
import { useListeningApp } from '../test/listening-app.js';
import {
  heardEventChanges as heard,
  nextEvent,
  subscribe,
  type ClientSocket,
} from '../test/sockets.js';

describe.each(TEST_DIALECTS)('events in real time (%s)', (dialect) => {
  const live = useListeningApp(dialect);

  /** A dashboard's socket for `client`, on event `eventId`'s channel. */
  async function dashboardOf(client: TestClient, eventId: number): Promise<ClientSocket> {
    const socket = await live.socketOf(client);
    expect(await subscribe(socket, channels.event(eventId))).toEqual({ ok: true });
    return socket;
  }

  it('lets in whoever may read the dashboard, and nobody else', async () => {
    const owner = await newHost(live.t);
    const cohost = await newHost(live.t);
    const helper = await newHost(live.t);
    const stranger = await newHost(live.t);
    const event = await makeEvent(owner.client, { worlds: 2 });
    await owner.client.post(paths.hostEventsCohostsAdd, { eventId: event.id, email: cohost.email });
    await owner.client.post(paths.hostGamesCohostsAdd, {
      gameId: event.games[1],
      email: helper.email,
    });
    const name = channels.event(event.id);
    for (const client of [owner.client, cohost.client, helper.client, await live.t.admin()])
      expect(await subscribe(await live.socketOf(client), name)).toEqual({ ok: true });
    expect(await subscribe(await live.socketOf(stranger.client), name)).toEqual({
      ok: false,
      status: 403,
    });
    expect(await subscribe(await live.socketOf(), name)).toEqual({ ok: false, status: 401 });
    const [team] = (await control(owner.client, event.games[0]!)).teams;
    const player = await joinTeam(live.t, event.games[0]!, team!);
    expect(await subscribe(await live.socketOf(player), name)).toEqual({ ok: false, status: 403 });
    expect(await subscribe(await live.socketOf(owner.client), channels.event(999_999))).toEqual({
      ok: false,
      status: 404,
    });
  });

  it('tells the dashboard of every change of a world, and never another host', async () => {
    const owner = await newHost(live.t);
    const other = await newHost(live.t);
    const event = await makeEvent(owner.client, { worlds: 2 });
    const theirs = await makeEvent(other.client, { worlds: 1 });
    const dashboard = await dashboardOf(owner.client, event.id);
    const stranger = await dashboardOf(other.client, theirs.id);
    const strangerHeard = heard(stranger);

    const [first, second] = event.games as [number, number];
    const started = nextEvent(dashboard, EVENT_CHANGED, second);
    await startRound(owner.client, second, 1);
    expect(await started).toEqual({
      eventId: event.id,
      gameId: second,
      round: 1,
      seq: expect.any(Number) as number,
    });

    // A broadcast's change reaches it too, and a team's orders.
    const both = Promise.all([
      nextEvent(dashboard, EVENT_CHANGED, first),
      nextEvent(dashboard, EVENT_CHANGED, second),
    ]);
    const [team] = (await control(owner.client, second)).teams;
    const player = await joinTeam(live.t, second, team!);
    expect(
      (await player.post(paths.gameOrders, { gameId: second, round: 1, orders: [] })).statusCode,
    ).toBe(200);
    const res = await owner.client.post(paths.hostEventsBroadcast, {
      eventId: event.id,
      action: 'start_round',
      games: [first],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await both).map((p) => p.eventId)).toEqual([event.id, event.id]);

    // The other host's own world changing is the last thing their dashboard hears: nothing of ours.
    const own = nextEvent(stranger, EVENT_CHANGED, theirs.games[0]!);
    await startRound(other.client, theirs.games[0]!, 1);
    await own;
    expect(strangerHeard.map((p) => p.eventId)).toEqual([theirs.id]);
  });

  it('counts a team with a phone connected as online on the dashboard', async () => {
    const { client: host } = await newHost(live.t);
    const event = await makeEvent(host, { worlds: 1 });
    const [world] = event.games as [number];
    await startRound(host, world, 1);
    const teams = (await control(host, world)).teams;
    const player = await joinTeam(live.t, world, teams[0]!);
    const phone = await live.socketOf(player);
    expect(await subscribe(phone, channels.team(world, teams[0]!.country.id))).toEqual({
      ok: true,
    });
    const res = await host.post(paths.hostEventsDashboard, { eventId: event.id });
    expect(res.json<EventDashboard>().worlds[0]!.offline).toEqual(
      teams.slice(1).map((team) => team.country.name),
    );
  });

  it('a socket leaves the channel once its session may no longer read the dashboard', async () => {
    const owner = await newHost(live.t);
    const cohost = await newHost(live.t);
    const helper = await newHost(live.t);
    const event = await makeEvent(owner.client, { worlds: 2 });
    const [first, second] = event.games as [number, number];
    await owner.client.post(paths.hostEventsCohostsAdd, { eventId: event.id, email: cohost.email });
    await owner.client.post(paths.hostGamesCohostsAdd, { gameId: second, email: helper.email });
    const ownerSocket = await dashboardOf(owner.client, event.id);
    const cohostHeard = heard(await dashboardOf(cohost.client, event.id));
    const helperHeard = heard(await dashboardOf(helper.client, event.id));

    const removed = await owner.client.post(paths.hostEventsCohostsRemove, {
      eventId: event.id,
      hostId: cohost.id,
    });
    expect(removed.statusCode).toBe(204);
    const removedHelper = await owner.client.post(paths.hostGamesCohostsRemove, {
      gameId: second,
      hostId: helper.id,
    });
    expect(removedHelper.statusCode).toBe(204);
    // They heard of their removal (their screens refetch and are refused), and nothing after.
    const started = nextEvent(ownerSocket, EVENT_CHANGED, first);
    await startRound(owner.client, first, 1);
    const change = await started;
    expect(cohostHeard).not.toContainEqual(change);
    expect(helperHeard).not.toContainEqual(change);
  });
});
