// The chronicle to take home (API.md "A debrief that teaches, and a chronicle to take home"): once
// a game is over its host may publish it at an unguessable address, a public, read-only page with
// what the room may know after the game (RULES.md "What the room may know after the game"): the
// nominations, the standings and ecology round by round, each round's news, who bombed whom, the
// promises broken (with their words) and each country's kept and broken ones, the turning points
// and the world without bombs. It is built only from those facts: no budget, income, order,
// transfer, credit, access code or e-mail is read into it. Publishing is no game write (the
// journal and the version stay as they are); the final screen and the phones hear
// `final-revealed` and read the address in `final`.
import crypto from 'node:crypto';
import * as api from '@orbis/contracts';
import {
  asShown,
  promisesOf,
  promiseText,
  promiseTally,
  whatIf,
  type GameState,
  type NominationName,
} from '@orbis/engine';
import type { Db } from '../../../db/database.js';
import { conflict, notFound } from '../../../errors.js';
import { jsonWriter } from '../../../json-answer.js';
import type { Cache } from '../../cache.js';
import { requireHostedGame, type Viewer } from '../access.js';
import {
  deleteGameChronicle,
  findChronicleByToken,
  findGameChronicle,
  gameEventTitle,
  saveGameChronicle,
} from '../repository/chronicles.js';
import { findGameHeader, findGameStanding, gameVersion } from '../repository/games.js';
import { gameLog } from '../repository/history.js';
import { loadSystemMessages, type SystemMessages } from '../system-messages.js';
import type { GameEvent } from '../write/events.js';
import { loadJournal, type GameJournal } from '../write/replay.js';
import { standingEventBase } from '../write/standing-event.js';
import { finalAttacks } from './attacks.js';
import { isLive, type ChronicleClock } from './chronicle-clock.js';
import { roundNews } from './news.js';
import { awardedNominations, flagsOf, teamFacts } from './projector.js';
import { keptTurningPoints } from './turning-points.js';
import { oneDecimal, withFlag } from './views.js';

/** A token no one can guess: 32 random bytes (256 bits), base64url. */
const newToken = () => crypto.randomBytes(32).toString('base64url');

/**
 * Publishes game `gameId`'s chronicle (`publish`) or takes it down, for `user` when they may host
 * the game (401, 404, 403 otherwise); 409 until the game is over. Answers the token, null once
 * taken down. A chronicle already live keeps its token and its date; one taken down or expired is
 * published anew under a new token.
 */
export async function publishChronicle(
  db: Db,
  user: Viewer['user'],
  gameId: number,
  publish: boolean,
  clock: ChronicleClock,
): Promise<string | null> {
  await requireHostedGame(db, user, gameId);
  return db.transaction().execute(async (trx) => {
    const game = await findGameStanding(trx, gameId);
    if (!game) throw notFound();
    if (!game.over) throw conflict('games.chronicle_not_over');
    if (!publish) {
      await deleteGameChronicle(trx, gameId);
      return null;
    }
    const stored = await findGameChronicle(trx, gameId);
    if (stored && isLive(stored, clock)) return stored.token;
    const token = newToken();
    await saveGameChronicle(trx, gameId, token, new Date(clock.now).toISOString());
    return token;
  });
}

/** The event that tells the final screen and the phones to read `final` again. */
export async function chronicleEvent(db: Db, gameId: number): Promise<GameEvent | null> {
  const payload = await standingEventBase(db, gameId);
  return payload && { name: 'final-revealed', payload };
}

const writeChronicle = jsonWriter(api.Chronicle, 'GET', api.paths.chronicle);

/**
 * `GET /api/chronicle/{token}`: the chronicle's data as JSON text, kept per game version. 404
 * for a token that names none (never published, taken down, its game deleted), once
 * CHRONICLE_DAYS have passed since it was published, and while its game is not over (an undo
 * after publishing took the last round back).
 */
export async function chronicleJson(
  db: Db,
  cache: Cache,
  token: string,
  clock: ChronicleClock,
): Promise<Buffer> {
  const stored = await findChronicleByToken(db, token);
  if (!stored || !isLive(stored, clock)) throw notFound();
  const header = await findGameHeader(db, stored.gameId);
  if (!header) throw notFound();
  const texts = await loadSystemMessages(db, cache, header.languageId);
  const view = await cache.view<{ over: boolean }>(
    { gameId: header.id, version: header.version, stamp: texts.stamp, viewer: 'chronicle' },
    async () => {
      const journal = await loadJournal(db, header.id);
      if (!journal) throw notFound();
      const { over } = journal.game.state;
      const json = Buffer.from(
        over ? writeChronicle(await buildChronicle(db, cache, journal, texts)) : '',
      );
      return { version: journal.game.version, json, extra: { over } };
    },
    () => gameVersion(db, header.id),
  );
  if (!view.extra?.over) throw notFound();
  return view.json;
}

/**
 * `GET /api/chronicle/{token}/messages`: the system messages in the game language of the live
 * chronicle `token` names, for its page's words; 404 exactly when its data is.
 */
export async function chronicleMessages(
  db: Db,
  cache: Cache,
  token: string,
  clock: ChronicleClock,
): Promise<Record<string, string>> {
  const stored = await findChronicleByToken(db, token);
  if (!stored || !isLive(stored, clock)) throw notFound();
  const header = await findGameHeader(db, stored.gameId);
  if (!header || !(await findGameStanding(db, stored.gameId))?.over) throw notFound();
  return (await loadSystemMessages(db, cache, header.languageId)).all();
}

/** The chronicle of a finished game's journal, in the game's language. */
async function buildChronicle(
  db: Db,
  cache: Cache,
  journal: GameJournal,
  texts: SystemMessages,
): Promise<api.Chronicle> {
  const { game, initial, steps } = journal;
  const { state } = game;
  const [teams, log, event, turning] = await Promise.all([
    teamFacts(db, game.id),
    gameLog(db, game.id),
    gameEventTitle(db, game.id),
    keptTurningPoints(db, cache, {
      id: game.id,
      version: game.version,
      languageId: game.language.id,
    }),
  ]);
  const news = roundNews(log, state, initial.ecology, texts);
  const withoutBombs = whatIf(initial, steps, ['attacks']);
  const countryIds = state.countries.map((c) => c.id);
  return {
    game: {
      title: game.title,
      event,
      language: game.language.code,
      date: game.createdAt,
      collapsed: state.collapsed,
    },
    countries: state.countries.map((c) => withFlag(c, teams)),
    start: {
      ecology: oneDecimal(initial.ecology),
      standings: standings(
        new Map(initial.countries.map((c) => [c.id, c.averageStandard])),
        countryIds,
      ),
    },
    rounds: state.history.map((h) => ({
      round: h.round,
      ecology: oneDecimal(h.ecology),
      standings: standings(
        new Map(countryIds.map((id) => [id, h.averageStandard[id] ?? 0])),
        countryIds,
      ),
      news: news[String(h.round)] ?? [],
    })),
    nominations: nominees(state, teams),
    attacks: finalAttacks(log, state, flagsOf(teams)),
    promises: {
      broken: promisesOf(state)
        .filter((p) => p.status === 'broken')
        .map((p) => ({
          round: p.settled ?? p.round,
          from: p.from,
          to: p.to,
          text: promiseText(p, texts),
        })),
      tally: promiseTally(state),
    },
    turningPoints: turning.kept.points,
    withoutBombs: {
      rounds: withoutBombs.rounds.map((r) => ({
        round: r.round,
        ecology: oneDecimal(r.ecology),
        averageStandard: Object.fromEntries(
          Object.entries(r.countries).map(([id, c]) => [id, oneDecimal(c.averageStandard)]),
        ),
      })),
      winner: withoutBombs.winner,
    },
  };
}

/**
 * Each country's place by its average standard as shown (one decimal), best first: equal shown
 * standards share a place, and the next place counts every country above it.
 */
function standings(
  standard: ReadonlyMap<number, number>,
  countries: readonly number[],
): api.ChronicleStanding[] {
  const shown = countries.map((country) => ({
    country,
    averageStandard: oneDecimal(standard.get(country) ?? 0),
  }));
  return shown
    .map((s) => ({
      ...s,
      place:
        1 + shown.filter((o) => asShown(o.averageStandard) > asShown(s.averageStandard)).length,
    }))
    .sort(
      (a, b) => a.place - b.place || countries.indexOf(a.country) - countries.indexOf(b.country),
    );
}

/** The nominations that carry no money: the investor's and ecologist's amounts stay the teams'. */
const VALUE_SHOWN: ReadonlySet<NominationName> = new Set(['winner', 'peacemaker', 'aggressor']);

/** Every nomination as the engine awards it, named, each value only where it is no money. */
function nominees(
  state: GameState,
  teams: Map<number, { flag: string; preset: number }>,
): api.Chronicle['nominations'] {
  const all = awardedNominations(state, teams);
  const list = (name: NominationName): api.ChronicleNominee[] =>
    all[name].map((n) => ({
      country: n.country,
      name: n.name,
      flag: n.flag,
      value: VALUE_SHOWN.has(name) ? n.value : null,
    }));
  return {
    winner: list('winner'),
    investor: list('investor'),
    ecologist: list('ecologist'),
    peacemaker: list('peacemaker'),
    aggressor: list('aggressor'),
  };
}
