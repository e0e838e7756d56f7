// The balance check's worker thread: the only server code that loads the simulator. It plays
// the bot games off the event loop, so requests keep being answered meanwhile.
import { parentPort } from 'node:worker_threads';
import type { BalanceCheck } from '@orbis/contracts';
import type { Variables, WorldEventEffect } from '@orbis/engine';
import {
  BALANCE_BOUNDS,
  collapseRate,
  fairRatio,
  sharedWinRate,
  simulate,
} from '@orbis/engine/sim';

/** A check to run: the variables to play with (the rest default), how many games, the seed. */
export interface BalanceJob {
  id: number;
  variables: Partial<Variables>;
  games: number;
  seed: number;
  /** World events to play, each as its effects (one each even round); none: no events. */
  worldEvents?: WorldEventEffect[][];
}

/** The worker's answer to the job with the same id. */
export type BalanceReply = { id: number; check: BalanceCheck } | { id: number; error: string };

/** Plays the games of `job` and sums them up as the balance check answers them. */
export function runBalanceJob(job: BalanceJob): BalanceCheck {
  const result = simulate({
    games: job.games,
    seed: job.seed,
    variables: job.variables,
    worldEvents: job.worldEvents,
  });
  const strategies = Object.entries(result.strategies).map(([name, s]) => {
    const ratio = fairRatio(s);
    return {
      name,
      winShare: s.winShare,
      fairShare: s.fairShare,
      ratio: Math.round(ratio * 1000) / 1000,
      flagged: ratio > BALANCE_BOUNDS.maxRatio,
    };
  });
  return {
    games: result.games,
    seed: job.seed,
    collapseRate: collapseRate(result),
    sharedWinRate: sharedWinRate(result),
    sharedAbove: BALANCE_BOUNDS.maxShared,
    flagAbove: BALANCE_BOUNDS.maxRatio,
    strategies,
  };
}

parentPort?.on('message', (job: BalanceJob) => {
  let reply: BalanceReply;
  try {
    reply = { id: job.id, check: runBalanceJob(job) };
  } catch (err) {
    reply = { id: job.id, error: err instanceof Error ? err.message : String(err) };
  }
  parentPort?.postMessage(reply);
});
