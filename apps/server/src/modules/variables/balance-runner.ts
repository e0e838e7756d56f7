import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import type { BalanceCheck } from '@orbis/contracts';
import type { Variables, WorldEventEffect } from '@orbis/engine';
import type { BalanceJob, BalanceReply } from './balance-worker.js';

/** Runs balance checks in one worker thread, one after the other, started on first use. */
export interface BalanceRunner {
  /**
   * Plays `games` bot games from `seed` with `variables` (the rest default) and, when given, the
   * world events `worldEvents` (each as its effects).
   */
  check(
    variables: Partial<Variables>,
    games: number,
    seed: number,
    worldEvents?: WorldEventEffect[][],
  ): Promise<BalanceCheck>;
  /** Checks waiting or running. */
  readonly pending: number;
  /** Stops the worker; checks still pending fail. */
  close(): Promise<void>;
}

// Running from the TypeScript sources (tests, `npm run dev`), the worker is TypeScript too: tsx
// compiles it, with the workspace packages mapped to their sources as in vitest.config.ts.
const fromSources = import.meta.url.endsWith('.ts');

function startWorker(): Worker {
  const file = new URL(`./balance-worker.${fromSources ? 'ts' : 'js'}`, import.meta.url);
  if (!fromSources) return new Worker(file);
  const tsx = import.meta.resolve('tsx/esm/api');
  const tsconfig = fileURLToPath(new URL('../../../../../tsconfig.sources.json', import.meta.url));
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => {
    register({ tsconfig: ${JSON.stringify(tsconfig)} });
    return import(${JSON.stringify(file.href)});
  });`;
  return new Worker(boot, { eval: true });
}

/** A runner whose worker starts with the first check and is kept for the next ones. */
export function createBalanceRunner(): BalanceRunner {
  let worker: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<number, { resolve(c: BalanceCheck): void; reject(e: Error): void }>();

  const failAll = (error: Error) => {
    for (const job of waiting.values()) job.reject(error);
    waiting.clear();
  };

  const ensureWorker = (): Worker => {
    if (worker) return worker;
    const started = startWorker();
    started.on('message', (reply: BalanceReply) => {
      const job = waiting.get(reply.id);
      if (!job) return;
      waiting.delete(reply.id);
      if ('check' in reply) job.resolve(reply.check);
      else job.reject(new Error(`balance check failed: ${reply.error}`));
    });
    started.on('error', (err) => {
      if (worker === started) worker = null;
      failAll(err);
    });
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`balance worker stopped (exit code ${code})`));
    });
    // An idle worker must not keep the process alive.
    started.unref();
    worker = started;
    return started;
  };

  return {
    check(variables, games, seed, worldEvents = []) {
      const id = nextId++;
      const job: BalanceJob = { id, variables, games, seed, worldEvents };
      return new Promise<BalanceCheck>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        ensureWorker().postMessage(job);
      });
    },
    get pending() {
      return waiting.size;
    },
    async close() {
      const running = worker;
      worker = null;
      if (running) await running.terminate();
      failAll(new Error('balance worker closed'));
    },
  };
}
