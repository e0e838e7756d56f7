import { numberFormat } from '@orbis/contracts';

/** A date (ISO string) in the user's language, e.g. "21 нояб. 2026 г." or "Nov 21, 2026". */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

/** An amount of money, e.g. "$1,240" or "-$350" (lib/numbers: one format per language). */
export function formatMoney(amount: number, language: string): string {
  return numberFormat(language).money(amount);
}

/** A standard or a percent with at most one decimal, as the language writes it: "48.6", "48,6". */
export function formatDecimal(value: number, language: string): string {
  return numberFormat(language).number(value);
}
