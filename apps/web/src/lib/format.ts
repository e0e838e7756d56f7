import { numberFormat } from '@orbis/contracts';

/** A date (ISO string) in the user's language, e.g. "21 нояб. 2026 г." or "Nov 21, 2026". */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

/** An amount of money, e.g. "$1,240" or "-$350" (contracts' numbers.ts: one format per language). */
export function formatMoney(amount: number, language: string): string {
  return numberFormat(language).money(amount);
}

/** A value in percent (40.6 for 40.6%), as the language writes it: "40.6%", "40,6 %". */
export function formatPercent(value: number, language: string): string {
  return numberFormat(language).percent(value);
}

/** A count, whole and grouped: "1,128", "1 128". */
export function formatCount(value: number, language: string): string {
  return numberFormat(language).count(value);
}

/** A time of day (ms since the epoch) in the user's language and time zone, e.g. "16:45", "4:45 PM". */
export function formatClockTime(ms: number, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(ms);
}
