import crypto from 'node:crypto';
import { paths, type GameMap, type GameStats, type MapMark, type MapPoint } from '@orbis/contracts';
import { ringPositions } from '@orbis/engine';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LABELS } from '../../../labels.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { bombingGame } from '../../../test/bombing-game.js';
import type { TestClient } from '../../../test/client.js';
import { TEST_DIALECTS } from '../../../test/databases.js';
import { createGame, endRound, startRound, submit, type TestGame } from '../../../test/games.js';
import { multipartForm } from '../../../test/multipart.js';

const PASSWORD = 'host-password-1';

/** The countries a mark names. */
function countriesNamed(mark: MapMark): number[] {
  if ('countries' in mark) return mark.countries;
  if ('from' in mark) return [mark.from, mark.to];
  return [mark.country];
}

describe.each(TEST_DIALECTS)('the projector map (%s)', (dialect) => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.admin();
  });
  afterAll(() => t.close());

  /** A new host, signed in, with its email. */
  async function host() {
    const email = `map-${crypto.randomBytes(4).toString('hex')}@test.local`;
    await t.addUser({ email, password: PASSWORD });
    return { email, client: await t.client().login(email, PASSWORD) };
  }

  /** A background the admin uploaded: its id and its picture's address. */
  async function background(name = 'Ocean'): Promise<{ id: number; url: string }> {
    const bytes = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#224488' },
    })
      .png()
      .toBuffer();
    const { payload, headers } = await multipartForm({ name }, 'picture', bytes, 'ocean.png');
    const res = await admin.request('POST', paths.mapBackgroundsAdd, undefined, {
      raw: payload,
      headers,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: number }>();
    const options = (await admin.get(paths.mapBackgroundsOptions)).json<
      { value: number; url: string }[]
    >();
    return { id, url: options.find((o) => o.value === id)?.url ?? '' };
  }

  const setMap = (
    caller: TestClient,
    gameId: number,
    background: number | null,
    positions: Record<string, MapPoint>,
  ) => caller.post(paths.hostGamesMap, { gameId, background, positions });

  async function statsMap(gameId: number): Promise<GameMap> {
    const res = await (await t.client().csrf()).post(paths.hostGamesStats, { gameId });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<GameStats>().map;
  }

  const ring = (game: TestGame) => ringPositions(game.teams.map((x) => x.country.id));

  it('sits the countries on a ring by default, then where the host puts them', async () => {
    const game = await createGame(t);
    const [a, b] = game.teams.map((x) => String(x.country.id)) as [string, string];
    expect(await statsMap(game.id)).toEqual({
      background: null,
      positions: ring(game),
      rounds: {},
    });

    const ocean = await background();
    const heard: number[] = [];
    const off = t.app.gameEvents.on('map-changed', (e) => heard.push(e.gameId));
    const placed = await setMap(game.host, game.id, ocean.id, { [a]: { x: 0.1, y: 0.9 } });
    off();
    expect(placed.statusCode, placed.body).toBe(200);
    const expected = {
      background: ocean.url,
      positions: { ...ring(game), [a]: { x: 0.1, y: 0.9 } },
      rounds: {},
    };
    expect(placed.json()).toEqual(expected);
    expect(await statsMap(game.id)).toEqual(expected);
    expect(heard).toEqual([game.id]);

    // New places replace the stored ones: a country not given goes back to the ring.
    const again = await setMap(game.host, game.id, null, { [b]: { x: 0, y: 1 } });
    expect(again.statusCode, again.body).toBe(200);
    expect(await statsMap(game.id)).toEqual({
      background: null,
      positions: { ...ring(game), [b]: { x: 0, y: 1 } },
      rounds: {},
    });
  });

  it('answers 422 on the field for a place outside the map, another country or background', async () => {
    const game = await createGame(t);
    const a = String(game.teams[0]?.country.id);
    const refused = async (
      background: number | null,
      positions: Record<string, unknown>,
      errors: Record<string, string[] | null>,
    ) => {
      const res = await game.host.post(paths.hostGamesMap, {
        gameId: game.id,
        background,
        positions,
      });
      expect(res.statusCode, res.body).toBe(422);
      const body = res.json<{ message: string; errors: Record<string, string[]> }>();
      expect(Object.keys(body.errors).sort()).toEqual(Object.keys(errors).sort());
      for (const [field, messages] of Object.entries(errors))
        if (messages) expect(body.errors[field]).toEqual(messages);
    };
    await refused(null, { [a]: { x: 1.5, y: 0.5 } }, { [`positions.${a}.x`]: null });
    await refused(null, { [a]: { x: 0.5, y: -0.1 } }, { [`positions.${a}.y`]: null });
    const unknownCountry = [ADMIN_LABELS['map.unknown_country'].ru];
    await refused(null, { '999999': { x: 0.5, y: 0.5 } }, { 'positions.999999': unknownCountry });
    await refused(null, { abc: { x: 0.5, y: 0.5 } }, { 'positions.abc': unknownCountry });
    await refused(
      999_999,
      { [a]: { x: 0.5, y: 0.5 } },
      { background: [ADMIN_LABELS['map.unknown_background'].ru] },
    );
    // Nothing was stored by a refused call.
    expect(await statsMap(game.id)).toEqual({
      background: null,
      positions: ring(game),
      rounds: {},
    });
  });

  it('lets the game’s host, a co-host and an admin place it; 401, 403 and 404 for the rest', async () => {
    const owner = await host();
    const cohost = await host();
    const game = await createGame(t, { host: owner.client });
    const added = await owner.client.post(paths.hostGamesCohostsAdd, {
      gameId: game.id,
      email: cohost.email,
    });
    expect(added.statusCode).toBe(204);
    const a = String(game.teams[0]?.country.id);
    const at = { [a]: { x: 0.25, y: 0.75 } };

    expect((await setMap(cohost.client, game.id, null, at)).statusCode).toBe(200);
    expect((await setMap(admin, game.id, null, at)).statusCode).toBe(200);
    const other = await host();
    expect((await setMap(other.client, game.id, null, {})).statusCode).toBe(403);
    expect((await setMap(owner.client, game.id + 100_000, null, {})).statusCode).toBe(404);
    expect((await setMap(await t.client().csrf(), game.id, null, {})).statusCode).toBe(401);
    expect((await statsMap(game.id)).positions[a]).toEqual({ x: 0.25, y: 0.75 });
  });

  it('marks a world event at once, with its title in the game’s language', async () => {
    const made = await admin.post(paths.worldEventsAdd, {
      name: `Gift ${crypto.randomBytes(4).toString('hex')}`,
      texts: { ru: { title: 'Подарок', text: 'Всем по сто.' } },
      effects: [{ kind: 'budget', value: 100, target: 'all' }],
    });
    expect(made.statusCode, made.body).toBe(201);
    const game = await createGame(t);
    await startRound(game.host, game.id, 1);
    const fired = await game.host.post(paths.hostGamesWorldEvent, {
      gameId: game.id,
      event: made.json<{ id: number }>().id,
      country: null,
    });
    expect(fired.statusCode, fired.body).toBe(200);
    const everyone = game.teams.map((x) => x.country.id);
    expect((await statsMap(game.id)).rounds).toEqual({
      '1': [{ type: 'world_event', title: 'Подарок', countries: everyone }],
    });
  });

  it('marks each round’s public facts: the bombed city and its owner, never the attacker', async () => {
    const played = await bombingGame(t, 2, { mods: ['negotiation'] });
    const { game, teams, countries, shielded, destroyed } = played;
    const [, tb, tc] = teams;
    const [a, b, c] = countries;
    await startRound(game.host, game.id, 3);
    // Talks between B and C, finished by the host during the round.
    const call = async (caller: TestClient, path: string, body: object) => {
      const res = await caller.post(path, { gameId: game.id, ...body });
      expect(res.statusCode, `${path}: ${res.body}`).toBe(204);
    };
    await call(tb, paths.negotiationsRequest, { countryTo: c.id });
    await call(tc, paths.negotiationsAccept, { countryFrom: b.id });
    await call(game.host, paths.hostGamesStartNegotiation, { countryFrom: b.id, countryTo: c.id });
    await call(game.host, paths.hostGamesFinishNegotiation, { countryFrom: b.id, countryTo: c.id });
    await submit(teams[0], game.id, 3, [
      { type: 'attack', city: shielded.id },
      { type: 'attack', city: destroyed.id },
    ]);
    await submit(tb, game.id, 3, [{ type: 'sanction', country: c.id }]);
    await endRound(game.host, game.id, 3);

    const { rounds } = await statsMap(game.id);
    expect(rounds['1']).toEqual([
      { type: 'technology', country: a.id },
      { type: 'sanction', from: c.id, to: b.id },
    ]);
    expect(rounds['2']).toEqual([]);
    expect(rounds['3']).toEqual([
      { type: 'negotiation_finished', countries: [b.id, c.id] },
      { type: 'shield_stopped_bomb', country: b.id, city: shielded.id },
      { type: 'city_destroyed', country: c.id, city: destroyed.id },
      { type: 'sanction', from: b.id, to: c.id },
    ]);
    // A dropped both bombs: no mark of that round names it.
    expect((rounds['3'] ?? []).flatMap(countriesNamed)).not.toContain(a.id);
  });
});
