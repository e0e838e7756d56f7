// Builds the workspace when a build output is missing or older than its sources, so that
// `npm start` on a fresh clone just works and a built tree starts at once.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Each output and the sources it is built from. For TypeScript projects the marker is the
// build info file: tsc rewrites it on every build, while unchanged outputs keep their old times.
const targets = [
  { output: 'packages/contracts/dist/.tsbuildinfo', sources: ['packages/contracts/src'] },
  { output: 'packages/engine/dist/.tsbuildinfo', sources: ['packages/engine/src'] },
  {
    output: 'apps/server/dist/.tsbuildinfo',
    sources: ['apps/server/src', 'packages/contracts/src', 'packages/engine/src'],
  },
  {
    // Both pages come from one build; the player page is the newer of the two.
    output: 'apps/web/dist/game.html',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/game.html',
      'apps/web/vite.config.ts',
      'packages/contracts/src',
      'packages/engine/src',
    ],
  },
];

// Tests are not part of any build output, so editing them needs no rebuild.
const NOT_BUILT = /(\.test\.tsx?|\.bench\.ts)$|[\\/]test$/;

function newestMtime(p) {
  const stat = fs.statSync(p, { throwIfNoEntry: false });
  if (!stat || NOT_BUILT.test(p)) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p))
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

function isStale({ output, sources }) {
  const out = fs.statSync(path.join(root, output), { throwIfNoEntry: false });
  if (!out) return true;
  return sources.some((s) => newestMtime(path.join(root, s)) > out.mtimeMs);
}

/** Runs `npm run build` when anything is stale; returns whether it built. */
export function ensureBuilt() {
  if (!targets.some(isStale)) return false;
  console.log('Building Orbis (first start or changed sources)…');
  // Type checking is `npm run typecheck`'s job (CI runs it); starting only needs the output.
  execSync('npx tsc -b --noCheck', { cwd: root, stdio: 'inherit' });
  execSync('npm run build -w @orbis/web', { cwd: root, stdio: 'inherit' });
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuilt();
