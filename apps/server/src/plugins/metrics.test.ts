import fs from 'node:fs';
import path from 'node:path';
import { channels, paths } from '@orbis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.js';
import { TEST_DIALECTS } from '../test/databases.js';
import { createGame, endRound, startRound } from '../test/games.js';
import { connectSocket, listen, subscribe, type ClientSocket } from '../test/sockets.js';

describe.each(TEST_DIALECTS)('/metrics on METRICS_PORT (%s)', (dialect) => {
  let t: TestApp;
  let socket: ClientSocket;
  let scrape: () => Promise<{ status: number; type: string | null; text: string }>;

  beforeAll(async () => {
    // Port 0: any free port, read back from the app.
    t = await startTestApp(dialect, { METRICS_PORT: '0' });
    const url = await listen(t.app);
    socket = await connectSocket(url);
    const port = t.app.metrics?.address()?.port;
    scrape = async () => {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
    };
  });
  afterAll(async () => {
    socket?.disconnect();
    await t.close();
  });

  it('serves the default, HTTP, real-time and game metrics by name', async () => {
    const game = await createGame(t);
    await startRound(game.host, game.id, 1);
    expect(await subscribe(socket, channels.game(game.id))).toEqual({ ok: true });
    const running = await scrape();
    expect(running.text).toMatch(/^orbis_games_with_running_round 1$/m);
    await endRound(game.host, game.id, 1);

    const { status, type, text } = await scrape();
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    const names = new Set(
      [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name, kind]) => `${name} ${kind}`),
    );
    for (const metric of [
      'process_cpu_seconds_total counter',
      'process_resident_memory_bytes gauge',
      'nodejs_eventloop_lag_seconds gauge',
      'nodejs_heap_size_used_bytes gauge',
      'orbis_http_request_duration_seconds histogram',
      'orbis_sockets_connected gauge',
      'orbis_games_with_running_round gauge',
      'orbis_rounds_resolved_total counter',
      'orbis_round_resolve_seconds histogram',
    ])
      expect(names).toContain(metric);
    expect(text).toMatch(/^orbis_sockets_connected 1$/m);
    expect(text).toMatch(/^orbis_games_with_running_round 0$/m);
    expect(text).toMatch(/^orbis_rounds_resolved_total 1$/m);
    expect(text).toMatch(/^orbis_round_resolve_seconds_count 1$/m);
    expect(text).toContain(
      `orbis_http_request_duration_seconds_count{method="POST",route="${paths.hostGamesRound}",status_code="200"} 1`,
    );
  });

  it('labels requests by their route’s pattern, never by the URL', async () => {
    const picture = fs.readdirSync(path.join(t.config.dataDir, 'uploads'))[0];
    const client = t.client();
    expect((await client.get(`${paths.uploads}/${picture}`)).statusCode).toBe(200);
    expect((await client.get(`/no/such/${picture}`)).statusCode).toBe(404);
    expect((await client.get(`${paths.gameInfo}?gameId=987654`)).statusCode).toBe(404);

    const { text } = await scrape();
    expect(text).toContain(
      `orbis_http_request_duration_seconds_count{method="GET",route="${paths.uploads}/*",status_code="200"} 1`,
    );
    expect(text).toContain(
      `orbis_http_request_duration_seconds_count{method="GET",route="(no route)",status_code="404"} 1`,
    );
    expect(text).toContain(`route="${paths.gameInfo}",status_code="404"`);
    expect(text).not.toContain(String(picture));
    expect(text).not.toContain('987654');
  });

  it('is not served on the main port', async () => {
    const res = await t.client().get('/metrics');
    expect(res.statusCode).toBe(404);
  });
});
