import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { closeAfterHandlers } from './handlers-in-flight.ts';

/** An app whose /slow handler waits for `release` and then records that it reached its end. */
async function appWithSlowHandler(maxWaitMs: number) {
  const app = Fastify();
  closeAfterHandlers(app, maxWaitMs);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let onStart = () => {};
  const started = new Promise<void>((resolve) => (onStart = resolve));
  const events: string[] = [];
  app.get('/slow', async () => {
    onStart();
    await released;
    events.push('handler finished');
    return { ok: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, port, release, started, events };
}

/** Sends GET /slow and hangs up as soon as the handler has started. */
async function hangUpMidway(port: number, started: Promise<void>) {
  const request = http.get(`http://127.0.0.1:${port}/slow`);
  request.on('error', () => undefined);
  await started;
  request.destroy();
  await new Promise((resolve) => setTimeout(resolve, 50));
}

it('closes only after a handler whose client hung up has finished', async () => {
  const { app, port, release, started, events } = await appWithSlowHandler(5_000);
  await hangUpMidway(port, started);
  const closed = app.close().then(() => events.push('closed'));
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(events).toEqual([]);
  release();
  await closed;
  expect(events).toEqual(['handler finished', 'closed']);
});

it('closes after its longest wait when a handler never ends', async () => {
  const { app, port, started, events } = await appWithSlowHandler(300);
  await hangUpMidway(port, started);
  const began = Date.now();
  await app.close();
  expect(Date.now() - began).toBeGreaterThanOrEqual(280);
  expect(events).toEqual([]);
});

it('does not wait once every handler has answered', async () => {
  const app = Fastify();
  closeAfterHandlers(app, 5_000);
  app.get('/quick', async () => ({ ok: true }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  expect((await fetch(`http://127.0.0.1:${port}/quick`)).status).toBe(200);
  const began = Date.now();
  await app.close();
  expect(Date.now() - began).toBeLessThan(1_000);
});
