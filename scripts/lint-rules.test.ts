// The import boundaries of eslint.config.js bite: ESLint, run with the repository's own config,
// rejects a web feature importing another feature, shared code importing a feature, the error
// catalogue importing the seed, and an import cycle (the files in lint-fixtures/, which the
// normal `npm run lint` ignores). Code inside the boundaries lints clean.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root, ignore: false });

/** The rule ids and messages ESLint reports for `code` placed at `filePath`. */
async function lint(
  code: string,
  filePath: string,
): Promise<{ rule: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message }));
}

describe('lint boundaries', () => {
  it('rejects a web feature importing another feature', async () => {
    const messages = await lint(
      "import { useLanguages } from '../../game-languages/api/get-languages';\nexport const use = useLanguages;\n",
      'apps/web/src/features/hosts/components/crossing.ts',
    );
    expect(messages).toContainEqual({
      rule: 'import-x/no-restricted-paths',
      message: expect.stringContaining('A feature never imports another feature'),
    });
  });

  it('lets a feature import components, lib and its own files', async () => {
    const messages = await lint(
      [
        "import { FormErrors } from '../../../components/form-errors';",
        "import { ApiError } from '../../../lib/api-client';",
        "import { useHosts } from '../api/get-hosts';",
        'export const used = [FormErrors, ApiError, useHosts];',
        '',
      ].join('\n'),
      'apps/web/src/features/hosts/components/inside.ts',
    );
    expect(messages).toEqual([]);
  });

  it('rejects shared components or lib importing a feature', async () => {
    const messages = await lint(
      "import { useHosts } from '../features/hosts/api/get-hosts';\nexport const use = useHosts;\n",
      'apps/web/src/lib/shared.ts',
    );
    expect(messages.map((m) => m.rule)).toContain('import-x/no-restricted-paths');
  });

  it('rejects the server error catalogue importing the seed', async () => {
    const messages = await lint(
      "import { SEEDED_ADMIN_LANGUAGES } from './db/seed/admin-labels.js';\nexport const codes = SEEDED_ADMIN_LANGUAGES;\n",
      'apps/server/src/errors.ts',
    );
    expect(messages).toContainEqual({
      rule: 'import-x/no-restricted-paths',
      message: expect.stringContaining('errors and validation never import the seed'),
    });
  });

  it('rejects an import cycle', async () => {
    const results = await eslint.lintFiles(['scripts/lint-fixtures/cycle/*.ts']);
    for (const result of results) {
      expect(result.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
    }
    expect(results).toHaveLength(2);
  });
});
