import type { Generated } from 'kysely';
import type { Timestamp } from './users.table.js';

export interface CountryPresetsTable {
  id: Generated<number>;
  name: string;
  /** Address of the flag image under /uploads, or '' before one is uploaded. */
  flag: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CityPresetsTable {
  id: Generated<number>;
  country_preset_id: number;
  name: string;
  picture: Generated<string>;
  /** The city's starting development, 0-100 (RULES.md). */
  economy: number;
  position: Generated<number>;
}

export interface VariablesTable {
  id: Generated<number>;
  key: string;
  default_value: number;
  position: Generated<number>;
}

export interface VariablesPresetsTable {
  id: Generated<number>;
  name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VariablesPresetValuesTable {
  preset_id: number;
  variable_id: number;
  value: number;
}

/** The last balance check of one set of game variables (see the 0005 migration). */
export interface BalanceChecksTable {
  /** sha256 of the whole set of values played, defaults included (`variablesHash`). */
  variables_hash: string;
  /** The check's answer, as JSON text (`BalanceCheck`). */
  result: string;
  checked_at: Timestamp;
}
