import { loadConfig, type Config } from '../config.js';
import type { TestDatabase } from './databases.js';

export const ADMIN = { email: 'admin@test.local', password: 'admin-password-1' };

/** The configuration of a test app on `testDb`, with `env` over the defaults. */
export function testConfig(testDb: TestDatabase, env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: testDb.dataDir,
    ...(testDb.databaseUrl ? { DATABASE_URL: testDb.databaseUrl } : {}),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    WEB_DIST: '',
    LOG_LEVEL: 'silent',
    ...env,
  });
}
