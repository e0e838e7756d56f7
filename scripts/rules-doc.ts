// Keeps the variables table of docs/rules.md equal to the engine's data. `npm run docs:rules`
// rewrites it; a test fails while it is out of date.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import {
  DEFAULT_VARIABLES,
  VARIABLE_KEYS,
  VARIABLE_LIMITS,
  VARIABLE_NAMES,
} from '../packages/engine/src/index.js';

export const RULES_DOC = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../docs/rules.md',
);
const START = /<!-- variables:start[^>]*-->\n/;
const END = '<!-- variables:end -->';

const number = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** The variables table: key, name, default and limits of each variable, in the rulebook's order. */
export function variablesTable(): string {
  const rows = VARIABLE_KEYS.map((key) => {
    const limit = VARIABLE_LIMITS[key];
    const range = `${number(limit.min)} to ${number(limit.max)}${limit.integer ? ', whole' : ''}`;
    return `| \`${key}\` | ${VARIABLE_NAMES[key]} | ${number(DEFAULT_VARIABLES[key])} | ${range} |`;
  });
  return ['| key | variable | default | limits |', '|---|---|---|---|', ...rows, ''].join('\n');
}

/** The document with its variables table regenerated. */
export function withVariablesTable(doc: string): string {
  const start = START.exec(doc);
  const end = doc.indexOf(END);
  if (!start || end < start.index) throw new Error(`${RULES_DOC} has no variables markers`);
  const from = start.index + start[0].length;
  return doc.slice(0, from) + variablesTable() + doc.slice(end);
}

/** The document as it should be: its table regenerated, formatted as `npm run format` would. */
export async function renderRulesDoc(doc: string): Promise<string> {
  const options = (await prettier.resolveConfig(RULES_DOC)) ?? {};
  return prettier.format(withVariablesTable(doc), { ...options, filepath: RULES_DOC });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(RULES_DOC, await renderRulesDoc(fs.readFileSync(RULES_DOC, 'utf8')));
  console.log(`Updated the variables table in ${path.relative(process.cwd(), RULES_DOC)}`);
}
