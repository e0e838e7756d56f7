// Ids as text, without zod: channel names are parsed in bundles that carry no schema library.

/** The largest id: ids are 32-bit integer columns on PostgreSQL. */
export const MAX_ID = 2_147_483_647;

/** A plain decimal integer: digits only, without sign, spaces, exponent, hex or leading zeros. */
export const DECIMAL_INTEGER = /^(0|[1-9]\d*)$/;

/**
 * The one id parser for ids given as text (query values, map keys, channel names): a plain
 * decimal integer from 1 to MAX_ID, or null. `0x1`, ` 1 `, `1e0`, `+1` and `01` are not ids.
 */
export function parseId(text: string): number | null {
  if (!DECIMAL_INTEGER.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}
