// The debrief as files to keep (API: `GET B/host/games/export`): an xlsx workbook written with
// exceljs (typed cells, frozen header rows, sheets named in the admin's language) and a csv of
// every country's figures per round for a spreadsheet in the game's language: its headers in that
// language, its separator and decimal mark (`;` and `48,6` in Russian, `,` and `48.6` in
// English), UTF-8 with a byte order mark so spreadsheet programs read Cyrillic names right. Both
// are made from the report, so they say what the report says; the workbook adds what the debrief
// shows beside it: the turning points (the kept list), the promises and the what-if of each kind.
import {
  csvDialect,
  csvNumber,
  EXPORT_CSV_COLUMNS,
  NominationName,
  tieBreakLines,
  type ExportFormat,
  type GameReport,
  type TurningPoint,
} from '@orbis/contracts';
import { asShown, WHAT_IF_KINDS, whatIf, type WhatIf, type WhatIfKind } from '@orbis/engine';
import ExcelJS from 'exceljs';
import type { exportLabels } from '../../../labels/export.js';
import type { Db } from '../../../db/database.js';
import type { Cache } from '../../cache.js';
import { requireHostedGame, type Viewer } from '../access.js';
import { loadSystemMessages, type SystemMessages } from '../system-messages.js';
import { loadJournal } from '../write/replay.js';
import { buildReport } from './report.js';
import { keptTurningPoints } from './turning-points.js';

/** The export's labels, each in the admin's language. */
export type ExportTexts = Record<keyof typeof exportLabels, string>;

/** A file to send: its bytes, content type and name. */
export interface ExportFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

export const CONTENT_TYPE: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/**
 * The export of game `gameId` in `format`, for `user` when they may host it (401, 404, 403
 * otherwise), with its labels in the admin's language.
 */
export async function gameExport(
  db: Db,
  cache: Cache,
  user: Viewer['user'],
  gameId: number,
  format: ExportFormat,
  labels: ExportTexts,
): Promise<ExportFile> {
  const game = await requireHostedGame(db, user, gameId);
  const [report, texts] = await Promise.all([
    buildReport(db, cache, gameId),
    loadSystemMessages(db, cache, game.languageId),
  ]);
  if (format === 'csv') return exportFile(report, format, await csv(report, texts));
  const [turning, whatIfs] = await Promise.all([
    keptTurningPoints(db, cache, game),
    report.game.over ? whatIfsOf(db, gameId) : null,
  ]);
  const debrief = { turningPoints: turning.kept.points, whatIfs };
  return exportFile(report, format, await workbook(report, debrief, labels, texts));
}

/** What the workbook adds to the report: the turning points, and once over each kind's what-if. */
interface Debrief {
  turningPoints: readonly TurningPoint[];
  whatIfs: { kind: WhatIfKind; result: WhatIf }[] | null;
}

/** The finished game without each kind of orders, one kind at a time. */
async function whatIfsOf(db: Db, gameId: number): Promise<Debrief['whatIfs']> {
  const journal = await loadJournal(db, gameId);
  if (!journal) return null;
  return WHAT_IF_KINDS.map((kind) => ({
    kind,
    result: whatIf(journal.initial, journal.steps, [kind]),
  }));
}

/** The file of `report` in `format`. */
function exportFile(report: GameReport, format: ExportFormat, body: Buffer): ExportFile {
  return {
    body,
    contentType: CONTENT_TYPE[format],
    fileName: `orbis-game-${report.game.id}.${format}`,
  };
}

/** A country's order set as readable text in the game's language: "Develop a city: Paris; …". */
function ordersText(
  orders: GameReport['rounds'][number]['countries'][string]['orders'],
  texts: SystemMessages,
): string {
  return orders
    .map((o) => {
      const name = texts.t(`order.${o.type}`);
      return o.value ? `${name}: ${o.value}` : name;
    })
    .join('; ');
}

/** One row per resolved round and country, in the order of API.md's csv. */
function figureRows(report: GameReport, texts: SystemMessages) {
  return report.rounds.flatMap((r) =>
    report.countries.map((c) => {
      const figures = r.countries[String(c.id)];
      return {
        round: r.round,
        country: c.name,
        budget: figures?.budget ?? 0,
        income: figures?.income ?? 0,
        average_standard: figures?.averageStandard ?? 0,
        ecology: r.ecology,
        orders: ordersText(figures?.orders ?? [], texts),
        destroyed: figures?.cities.filter((city) => city.destroyed).length ?? 0,
      };
    }),
  );
}

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection, OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell that a spreadsheet shows as text: a leading formula character is quoted with `'`. */
export const csvTextCell = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/**
 * The csv: a header row naming API.md's columns in the game's language, then the figures, with
 * the separator and the decimal mark of the game language's spreadsheets; UTF-8 with a BOM. Every
 * cell goes out as text, so a number keeps the decimal mark written here; fast-csv quotes a cell
 * that holds the separator, a quote or a line break.
 */
async function csv(report: GameReport, texts: SystemMessages): Promise<Buffer> {
  const dialect = csvDialect(report.game.language.code);
  const cell = (value: string | number) =>
    typeof value === 'number' ? csvNumber(value, dialect) : csvTextCell(value);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('csv');
  sheet.addRow(EXPORT_CSV_COLUMNS.map((column) => cell(texts.t(`csv.${column}`))));
  for (const row of figureRows(report, texts))
    sheet.addRow(EXPORT_CSV_COLUMNS.map((column) => cell(row[column])));
  const out = await book.csv.writeBuffer({
    sheetName: 'csv',
    formatterOptions: { writeBOM: true, alwaysWriteHeaders: false, delimiter: dialect.separator },
  });
  return Buffer.from(out);
}

// Excel refuses these characters in a sheet name, and names longer than 31 characters.
const SHEET_NAME_FORBIDDEN = /[[\]:*?/\\]/g;

/**
 * A sheet named `name` (an admin's label, which an admin may have translated into anything):
 * made valid for Excel, and unique in the workbook.
 */
export function addSheet(
  book: ExcelJS.Workbook,
  name: string,
  header: string[],
): ExcelJS.Worksheet {
  const base = name.replace(SHEET_NAME_FORBIDDEN, ' ').trim().slice(0, 31) || 'Sheet';
  let unique = base;
  for (let n = 2; book.getWorksheet(unique); n++) unique = `${base.slice(0, 28)} ${n}`;
  const sheet = book.addWorksheet(unique, { views: [{ state: 'frozen', ySplit: 1 }] });
  const head = sheet.addRow(header);
  head.font = { bold: true };
  sheet.columns.forEach((column) => (column.width = 18));
  return sheet;
}

const MONEY = '#,##0';
/** A standard or a percent's cell format: one decimal, as the screens write them. */
export const DECIMAL = '0.0';

/**
 * The workbook: a summary, the figures per round, the order sets, the events, the attacks, once
 * the game is over the nominations, then the turning points, the promises and, once over, the
 * what-if of each kind.
 */
async function workbook(
  report: GameReport,
  debrief: Debrief,
  labels: ExportTexts,
  texts: SystemMessages,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Orbis';
  book.created = new Date(report.game.created_at);
  const last = report.rounds.at(-1);

  const summary = addSheet(book, labels['export.sheet_summary'], [
    labels['export.field'],
    labels['export.value'],
  ]);
  summary.getColumn(1).width = 30;
  summary.getColumn(2).width = 40;
  summary.addRows([
    [labels['export.game_title'], report.game.title],
    // The language by the name its admin gave it, as the back-office lists it.
    [labels['export.language'], texts.languageName || report.game.language.code],
    [labels['export.created'], new Date(report.game.created_at)],
    [labels['export.rounds_played'], report.rounds.length],
    [labels['export.over'], report.game.over],
    [labels['export.collapsed'], report.game.collapsed],
    [labels['export.final_ecology'], last ? last.ecology : null],
    [labels['export.countries'], report.countries.map((c) => c.name).join(', ')],
  ]);
  summary.getCell('B4').numFmt = 'yyyy-mm-dd hh:mm';
  summary.getCell('B8').numFmt = DECIMAL;

  const figures = addSheet(book, labels['export.sheet_rounds'], [
    labels['export.round'],
    labels['export.country'],
    labels['export.budget'],
    labels['export.income'],
    labels['export.average_standard'],
    labels['export.ecology'],
    labels['export.cities_destroyed'],
  ]);
  for (const row of figureRows(report, texts))
    figures.addRow([
      row.round,
      row.country,
      row.budget,
      row.income,
      row.average_standard,
      row.ecology,
      row.destroyed,
    ]);
  figures.getColumn(3).numFmt = MONEY;
  figures.getColumn(4).numFmt = MONEY;
  figures.getColumn(5).numFmt = DECIMAL;
  figures.getColumn(6).numFmt = DECIMAL;

  const orders = addSheet(book, labels['export.sheet_orders'], [
    labels['export.round'],
    labels['export.country'],
    labels['export.order'],
    labels['export.order_value'],
  ]);
  for (const r of report.rounds)
    for (const c of report.countries)
      for (const o of r.countries[String(c.id)]?.orders ?? [])
        orders.addRow([r.round, c.name, texts.t(`order.${o.type}`), typedValue(o.order, o.value)]);

  const events = addSheet(book, labels['export.sheet_log'], [
    labels['export.round'],
    labels['export.event'],
  ]);
  events.getColumn(2).width = 80;
  for (const r of report.rounds) for (const e of r.log) events.addRow([r.round, e.text]);

  const attacks = addSheet(book, labels['export.sheet_attacks'], [
    labels['export.round'],
    labels['export.attacker'],
    labels['export.city'],
    labels['export.city_country'],
    labels['export.destroyed'],
  ]);
  for (const a of report.attacks)
    attacks.addRow([a.round, a.from.name, a.city.name, a.city.countryName, a.destroyed]);

  if (report.nominations) {
    const nominations = addSheet(book, labels['export.sheet_nominations'], [
      labels['export.nomination'],
      labels['export.country'],
      labels['export.value'],
    ]);
    for (const name of NominationName.options) {
      for (const n of report.nominations[name])
        nominations.addRow([texts.t(`nomination.${name}`), n.name, n.value]);
      if (name === 'winner') tieBreakRows(nominations, report.nominations, texts);
    }
  }

  turningPointsSheet(book, report, debrief.turningPoints, labels);
  promisesSheet(book, report, labels);
  if (debrief.whatIfs) whatIfSheet(book, report, debrief.whatIfs, labels);

  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The names of `report`'s countries by id. */
const countryNames = (report: GameReport) => new Map(report.countries.map((c) => [c.id, c.name]));

/** The turning points, best first, as the debrief lists them: each with its evidence. */
function turningPointsSheet(
  book: ExcelJS.Workbook,
  report: GameReport,
  points: readonly TurningPoint[],
  labels: ExportTexts,
): void {
  const names = countryNames(report);
  const sheet = addSheet(book, labels['export.sheet_turning_points'], [
    labels['export.round'],
    labels['export.turning_point_kind'],
    labels['export.turning_point'],
    labels['export.effect_country'],
    labels['export.effect'],
    labels['export.evidence'],
  ]);
  sheet.getColumn(3).width = 60;
  sheet.getColumn(5).numFmt = DECIMAL;
  sheet.getColumn(6).width = 80;
  for (const p of points) {
    const row = sheet.addRow([
      p.round,
      labels[`export.turning_point_kind.${p.kind}`],
      p.text,
      p.effect ? (names.get(p.effect.country) ?? '') : null,
      p.effect ? p.effect.averageStandard : null,
      p.evidence.join('\n'),
    ]);
    row.getCell(3).alignment = { wrapText: true, vertical: 'top' };
    row.getCell(6).alignment = { wrapText: true, vertical: 'top' };
  }
}

/** Every promise made, in the order made: who to whom, its words, and what became of it. */
function promisesSheet(book: ExcelJS.Workbook, report: GameReport, labels: ExportTexts): void {
  const names = countryNames(report);
  const sheet = addSheet(book, labels['export.sheet_promises'], [
    labels['export.promise_made'],
    labels['export.promise_from'],
    labels['export.promise_to'],
    labels['export.promise'],
    labels['export.promise_until'],
    labels['export.promise_status'],
    labels['export.promise_settled'],
  ]);
  sheet.getColumn(4).width = 60;
  for (const p of report.promises)
    sheet.addRow([
      p.round,
      names.get(p.from) ?? '',
      names.get(p.to) ?? '',
      p.text,
      p.until,
      labels[`export.promise_status.${p.status}`],
      p.settled,
    ]);
}

/**
 * The finished game without each kind of orders, round by round and country by country, beside
 * what happened; in the last round, whether the country would have won.
 */
function whatIfSheet(
  book: ExcelJS.Workbook,
  report: GameReport,
  whatIfs: NonNullable<Debrief['whatIfs']>,
  labels: ExportTexts,
): void {
  const sheet = addSheet(book, labels['export.sheet_what_if'], [
    labels['export.what_if_without'],
    labels['export.round'],
    labels['export.country'],
    labels['export.what_if_happened'],
    labels['export.what_if_standard'],
    labels['export.what_if_budget'],
    labels['export.what_if_ecology'],
    labels['export.what_if_winner'],
  ]);
  sheet.getColumn(4).numFmt = DECIMAL;
  sheet.getColumn(5).numFmt = DECIMAL;
  sheet.getColumn(6).numFmt = MONEY;
  sheet.getColumn(7).numFmt = DECIMAL;
  const happened = new Map(report.rounds.map((r) => [r.round, r.countries]));
  for (const { kind, result } of whatIfs) {
    const last = result.rounds.at(-1)?.round;
    for (const r of result.rounds)
      for (const c of report.countries) {
        const would = r.countries[String(c.id)];
        sheet.addRow([
          labels[`export.what_if_without.${kind}`],
          r.round,
          c.name,
          happened.get(r.round)?.[String(c.id)]?.averageStandard ?? null,
          would ? asShown(would.averageStandard) : null,
          would?.budget ?? null,
          asShown(r.ecology),
          r.round === last ? result.winner.includes(c.id) : null,
        ]);
      }
  }
}

/**
 * Under the winner, how the winner rule settled equal standards: the lines the final screen
 * shows, in the game's language, each across the sheet's three columns.
 */
function tieBreakRows(
  sheet: ExcelJS.Worksheet,
  nominations: NonNullable<GameReport['nominations']>,
  texts: SystemMessages,
): void {
  const tie = nominations.winnerTieBreak;
  if (!tie || nominations.winner.length === 0) return;
  const { equal, decided } = tieBreakLines(tie, nominations.winner[0]?.country, {
    ...texts.numbers,
    t: texts.t,
  });
  for (const line of [equal, decided]) {
    const row = sheet.addRow([line]);
    sheet.mergeCells(row.number, 1, row.number, 3);
    row.getCell(1).alignment = { wrapText: true, vertical: 'top' };
    row.height = 30;
  }
}

/** An order's target or amount as a typed cell: a number for counts and money, else the text. */
function typedValue(
  order: GameReport['rounds'][number]['countries'][string]['orders'][number]['order'],
  value: string,
): string | number {
  if (order.type === 'build_bombs') return order.count;
  return value;
}
