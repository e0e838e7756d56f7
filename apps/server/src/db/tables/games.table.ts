import type { Generated } from 'kysely';
import type { Timestamp } from './users.table.js';

/**
 * A game: its header and the `version` every write checks and raises (its states are in
 * `game_states`). `round`, `stopped` and `over` repeat the state's, written with it, so lists
 * need not read states.
 */
export interface GamesTable {
  id: Generated<number>;
  host_id: number;
  title: string;
  language_id: number;
  /** The variables preset it was created with (null: the rulebook's defaults) and its name then. */
  preset_id: number | null;
  preset_name: string | null;
  version: Generated<number>;
  round: Generated<number>;
  /** 0/1 flags. */
  stopped: Generated<number>;
  over: Generated<number>;
  created_at: Timestamp;
  /** The event it is a world of, if any. */
  event_id: Generated<number | null>;
}

/**
 * A game's engine states, apart from its row so that a write that changes only the version (an
 * order set) writes a small row: its pinned setup (`initial_state`, the engine's state at
 * creation, holding the variables, names in the game's language, developments, mods and seed)
 * and its current `state`.
 */
export interface GameStatesTable {
  game_id: number;
  state: string;
  initial_state: string;
}

/** A host the game's owner named to run the game with them (API.md "Co-hosts"). */
export interface GameCohostsTable {
  game_id: number;
  host_id: number;
  created_at: Timestamp;
}

/** A team: the country it plays, pinned at creation. Its id is the country id of the state. */
export interface GameTeamsTable {
  id: Generated<number>;
  game_id: number;
  country_preset_id: number;
  name: string;
  flag: string;
  access_code: string;
  position: number;
  /** When a player first entered the team with its access code; null until then. */
  joined_at: Timestamp | null;
}

/** A team's city, pinned at creation. Its id is the city id of the state. */
export interface GameCitiesTable {
  id: Generated<number>;
  game_id: number;
  team_id: number;
  city_preset_id: number;
  name: string;
  picture: string;
  position: number;
}

/** The order set a team submitted for a round (JSON `Order[]`); a new set replaces it. */
export interface GameOrdersTable {
  game_id: number;
  team_id: number;
  round: number;
  orders: string;
  cost: number;
  /** Who entered the set: `team` or `host` (the database fills in `team`). */
  entered_by: Generated<string>;
  /** The key the team's phone sent the set with (`Idempotency-Key`); null without one. */
  submit_key: string | null;
  updated_at: Timestamp;
}

/**
 * A team's draft for the running round (one row per team; JSON orders, never resolved), with its
 * own version: each save raises it, and the game's version stays as it is.
 */
export interface GameDraftsTable {
  game_id: number;
  team_id: number;
  round: number;
  orders: string;
  updated_at: Timestamp;
  version: Generated<number>;
}

/**
 * A resolved round: the state before it, the orders it was resolved with (JSON, by team id) and
 * its log. `seq` is the game's version after the resolution.
 */
export interface GameRoundsTable {
  game_id: number;
  round: number;
  seq: number;
  state_before: string;
  orders: string;
  log: string;
  created_at: Timestamp;
}

/**
 * A write to the engine state between resolutions (round start, credit, negotiation), in order:
 * `kind` and `args` replay it, `log` is what it logged, `seq` the game's version after it.
 */
export interface GameActionsTable {
  id: Generated<number>;
  game_id: number;
  seq: number;
  round: number;
  kind: string;
  args: string;
  log: string;
  created_at: Timestamp;
}

/**
 * A host call's `Idempotency-Key`, stored with the write it named: `call` is its path and
 * `request` its body (JSON), so that the key on another call is refused; `answer` (JSON) is what
 * the call answered and `events` (JSON) what it announced, both given again to a repeat; `seq` is
 * the game's version the write reached.
 */
export interface GameCallKeysTable {
  game_id: number;
  call_key: string;
  call: string;
  request: string;
  answer: string;
  events: string;
  seq: number;
  created_at: Timestamp;
}
