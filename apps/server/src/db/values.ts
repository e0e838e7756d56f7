// The one place where driver-specific value types are converted. SQLite returns dates as text
// and has no booleans; PostgreSQL returns Date objects and bigint counts as strings. Everything
// above the repositories sees ISO strings, booleans, numbers and parsed JSON.

/** A stored timestamp as an ISO-8601 string. */
export function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** The current time in the form every timestamp column stores. */
export function nowIso(): string {
  return new Date().toISOString();
}

/** A stored 0/1 flag as a boolean. */
export function toBool(value: number | boolean | string): boolean {
  return value === true || value === 1 || value === '1';
}

/** A boolean as the 0/1 integer both databases store. */
export function fromBool(value: boolean): number {
  return value ? 1 : 0;
}

/** A count or bigint column as a number. */
export function toNumber(value: number | string | bigint): number {
  return Number(value);
}

/** A JSON text column, parsed. */
export function parseJson<T>(value: string | null): T | null {
  return value == null ? null : (JSON.parse(value) as T);
}

/** A value as JSON text for a JSON text column. */
export function toJson(value: unknown): string {
  return JSON.stringify(value);
}
