/**
 * The csv a spreadsheet opens right in a language: its field separator and its decimal mark.
 * Spreadsheets read a csv with the system's list separator, and where the decimal mark is a comma
 * (Russian and most continental languages) that separator is `;`; elsewhere (English) it is `,`
 * with a decimal point. The server writes the debrief's csv with it and the report page says
 * which it is, so both derive it here, from the game language's code.
 */
export interface CsvDialect {
  separator: ',' | ';';
  decimal: '.' | ',';
}

const POINT: CsvDialect = { separator: ',', decimal: '.' };
const COMMA: CsvDialect = { separator: ';', decimal: ',' };

/**
 * The dialect of language `code` (`ru`, `en`, `pt-br`): Intl's decimal mark for it. A code Intl
 * does not know reads as English, the language every system message is written in first (Intl
 * itself would fall back to the machine's own locale, which differs between server and browser).
 */
export function csvDialect(code: string): CsvDialect {
  let locales: string[];
  try {
    locales = Intl.NumberFormat.supportedLocalesOf(code);
  } catch {
    return POINT;
  }
  const locale = locales[0];
  if (!locale) return POINT;
  const decimal = new Intl.NumberFormat(locale)
    .formatToParts(1.5)
    .find((part) => part.type === 'decimal')?.value;
  return decimal === ',' ? COMMA : POINT;
}

/** A number as a csv of `dialect` writes it: no grouping, its decimal mark (`48,6`, `-350`). */
export function csvNumber(value: number, dialect: CsvDialect): string {
  return String(value).replace('.', dialect.decimal);
}
