// Numbers as one language writes them, the same on every screen (the back-office, the host's
// control screen, the phone, the projector) and in the texts the server writes (log entries,
// round news, orders): grouped digits and the decimal mark by Intl, money as "$1 300" / "$1,300"
// with the sign before the dollar ("-$350"), and percentages by Intl's own pattern ("43,9 %" /
// "43.9%"). A game's screens and texts use the game's language; the back-office, the user's.
// Standards get the engine's `SHOWN_DECIMALS`, the precision its "as shown" rounding compares.
import { SHOWN_DECIMALS } from '@orbis/engine';

export interface NumberFormat {
  /** A standard, an ecology or any measure, with at most one decimal: "1 300", "28,8". */
  number(value: number): string;
  /** A count (bombs, acts, rounds, entries), rounded to a whole number: "1 300". */
  count(value: number): string;
  /** Money, in whole dollars: "$1 300", "-$350". */
  money(value: number): string;
  /** A value given in percent (43.9 for 43.9%), with at most one decimal: "43,9 %". */
  percent(value: number): string;
}

/** Intl's formats for `language`, or for English when the code is not a language tag Intl knows. */
function intl(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(language, options);
  } catch {
    return new Intl.NumberFormat('en', options);
  }
}

/** `make()`, made on the first call only: Intl's formats are slow to make, and not all are used. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

const kept = new Map<string, NumberFormat>();

/** The number formats of `language` (a game's or the back-office's), made once per language. */
export function numberFormat(language: string): NumberFormat {
  const known = kept.get(language);
  if (known) return known;
  const plain = once(() => intl(language, { maximumFractionDigits: SHOWN_DECIMALS }));
  const whole = once(() => intl(language, { maximumFractionDigits: 0 }));
  const percent = once(() =>
    intl(language, { style: 'percent', maximumFractionDigits: SHOWN_DECIMALS }),
  );
  const minus = once(
    () =>
      whole()
        .formatToParts(-1)
        .find((p) => p.type === 'minusSign')?.value ?? '-',
  );
  const format: NumberFormat = {
    number: (value) => plain().format(value),
    count: (value) => whole().format(value),
    money: (value) => `${value < 0 ? minus() : ''}$${whole().format(Math.abs(value))}`,
    // Intl's percent style takes a share (0.439); the game counts in percent (43.9).
    percent: (value) => percent().format(value / 100),
  };
  kept.set(language, format);
  return format;
}
