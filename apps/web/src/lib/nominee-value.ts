// A nominee's figure, written the same way on the projector's final screen and on the phones.
import {
  REVEAL_ORDER,
  type NominationName,
  type NumberFormat,
  type PlaceholderValues,
} from '@orbis/contracts';

/**
 * The nominations in the order the host reveals them (the winner last), as the projector and the
 * phones list them; the attacks follow them.
 */
export const NOMINATION_REVEAL_ORDER = REVEAL_ORDER.filter(
  (item): item is NominationName => item !== 'attacks',
);

/** What writing a game's figures needs: its number formats and its messages. */
export interface GameTexts extends NumberFormat {
  t(id: string, params?: PlaceholderValues): string;
}

/**
 * A nominee's figure in its nomination (API.md): the winner's average living standard as a
 * percentage, the money the investor and the ecologist gave, the peacemaker's peaceful acts and
 * the aggressor's bombs as counts in words.
 */
export function nomineeValue(texts: GameTexts, name: NominationName, value: number): string {
  switch (name) {
    case 'winner':
      return texts.percent(value);
    case 'investor':
    case 'ecologist':
      return texts.money(value);
    case 'peacemaker':
      return texts.t('final.peaceful_acts', { value: texts.number(value) });
    case 'aggressor':
      return texts.t('final.bombs', { value: texts.number(value) });
  }
}
