import { performance } from 'node:perf_hooks';
import type { onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';

/**
 * How long requests may keep one turn of the event loop before the others wait for the next:
 * about one order set. A new connection is accepted once per turn, so this sets how fast a burst
 * of them gets in (bench:realtime's p99 was 190 ms with 0.25 ms, 290 ms with 1 ms).
 */
export const TURN_BUDGET_MS = 0.25;

/**
 * How many accepting turns may follow one another before a waiting request begins anyway: a
 * flood of connections slows requests down, by about this many short turns each, but never
 * stops them.
 */
export const ACCEPTING_TURNS = 32;

/**
 * Requests take the event loop about TURN_BUDGET_MS at a time, first come first served. libuv
 * (1.45 and later) accepts one new connection per turn of the loop, and a turn serves every
 * request that is ready on the connections it already has: in a burst a turn grows to hundreds
 * of requests, and a new connection (a player whose idle connection had closed) waits seconds in
 * the kernel's accept queue. Once a turn has spent its budget, the next requests wait, in order,
 * for the next turn; an idle server lets each request through at once.
 *
 * While requests wait, a turn that accepted a connection begins none (an accepting turn, up to
 * ACCEPTING_TURNS in a row): more connections may be queued in the kernel, and a turn that begins
 * no request lasts some microseconds, so a burst's new connections are all in, their requests
 * queued in order, within a few milliseconds instead of one order set's time each.
 */
export default fp(
  async (app) => {
    const waiting: (() => void)[] = [];
    let open = false;
    let openedAt = 0;
    /** Whether a connection came in since the last turn opened, and accepting turns in a row. */
    let accepted = false;
    let acceptingTurns = 0;
    app.server.on('connection', () => {
      accepted = true;
    });

    const closeTurn = () => {
      open = false;
    };
    const hasBudget = () => !open || performance.now() - openedAt < TURN_BUDGET_MS;
    const openTurn = (budgetFrom: number) => {
      open = true;
      openedAt = budgetFrom;
      accepted = false;
      setImmediate(closeTurn);
    };
    const begin = (done: () => void) => {
      if (!open) {
        openTurn(performance.now());
        acceptingTurns = 0;
      }
      done();
    };
    // One call per waiting request, each on its own callback so that the request it begins has
    // run before the next one looks at the clock.
    const resumeOne = () => {
      if (!open && accepted && acceptingTurns < ACCEPTING_TURNS) {
        // An accepting turn: its budget is spent from the start, so every request waits.
        acceptingTurns++;
        openTurn(-Infinity);
      }
      if (hasBudget()) begin(waiting.shift() as () => void);
      else setImmediate(resumeOne);
    };

    const takeTurn: onRequestHookHandler = (_req, _reply, done) => {
      if (waiting.length === 0 && hasBudget()) return begin(done);
      waiting.push(done);
      setImmediate(resumeOne);
    };
    app.addHook('onRequest', takeTurn);
  },
  { name: 'orbis-request-turns' },
);
