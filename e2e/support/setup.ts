import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startProduct, type RunningProduct } from './server.ts';
import { endTrail } from './trail.ts';

export interface Journey {
  product: RunningProduct;
  browser: Browser;
}

/**
 * Starts this spec's own product and browser before its tests and stops them after, so specs never
 * share state. `env` may be computed in the hook (e.g. the URL of a loopback key server).
 */
export function setUpJourney(
  env: Record<string, string> | (() => Promise<Record<string, string>>) = {},
  entry?: string,
) {
  const journey = {} as Journey;
  beforeAll(async () => {
    const vars = typeof env === 'function' ? await env() : env;
    [journey.product, journey.browser] = await Promise.all([startProduct(vars, entry), launchBrowser()]);
  });
  afterEach(({ task }) => endTrail(task.name, task.result?.state === 'fail'));
  afterAll(async () => {
    await journey.browser?.close();
    await journey.product?.stop();
  });
  return journey;
}
