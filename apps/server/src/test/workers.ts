// Starts game-worker.ts in a child process (see there), and reads what it prints. The worker is
// bundled once per test process by esbuild, with the workspace packages from their sources as
// Vitest reads them, so each child starts in a fraction of a second.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { build } from 'esbuild';
import type { WorkerConfig } from './game-worker.js';

const here = import.meta.dirname;
const root = path.resolve(here, '../../../..');
const SOURCES: Record<string, string> = {
  '@orbis/engine': 'packages/engine/src/index.ts',
  '@orbis/contracts': 'packages/contracts/src/index.ts',
};

let bundled: Promise<string> | null = null;

/** Bundles the worker (once per process) next to node_modules, where its imports resolve. */
export function bundleWorker(): Promise<string> {
  bundled ??= (async () => {
    const outfile = path.join(root, 'node_modules/.cache/orbis-test', `worker-${process.pid}.mjs`);
    await build({
      entryPoints: [path.join(here, 'game-worker.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile,
      packages: 'external',
      logLevel: 'warning',
      plugins: [
        {
          name: 'orbis-sources',
          setup(b) {
            b.onResolve({ filter: /^@orbis\/(engine|contracts)$/ }, (args) => ({
              path: path.join(root, SOURCES[args.path] ?? args.path),
            }));
          },
        },
      ],
    });
    process.on('exit', () => fs.rmSync(outfile, { force: true }));
    return outfile;
  })();
  return bundled;
}

export interface Worker {
  child: ChildProcessWithoutNullStreams;
  /** Resolves with the first printed line that `match` accepts. */
  waitFor(match: (line: string) => boolean): Promise<string>;
  /** Every line printed so far. */
  lines: string[];
  /** Resolves when the process has ended, with its exit code or signal and what it printed to stderr. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>;
  kill(): void;
}

/** Runs the game worker with `config` in a new Node.js process. */
export async function startWorker(config: WorkerConfig): Promise<Worker> {
  const child = spawn(process.execPath, [await bundleWorker()], {
    cwd: root,
    env: { ...process.env, GAME_WORKER: JSON.stringify(config) },
  });
  const lines: string[] = [];
  const waiting = new Set<{ match: (line: string) => boolean; resolve: (l: string) => void }>();
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    lines.push(line);
    for (const w of waiting)
      if (w.match(line)) {
        waiting.delete(w);
        w.resolve(line);
      }
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{
    code: number | null;
    signal: NodeJS.Signals | null;
    stderr: string;
  }>((resolve) =>
    child.on('exit', (code, signal) => {
      for (const w of waiting) w.resolve(`exited (${code ?? signal}): ${stderr}`);
      waiting.clear();
      resolve({ code, signal, stderr });
    }),
  );
  return {
    child,
    lines,
    exited,
    waitFor: (match) =>
      new Promise((resolve) => {
        const found = lines.find(match);
        if (found !== undefined) resolve(found);
        else if (child.exitCode !== null || child.signalCode !== null)
          resolve(`exited (${child.exitCode ?? child.signalCode}): ${stderr}`);
        else waiting.add({ match, resolve });
      }),
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}
