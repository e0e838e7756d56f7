// The import boundaries of eslint.config.js bite: ESLint, run with the repository's own config,
// rejects a web feature importing another feature, shared code importing a feature, server code
// below the seed importing it, and an import cycle, type-only ones included (the files in
// lint-fixtures/, which the normal `npm run lint` ignores). Code inside the boundaries lints clean.
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
      "import { seedAdminLabels } from './db/seed/admin-labels.js';\nexport const seed = seedAdminLabels;\n",
      'apps/server/src/errors.ts',
    );
    expect(messages).toContainEqual({
      rule: 'import-x/no-restricted-paths',
      message: expect.stringContaining('errors and validation never import the seed'),
    });
  });

  it.each([
    ['the label catalogue', 'apps/server/src/labels.ts', './db/seed'],
    ['a label file', 'apps/server/src/labels/core.ts', '../db/seed'],
    ['a plugin', 'apps/server/src/plugins/i18n.ts', '../db/seed'],
    ['a module', 'apps/server/src/modules/admin-languages/repository.ts', '../../db/seed'],
  ])('rejects %s importing the seed', async (_, filePath, seed) => {
    const messages = await lint(
      `import { SYSTEM_MESSAGES } from '${seed}/system-messages.js';\nexport const ids = SYSTEM_MESSAGES;\n`,
      filePath,
    );
    expect(messages).toContainEqual({
      rule: 'import-x/no-restricted-paths',
      message: expect.stringContaining('never import the seed'),
    });
  });

  it('lets the seed import the label catalogue', async () => {
    const messages = await lint(
      [
        "import { ADMIN_LABELS } from '../../labels.js';",
        "import { LABEL_LANGUAGES } from '../../labels/label-text.js';",
        'export const seeded = [ADMIN_LABELS, LABEL_LANGUAGES];',
        '',
      ].join('\n'),
      'apps/server/src/db/seed/admin-labels.ts',
    );
    expect(messages).toEqual([]);
  });

  it("keeps the UI kit's components, the router and i18next out of the projector app", async () => {
    const messages = await lint(
      [
        "import { Button } from '@mantine/core';",
        "import { useParams } from 'react-router';",
        "import { useTranslation } from 'react-i18next';",
        'export const used = [Button, useParams, useTranslation];',
        '',
      ].join('\n'),
      'apps/web/src/features/stats/components/outside.tsx',
    );
    expect(messages.map((m) => m.rule)).toEqual([
      'no-restricted-imports',
      'no-restricted-imports',
      'no-restricted-imports',
    ]);
  });

  it("lets the projector app use Mantine's hooks and style sheets", async () => {
    const messages = await lint(
      [
        "import '@mantine/core/styles/baseline.layer.css';",
        "import { useViewportSize } from '@mantine/hooks';",
        'export const used = useViewportSize;',
        '',
      ].join('\n'),
      'apps/web/src/components/projector-inside.tsx',
    );
    expect(messages).toEqual([]);
  });

  it('rejects an import cycle', async () => {
    const results = await eslint.lintFiles(['scripts/lint-fixtures/cycle/*.ts']);
    for (const result of results) {
      expect(result.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
    }
    expect(results).toHaveLength(2);
  });

  it('reports a cycle of value imports once, as import-x/no-cycle', async () => {
    const results = await eslint.lintFiles(['scripts/lint-fixtures/cycle/*.ts']);
    for (const result of results) {
      expect(result.messages.map((m) => m.ruleId)).not.toContain('orbis/no-type-cycle');
    }
  });

  it.each(['type-cycle', 'half-type-cycle'])(
    'rejects an import cycle that type-only imports close (%s)',
    async (fixture) => {
      const results = await eslint.lintFiles([`scripts/lint-fixtures/${fixture}/*.ts`]);
      expect(results).toHaveLength(2);
      for (const result of results) {
        expect(result.messages.map((m) => m.ruleId)).toEqual(['orbis/no-type-cycle']);
        expect(result.messages[0]?.message).toContain('Import cycle through a type-only import');
      }
    },
  );
});
