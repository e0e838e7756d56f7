// The event's report as a workbook to keep (API: `GET B/host/events/export?eventId=&format=xlsx`):
// made from the report itself, so it says what the page says, with the debrief's sheets and
// cell formats (games/screens/export.ts) and its labels in the admin's language.
import { NOMINATION_NAMES } from '@orbis/engine';
import type { EventReport, Nominee } from '@orbis/contracts';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/database.js';
import type { Cache } from '../cache.js';
import type { Viewer } from '../games/access.js';
import { addSheet, CONTENT_TYPE, DECIMAL, type ExportFile } from '../games/screens/export.js';
import { eventReport } from './report.js';

/** The labels the workbook is written with, each in the admin's language. */
export const EVENT_EXPORT_LABELS = [
  'event_report.sheet_worlds',
  'event_report.sheet_standings',
  'event_report.sheet_ecology',
  'event_report.world',
  'event_report.winner',
  'event_report.first_bomb',
  'event_report.bombs',
  'event_report.sanctions',
  'event_report.transfers',
  'event_report.promises_kept',
  'event_report.promises_broken',
  'event_report.what_if_winner',
  'event_report.place',
  'event_report.round_from_start',
  'export.sheet_nominations',
  'export.nomination',
  'export.country',
  'export.value',
  'export.round',
  'export.over',
  'export.collapsed',
  'export.average_standard',
  'export.ecology',
  'report.nomination.winner',
  'report.nomination.investor',
  'report.nomination.ecologist',
  'report.nomination.peacemaker',
  'report.nomination.aggressor',
] as const;

export type EventExportTexts = Record<(typeof EVENT_EXPORT_LABELS)[number], string>;

/** Nominees as one cell: their countries' names. */
const names = (nominees: readonly Nominee[]) => nominees.map((n) => n.name).join(', ');

/**
 * The workbook of event `eventId`'s report, for `user` (401, 404, 403 as the report): the worlds
 * side by side, the standings, every world's ecology by round and the nominations across worlds.
 */
export async function eventExport(
  db: Db,
  cache: Cache,
  user: Viewer['user'],
  eventId: number,
  labels: EventExportTexts,
): Promise<ExportFile> {
  const report = await eventReport(db, cache, user, eventId);
  return {
    body: await workbook(report, labels),
    contentType: CONTENT_TYPE.xlsx,
    fileName: `orbis-event-${report.event.id}.xlsx`,
  };
}

async function workbook(report: EventReport, labels: EventExportTexts): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Orbis';

  const worlds = addSheet(book, labels['event_report.sheet_worlds'], [
    labels['event_report.world'],
    labels['export.round'],
    labels['export.over'],
    labels['export.collapsed'],
    labels['export.ecology'],
    labels['event_report.winner'],
    labels['event_report.first_bomb'],
    labels['event_report.bombs'],
    labels['event_report.sanctions'],
    labels['event_report.transfers'],
    labels['event_report.promises_kept'],
    labels['event_report.promises_broken'],
    labels['event_report.what_if_winner'],
  ]);
  for (const w of report.worlds)
    worlds.addRow([
      w.title,
      w.round,
      w.over,
      w.collapsed,
      w.ecology.at(-1) ?? null,
      // A world still running has no winner yet: an empty cell, as its what-if.
      w.over ? names(w.winner) : null,
      w.firstBomb,
      w.bombs,
      w.sanctions,
      w.transfers,
      w.promises.kept,
      w.promises.broken,
      w.whatIf && names(w.whatIf.winner),
    ]);
  worlds.getColumn(1).width = 30;
  worlds.getColumn(5).numFmt = DECIMAL;

  const standings = addSheet(book, labels['event_report.sheet_standings'], [
    labels['event_report.world'],
    labels['event_report.place'],
    labels['export.country'],
    labels['export.average_standard'],
  ]);
  for (const w of report.worlds)
    w.standings.forEach((s, i) => standings.addRow([w.title, i + 1, s.name, s.averageStandard]));
  standings.getColumn(4).numFmt = DECIMAL;

  // One column per world, a row per round: the chart's lines as figures.
  const ecology = addSheet(book, labels['event_report.sheet_ecology'], [
    labels['event_report.round_from_start'],
    ...report.worlds.map((w) => w.title),
  ]);
  const rounds = Math.max(0, ...report.worlds.map((w) => w.ecology.length));
  for (let round = 0; round < rounds; round++)
    ecology.addRow([round, ...report.worlds.map((w) => w.ecology[round] ?? null)]);
  report.worlds.forEach((_, i) => (ecology.getColumn(i + 2).numFmt = DECIMAL));

  const nominations = addSheet(book, labels['export.sheet_nominations'], [
    labels['export.nomination'],
    labels['event_report.world'],
    labels['export.country'],
    labels['export.value'],
  ]);
  for (const name of NOMINATION_NAMES)
    for (const n of report.nominations[name])
      nominations.addRow([labels[`report.nomination.${name}`], n.world.title, n.name, n.value]);

  return Buffer.from(await book.xlsx.writeBuffer());
}
