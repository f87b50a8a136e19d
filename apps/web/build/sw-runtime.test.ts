/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { workerScript } from './service-worker';

/**
 * The worker of build/sw.js run in a bare script context with an in-memory Cache Storage and a
 * network that can go away: what a page asking through it gets back.
 */
const ORIGIN = 'https://invierte.test';
const pathOf = (request: string | { url: string }) =>
  new URL(typeof request === 'string' ? request : request.url, ORIGIN).pathname;

class MemoryCache {
  readonly entries = new Map<string, { body: string; type: string }>();
  constructor(private readonly storage: { failWrites: boolean }) {}
  async match(request: string | { url: string }) {
    const entry = this.entries.get(pathOf(request));
    return entry && new Response(entry.body, { headers: { 'content-type': entry.type } });
  }
  async put(request: string | { url: string }, response: Response) {
    // A full disk, or a second write of the same file racing this one.
    if (this.storage.failWrites) throw new Error('QuotaExceededError');
    const type = response.headers.get('content-type') ?? '';
    this.entries.set(pathOf(request), { body: await response.text(), type });
  }
  async keys() {
    return [...this.entries.keys()];
  }
  async delete(key: string) {
    return this.entries.delete(key);
  }
}

type Handler = (event: unknown) => void;

function startWorker(site: Record<string, string>) {
  const storage = { failWrites: false };
  const network = { online: true, requests: [] as string[] };
  const caches = new Map<string, MemoryCache>();
  const open = async (name: string) => {
    if (!caches.has(name)) caches.set(name, new MemoryCache(storage));
    return caches.get(name)!;
  };
  const handlers = new Map<string, Handler>();
  const context = vm.createContext({
    URL,
    self: {
      location: { origin: ORIGIN },
      addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    },
    caches: {
      open,
      keys: async () => [...caches.keys()],
      delete: async (name: string) => caches.delete(name),
      match: async (request: { url: string }, options: { cacheName: string }) =>
        (await open(options.cacheName)).match(request),
    },
    fetch: async (request: string | { url: string }) => {
      const pathname = pathOf(request);
      network.requests.push(pathname);
      if (!network.online) throw new TypeError('Failed to fetch');
      const body = site[pathname];
      return body === undefined
        ? new Response('not found', { status: 404 })
        : new Response(body, { headers: { 'content-type': 'text/plain' } });
    },
  });
  const plan = {
    version: 'v1',
    shellPages: ['/', '/login'],
    precache: ['/assets/index-AAA.js', '/offline.html'],
  };
  const source = readFileSync(path.join(import.meta.dirname, 'sw.js'), 'utf8');
  vm.runInContext(workerScript(plan, source), context);

  /** Dispatches an event; resolves once every waitUntil settled, with what respondWith got (if any). */
  async function dispatch(type: string, fields: object) {
    const pending: Promise<unknown>[] = [];
    let answer: Promise<Response> | undefined;
    handlers.get(type)?.({
      ...fields,
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
      respondWith: (promise: Promise<Response>) => {
        answer = promise;
      },
    });
    const response = await answer;
    await Promise.all(pending);
    return response;
  }
  const request = (pathname: string, mode = 'cors') =>
    dispatch('fetch', { request: { url: `${ORIGIN}${pathname}`, method: 'GET', mode } });

  return { storage, network, dispatch, request, assets: () => open('assets') };
}

const site = {
  '/': '<html>inicio</html>',
  '/login': '<html>login</html>',
  '/offline.html': '<html>sin conexión</html>',
  '/assets/index-AAA.js': 'entry code',
  '/assets/Portfolio-BBB.js': 'portfolio code',
};

describe('the service worker, as a page asks through it', () => {
  it('hands a screen its code from the network when keeping a copy fails', async () => {
    const worker = startWorker(site);
    worker.storage.failWrites = true;
    const response = await worker.request('/assets/Portfolio-BBB.js');
    expect(await response?.text()).toBe('portfolio code');
    expect((await worker.assets()).entries.size).toBe(0);
  });

  it('keeps a screen’s code once fetched and hands it over without a network afterwards', async () => {
    const worker = startWorker(site);
    await worker.request('/assets/Portfolio-BBB.js');
    worker.network.online = false;
    const response = await worker.request('/assets/Portfolio-BBB.js');
    expect(await response?.text()).toBe('portfolio code');
    expect(worker.network.requests).toEqual(['/assets/Portfolio-BBB.js']);
  });

  it('without a network, opens a kept page as it was and any other page as the offline page', async () => {
    const worker = startWorker(site);
    await worker.dispatch('install', {});
    worker.network.online = false;
    expect(await (await worker.request('/login', 'navigate'))?.text()).toBe('<html>login</html>');
    expect(await (await worker.request('/portafolio', 'navigate'))?.text()).toBe('<html>sin conexión</html>');
  });

  it('never answers an API call itself', async () => {
    const worker = startWorker(site);
    expect(await worker.request('/api/v1/profile/me')).toBeUndefined();
    expect(worker.network.requests).toEqual([]);
  });
});
