// Prometheus metrics (API.md "Operations"): with METRICS_PORT set, a second listener on that port
// serves `GET /metrics`; the main port never does. Without it nothing is measured at all.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface Metrics {
  /** Counts a round resolved (ended) by this process in `seconds`, its whole write included. */
  roundResolved(seconds: number): void;
  /** Where the metrics listener listens, once the app is ready. */
  address(): AddressInfo | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics of this process, when METRICS_PORT is set. */
    metrics: Metrics | null;
  }
}

/** The label of requests no route matched: their URLs are the client's, so never a label. */
const NO_ROUTE = '(no route)';

/**
 * Registered after the real-time plugin (it counts the sockets) and before the routes. Every
 * series is per process: Prometheus adds them up across processes, except the games gauge,
 * which reads the shared database and is the same on every process.
 */
export default fp<{ port: number | null; host: string }>(
  async (app, { port, host }) => {
    if (port === null) {
      app.decorate('metrics', null);
      return;
    }
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const requests = new Histogram({
      name: 'orbis_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status, with the time to answer them.',
      labelNames: ['method', 'route', 'status_code'] as const,
      // From a kept answer (~1 ms) to a stuck request.
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    // prom-client checks and hashes the labels at every `observe` with labels (about a
    // microsecond); a series' child, looked up once, observes without that.
    const series = new Map<string, Histogram.Internal<'method' | 'route' | 'status_code'>>();
    // The route's pattern (`/uploads/*`), never the URL, so that ids do not multiply the series.
    app.addHook('onResponse', (req, reply, done) => {
      const route = req.routeOptions.url ?? NO_ROUTE;
      const key = `${req.method} ${reply.statusCode} ${route}`;
      let child = series.get(key);
      if (!child) {
        child = requests.labels(req.method, route, String(reply.statusCode));
        series.set(key, child);
      }
      child.observe(reply.elapsedTime / 1000);
      done();
    });

    new Gauge({
      name: 'orbis_sockets_connected',
      help: 'Real-time sockets connected to this process.',
      registers: [registry],
      collect() {
        this.set(app.socketsConnected());
      },
    });
    new Gauge({
      name: 'orbis_games_with_running_round',
      help: 'Games whose round is running (read from the database at each scrape).',
      registers: [registry],
      async collect() {
        // With the database away the gauge keeps its last reading; the probes say why.
        const row = await sql<{ n: number | string }>`
          select count(*) as n from games where stopped = 0 and over = 0`
          .execute(app.db)
          .then(
            (r) => r.rows[0],
            () => undefined,
          );
        if (row) this.set(Number(row.n));
      },
    });
    const resolved = new Counter({
      name: 'orbis_rounds_resolved_total',
      help: 'Rounds ended (resolved) by this process.',
      registers: [registry],
    });
    const resolveTime = new Histogram({
      name: 'orbis_round_resolve_seconds',
      help: 'Time to end a round: locking the game, resolving, storing and committing.',
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });

    const server = http.createServer((req, res) => {
      if (req.url !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: try /metrics\n');
        return;
      }
      registry.metrics().then(
        (text) => {
          res.writeHead(200, { 'content-type': registry.contentType });
          res.end(req.method === 'HEAD' ? undefined : text);
        },
        (err: unknown) => {
          app.log.error({ err }, 'metrics failed');
          res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n');
        },
      );
    });

    app.decorate('metrics', {
      roundResolved(seconds) {
        resolved.inc();
        resolveTime.observe(seconds);
      },
      address: () => (server.listening ? (server.address() as AddressInfo) : null),
    } satisfies Metrics);

    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          // As the main port's (server.ts): a connection it could not accept is no reason to end.
          server.on('error', (err) => app.log.error({ err }, 'metrics listener error'));
          resolve();
        });
      });
    });
    // onClose runs once the main port has closed, so a drain can still be watched. A scraper
    // keeps its connection open, which would hold the close.
    app.addHook('onClose', async () => {
      if (!server.listening) return;
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
    });
  },
  { name: 'orbis-metrics', dependencies: ['orbis-db', 'orbis-realtime'] },
);
