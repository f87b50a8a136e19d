import type { Redis } from 'ioredis';

export interface RedisInvalidation {
  client: Redis;
  channel: string;
  onError: (error: unknown) => void;
}

export interface InvalidationChannel {
  /** Whether this process's memory may be trusted: always without Redis, else while subscribed. */
  isLive(): boolean;
  /** Tells the other API processes (and, through the subscription, this one again: harmless). */
  publish(message: string): Promise<void>;
  close(): void;
}

/**
 * The Redis side of an in-memory cache shared by several API processes: invalidation messages
 * published by any process reach `onMessage` in every one. A message sent while this process was not
 * subscribed (at start, after a lost connection) is lost, so until the subscription is confirmed the
 * cache must not be trusted: `isLive()` is false then, and `onGap` tells it to drop everything.
 */
export function invalidationChannel(
  redis: RedisInvalidation | undefined,
  handlers: { onMessage: (message: string) => void; onGap: () => void },
): InvalidationChannel {
  if (!redis) return { isLive: () => true, publish: async () => undefined, close: () => undefined };
  let live = false;
  // The listening connection is off the request path: no command timeout (it would fire on a slow
  // SUBSCRIBE under load), and it waits for Redis to come back; ioredis resubscribes on reconnect.
  const subscriber = redis.client.duplicate({ commandTimeout: undefined, maxRetriesPerRequest: null });
  subscriber.on('error', redis.onError);
  subscriber.on('message', (_channel, message: string) => handlers.onMessage(message));
  subscriber.on('close', () => {
    live = false;
    handlers.onGap();
  });
  subscriber.on('ready', () => {
    subscriber.subscribe(redis.channel).then(() => {
      handlers.onGap();
      live = true;
    }, redis.onError);
  });
  return {
    isLive: () => live,
    async publish(message) {
      await redis.client.publish(redis.channel, message).catch(redis.onError);
    },
    close() {
      live = false;
      subscriber.disconnect();
    },
  };
}
