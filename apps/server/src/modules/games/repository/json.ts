// Reading the JSON columns back: the state, orders, args and logs the engine wrote.

/** A JSON column's value as the type that was stored. */
export const parseJson = <T>(text: string): T => JSON.parse(text) as T;
