// The team's state and the host's control screen are kept per game version
// (modules/view-cache.ts): every kind of write shows in the next answer, a team never gets
// another team's view, and the kept text still matches the contract.
import zlib from 'node:zlib';
import { GameControl, paths, PlayerState } from '@orbis/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { prepareDatabase } from '../../../prepare-database.js';
import { COMPRESS_THRESHOLD_BYTES } from '../../../plugins/compress.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import type { TestClient } from '../../../test/client.js';
import { TEST_DIALECTS } from '../../../test/databases.js';
import { createGame, endRound, joinTeam, startRound, submit } from '../../../test/games.js';

type Team = GameControl['teams'][number];

/** The answer as JSON, after checking it is exactly what the contract's schema describes. */
async function answer<T>(
  res: Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }>,
  schema: { parse(data: unknown): T },
): Promise<T> {
  const { statusCode, body, headers } = await res;
  expect(statusCode, body).toBe(200);
  expect(headers['content-type']).toBe('application/json; charset=utf-8');
  const json: unknown = JSON.parse(body);
  // Parsing drops keys the schema does not know: an equal result means there were none.
  const parsed = schema.parse(json);
  expect(parsed).toEqual(json);
  return parsed;
}

const state = (team: TestClient, gameId: number) =>
  answer(team.get(`${paths.gameState}?gameId=${gameId}`), PlayerState);
const controlOf = (host: TestClient, gameId: number) =>
  answer(host.post(paths.hostGamesControl, { gameId }), GameControl);

describe.each(TEST_DIALECTS)('kept state and control answers (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  it('shows every kind of write in the next state and control answer', async () => {
    const game = await createGame(t, { mods: ['negotiation'] });
    const [a, b] = game.teams as [Team, Team, Team];
    const { host } = game;
    // Two phones of team A, one of team B.
    const [a1, a2, tb] = [
      await joinTeam(t, game.id, a),
      await joinTeam(t, game.id, a),
      await joinTeam(t, game.id, b),
    ];
    // Read (and keep) every view before each write.
    const readAll = async () => ({
      a1: await state(a1, game.id),
      a2: await state(a2, game.id),
      b: await state(tb, game.id),
      host: await controlOf(host, game.id),
    });
    let seen = await readAll();
    expect(seen.a1.game.stopped).toBe(true);

    // Start of a round.
    await startRound(host, game.id, 1);
    seen = await readAll();
    expect(seen.a2.game.stopped).toBe(false);
    expect(seen.b.game.stopped).toBe(false);
    expect(seen.host.game.stopped).toBe(false);

    // Orders from a teammate: the other phone and the host see them.
    const own = a.country.cities[0]?.id ?? 0;
    const cost = await submit(a1, game.id, 1, [{ type: 'develop', city: own }]);
    seen = await readAll();
    expect(seen.a2.orders).toEqual({ round: 1, orders: [{ type: 'develop', city: own }], cost });
    expect(seen.b.orders).toBeNull();
    expect(seen.host.info.orders.accepted).toEqual([a.country.name]);
    expect(seen.host.teams[0]?.orders.map((o) => o.order)).toEqual([
      { type: 'develop', city: own },
    ]);

    // A credit.
    const budget = seen.b.me.budget;
    const credited = await host.post(paths.gameCredit, {
      gameId: game.id,
      countryTo: b.country.id,
      amount: 25,
    });
    expect(credited.statusCode).toBe(200);
    seen = await readAll();
    expect(seen.b.me.budget).toBe(budget + 25);
    expect(seen.host.teams[1]?.country.budget).toBe(budget + 25);
    expect(seen.a1.me.budget).toBe(a.country.budget);

    // Talks: requested by A, accepted by B, started by the host.
    const talk = (client: TestClient, path: string, body: object) =>
      client.post(path, { gameId: game.id, ...body });
    expect(
      (await talk(a2, paths.negotiationsRequest, { countryTo: b.country.id })).statusCode,
    ).toBe(204);
    seen = await readAll();
    expect(seen.a1.me.negotiations[String(b.country.id)]?.status).toBe('sent');
    expect(seen.b.me.negotiations[String(a.country.id)]?.status).toBe('sent');
    expect(seen.host.teams[0]?.country.negotiations[String(b.country.id)]?.status).toBe('sent');
    expect(
      (await talk(tb, paths.negotiationsAccept, { countryFrom: a.country.id })).statusCode,
    ).toBe(204);
    seen = await readAll();
    expect(seen.a1.me.negotiations[String(b.country.id)]?.status).toBe('accepted');
    const started = await talk(host, paths.hostGamesStartNegotiation, {
      countryFrom: a.country.id,
      countryTo: b.country.id,
    });
    expect(started.statusCode).toBe(204);
    seen = await readAll();
    expect(seen.b.me.negotiations[String(a.country.id)]?.status).toBe('ongoing');

    // End of the round: the log and the next round show; then its undo.
    const before = seen;
    await endRound(host, game.id, 1);
    seen = await readAll();
    expect(seen.a1.game).toMatchObject({ round: 2, stopped: true });
    expect(seen.a2.log['1']?.length).toBeGreaterThan(before.a2.log['1']?.length ?? 0);
    expect(seen.host.game).toMatchObject({ round: 2, stopped: true });
    expect(seen.a1.orders).toBeNull();
    const undone = await host.post(paths.hostGamesUndoRound, { gameId: game.id, round: 1 });
    expect(undone.statusCode).toBe(200);
    seen = await readAll();
    expect(seen.a1).toEqual(before.a1);
    expect(seen.b).toEqual(before.b);
    expect(seen.host).toEqual(before.host);
  });

  it('never gives one team’s view to another team or to the host', async () => {
    const game = await createGame(t, { teams: 3 });
    const [a, b] = game.teams as [Team, Team, Team];
    const [ta, tb] = [await joinTeam(t, game.id, a), await joinTeam(t, game.id, b)];
    // Interleaved, so each reads while the other's answer is kept.
    for (let i = 0; i < 2; i++) {
      const [sa, sb] = [await state(ta, game.id), await state(tb, game.id)];
      expect(sa.me.id).toBe(a.country.id);
      expect(sb.me.id).toBe(b.country.id);
      expect(sa.countries.map((c) => c.id)).not.toContain(a.country.id);
      expect(sb.countries.map((c) => c.id)).not.toContain(b.country.id);
      const control = await controlOf(game.host, game.id);
      expect(control.teams.map((x) => x.access_code)).toEqual(game.teams.map((x) => x.access_code));
      // No team's answer holds an access code, nor another team's budget.
      for (const [seen, other] of [
        [sa, b],
        [sb, a],
      ] as const) {
        const text = JSON.stringify(seen);
        for (const x of game.teams) expect(text).not.toContain(x.access_code);
        expect(seen.countries.find((c) => c.id === other.country.id)).not.toHaveProperty('budget');
      }
    }
    // Switching teams on one session switches the view at once.
    await ta.post(paths.gameJoin, {
      gameId: game.id,
      countryId: b.country.id,
      accessCode: b.access_code,
    });
    expect((await state(ta, game.id)).me.id).toBe(b.country.id);
    // A host without a team gets no team view; a team gets no control screen.
    expect((await game.host.get(`${paths.gameState}?gameId=${game.id}`)).statusCode).toBe(401);
    expect((await tb.post(paths.hostGamesControl, { gameId: game.id })).statusCode).toBe(401);
  });

  it('shows an edit of the game’s language in the next control answer', async () => {
    const game = await createGame(t);
    const first = await controlOf(game.host, game.id);
    const { id, code, name } = first.game.language;
    const admin = await t.admin();
    const renamed = await admin.post(paths.languagesUpdate, {
      language: { id, code, name: `${name} (2)` },
    });
    expect(renamed.statusCode).toBe(204);
    try {
      expect((await controlOf(game.host, game.id)).game.language.name).toBe(`${name} (2)`);
    } finally {
      await admin.post(paths.languagesUpdate, { language: { id, code, name } });
    }
  });

  it('sends kept answers compressed as the client accepts, from one copy', async () => {
    const game = await createGame(t, { teams: 9 });
    const team = await joinTeam(t, game.id, game.teams[0] as Team);
    const url = `${paths.gameState}?gameId=${game.id}`;
    const plain = await team.get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['*', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await team.get(url, { headers: { 'accept-encoding': accept } });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control'], accept).toBe('no-store');
      const body = encoding ? decode[encoding](res.rawPayload) : res.rawPayload;
      expect(body.equals(plain.rawPayload), accept).toBe(true);
      if (encoding) {
        expect(Number(res.headers['content-length']), accept).toBe(res.rawPayload.length);
        expect(res.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 2);
      }
    }
    const host = await game.host.post(
      paths.hostGamesControl,
      { gameId: game.id },
      { headers: { 'accept-encoding': 'br' } },
    );
    expect(host.headers['content-encoding']).toBe('br');
    GameControl.parse(JSON.parse(zlib.brotliDecompressSync(host.rawPayload).toString()));
  });

  it('shows a write made by another process in the next answer of this one', async () => {
    // A second app on the same database: its own kept views, as another process has.
    const database = await prepareDatabase(t.config, () => {});
    const other = await buildApp({ config: t.config, database, logger: false });
    try {
      const game = await createGame(t);
      const [a] = game.teams as [Team, Team, Team];
      const team = await joinTeam(t, game.id, a);
      const read = async (app: FastifyInstance) => {
        team.use(app);
        game.host.use(app);
        return { state: await state(team, game.id), control: await controlOf(game.host, game.id) };
      };
      const before = await read(other);
      expect(before.state.me.budget).toBe(a.country.budget);
      game.host.use(t.app);
      const credited = await game.host.post(paths.gameCredit, {
        gameId: game.id,
        countryTo: a.country.id,
        amount: 10,
      });
      expect(credited.statusCode).toBe(200);
      const after = await read(other);
      expect(after.state.me.budget).toBe(a.country.budget + 10);
      expect(after.control.teams[0]?.country.budget).toBe(a.country.budget + 10);
    } finally {
      await other.close();
      await database.close();
    }
  });

  it('still describes both answers in the OpenAPI document', async () => {
    const doc = (await t.client().get('/api/docs/json')).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    expect(doc.paths[paths.gameState]?.get?.responses['200']).toBeDefined();
    expect(doc.paths[paths.hostGamesControl]?.post?.responses['200']).toBeDefined();
    expect(JSON.stringify(doc.paths[paths.hostGamesControl]?.post?.responses['200'])).toMatch(
      /access_code/,
    );
  });
});
