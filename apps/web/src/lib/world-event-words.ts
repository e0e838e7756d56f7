// A world event's effects said in words ("Every country: development −10 in every city"), as the
// host reads them before firing an event, and as the catalogue lists them. The words are labels
// (world_events.says.*) in the back-office language; the numbers are written in that language too.
import { numberFormat } from '@orbis/contracts';
import type { WorldEventEffect } from '@orbis/engine';

/** An effect's sentence: its label key and the values it takes. */
export interface EffectPhrase {
  key: string;
  values: Record<string, string>;
}

/** `value` with its sign always written (+10, −10; 0 stays 0), as `language` writes numbers. */
export function signedNumber(value: number, language: string): string {
  const written = numberFormat(language).count(Math.abs(value));
  return value > 0 ? `+${written}` : value < 0 ? `\u2212${written}` : written;
}

/** The value of `effect` as it reads beside its kind: "+5", "−$500", "+10 %". */
export function effectValue(effect: WorldEventEffect, language: string): string {
  const { money, percent } = numberFormat(language);
  const sign = effect.value > 0 ? '+' : effect.value < 0 ? '\u2212' : '';
  switch (effect.kind) {
    case 'budget':
      return `${sign}${money(Math.abs(effect.value))}`;
    case 'income':
      return `${sign}${percent(Math.abs(effect.value))}`;
    default:
      return signedNumber(effect.value, language);
  }
}

/**
 * The sentence of one effect. `who` is the target said in words (a label already translated, or
 * the chosen country's name once the host has picked it).
 */
export function effectPhrase(
  effect: WorldEventEffect,
  who: string,
  language: string,
): EffectPhrase {
  return {
    key: `world_events.says.${effect.kind}`,
    values: { who, value: effectValue(effect, language) },
  };
}

/** The label key of an effect's target in words ("Every country", "A random country"...). */
export const targetWordsKey = (effect: WorldEventEffect): string =>
  `world_events.who.${effect.target}`;
