import http from 'node:http';
import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import requestTurnsPlugin, { ACCEPTING_TURNS, TURN_BUDGET_MS } from './request-turns.js';

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

  it('takes in a burst of new connections before it begins more of the waiting requests', async () => {
    app = Fastify();
    await app.register(requestTurnsPlugin);
    let accepted = 0;
    app.server.on('connection', () => accepted++);
    /** For each request begun, in order: how many connections had been accepted by then. */
    const began: number[] = [];
    app.get('/work', async () => {
      began.push(accepted);
      busy(TURN_BUDGET_MS * 8);
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;

    // Four warm connections, then four requests on them waiting their turns...
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const get = () =>
      new Promise<number>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/work', agent }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          })
          .on('error', reject);
      });
    await Promise.all([get(), get(), get(), get()]);
    const warmAccepted = accepted;
    const beganWarm = began.length;
    const warm = [get(), get(), get(), get()];
    // ...and a burst of players whose connections had closed, each sending as it connects.
    const burst = 24;
    const fresh = Array.from(
      { length: burst },
      () =>
        new Promise<string>((resolve, reject) => {
          let answer = '';
          const socket = net.connect(port, '127.0.0.1', () =>
            socket.write(`GET /work HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
          );
          socket.on('data', (chunk) => (answer += chunk.toString()));
          socket.on('end', () => resolve(answer.split('\r\n')[0] ?? ''));
          socket.on('error', reject);
        }),
    );
    expect(await Promise.all(warm)).toEqual([200, 200, 200, 200]);
    expect(await Promise.all(fresh)).toEqual(Array(burst).fill('HTTP/1.1 200 OK'));
    agent.destroy();

    expect(accepted).toBe(warmAccepted + burst);
    // Until the burst's last connection is in, at most one turn in ACCEPTING_TURNS begins a
    // request (one request per turn, whose work outlasts the budget), and the first waiting one
    // may have begun before the burst arrived. Accepting one connection a turn, about as many
    // requests as connections would have begun.
    const beganBeforeAllIn = began.slice(beganWarm).filter((n) => n < accepted).length;
    expect(beganBeforeAllIn).toBeLessThanOrEqual(1 + Math.ceil(burst / ACCEPTING_TURNS));
  });
});
