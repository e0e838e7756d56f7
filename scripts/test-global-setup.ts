// Runs once before the Vitest suites. Suites that need PostgreSQL or Redis skip without their
// URL, and the test of two processes behind HAProxy without haproxy, but loudly; in CI (CI=true)
// a missing or unreachable service fails the run instead. Then it makes the seeded databases the
// test apps start from (apps/server/src/test/seeded-templates.ts), removed after the run.
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { createClient } from 'redis';
import { makeSeededTemplates } from '../apps/server/src/test/seeded-templates.js';

const ci = process.env.CI === 'true' || process.env.CI === '1';

function banner(lines: string[]): void {
  const width = Math.max(...lines.map((l) => l.length)) + 4;
  const bar = '!'.repeat(width);
  console.warn(`\n${bar}\n${lines.map((l) => `! ${l.padEnd(width - 4)} !`).join('\n')}\n${bar}\n`);
}

async function checkPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('select 1');
  await client.end();
}

async function checkRedis(url: string): Promise<void> {
  const client = createClient({ url });
  await client.connect();
  await client.ping();
  await client.close();
}

export default async function setup(): Promise<() => Promise<void>> {
  const services = [
    {
      name: 'PostgreSQL',
      env: 'TEST_DATABASE_URL',
      example: 'postgres://postgres@127.0.0.1:5432/test',
      check: checkPostgres,
    },
    { name: 'Redis', env: 'TEST_REDIS_URL', example: 'redis://127.0.0.1:6379', check: checkRedis },
  ];
  for (const service of services) {
    const url = process.env[service.env];
    if (!url) {
      if (ci)
        throw new Error(`CI needs ${service.env}: the ${service.name} tests may not be skipped.`);
      banner([
        `${service.name} TESTS ARE SKIPPED: ${service.env} is not set.`,
        `Run them with ${service.env}=${service.example} npm test`,
      ]);
      continue;
    }
    try {
      await service.check(url);
    } catch (err) {
      throw new Error(
        `${service.env}=${url} is set but ${service.name} does not answer: ${String(err)}`,
        { cause: err },
      );
    }
  }
  if (spawnSync('sh', ['-c', 'command -v haproxy']).status !== 0) {
    if (ci)
      throw new Error('CI needs haproxy (apt-get install haproxy): its test may not be skipped.');
    banner([
      'The HAProxy test is skipped: haproxy is not installed.',
      "Run it after Debian's apt-get install haproxy, with TEST_DATABASE_URL set.",
    ]);
  }
  return makeSeededTemplates();
}
