// `npm run container:check`: builds the container image with podman and plays one round on it,
// against this machine's PostgreSQL and Redis, then removes what it made. Registry images cannot
// be pulled here, so the image builds on a local stand-in for the Node base image: a minimal
// Debian bookworm (mmdebstrap) with this machine's Node 20 and npm copied in. Needs root, and
// installs Debian's podman, runc and mmdebstrap when they are missing. Not part of CI.
//
//   npm run container:check -- [--keep-images] [--database postgres://postgres@127.0.0.1:5432/postgres]
//                              [--redis redis://127.0.0.1:6379]
// --keep-images: keeps the image and the stand-in base (and the build's layers, so that the next
// run builds faster); a later run reuses a kept base.
// --database: a PostgreSQL server (the check creates its own database there, and drops it).
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { paths, type PlayerState } from '@orbis/contracts';
import pg from 'pg';
import {
  addGame,
  control,
  endRound,
  joinWith,
  startRound,
  submit,
} from '../apps/server/src/test/games.js';
import { HttpClient } from '../apps/server/src/test/http-client.js';
import { cleanUpOnExit } from '../apps/server/src/test/clean-up.js';
import { deleteRedisKeys } from '../apps/server/src/test/redis-keys.js';

const { values: args } = parseArgs({
  options: {
    'keep-images': { type: 'boolean', default: false },
    database: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    redis: { type: 'string', default: 'redis://127.0.0.1:6379' },
  },
});

const root = path.resolve(import.meta.dirname, '..');
const run = crypto.randomBytes(4).toString('hex');
const keep = args['keep-images'];
const NODE_VERSION = process.versions.node;
const BASE_IMAGE = `localhost/orbis-node20-base:${NODE_VERSION}`;
const IMAGE = `localhost/orbis:check-${run}`;
const CONTAINER = `orbis-check-${run}`;
const DATABASE = `orbis_container_check_${run}`;
const REDIS_PREFIX = `orbis-container-check-${run}:`;
const ADMIN = { email: 'admin@container-check.local', password: `check-${run}-password` };
const READY_TIMEOUT_MS = 180_000;
const started = Date.now();

// ---- output -------------------------------------------------------------------------------------

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const duration = (ms: number) =>
  ms < 60_000
    ? seconds(ms)
    : `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
const say = (line: string) => console.log(`[${seconds(Date.now() - started).padStart(7)}] ${line}`);

class CheckFailed extends Error {}
function fail(message: string): never {
  throw new CheckFailed(message);
}

// ---- commands -----------------------------------------------------------------------------------

/** What this run made, removed at the end whatever happens. */
const made = {
  dir: '',
  base: false,
  image: false,
  container: false,
  database: false,
  redis: false,
};

/** Runs a command to its end, its output collected; throws with that output unless it exits 0. */
function command(file: string, argv: string[], env: NodeJS.ProcessEnv = {}): string {
  const res = spawnSync(file, argv, {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (res.error) throw res.error;
  if (res.status !== 0) {
    const output = `${res.stdout ?? ''}${res.stderr ?? ''}`
      .trim()
      .split('\n')
      .slice(-40)
      .join('\n');
    throw new CheckFailed(`${file} ${argv.join(' ')} exited with ${res.status}:\n${output}`);
  }
  return res.stdout;
}

/**
 * Runs a long command, its whole output written to `log`; `show` picks the lines worth printing as
 * progress. On failure, throws with the log's last lines.
 */
function streamed(
  file: string,
  argv: string[],
  log: string,
  show: (line: string) => boolean,
  env: NodeJS.ProcessEnv = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const out = fs.createWriteStream(log);
    const child = spawn(file, argv, { env: { ...process.env, ...env } });
    let pending = '';
    const take = (chunk: Buffer) => {
      out.write(chunk);
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (show(line)) say(`  ${line.trim()}`);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.once('error', reject);
    child.once('close', (code) => {
      out.end(() => {
        if (code === 0) return resolve();
        const tail = fs.readFileSync(log, 'utf8').trim().split('\n').slice(-60).join('\n');
        reject(
          new CheckFailed(`${path.basename(file)} exited with ${code}; its last lines:\n${tail}`),
        );
      });
    });
  });
}

/** podman as this machine needs it: runc, the cgroupfs manager and no default ulimits. */
const podmanEnv = () => ({ CONTAINERS_CONF: path.join(made.dir, 'containers.conf') });
const podman = (...argv: string[]) =>
  command('podman', ['--runtime', 'runc', ...argv], podmanEnv());
const podmanOk = (...argv: string[]) =>
  spawnSync('podman', ['--runtime', 'runc', ...argv], { env: { ...process.env, ...podmanEnv() } })
    .status === 0;

const has = (name: string) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;

// ---- steps --------------------------------------------------------------------------------------

function checkMachine(): void {
  if (process.platform !== 'linux') fail('container:check runs on Linux (Debian bookworm) only.');
  if (process.getuid?.() !== 0)
    fail('container:check needs root: mmdebstrap and podman build and run as root here.');
  if (!NODE_VERSION.startsWith('20.'))
    fail(
      `the stand-in base copies this machine's Node, which must be Node 20 (it is ${NODE_VERSION}).`,
    );
  const missing = ['podman', 'runc', 'mmdebstrap'].filter((name) => !has(name));
  if (missing.length === 0) return;
  say(`Installing Debian's ${missing.join(', ')} (apt-get)…`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  command('apt-get', ['update', '-qq'], env);
  command('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], env);
}

async function checkServices(): Promise<void> {
  const client = new pg.Client({ connectionString: args.database });
  try {
    await client.connect();
    await client.end();
  } catch (err) {
    fail(
      `PostgreSQL does not answer at ${args.database} (${(err as Error).message}): start it first.`,
    );
  }
  const url = new URL(args.redis);
  const answers = await new Promise<boolean>((resolve) => {
    const socket = net.connect(Number(url.port || 6379), url.hostname);
    socket.setTimeout(3000, () => socket.destroy());
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      resolve(data.toString().startsWith('+PONG'));
      socket.destroy();
    });
    socket.once('close', () => resolve(false));
  });
  if (!answers) fail(`Redis does not answer at ${args.redis}: start it first.`);
}

/** The containers.conf podman needs on this machine. */
function writePodmanConfig(): void {
  made.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbis-container-check-'));
  fs.writeFileSync(
    path.join(made.dir, 'containers.conf'),
    '[containers]\ndefault_ulimits = []\n\n[engine]\ncgroup_manager = "cgroupfs"\n',
  );
}

/**
 * The stand-in for node:20-bookworm-slim, laid out as that image is: a minimal bookworm with Node
 * in /usr/local/bin, npm in /usr/local/lib/node_modules and Node's headers in /usr/local/include
 * (native modules compile against them). Node needs libstdc++ and libgcc at run time.
 */
async function makeBase(): Promise<void> {
  if (podmanOk('image', 'exists', BASE_IMAGE)) {
    say(`Reusing the stand-in base ${BASE_IMAGE} (kept by an earlier run).`);
    return;
  }
  const node = fs.realpathSync(process.execPath);
  const prefix = path.resolve(path.dirname(node), '..');
  const npm = [path.join(prefix, 'lib/node_modules/npm')]
    .concat(spawnSync('npm', ['root', '-g'], { encoding: 'utf8' }).stdout.trim() + '/npm')
    .find((dir) => fs.existsSync(path.join(dir, 'bin/npm-cli.js')));
  if (!npm) fail(`npm was not found next to ${node}.`);
  const headers = path.join(prefix, 'include/node');
  const hooks = [
    'mkdir -p "$1/usr/local/bin" "$1/usr/local/lib/node_modules/npm" "$1/usr/local/include/node"',
    `copy-in ${node} /usr/local/bin`,
    `sync-in ${npm} /usr/local/lib/node_modules/npm`,
    ...(fs.existsSync(path.join(headers, 'node.h'))
      ? [`sync-in ${headers} /usr/local/include/node`]
      : []),
    'ln -s ../lib/node_modules/npm/bin/npm-cli.js "$1/usr/local/bin/npm"',
    'ln -s ../lib/node_modules/npm/bin/npx-cli.js "$1/usr/local/bin/npx"',
  ];
  // This machine's own apt sources (its mirror), else Debian's.
  const hostSources = '/etc/apt/sources.list.d/debian.sources';
  const sources = fs.existsSync(hostSources)
    ? [hostSources]
    : [
        'deb http://deb.debian.org/debian bookworm main',
        'deb http://deb.debian.org/debian bookworm-updates main',
        'deb http://deb.debian.org/debian-security bookworm-security main',
      ];
  const tar = path.join(made.dir, 'base.tar');
  say(
    `Making the stand-in base ${BASE_IMAGE}: mmdebstrap bookworm (minbase) and Node ${NODE_VERSION}…`,
  );
  const t0 = Date.now();
  await streamed(
    'mmdebstrap',
    [
      '--variant=minbase',
      '--include=libstdc++6,libgcc-s1',
      '--format=tar',
      ...hooks.map((hook) => `--customize-hook=${hook}`),
      'bookworm',
      tar,
      ...sources,
    ],
    path.join(made.dir, 'mmdebstrap.log'),
    (line) => /^I: (downloading|extracting|installing|running|success)/.test(line),
  );
  podman(
    'import',
    '--change',
    'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
    '--change',
    'CMD ["node"]',
    tar,
    BASE_IMAGE,
  );
  made.base = true;
  fs.rmSync(tar);
  const version = podman(
    'run',
    '--rm',
    '--network',
    'none',
    BASE_IMAGE,
    'node',
    '--version',
  ).trim();
  if (version !== `v${NODE_VERSION}`)
    fail(`the stand-in base runs Node ${version}, not v${NODE_VERSION}.`);
  say(`Stand-in base ready in ${duration(Date.now() - t0)}: ${version} runs in it.`);
}

/** npm's CA bundle on this machine, handed to the build as a secret, if it has one. */
function caBundle(): string | null {
  const file = spawnSync('npm', ['config', 'get', 'cafile'], { encoding: 'utf8' }).stdout.trim();
  return file && file !== 'null' && file !== 'undefined' && fs.existsSync(file) ? file : null;
}

async function buildImage(): Promise<{ ms: number; bytes: number }> {
  const ca = caBundle();
  const log = path.join(made.dir, 'build.log');
  say(`Building ${IMAGE} on ${BASE_IMAGE}${ca ? `, npm's CA bundle ${ca} as the secret ca` : ''}…`);
  const t0 = Date.now();
  await streamed(
    'podman',
    [
      '--runtime',
      'runc',
      'build',
      '--network',
      'host',
      // The docker format keeps HEALTHCHECK, which the OCI format has no field for.
      '--format',
      'docker',
      // Without --keep-images, nothing of the build is left behind; with it, its layers are kept.
      `--layers=${keep}`,
      '--build-arg',
      `BASE_IMAGE=${BASE_IMAGE}`,
      ...(ca ? ['--secret', `id=ca,src=${ca}`] : []),
      '--tag',
      IMAGE,
      '--file',
      path.join(root, 'Dockerfile'),
      root,
    ],
    log,
    (line) => /^(\[\d+\/\d+\] )?STEP \d+\/\d+: (FROM|RUN)/.test(line),
    podmanEnv(),
  );
  made.image = true;
  const ms = Date.now() - t0;
  const [info] = JSON.parse(podman('image', 'inspect', IMAGE)) as {
    Size: number;
    Config: { User?: string; Volumes?: Record<string, unknown> };
    Healthcheck?: { Test?: string[] };
  }[];
  if (!info) return fail(`podman image inspect found no ${IMAGE}.`);
  if (!info.Config.User || info.Config.User === 'root' || info.Config.User === '0')
    fail(`the image runs as ${info.Config.User || 'root'}, not as a user of its own.`);
  if (!info.Config.Volumes?.['/data']) fail('the image declares no volume /data.');
  if (!info.Healthcheck?.Test?.length) fail('the image has no HEALTHCHECK.');
  say(
    `Built in ${duration(ms)}: ${(info.Size / 1e6).toFixed(0)} MB, user ${info.Config.User}, ` +
      `volume /data, healthcheck ${info.Healthcheck.Test.slice(1).join(' ')}.`,
  );
  return { ms, bytes: info.Size };
}

async function createDatabase(): Promise<string> {
  const client = new pg.Client({ connectionString: args.database });
  await client.connect();
  try {
    await client.query(`create database ${DATABASE}`);
    made.database = true;
  } finally {
    await client.end();
  }
  const url = new URL(args.database);
  url.pathname = `/${DATABASE}`;
  return url.href;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const containerState = () => podman('inspect', '--format', '{{.State.Status}}', CONTAINER).trim();
const containerLogs = () =>
  command('podman', ['--runtime', 'runc', 'logs', CONTAINER], podmanEnv());

/** Starts the image on the host's network against PostgreSQL and Redis; waits until /readyz is 200. */
async function startContainer(databaseUrl: string): Promise<{ url: string; ms: number }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    // The host's network: listen on its loopback only.
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: args.redis,
    REDIS_PREFIX,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  say(`Starting ${CONTAINER} on port ${port}, with PostgreSQL (database ${DATABASE}) and Redis…`);
  const t0 = Date.now();
  podman(
    'run',
    '--detach',
    '--name',
    CONTAINER,
    '--network',
    'host',
    // No systemd timer here for podman's own schedule: the check runs the healthcheck itself.
    '--health-interval',
    'disable',
    ...Object.entries(env).flatMap(([name, value]) => ['--env', `${name}=${value}`]),
    IMAGE,
  );
  made.container = true;
  made.redis = true;
  let lastAnswer = 'no answer yet';
  while (Date.now() - t0 < READY_TIMEOUT_MS) {
    const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(3000) }).catch(
      (err: Error) => err,
    );
    if (!(res instanceof Error) && res.status === 200) {
      const ms = Date.now() - t0;
      say(`Ready in ${seconds(ms)}: /readyz answers ${await res.text()}`);
      return { url, ms };
    }
    lastAnswer =
      res instanceof Error ? String(res.cause ?? res.message) : `${res.status} ${await res.text()}`;
    if (containerState() !== 'running')
      fail(`the container stopped before it was ready; its output:\n${containerLogs()}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return fail(
    `/readyz did not answer 200 within ${seconds(READY_TIMEOUT_MS)} (last: ${lastAnswer}); ` +
      `the container's output:\n${containerLogs()}`,
  );
}

/** What the running container shows: its start-up lines, its user, its healthcheck. */
function checkRunning(): void {
  const logs = containerLogs();
  if (!/^Orbis is ready \(postgres\)\.$/m.test(logs))
    fail(`the start-up lines do not say "Orbis is ready (postgres)."; the output:\n${logs}`);
  const uid = podman('exec', CONTAINER, 'id', '-u').trim();
  if (uid === '0') fail('the server runs as root in the container.');
  const health = spawnSync('podman', ['--runtime', 'runc', 'healthcheck', 'run', CONTAINER], {
    env: { ...process.env, ...podmanEnv() },
    encoding: 'utf8',
  });
  if (health.status !== 0)
    fail(`the image's healthcheck says unhealthy: ${health.stdout}${health.stderr}`);
  say(`Start-up lines printed, the server runs as uid ${uid}, the healthcheck says healthy.`);
}

/**
 * One round through the API, as the screens play it: the admin adds a host, the host creates a
 * game of two countries and starts round 1, a team joins with its access code and orders a
 * development, the host ends the round, and the round is resolved with that order.
 */
async function playRound(url: string): Promise<void> {
  say('Playing a round through the API…');
  const admin = await new HttpClient(url).login(ADMIN.email, ADMIN.password);
  const hostLogin = {
    email: `host-${run}@container-check.local`,
    password: `host-${run}-password`,
  };
  const added = await admin.post(paths.hostsAdd, {
    ...hostLogin,
    name: 'Container check',
    company: 'Orbis',
    password_confirmation: hostLogin.password,
    description: '',
  });
  if (added.statusCode !== 201) fail(`hosts/add answered ${added.statusCode}: ${added.body}`);
  const host = await new HttpClient(url).login(hostLogin.email, hostLogin.password);
  const game = await addGame(host, { teams: 2, language: 'en', title: 'Container check' });
  const team = game.teams[0];
  const city = team?.country.cities[0];
  if (game.teams.length !== 2 || !team || !city)
    return fail(`the game has ${game.teams.length} teams.`);
  await startRound(host, game.id, 1);
  const player = await joinWith(await new HttpClient(url).csrf(), game.id, team);
  const cost = await submit(player, game.id, 1, [{ type: 'develop', city: city.id }]);
  const ended = await endRound(host, game.id, 1);
  if (ended.round !== 2 || !ended.stopped || ended.over)
    fail(`ending round 1 answered ${JSON.stringify(ended)}`);
  const after = await control(host, game.id);
  const developed = after.teams
    .find((t) => t.country.id === team.country.id)
    ?.country.cities.find((c) => c.id === city.id);
  if (!developed || developed.economy <= city.economy)
    fail(
      `${city.name}'s development is ${developed?.economy}, was ${city.economy}: the order was not applied.`,
    );
  const state = await player.get(`${paths.gameState}?gameId=${game.id}`);
  const seen = state.json<PlayerState>();
  if (state.statusCode !== 200 || seen.game.round !== 2 || !seen.game.stopped)
    fail(`the team's view after the round: ${state.statusCode} ${state.body.slice(0, 300)}`);
  say(
    `Round 1 resolved: ${team.country.name} ordered a development of ${city.name} (cost ${cost}), ` +
      `its development went from ${city.economy} to ${developed.economy}; the game waits at round 2.`,
  );
}

/** SIGTERM, as `docker stop` sends it: the server must stop cleanly, with exit code 0. */
function stopContainer(): number {
  const t0 = Date.now();
  podman('stop', '--time', '15', CONTAINER);
  const ms = Date.now() - t0;
  const code = podman('inspect', '--format', '{{.State.ExitCode}}', CONTAINER).trim();
  if (code !== '0')
    fail(`the container exited with ${code} on SIGTERM; its output:\n${containerLogs()}`);
  say(`Stopped with SIGTERM in ${seconds(ms)}, exit code 0.`);
  return ms;
}

// ---- clean-up -----------------------------------------------------------------------------------

/** Removes what this run made (images only without --keep-images); reports what it could not. */
const cleanUp = cleanUpOnExit(async (attempt) => {
  if (made.container)
    await attempt(`the container ${CONTAINER}`, () =>
      podman('rm', '--force', '--volumes', CONTAINER),
    );
  if (made.image && !keep)
    await attempt(`the image ${IMAGE}`, () => podman('rmi', '--force', IMAGE));
  if (made.base && !keep)
    await attempt(`the base ${BASE_IMAGE}`, () => podman('rmi', '--force', BASE_IMAGE));
  if (made.database)
    await attempt(`the database ${DATABASE}`, async () => {
      const client = new pg.Client({ connectionString: args.database });
      await client.connect();
      await client.query(`drop database if exists ${DATABASE} with (force)`);
      await client.end();
    });
  if (made.redis)
    await attempt(`the Redis keys ${REDIS_PREFIX}*`, () =>
      deleteRedisKeys(args.redis, REDIS_PREFIX),
    );
  if (made.dir)
    await attempt(made.dir, () => fs.rmSync(made.dir, { recursive: true, force: true }));
  const kept = keep ? [made.image && IMAGE, BASE_IMAGE].filter(Boolean) : [];
  say(`Removed what the check made${kept.length ? `; kept ${kept.join(' and ')}` : ''}.`);
}, '  ');

// ---- main ---------------------------------------------------------------------------------------

try {
  say(`container:check (run ${run}): build the image with podman, play a round on it, clean up.`);
  checkMachine();
  await checkServices();
  writePodmanConfig();
  await makeBase();
  const build = await buildImage();
  const databaseUrl = await createDatabase();
  const { url, ms: readyMs } = await startContainer(databaseUrl);
  checkRunning();
  await playRound(url);
  const stopMs = stopContainer();
  await cleanUp();
  console.log(
    `\ncontainer:check passed: built in ${duration(build.ms)}, image ${(build.bytes / 1e6).toFixed(0)} MB, ` +
      `ready in ${seconds(readyMs)}, one round played, stopped in ${seconds(stopMs)}.`,
  );
} catch (err) {
  console.error(
    `\ncontainer:check FAILED: ${err instanceof CheckFailed ? err.message : (err as Error).stack}`,
  );
  await cleanUp();
  process.exit(1);
}
