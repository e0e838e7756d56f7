import path from 'node:path';

/** Runtime configuration, read once from the environment (see the README's table). */
export interface Config {
  port: number;
  host: string;
  /** The port of the second listener, serving `/metrics` (Prometheus); null: no metrics. */
  metricsPort: number | null;
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL connections each process keeps at most (DATABASE_POOL_SIZE, default 10). */
  databasePoolSize: number;
  redisUrl: string | null;
  /** Starts every key and channel Orbis keeps in Redis, so deployments can share one server. */
  redisPrefix: string;
  adminEmail: string | null;
  adminPassword: string | null;
  publicUrl: string | null;
  /** Signs the session cookie; generated once and kept in the database when unset. */
  sessionSecret: string | null;
  /** Directory holding the built web app, served on the same origin. */
  webDist: string | null;
  logLevel: string;
  /**
   * Which reverse proxies to believe in X-Forwarded-*: a hop count (TRUST_PROXY=1) or a list of
   * proxy addresses/CIDRs. Never "everyone", or a client could pick its own address and dodge
   * the login throttle.
   */
  trustProxy: false | number | string[];
  /** How many days a published chronicle stays readable (CHRONICLE_DAYS). */
  chronicleDays: number;
}

/** Reads the configuration from `env`, applying the documented defaults. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = parsePort('PORT', env.PORT ?? '8080');
  const metricsPort = env.METRICS_PORT?.trim() ? parsePort('METRICS_PORT', env.METRICS_PORT) : null;
  if (metricsPort !== null && metricsPort !== 0 && metricsPort === port) {
    throw new Error('METRICS_PORT must differ from PORT: the main port does not serve /metrics');
  }
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// (leave it unset for SQLite)');
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    metricsPort,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    databasePoolSize: env.DATABASE_POOL_SIZE?.trim()
      ? parseCount('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 1, 100)
      : 10,
    redisUrl: env.REDIS_URL?.trim() || null,
    redisPrefix: env.REDIS_PREFIX?.trim() || 'orbis:',
    adminEmail: env.ADMIN_EMAIL?.trim().toLowerCase() || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') || null,
    sessionSecret: env.SESSION_SECRET || null,
    webDist: env.WEB_DIST === '' ? null : path.resolve(env.WEB_DIST ?? defaultWebDist()),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    chronicleDays: parseCount('CHRONICLE_DAYS', env.CHRONICLE_DAYS ?? '90', 1, 36500),
  };
}

function parsePort(name: string, value: string): number {
  const port = Number(value.trim());
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a port number, got "${value}"`);
  }
  return port;
}

function parseCount(name: string, value: string, min: number, max: number): number {
  const count = Number(value.trim());
  if (!Number.isInteger(count) || count < min || count > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  }
  return count;
}

function defaultWebDist(): string {
  return path.resolve(import.meta.dirname, '../../web/dist');
}

function parseTrustProxy(value: string | undefined): false | number | string[] {
  const v = value?.trim().toLowerCase() ?? '';
  if (v === '' || v === '0' || v === 'false') return false;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}
