import {
  paths,
  REVEAL_ORDER,
  type GameFinal,
  type GameStats,
  type PlayerState,
  type TeamStory,
} from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LABELS } from '../../../labels.js';
import { checkReplay } from '../../../modules/games/write/replay.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { bombingGame } from '../../../test/bombing-game.js';
import type { TestClient } from '../../../test/client.js';
import { TEST_DIALECTS } from '../../../test/databases.js';
import { reveal, signedInHost, teamState } from '../../../test/games.js';

describe.each(TEST_DIALECTS)('round news, the reveal and a team’s story (%s)', (dialect) => {
  let t: TestApp;
  let anyone: TestClient;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    anyone = await t.client().csrf();
  });
  afterAll(() => t.close());

  const stats = async (gameId: number) =>
    (await anyone.post(paths.hostGamesStats, { gameId })).json<GameStats>();
  const final = async (client: TestClient, gameId: number) => {
    const res = await client.post(paths.hostGamesFinal, { gameId });
    expect(res.statusCode).toBe(200);
    return res.json<GameFinal>();
  };
  const story = (client: TestClient, gameId: number) =>
    client.get(`${paths.gameStory}?gameId=${gameId}`);

  it('tells each round’s public news in the game’s language, and no secret', async () => {
    const played = await bombingGame(t);
    const [a, b, c] = played.countries;
    const body = await stats(played.game.id);
    const ecology = body.ecology;
    expect(Object.keys(body.news)).toEqual(['1', '2', '3']);
    expect(body.news['1']).toEqual([
      { type: 'technology', text: `${a.name}: начата ядерная программа` },
      { type: 'ecology_fell', text: `Экология мира упала с ${ecology[0]} до ${ecology[1]}` },
      { type: 'sanction', text: `${c.name}: введены санкции против страны ${b.name}` },
    ]);
    expect(body.news['2']?.map((n) => n.type)).toEqual(['ecology_fell']);
    expect(body.news['3']).toEqual([
      {
        type: 'shield_stopped_bomb',
        text: `${b.name}: щит над городом ${played.shielded.name} остановил бомбу`,
      },
      {
        type: 'city_destroyed',
        text: `${c.name}: город ${played.destroyed.name} уничтожен бомбой`,
      },
      expect.objectContaining({ type: 'ecology_fell' }),
    ]);
    // Nobody learns from the news who dropped the bombs, or any transfer, credit, order or budget.
    const round3 = JSON.stringify(body.news['3']);
    expect(round3).not.toContain(a.name);
    const all = JSON.stringify(body.news);
    for (const secret of [String(played.transfer), String(played.credit), 'щит поставлен'])
      expect(all).not.toContain(secret);
    expect(all).not.toMatch(/перевод|выдал|бюджет|приказ|вложено|построено бомб/i);
  });

  it('tells the news in English in an English game', async () => {
    const played = await bombingGame(t, 1, { language: 'en' });
    const [a] = played.countries;
    expect((await stats(played.game.id)).news['1']?.[0]).toEqual({
      type: 'technology',
      text: `${a.name} started a nuclear programme`,
    });
  });

  it('keeps the attacker from the victims’ log while the game runs, not from the attacker’s', async () => {
    const played = await bombingGame(t);
    const [ta, tb, tc] = played.teams;
    const types = (s: PlayerState) => Object.values(s.log).flatMap((l) => l.map((e) => e.type));
    expect(types(await teamState(ta, played.game.id))).toContain('log.attack');
    for (const victim of [tb, tc]) {
      const log = types(await teamState(victim, played.game.id));
      expect(log).not.toContain('log.attack');
      expect(log).toEqual(expect.arrayContaining(['log.technology']));
    }
  });

  it('reveals the final screen step by step, to every screen alike, only as the host says', async () => {
    const played = await bombingGame(t);
    const { game } = played;
    const [a] = played.countries;
    const [ta] = played.teams;
    const events: { gameId: number; round: number; seq: number }[] = [];
    const off = t.app.gameEvents.on('final-revealed', (e) => events.push(e));

    // Before any step: nothing revealed, to anyone, a phone or the projector.
    for (const client of [anyone, ta, game.host]) {
      const body = await final(client, game.id);
      expect(body).toMatchObject({ revealed: 0, attacks: null });
      for (const name of REVEAL_ORDER.slice(0, 5)) expect(body[name]).toBeNull();
      expect(body).not.toHaveProperty('winnerTieBreak');
    }
    for (let step = 1; step <= 6; step++) {
      const res = await game.host.post(paths.hostGamesReveal, { gameId: game.id, step });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ revealed: step });
      // The phone reads what the projector reads: the first `step` items, nothing more.
      for (const client of [anyone, ta]) {
        const body = await final(client, game.id);
        expect(body.revealed).toBe(step);
        REVEAL_ORDER.forEach((item, i) => {
          if (i < step) expect(body[item], `${item} at ${step}`).not.toBeNull();
          else expect(body[item], `${item} at ${step}`).toBeNull();
        });
      }
    }
    off();
    expect(events).toHaveLength(6);
    expect(events.map((e) => e.gameId)).toEqual(Array(6).fill(game.id));
    expect(events.map((e) => e.round)).toEqual(Array(6).fill(4));
    // Each step is a write of its own: the game's version rises.
    expect(new Set(events.map((e) => e.seq)).size).toBe(6);

    const body = await final(anyone, game.id);
    expect(body.aggressor).toEqual([expect.objectContaining({ country: a.id, value: 2 })]);
    expect(body.attacks).toEqual([
      {
        round: 3,
        from: { country: a.id, name: a.name, flag: a.flag },
        city: {
          id: played.shielded.id,
          name: played.shielded.name,
          country: played.countries[1].id,
          countryName: played.countries[1].name,
        },
        destroyed: false,
      },
      {
        round: 3,
        from: { country: a.id, name: a.name, flag: a.flag },
        city: {
          id: played.destroyed.id,
          name: played.destroyed.name,
          country: played.countries[2].id,
          countryName: played.countries[2].name,
        },
        destroyed: true,
      },
    ]);

    // Back to step 2: the host may take steps back, and the screens follow.
    await reveal(game.host, game.id, 2);
    expect(await final(anyone, game.id)).toMatchObject({
      revealed: 2,
      winner: null,
      attacks: null,
    });
    // The steps are journaled like every host action: the replay reaches the stored state.
    expect((await checkReplay(t.database.db, game.id)).problems).toEqual([]);
  });

  it('refuses the reveal until the game is over, a bad step, and anyone but its host or an admin', async () => {
    const running = await bombingGame(t, 1);
    const early = await running.game.host.post(paths.hostGamesReveal, {
      gameId: running.game.id,
      step: 1,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: ADMIN_LABELS['games.not_over'].ru, code: 'not_over' });

    const played = await bombingGame(t);
    const { game } = played;
    for (const step of [7, -1, 1.5, '1', null]) {
      const res = await game.host.post(paths.hostGamesReveal, { gameId: game.id, step });
      expect(res.statusCode, String(step)).toBe(422);
      expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual(['step']);
    }
    const body = { gameId: game.id, step: 3 };
    expect((await anyone.post(paths.hostGamesReveal, body)).statusCode).toBe(401);
    expect((await played.teams[0].post(paths.hostGamesReveal, body)).statusCode).toBe(401);
    const stranger = await signedInHost(t);
    expect((await stranger.post(paths.hostGamesReveal, body)).statusCode).toBe(403);
    expect(
      (await stranger.post(paths.hostGamesReveal, { gameId: 999_999, step: 1 })).statusCode,
    ).toBe(404);
    expect((await final(anyone, game.id)).revealed).toBe(0);
    const admin = await t.admin();
    expect((await admin.post(paths.hostGamesReveal, body)).json()).toEqual({ revealed: 3 });
  });

  it('tells a team its own story at the end, and who bombed it only once revealed', async () => {
    const played = await bombingGame(t);
    const { game } = played;
    const [a, b, c] = played.countries;
    const [ta, tb, tc] = played.teams;

    const res = await story(tb, game.id);
    expect(res.statusCode).toBe(200);
    const mine = res.json<TeamStory>();
    expect(mine.game).toEqual({
      id: game.id,
      title: expect.any(String),
      collapsed: false,
      revealed: 0,
    });
    expect(mine.country).toEqual({ id: b.id, name: b.name, flag: b.flag });
    expect(mine.rounds.map((r) => r.round)).toEqual([1, 2, 3]);
    // Its standard per round is the projector's; its last budget is the host's figure.
    const series = (await stats(game.id)).averageStandard[String(b.id)];
    expect(mine.rounds.map((r) => r.averageStandard)).toEqual(series);
    const host = await t.admin();
    const control = (await host.post(paths.hostGamesControl, { gameId: game.id })).json<{
      teams: { country: { id: number; budget: number } }[];
    }>();
    expect(mine.rounds.at(-1)?.budget).toBe(
      control.teams.find((x) => x.country.id === b.id)?.country.budget,
    );
    const prices = (await teamState(tb, game.id)).prices;
    expect(mine.rounds[0]?.spent).toEqual({
      develop: 0,
      shield: prices.shield_cost,
      technology: 0,
      build_bombs: 0,
      ecology: prices.ecology_cost,
      ufo_contact: 0,
      transfer: 0,
    });
    expect(mine.attacks).toBeNull();
    // Nothing of another team's money or orders: A's transfer to C and B's credit are not here.
    // The flag's file name is random hex, which may hold the transfer's digits by chance.
    const withoutFlag = JSON.stringify(mine, (key, value: unknown) =>
      key === 'flag' ? undefined : value,
    );
    expect(withoutFlag).not.toContain(String(played.transfer));
    expect(res.body).not.toContain(a.name);

    // The attacker's own story tells what it spent on its programme and its bombs.
    const theirs = (await story(ta, game.id)).json<TeamStory>();
    expect(theirs.rounds[0]?.spent).toMatchObject({
      technology: prices.technology_cost,
      transfer: played.transfer,
    });
    expect(theirs.rounds[1]?.spent).toMatchObject({ build_bombs: 2 * (prices.bomb_cost ?? 0) });

    // Revealing the nominations is not revealing the attacks.
    await reveal(game.host, game.id, 5);
    expect((await story(tb, game.id)).json<TeamStory>().attacks).toBeNull();
    await reveal(game.host, game.id, 6);
    const revealed = (await story(tc, game.id)).json<TeamStory>();
    expect(revealed.game.revealed).toBe(6);
    expect(revealed.attacks).toEqual([
      expect.objectContaining({
        round: 3,
        from: { country: a.id, name: a.name, flag: a.flag },
        city: expect.objectContaining({ id: played.destroyed.id, country: c.id }),
        destroyed: true,
      }),
    ]);
    // A team that was not bombed has an empty list.
    expect((await story(ta, game.id)).json<TeamStory>().attacks).toEqual([]);
  });

  it('keeps a team’s story to that team, and to the end of the game', async () => {
    const running = await bombingGame(t, 1);
    const early = await story(running.teams[0], running.game.id);
    expect(early.statusCode).toBe(409);
    const played = await bombingGame(t);
    expect((await story(anyone, played.game.id)).statusCode).toBe(401);
    expect((await story(played.game.host, played.game.id)).statusCode).toBe(401);
    // A session that plays another game's team.
    expect((await story(running.teams[0], played.game.id)).statusCode).toBe(403);
    const bad = await story(played.teams[0], 0);
    expect(bad.statusCode).toBe(422);
  });
});
