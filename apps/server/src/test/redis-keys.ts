import { createClient } from 'redis';

/** Deletes every key starting with `prefix` (a test's or benchmark's own REDIS_PREFIX). */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = createClient({ url });
  await redis.connect();
  for await (const keys of redis.scanIterator({ MATCH: `${prefix}*` }))
    if (keys.length > 0) await redis.del(keys);
  await redis.close();
}
