// Queries that run on every request, compiled once. Kysely builds a query tree and compiles it to
// SQL at every call, which costs more than the lookup by key it then runs; a prepared query keeps
// the SQL of its first compilation and only swaps in the new parameters.
import { CompiledQuery, type Compilable } from 'kysely';
import type { Db } from './database.js';
import { nameStatement } from './statement-names.js';

/** Stands in for the i-th parameter while the query is compiled; no caller passes such a text. */
const placeholder = (i: number) => `\u0000orbis-parameter-${i}\u0000`;

/**
 * A query of `arity` parameters, built by `build` from placeholders and compiled once per
 * dialect. Each placeholder must reach the SQL as one bound parameter, as a value compared in a
 * `where` or inserted does. It is keyed by the dialect's adapter, which the database shares with
 * each of its transactions and connections (each a `Db` of its own), so a query run inside a
 * write's transaction is compiled once too.
 */
export function preparedQuery<R, P extends unknown[]>(
  arity: P['length'],
  build: (db: Db, ...params: P) => Compilable<R>,
): (db: Db, ...params: P) => Promise<R[]> {
  const compiled = new WeakMap<object, { sql: string; slots: (number | { value: unknown })[] }>();
  const compile = (db: Db) => {
    const names = Array.from({ length: arity }, (_, i) => placeholder(i));
    const query = build(db, ...(names as P)).compile();
    const slots = query.parameters.map((value) => {
      const index = names.indexOf(value as string);
      return index >= 0 ? index : { value };
    });
    for (let i = 0; i < arity; i++) {
      if (!slots.includes(i)) throw new Error(`preparedQuery: parameter ${i} is not bound`);
    }
    nameStatement(query.sql);
    return { sql: query.sql, slots };
  };
  return async (db, ...params) => {
    const dialect = db.getExecutor().adapter;
    let query = compiled.get(dialect);
    if (!query) {
      query = compile(db);
      compiled.set(dialect, query);
    }
    const parameters = query.slots.map((slot) =>
      typeof slot === 'number' ? params[slot] : slot.value,
    );
    const result = await db.executeQuery<R>(CompiledQuery.raw(query.sql, parameters));
    return result.rows;
  };
}
