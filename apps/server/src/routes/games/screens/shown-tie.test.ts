import { Readable } from 'node:stream';
import {
  numberFormat,
  paths,
  type GameControl,
  type GameFinal,
  type GameReport,
  type GameStats,
} from '@orbis/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LABELS } from '../../../labels.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { variablesPreset } from '../../../test/bombing-game.js';
import { TEST_DIALECTS } from '../../../test/databases.js';
import { createGame, endRound, joinTeam, reveal, startRound, submit } from '../../../test/games.js';
import { readWorkbook } from '../../../test/workbook.js';

type Team = GameControl['teams'][number];

const total = (team: Team) => team.country.cities.reduce((sum, c) => sum + c.economy, 0);

/** A standard as one decimal shows it; `tenths` is the standard x 10, exactly representable. */
const shownOf = (tenths: number) => Math.round(tenths) / 10;

/**
 * The lowest starting ecology at which the countries' standards (development total x ecology /
 * 400, four cities each) put two or more at the same shown top while they differ exactly, with
 * no standard on a half, where rounding could go either way. Nothing changes them in a round
 * without orders when ecology does not drift.
 */
function ecologyForShownTie(totals: number[]): number {
  for (let ecology = 1; ecology <= 100; ecology++) {
    const tenths = totals.map((t) => (t * ecology) / 40);
    if (tenths.some((x) => x % 1 === 0.5)) continue;
    const top = Math.max(...tenths.map(shownOf));
    const tied = totals.filter((_, i) => shownOf(tenths[i] ?? 0) === top);
    if (new Set(tied).size >= 2) return ecology;
  }
  throw new Error(`no ecology gives a shown tie for ${totals.join(', ')}`);
}

describe.each(TEST_DIALECTS)('a standard counts as shown (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  it('calls equal shown standards a tie, settles it by the rule and says so everywhere', async () => {
    // The catalogue's first three countries; their totals differ, so their standards do too.
    const probe = await createGame(t, { teams: 3 });
    const ecology = ecologyForShownTie(probe.teams.map(total));
    const preset = await variablesPreset(t, {
      rounds: 1,
      start_ecology: ecology,
      ecology_drift: 0,
    });
    const game = await createGame(t, { teams: 3, preset });
    expect(game.teams.map((x) => x.country.name)).toEqual(probe.teams.map((x) => x.country.name));
    const standardOf = (team: Team) => (total(team) * ecology) / 400;
    const shown = (team: Team) => shownOf((total(team) * ecology) / 40);
    const top = Math.max(...game.teams.map(shown));
    const tied = game.teams.filter((x) => shown(x) === top);
    // The one of them with the lowest standard does a peaceful act: under the exact comparison
    // the highest would win outright, and no tie-break would be told.
    const lowest = tied.reduce((low, x) => (standardOf(x) < standardOf(low) ? x : low));
    const highest = tied.reduce((high, x) => (standardOf(x) > standardOf(high) ? x : high));
    expect(standardOf(lowest)).toBeLessThan(standardOf(highest));
    const other = game.teams.find((x) => x !== lowest) as Team;

    await startRound(game.host, game.id, 1);
    const session = await joinTeam(t, game.id, lowest);
    await submit(session, game.id, 1, [{ type: 'transfer', country: other.country.id, amount: 1 }]);
    expect(await endRound(game.host, game.id, 1)).toMatchObject({ over: true });
    await reveal(game.host, game.id);

    // The projector shows the tied countries at the same standard...
    const stats = (
      await game.host.post(paths.hostGamesStats, { gameId: game.id })
    ).json<GameStats>();
    const standing = (team: Team) =>
      stats.countries.find((c) => c.id === team.country.id)?.averageStandard;
    expect(new Set(tied.map(standing))).toEqual(new Set([top]));

    // ...and the final screen crowns the one the rule chose, saying how.
    const final = (
      await game.host.post(paths.hostGamesFinal, { gameId: game.id })
    ).json<GameFinal>();
    const tieBreak = {
      by: 'peaceful_acts',
      standard: top,
      tied: tied.map((x) => ({
        country: x.country.id,
        name: x.country.name,
        rise: 0,
        peacefulActs: x === lowest ? 1 : 0,
      })),
    };
    expect(final.winner).toEqual([
      expect.objectContaining({ country: lowest.country.id, value: top }),
    ]);
    expect(final.winnerTieBreak).toEqual(tieBreak);

    const report = (
      await game.host.post(paths.hostGamesReport, { gameId: game.id })
    ).json<GameReport>();
    expect(report.nominations?.winner.map((w) => w.country)).toEqual([lowest.country.id]);
    expect(report.nominations?.winnerTieBreak).toEqual(tieBreak);

    // The xlsx says it under the winner, in the game's language, with the screens' numbers.
    const res = await game.host.get(`${paths.hostGamesExport}?gameId=${game.id}&format=xlsx`);
    const book = await readWorkbook(res.rawPayload);
    const sheet = book.getWorksheet(ADMIN_LABELS['export.sheet_nominations'].ru);
    const rows: unknown[] = [];
    sheet?.eachRow((row) => rows.push(row.getCell(1).value, row.getCell(2).value));
    const winnerAt = rows.indexOf(lowest.country.name);
    expect(rows[winnerAt - 1]).toBe('Победитель');
    const names = tied.map((x) => x.country.name).join(', ');
    expect(rows[winnerAt + 2]).toBe(
      `Равный уровень жизни ${numberFormat('ru').percent(top)}: ${names}`,
    );
    expect(rows[winnerAt + 4]).toBe(
      'Рост с начала игры тоже равный; решило наибольшее число мирных дел: 1',
    );

    // The csv gives each country's standard as the screens show it: the tied ones alike.
    const csv = await game.host.get(`${paths.hostGamesExport}?gameId=${game.id}&format=csv`);
    const csvBook = new ExcelJS.Workbook();
    const csvSheet = await csvBook.csv.read(Readable.from([csv.rawPayload.subarray(3)]), {
      parserOptions: { delimiter: ';' },
      map: (datum: string) => datum,
    });
    const cells = new Map<string, string>();
    csvSheet.eachRow((row) =>
      cells.set(String(row.getCell(2).value), String(row.getCell(5).value)),
    );
    expect(new Set(tied.map((x) => cells.get(x.country.name)))).toEqual(
      new Set([String(top).replace('.', ',')]),
    );
  });
});
