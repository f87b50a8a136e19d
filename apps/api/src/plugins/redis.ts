import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';

/**
 * The Redis connection that API processes share limits through (REDIS_URL), or null for one process.
 * Commands fail fast when Redis is away, so callers fall back instead of holding requests.
 */
export function createRedis(config: AppConfig, log: FastifyBaseLogger): Redis | null {
  if (!config.redis.url) return null;
  const redis = new Redis(config.redis.url, {
    connectTimeout: 2000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
  });
  let reported = false;
  redis.on('error', (error) => {
    // One line per outage, not one per reconnection attempt.
    if (!reported) log.warn({ err: error }, 'redis unavailable; limits fall back to this process');
    reported = true;
  });
  redis.on('ready', () => {
    reported = false;
  });
  return redis;
}
