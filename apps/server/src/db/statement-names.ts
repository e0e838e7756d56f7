// The names under which PostgreSQL keeps the SQL of the prepared queries (db/prepared.ts), apart
// from both that file and the connection that sends them (db/pool-client.ts), which database.ts
// builds.
/** The name of each prepared query's SQL, by its text (`statementName`). */
const statementNames = new Map<string, string>();

export function nameStatement(sql: string): void {
  if (!statementNames.has(sql)) statementNames.set(sql, `orbis_${statementNames.size + 1}`);
}

/**
 * The name PostgreSQL may keep a prepared query's SQL under, or undefined for any other SQL. A
 * connection parses and plans a named statement the first time it runs it, and then only binds
 * the parameters: these queries run on every request, where parsing and planning again would
 * cost PostgreSQL, which shares the machine's cores with this process, more than running them.
 */
export function statementName(sql: string): string | undefined {
  return statementNames.get(sql);
}
