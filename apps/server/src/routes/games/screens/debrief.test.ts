import { Readable } from 'node:stream';
import {
  EXPORT_CSV_COLUMNS,
  paths,
  type GameReport,
  type TurningPoint,
  type WhatIfAnswer,
} from '@orbis/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LABELS } from '../../../labels.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { bombingGame, promisingGame, type BombingGame } from '../../../test/bombing-game.js';
import type { TestClient } from '../../../test/client.js';
import { TEST_DIALECTS } from '../../../test/databases.js';
import { control, signedInHost } from '../../../test/games.js';
import { readWorkbook } from '../../../test/workbook.js';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

describe.each(TEST_DIALECTS)('the debrief report and export (%s)', (dialect) => {
  let t: TestApp;
  let played: BombingGame;
  let running: BombingGame;
  let english: BombingGame;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    played = await bombingGame(t);
    running = await bombingGame(t, 2);
    english = await bombingGame(t, 3, { language: 'en' });
  });
  afterAll(() => t.close());

  const report = (client: TestClient, gameId: number) =>
    client.post(paths.hostGamesReport, { gameId });
  const exported = (client: TestClient, gameId: number, format: string) =>
    client.get(`${paths.hostGamesExport}?gameId=${gameId}&format=${format}`);

  it('is for the game’s host or an admin only', async () => {
    const { game } = played;
    const stranger = await signedInHost(t);
    const anonymous = await t.client().csrf();
    const cases: [TestClient, number][] = [
      [game.host, 200],
      [await t.admin(), 200],
      [stranger, 403],
      [anonymous, 401],
      // A team's session is no back-office user.
      [played.teams[0], 401],
    ];
    for (const [client, status] of cases) {
      expect((await report(client, game.id)).statusCode).toBe(status);
      expect((await exported(client, game.id, 'csv')).statusCode).toBe(status);
      expect((await exported(client, game.id, 'xlsx')).statusCode).toBe(status);
    }
    expect((await report(game.host, 999_999)).statusCode).toBe(404);
    expect((await exported(game.host, 999_999, 'csv')).statusCode).toBe(404);
  });

  it('tells every round with its figures, orders and log, attackers named', async () => {
    const { game } = played;
    const [a, b, c] = played.countries;
    const res = await report(game.host, game.id);
    const body = res.json<GameReport>();
    const host = await control(game.host, game.id);
    expect(body.game).toEqual({
      id: game.id,
      title: host.game.title,
      language: { code: 'ru' },
      created_at: host.game.created_at,
      round: 4,
      over: true,
      collapsed: false,
      mods: [],
    });
    expect(body.countries).toEqual(
      [a, b, c].map((x) => ({ id: x.id, name: x.name, flag: x.flag })),
    );
    expect(body.rounds.map((r) => r.round)).toEqual([1, 2, 3]);
    // After the last round, every country's figures are the host's.
    const last = body.rounds[2]!;
    for (const { country } of host.teams) {
      expect(last.countries[String(country.id)]).toMatchObject({
        budget: country.budget,
        income: country.income,
        averageStandard: country.averageStandard,
        cities: country.cities.map((x) => ({
          id: x.id,
          name: x.name,
          economy: x.economy,
          standard: x.standard,
          destroyed: x.destroyed,
          has_shield: x.has_shield,
        })),
      });
    }
    expect(last.ecology).toBe(host.game.ecology);
    // The orders each round resolved, as the control screen shows a set.
    expect(body.rounds[0]?.countries[String(a.id)]?.orders).toEqual([
      { type: 'technology', value: '', order: { type: 'technology' } },
      {
        type: 'transfer',
        value: `${c.name}: $${played.transfer}`,
        order: { type: 'transfer', country: c.id, amount: played.transfer },
      },
    ]);
    // The log names the attacker, and tells the credit of round 1.
    const log3 = body.rounds[2]?.log.map((e) => e.text) ?? [];
    expect(log3).toContain(`${a.name}: сброшена бомба на город ${played.destroyed.name}`);
    expect(body.rounds[0]?.log.map((e) => e.type)).toEqual(
      expect.arrayContaining(['log.credit', 'log.transfer', 'log.shield', 'log.round_end']),
    );
    expect(body.attacks.map((x) => [x.from.country, x.city.id, x.destroyed])).toEqual([
      [a.id, played.shielded.id, false],
      [a.id, played.destroyed.id, true],
    ]);
    // Every nomination, whatever the room has been shown so far.
    expect(body.nominations?.aggressor).toEqual([
      expect.objectContaining({ country: a.id, value: 2 }),
    ]);
    expect(body.nominations?.winner.length).toBeGreaterThan(0);
  });

  it('has no nominations while the game runs', async () => {
    const body = (await report(running.game.host, running.game.id)).json<GameReport>();
    expect(body.game.over).toBe(false);
    expect(body.rounds).toHaveLength(2);
    expect(body.nominations).toBeNull();
    expect(body.attacks).toEqual([]);
  });

  /** The csv of game `gameId` as its host downloads it: the raw text and its cells, as read with `separator`. */
  async function csvOf(client: TestClient, gameId: number, separator: string) {
    const res = await exported(client, gameId, 'csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="orbis-game-${gameId}.csv"`,
    );
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 3)).toEqual(BOM);
    const book = new ExcelJS.Workbook();
    // Every cell as the text it is in the file.
    const sheet = await book.csv.read(Readable.from([bytes.subarray(3)]), {
      parserOptions: { delimiter: separator },
      map: (datum: string) => datum,
    });
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push((row.values as string[]).slice(1)));
    return { text: bytes.subarray(3).toString('utf8'), rows };
  }

  it('exports a Russian game’s csv as a Russian spreadsheet reads it: `;`, decimal commas, Russian headers', async () => {
    const { game } = played;
    const { text, rows } = await csvOf(game.host, game.id, ';');
    expect(text.split(/\r?\n/)[0]).toBe(
      'Раунд;Страна;Бюджет;Доход;Средний уровень жизни;Экология мира;Приказы',
    );
    expect(rows[0]).toEqual([
      'Раунд',
      'Страна',
      'Бюджет',
      'Доход',
      'Средний уровень жизни',
      'Экология мира',
      'Приказы',
    ]);
    expect(rows).toHaveLength(1 + 3 * 3);
    expect(rows.every((r) => r.length === EXPORT_CSV_COLUMNS.length)).toBe(true);
    const body = (await report(game.host, game.id)).json<GameReport>();
    const [a, , c] = played.countries;
    const row = (round: number, country: number) => rows[1 + (round - 1) * 3 + country];
    const figures = body.rounds[0]?.countries[String(a.id)];
    const ru = (n: number | undefined) => String(n).replace('.', ',');
    // The set's orders hold the separator: the cell is quoted, and reads back whole.
    expect(row(1, 0)).toEqual([
      '1',
      a.name,
      ru(figures?.budget),
      ru(figures?.income),
      ru(figures?.averageStandard),
      ru(body.rounds[0]?.ecology),
      `Ядерная программа; Перевод денег: ${c.name}: $${played.transfer}`,
    ]);
    expect(text).toContain(`;"Ядерная программа; Перевод денег: ${c.name}: $${played.transfer}"`);
    // Every figure is a number as a Russian spreadsheet writes it: a decimal comma, no point.
    const figureCells = rows.slice(1).flatMap((r) => [r[2], r[3], r[4], r[5]]);
    for (const cell of figureCells) expect(cell).toMatch(/^-?\d+(,\d+)?$/);
    expect(figureCells.some((cell) => cell?.includes(','))).toBe(true);
    // Cyrillic names come back as they went in.
    expect(rows.slice(1).map((r) => r[1])).toEqual(
      [1, 2, 3].flatMap(() => played.countries.map((x) => x.name)),
    );
    expect(String(row(3, 0)?.[6])).toContain(`Бомбардировка: ${played.destroyed.name}`);
  });

  it('exports an English game’s csv with commas, decimal points and English headers', async () => {
    const { game } = english;
    const { text, rows } = await csvOf(game.host, game.id, ',');
    expect(text.split(/\r?\n/)[0]).toBe(
      'Round,Country,Budget,Income,Average living standard,World ecology,Orders',
    );
    expect(rows).toHaveLength(1 + 3 * 3);
    expect(rows.every((r) => r.length === EXPORT_CSV_COLUMNS.length)).toBe(true);
    const body = (await report(game.host, game.id)).json<GameReport>();
    const [a, , c] = english.countries;
    const figures = body.rounds[0]?.countries[String(a.id)];
    expect(rows[1]).toEqual([
      '1',
      a.name,
      String(figures?.budget),
      String(figures?.income),
      String(figures?.averageStandard),
      String(body.rounds[0]?.ecology),
      `Nuclear programme; Transfer money: ${c.name}: $${english.transfer}`,
    ]);
    const figureCells = rows.slice(1).flatMap((r) => [r[2], r[3], r[4], r[5]]);
    for (const cell of figureCells) expect(cell).toMatch(/^-?\d+(\.\d+)?$/);
    expect(figureCells.some((cell) => cell?.includes('.'))).toBe(true);
    // Every report figure reads back as the same number.
    for (const [i, r] of body.rounds.entries())
      for (const [j, country] of english.countries.entries()) {
        const f = r.countries[String(country.id)];
        expect(rows[1 + i * 3 + j]?.slice(2, 6).map(Number)).toEqual([
          f?.budget,
          f?.income,
          f?.averageStandard,
          r.ecology,
        ]);
      }
  });

  it('exports an xlsx with typed cells, frozen headers and sheets in the admin’s language', async () => {
    const { game } = played;
    const res = await exported(game.host, game.id, 'xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="orbis-game-${game.id}.xlsx"`,
    );
    const book = await readWorkbook(res.rawPayload);
    const sheets = [
      'export.sheet_summary',
      'export.sheet_rounds',
      'export.sheet_orders',
      'export.sheet_log',
      'export.sheet_attacks',
      'export.sheet_nominations',
      'export.sheet_turning_points',
      'export.sheet_promises',
      'export.sheet_what_if',
    ] as const;
    expect(book.worksheets.map((s) => s.name)).toEqual(sheets.map((k) => ADMIN_LABELS[k].ru));
    for (const sheet of book.worksheets)
      expect(sheet.views[0], sheet.name).toMatchObject({ state: 'frozen', ySplit: 1 });

    const figures = book.getWorksheet(ADMIN_LABELS['export.sheet_rounds'].ru)!;
    expect(figures.getRow(1).getCell(3).value).toBe(ADMIN_LABELS['export.budget'].ru);
    expect(figures.rowCount).toBe(1 + 9);
    const body = (await report(game.host, game.id)).json<GameReport>();
    const [a, b] = played.countries;
    const first = figures.getRow(2);
    expect([1, 2, 3, 4, 5, 6].map((i) => first.getCell(i).value)).toEqual([
      1,
      a.name,
      body.rounds[0]?.countries[String(a.id)]?.budget,
      body.rounds[0]?.countries[String(a.id)]?.income,
      body.rounds[0]?.countries[String(a.id)]?.averageStandard,
      body.rounds[0]?.ecology,
    ]);
    // Numbers are numbers, with a format; the round 3 row of C counts its destroyed city.
    expect(first.getCell(3).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(5).numFmt).toBe('0.0');
    expect(figures.getRow(10).getCell(7).value).toBe(1);

    const summary = book.getWorksheet(ADMIN_LABELS['export.sheet_summary'].ru)!;
    expect(summary.getCell('B2').value).toBe(body.game.title);
    // The game's language by its name, as the back-office lists it, not by its code.
    expect(summary.getCell('A3').value).toBe(ADMIN_LABELS['export.language'].ru);
    expect(summary.getCell('B3').value).toBe('Русский');
    expect(summary.getCell('B4').type).toBe(ExcelJS.ValueType.Date);
    expect(summary.getCell('B5').value).toBe(3);
    expect(summary.getCell('B6').value).toBe(true);

    const attacks = book.getWorksheet(ADMIN_LABELS['export.sheet_attacks'].ru)!;
    expect(attacks.getRow(3).values).toEqual([
      undefined,
      3,
      a.name,
      played.destroyed.name,
      played.countries[2].name,
      true,
    ]);
    expect(attacks.getRow(2).getCell(5).value).toBe(false);
    const orders = book.getWorksheet(ADMIN_LABELS['export.sheet_orders'].ru)!;
    const bombs = orders
      .getRows(2, orders.rowCount - 1)
      ?.find((r) => r.getCell(3).value === 'Производство бомб');
    expect(bombs?.getCell(4).value).toBe(2);
    expect(bombs?.getCell(2).value).toBe(a.name);
    expect(book.getWorksheet(ADMIN_LABELS['export.sheet_log'].ru)?.rowCount).toBeGreaterThan(10);
    expect(b.name).toBeTruthy();
  });

  it('adds the turning points, the promises and the what-if of each kind to the xlsx', async () => {
    const promising = await promisingGame(t);
    const { game } = promising;
    const [a, b, c] = promising.countries;
    const book = await readWorkbook((await exported(game.host, game.id, 'xlsx')).rawPayload);
    const sheet = (key: keyof typeof ADMIN_LABELS) => book.getWorksheet(ADMIN_LABELS[key].ru)!;
    const rows = (ws: ExcelJS.Worksheet) =>
      (ws.getRows(2, ws.rowCount - 1) ?? []).map((r) => (r.values as unknown[]).slice(1));

    const points = (await game.host.post(paths.hostGamesTurningPoints, { gameId: game.id })).json<
      TurningPoint[]
    >();
    const names = new Map(promising.countries.map((x) => [x.id, x.name]));
    const turning = sheet('export.sheet_turning_points');
    expect(turning.getRow(1).getCell(3).value).toBe(ADMIN_LABELS['export.turning_point'].ru);
    expect(rows(turning)).toEqual(
      points.map((p) => [
        p.round,
        ADMIN_LABELS[`export.turning_point_kind.${p.kind}`].ru,
        p.text,
        ...(p.effect
          ? [names.get(p.effect.country), p.effect.averageStandard]
          : [undefined, undefined]),
        p.evidence.join('\n'),
      ]),
    );

    expect(rows(sheet('export.sheet_promises'))).toEqual([
      [
        3,
        a.name,
        b.name,
        'не сбрасывать бомбы на её города до конца раунда 3',
        3,
        ADMIN_LABELS['export.promise_status.broken'].ru,
        3,
      ],
      [
        3,
        b.name,
        c.name,
        'не вводить против неё санкций до конца раунда 3',
        3,
        ADMIN_LABELS['export.promise_status.kept'].ru,
        3,
      ],
    ]);

    const whatIf = rows(sheet('export.sheet_what_if'));
    expect(whatIf).toHaveLength(3 * 3 * 3);
    const without = (
      await game.host.post(paths.hostGamesWhatIf, { gameId: game.id, without: ['attacks'] })
    ).json<WhatIfAnswer>();
    const real = (await report(game.host, game.id)).json<GameReport>();
    const lastOfC = whatIf.find(
      (r) =>
        r[0] === ADMIN_LABELS['export.what_if_without.attacks'].ru && r[1] === 3 && r[2] === c.name,
    );
    const would = without.rounds[2]?.countries[String(c.id)];
    expect(lastOfC).toEqual([
      ADMIN_LABELS['export.what_if_without.attacks'].ru,
      3,
      c.name,
      real.rounds[2]?.countries[String(c.id)]?.averageStandard,
      would?.averageStandard,
      would?.budget,
      without.rounds[2]?.ecology,
      without.winner.includes(c.id),
    ]);
    const kinds = new Set(whatIf.map((r) => r[0]));
    expect(kinds).toEqual(
      new Set(
        (['attacks', 'sanctions', 'transfers'] as const).map(
          (k) => ADMIN_LABELS[`export.what_if_without.${k}`].ru,
        ),
      ),
    );

    // A running game has no what-if yet: it replays a finished game.
    const runningBook = await readWorkbook(
      (await exported(running.game.host, running.game.id, 'xlsx')).rawPayload,
    );
    expect(runningBook.worksheets.map((ws) => ws.name).slice(-2)).toEqual([
      ADMIN_LABELS['export.sheet_turning_points'].ru,
      ADMIN_LABELS['export.sheet_promises'].ru,
    ]);
  });

  it('names the sheets in English for an admin who reads English', async () => {
    const { game } = played;
    const host = game.host;
    expect((await host.post(paths.setAdminLanguage, { language: 'en' })).statusCode).toBe(204);
    const res = await exported(host, game.id, 'xlsx');
    const book = await readWorkbook(res.rawPayload);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Summary',
      'Countries by round',
      'Orders',
      'Events',
      'Attacks',
      'Nominations',
      'Turning points',
      'Promises',
      'What if',
    ]);
    expect((await host.post(paths.setAdminLanguage, { language: 'ru' })).statusCode).toBe(204);
  });

  it('refuses another format with 422', async () => {
    for (const format of ['pdf', 'XLSX', '']) {
      const res = await exported(played.game.host, played.game.id, format);
      expect(res.statusCode, format).toBe(422);
      expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual(['format']);
    }
    const missing = await played.game.host.get(`${paths.hostGamesExport}?gameId=${played.game.id}`);
    expect(missing.statusCode).toBe(422);
  });
});
