import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import requestTurnsPlugin, { TURN_BUDGET_MS } from './request-turns.js';

/** Holds the thread for `ms`, as a request's synchronous work does. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('request turns', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  /** An app whose `/work` holds the thread for `ms` and records which turn it began in. */
  async function appWith(ms: number) {
    app = Fastify();
    await app.register(requestTurnsPlugin);
    const began: { id: string; turn: number }[] = [];
    let turn = 0;
    let counting = true;
    const count = () => {
      turn++;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    app.addHook('onClose', async () => {
      counting = false;
    });
    app.get<{ Querystring: { id: string } }>('/work', async (req) => {
      began.push({ id: req.query.id, turn });
      busy(ms);
      return { ok: true };
    });
    await app.ready();
    return began;
  }

  it('lets requests past the budget wait for later turns, in the order they came', async () => {
    const began = await appWith(TURN_BUDGET_MS * 2);
    const answers = await Promise.all(
      ['a', 'b', 'c', 'd'].map((id) => app.inject({ url: `/work?id=${id}` })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(began.map((b) => b.id)).toEqual(['a', 'b', 'c', 'd']);
    // Each request spends more than a turn's budget, so each begins in a turn of its own.
    expect(new Set(began.map((b) => b.turn)).size).toBe(4);
  });

  it('lets quick requests share a turn', async () => {
    const began = await appWith(0);
    await Promise.all(['a', 'b', 'c'].map((id) => app.inject({ url: `/work?id=${id}` })));
    expect(began.map((b) => b.id)).toEqual(['a', 'b', 'c']);
    expect(new Set(began.map((b) => b.turn)).size).toBeLessThan(3);
  });
});
