import { z } from 'zod';
import { boundedRecord, IdNumber } from './common.js';

/** `GET /api/backoffice/get_variables`: a game variable (RULES.md), named in the admin language. */
export const GameVariable = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  default_value: z.number(),
});
export const GameVariables = z.array(GameVariable);
export type GameVariable = z.infer<typeof GameVariable>;

/** `GET .../variables_presets/list`. */
export const VariablesPresetItem = z.object({ id: z.number().int(), name: z.string() });
export const VariablesPresetsList = z.array(VariablesPresetItem);
export type VariablesPresetItem = z.infer<typeof VariablesPresetItem>;

/** A decimal number as typed: `12`, `-3`, `0.5`, `1e3`; no hex, no `Infinity`. */
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * One variable value as sent: a number, numeric text, or blank (`''`, null) for the default.
 * Parsed to a finite number, or null when blank; anything else is `validation.number`.
 */
export const VariableValue = z
  .union([z.string().max(100), z.number(), z.null()])
  .transform((raw, ctx): number | null => {
    const text = typeof raw === 'string' ? raw.trim() : raw;
    if (text === null || text === '') return null;
    const value = typeof text === 'number' ? text : DECIMAL.test(text) ? Number(text) : NaN;
    if (Number.isFinite(value)) return value;
    ctx.addIssue({ code: 'custom', message: 'validation.number', input: raw });
    return z.NEVER;
  });
export type VariableValueInput = z.input<typeof VariableValue>;

const PresetName = z.string().trim().min(1).max(100);

/** `POST .../variables_presets/add`: values keyed by variable id; blank or missing = default. */
export const VariablesPresetAddBody = z.object({
  variablesPreset: z.object({
    name: PresetName,
    values: boundedRecord(VariableValue).default({}),
  }),
});
export type VariablesPresetAddBody = z.input<typeof VariablesPresetAddBody>;

/** A stored override, as `get` answers it and `update` accepts it. */
export const VariablesPresetValue = z.object({ value: z.number() });

/** `update` accepts each value either as `get` returned it (`{ value }`) or as typed. */
const UpdateValue = z.preprocess(
  (v) => (typeof v === 'object' && v !== null && 'value' in v ? v.value : v),
  VariableValue,
);

/** `POST .../variables_presets/update`: the values replace the preset's overrides. */
export const VariablesPresetUpdateBody = z.object({
  variablesPreset: z.object({
    id: IdNumber,
    name: PresetName,
    values: boundedRecord(UpdateValue).default({}),
  }),
});
export type VariablesPresetUpdateBody = z.input<typeof VariablesPresetUpdateBody>;

/**
 * `POST .../variables_presets/check_balance`: the form's values, in either shape `add` or
 * `update` takes them; blank or missing means the default. Nothing is stored.
 */
export const BalanceCheckBody = z.object({
  variablesPreset: z.object({ values: boundedRecord(UpdateValue).default({}) }),
  /**
   * True to play the bot games with the catalogue's world events: one event, in catalogue order,
   * starts every other round (a `random` or `chosen` target drawn by the check's generator).
   */
  worldEvents: z.boolean().default(false),
});
export type BalanceCheckBody = z.input<typeof BalanceCheckBody>;

/** One bot strategy's result in a balance check. */
export const BalanceStrategy = z.object({
  /** The bot's name (`builder`, `aggressor`, …); its label is `balance.strategy.<name>`. */
  name: z.string(),
  /** Its share of the games that had a winner (the shares add up to 1). */
  winShare: z.number(),
  /** The share it would win if every strategy played equally well. */
  fairShare: z.number(),
  /** winShare over fairShare: 1 is fair. */
  ratio: z.number(),
  /** True when ratio is above `flagAbove`. */
  flagged: z.boolean(),
});
export type BalanceStrategy = z.infer<typeof BalanceStrategy>;

/** The answer of a balance check: bot games played with the values, from a fixed seed. */
export const BalanceCheck = z.object({
  games: z.number().int(),
  seed: z.number().int(),
  /** Share of the games in which ecology collapsed (nobody won). */
  collapseRate: z.number(),
  /** Share of the games with a winner that several countries won together. */
  sharedWinRate: z.number(),
  /** A shared-win rate above this is flagged: the final screen would crown several too often. */
  sharedAbove: z.number(),
  /** A strategy winning more than this many times its fair share is flagged. */
  flagAbove: z.number(),
  strategies: z.array(BalanceStrategy),
});
export type BalanceCheck = z.infer<typeof BalanceCheck>;

/** `GET .../variables_presets/get`: only the values the preset overrides. */
export const VariablesPresetResponse = z.object({
  variablesPreset: z.object({
    id: z.number().int(),
    name: z.string(),
    values: z.record(z.string(), VariablesPresetValue),
  }),
});
export type VariablesPresetResponse = z.infer<typeof VariablesPresetResponse>;

/** A preset's last balance check: when it ran, and its answer. */
export const PresetBalance = z.object({ checked_at: z.string(), check: BalanceCheck });
export type PresetBalance = z.infer<typeof PresetBalance>;

/**
 * `GET /api/backoffice/get_variables_presets_options`: value is the preset id; `balance` is the
 * last balance check of the preset's current values, or null when they were never checked.
 */
export const VariablesPresetOption = z.object({
  value: z.number().int(),
  text: z.string(),
  balance: PresetBalance.nullable(),
});
export const VariablesPresetOptions = z.array(VariablesPresetOption);
export type VariablesPresetOption = z.infer<typeof VariablesPresetOption>;
