// The import boundaries of eslint.config.js bite: ESLint, run with the repository's own config,
// rejects a web feature importing another feature, shared code importing a feature, a server
// layer importing one above it (routes -> modules -> db, the plugins beside the routes), the
// generic cache importing a game's module, server code below the seed importing it, and an import
// cycle, type-only ones included (the files in lint-fixtures/, which the normal `npm run lint`
// ignores). Code inside the boundaries lints clean.
import { readFileSync } from 'node:fs';
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

/**
 * `lint` of the fixture lint-fixtures/`fixture` placed at `filePath`: a boundary's zone is a
 * folder of the app, so its crossing code is kept among the fixtures and linted where it bites.
 */
function lintFixture(fixture: string, filePath: string) {
  return lint(readFileSync(`${root}/scripts/lint-fixtures/${fixture}`, 'utf8'), filePath);
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

  it.each([
    [
      'the database layer importing modules, plugins, routes and the app',
      'server-layers/db-above.ts',
      'apps/server/src/db/crossing.ts',
      4,
      'db is the lowest layer',
    ],
    [
      'a module importing plugins, routes and the app',
      'server-layers/module-above.ts',
      'apps/server/src/modules/auth/crossing.ts',
      3,
      'modules never import routes, plugins or the app',
    ],
    [
      'a plugin importing a route',
      'server-layers/plugin-route.ts',
      'apps/server/src/plugins/crossing.ts',
      1,
      'plugins never import routes',
    ],
    [
      "the view cache importing a game's module",
      'server-layers/view-cache-game.ts',
      'apps/server/src/modules/view-cache.ts',
      1,
      'The generic cache knows nothing of games',
    ],
    [
      "the app's cache importing a game's module",
      'server-layers/view-cache-game.ts',
      'apps/server/src/modules/cache.ts',
      1,
      'The generic cache knows nothing of games',
    ],
  ])('rejects %s', async (_, fixture, filePath, crossings, message) => {
    const messages = await lintFixture(fixture, filePath);
    expect(messages).toEqual(
      Array.from({ length: crossings }, () => ({
        rule: 'import-x/no-restricted-paths',
        message: expect.stringContaining(message),
      })),
    );
  });

  it.each([
    [
      'a route import modules, db and a plugin',
      'apps/server/src/routes/auth/inside.ts',
      [
        "import { findActiveUserByEmail } from '../../modules/users/repository.js';",
        "import type { Db } from '../../db/database.js';",
        "import { signIn } from '../../plugins/auth.js';",
        'export const used = [findActiveUserByEmail, signIn];',
        'export type Used = Db;',
      ],
    ],
    [
      'a plugin import modules and db',
      'apps/server/src/plugins/inside.ts',
      [
        "import { Cache } from '../modules/cache.js';",
        "import type { Db } from '../db/database.js';",
        'export const used = Cache;',
        'export type Used = Db;',
      ],
    ],
    [
      "a module import db and the Redis client's type",
      'apps/server/src/modules/auth/inside.ts',
      [
        "import type { Db } from '../../db/database.js';",
        "import type { RedisClient } from '../../redis-client.js';",
        'export type Used = [Db, RedisClient];',
      ],
    ],
  ])('lets %s', async (_, filePath, code) => {
    expect(await lint([...code, ''].join('\n'), filePath)).toEqual([]);
  });

  it('rejects the server error catalogue importing the seed', async () => {
    const messages = await lint(
      "import { seedAdminLabels } from './seed/admin-labels.js';\nexport const seed = seedAdminLabels;\n",
      'apps/server/src/errors.ts',
    );
    expect(messages).toContainEqual({
      rule: 'import-x/no-restricted-paths',
      message: expect.stringContaining('errors and validation never import the seed'),
    });
  });

  it.each([
    ['the label catalogue', 'apps/server/src/labels.ts', './seed'],
    ['a label file', 'apps/server/src/labels/core.ts', '../seed'],
    ['a plugin', 'apps/server/src/plugins/i18n.ts', '../seed'],
    ['a module', 'apps/server/src/modules/admin-languages/repository.ts', '../../seed'],
    ['the database layer', 'apps/server/src/db/values.ts', '../seed'],
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

  it('lets the seed import the label catalogue, the modules and db', async () => {
    const messages = await lint(
      [
        "import { ADMIN_LABELS } from '../labels.js';",
        "import { LABEL_LANGUAGES } from '../labels/label-text.js';",
        "import { insertUser } from '../modules/users/repository.js';",
        "import type { Db } from '../db/database.js';",
        'export const seeded = [ADMIN_LABELS, LABEL_LANGUAGES, insertUser];',
        'export type Seeded = Db;',
        '',
      ].join('\n'),
      'apps/server/src/seed/admin-labels.ts',
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
