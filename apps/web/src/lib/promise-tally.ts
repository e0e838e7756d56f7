import type { PromiseTally } from '@orbis/contracts';

export interface TallyRow<C> {
  country: C;
  kept: number;
  broken: number;
}

/**
 * The countries that made promises, with how many each kept and broke: the most broken first,
 * then the most kept, then the game's order. A country that made none is left out.
 */
export function tallyRows<C extends { id: number }>(
  tally: PromiseTally,
  countries: readonly C[],
): TallyRow<C>[] {
  return countries
    .map((country, index) => {
      const own = tally[String(country.id)];
      return { country, kept: own?.kept ?? 0, broken: own?.broken ?? 0, index };
    })
    .filter((row) => row.kept + row.broken > 0)
    .sort((a, b) => b.broken - a.broken || b.kept - a.kept || a.index - b.index)
    .map(({ country, kept, broken }) => ({ country, kept, broken }));
}
