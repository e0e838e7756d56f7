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

/** Each language's time-of-day format, made once: the first costs a phone tens of ms. */
const clockFormats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(language: string): Intl.DateTimeFormat {
  let format = clockFormats.get(language);
  if (!format) {
    const options = { hour: 'numeric', minute: '2-digit' } as const;
    try {
      format = new Intl.DateTimeFormat(language, options);
    } catch {
      // A game language whose code Intl does not know: the device's own.
      format = new Intl.DateTimeFormat(undefined, options);
    }
    clockFormats.set(language, format);
  }
  return format;
}

/**
 * A time of day (a Date, or ms since the epoch) in `language` and the device's time zone, as
 * every screen writes it (the control screen, the phones, the projector): the hour as the
 * language writes it, without a leading zero ("4:16", "16:45", "4:45 PM").
 */
export function formatClockTime(at: number | Date, language: string): string {
  return clockFormat(language).format(at);
}
