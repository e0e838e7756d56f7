/** A date (ISO string) in the user's language, e.g. "21 нояб. 2026 г." or "Nov 21, 2026". */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

/** An amount of money, e.g. "$1,240" (grouped as the language groups digits). */
export function formatMoney(amount: number, language: string): string {
  return `$${new Intl.NumberFormat(language).format(amount)}`;
}

/** A standard or a percent with at most one decimal, as the language writes it: "48.6", "48,6". */
export function formatDecimal(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
}
