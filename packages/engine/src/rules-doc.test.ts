import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULES_DOC, renderRulesDoc } from '../../../scripts/rules-doc.js';

describe('docs/rules.md', () => {
  it('lists every variable with its default and limits (npm run docs:rules updates it)', async () => {
    const doc = fs.readFileSync(RULES_DOC, 'utf8');
    expect(doc).toBe(await renderRulesDoc(doc));
  });
});
