import { z } from 'zod';
import { Id } from './common.js';
import { GameMod, Nominations, OrdersBy, ShownOrder } from './games.js';
import { ReportPromise } from './promises.js';
import { FinalAttack } from './reveal.js';
import { ReportWorldEvent } from './world-events.js';

// The debrief (API.md "The debrief"): everything that happened in a game, for its host or an
// admin, at any time. Attackers are named: the host sees everything already.

const id = z.number().int();
const money = z.number().int();
const decimal = z.number();

/** A city after a round, as the host saw it. */
export const ReportCity = z.object({
  id,
  name: z.string(),
  economy: decimal,
  standard: decimal,
  destroyed: z.boolean(),
  has_shield: z.boolean(),
});
export type ReportCity = z.infer<typeof ReportCity>;

/** A country after a round, with the order set the round resolved. */
export const ReportCountryRound = z.object({
  budget: money,
  income: money,
  averageStandard: decimal,
  orders: z.array(ShownOrder),
  /** Who entered the set: `host` when the host entered it for the team. */
  by: OrdersBy,
  cities: z.array(ReportCity),
});
export type ReportCountryRound = z.infer<typeof ReportCountryRound>;

/** A log entry in the game's language: `type` is its system message id. */
export const ReportLogItem = z.object({ type: z.string(), text: z.string() });
export type ReportLogItem = z.infer<typeof ReportLogItem>;

/** One resolved round: the world's ecology and every country after it, and all it logged. */
export const ReportRound = z.object({
  round: z.number().int(),
  ecology: decimal,
  /** Keyed by country id. */
  countries: z.record(z.string(), ReportCountryRound),
  /**
   * Everything logged in the round (host actions, negotiations, the resolution), attackers named.
   */
  log: z.array(ReportLogItem),
});
export type ReportRound = z.infer<typeof ReportRound>;

/** `POST B/host/games/report` `{ gameId }`. */
export const GameReport = z.object({
  game: z.object({
    id,
    title: z.string(),
    language: z.object({ code: z.string() }),
    created_at: z.string(),
    round: z.number().int(),
    over: z.boolean(),
    collapsed: z.boolean(),
    mods: z.array(GameMod),
  }),
  countries: z.array(z.object({ id, name: z.string(), flag: z.string() })),
  /** One per resolved round, in order. */
  rounds: z.array(ReportRound),
  /** Every nomination, as the engine awards them; null while the game runs. */
  nominations: Nominations.nullable(),
  /** Every bomb dropped so far, in order, attackers named. */
  attacks: z.array(FinalAttack),
  /** Every world event applied so far, in order, each with its round (the current one too). */
  events: z.array(ReportWorldEvent),
  /** Every promise made so far, in the order made, with its fate. */
  promises: z.array(ReportPromise),
});
export type GameReport = z.infer<typeof GameReport>;

/** The export's file formats. */
export const ExportFormat = z.enum(['xlsx', 'csv']);
export type ExportFormat = z.infer<typeof ExportFormat>;

/** `GET B/host/games/export?gameId=&format=`: 422 `errors.format` for another format. */
export const ExportQuery = z.object({ gameId: Id, format: ExportFormat });
export type ExportQuery = z.infer<typeof ExportQuery>;

/**
 * The csv's columns, in order: its header row names them in the game's language (system messages
 * `csv.{column}`), and one row per resolved round and country follows.
 */
export const EXPORT_CSV_COLUMNS = [
  'round',
  'country',
  'budget',
  'income',
  'average_standard',
  'ecology',
  'orders',
] as const;
export type ExportCsvColumn = (typeof EXPORT_CSV_COLUMNS)[number];
