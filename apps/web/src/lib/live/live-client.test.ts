import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { startLiveClient } from './live-client';

/** A socket the test drives: what the client sent, and the server's side of the conversation. */
class FakeSocket {
  sent: string[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  serverSays(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }
}

let stop: () => void = () => undefined;
afterEach(() => stop());

function setUp(token: string | null = 'token-de-ana', renew?: () => string | null) {
  const client = new QueryClient();
  const keys = [
    ['user', 'alerts'],
    ['portfolio', 'resume', 'PEN'],
    ['admin', 'rescues', 'ALL'],
  ];
  for (const key of keys) client.setQueryData(key, 'leído');
  const sockets: FakeSocket[] = [];
  const session = { token, listeners: new Set<() => void>() };
  const connected: boolean[] = [];
  stop = startLiveClient({
    queryClient: client,
    getToken: () => session.token,
    subscribeSession: (listener) => {
      session.listeners.add(listener);
      return () => session.listeners.delete(listener);
    },
    refreshSession: async () => {
      const renewed = renew?.() ?? null;
      if (!renewed) return false;
      session.token = renewed;
      for (const listener of session.listeners) listener();
      return true;
    },
    url: 'ws://localhost/api/live',
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    onConnectedChange: (value) => connected.push(value),
  });
  const stale = (key: string[]) => client.getQueryState(key)?.isInvalidated ?? false;
  const fresh = () => {
    for (const key of keys) client.setQueryData(key, 'leído');
  };
  const signOut = () => {
    session.token = null;
    for (const listener of session.listeners) listener();
  };
  return { sockets, stale, fresh, connected, signOut };
}

describe('the live client', () => {
  it('sends the token as its first message, not in the URL', () => {
    const { sockets } = setUp();
    sockets[0]!.onopen?.();
    expect(sockets[0]!.sent).toEqual([JSON.stringify({ type: 'auth', token: 'token-de-ana' })]);
  });

  it('marks stale only the reads an event names', () => {
    const { sockets, stale, fresh, connected } = setUp();
    sockets[0]!.onopen?.();
    sockets[0]!.serverSays({ type: 'ready' });
    expect(connected).toEqual([true]);
    fresh();
    sockets[0]!.serverSays({ type: 'event', kind: 'alert-created' });
    expect(stale(['user', 'alerts'])).toBe(true);
    expect(stale(['portfolio', 'resume', 'PEN'])).toBe(false);
    expect(stale(['admin', 'rescues', 'ALL'])).toBe(false);
    sockets[0]!.serverSays({ type: 'event', kind: 'back-office-queue-changed' });
    expect(stale(['admin', 'rescues', 'ALL'])).toBe(true);
    expect(stale(['portfolio', 'resume', 'PEN'])).toBe(false);
    sockets[0]!.serverSays({ type: 'event', kind: 'rescue-paid' });
    expect(stale(['portfolio', 'resume', 'PEN'])).toBe(true);
  });

  it('reads everything again once connected, since events may have been missed', () => {
    const { sockets, stale } = setUp();
    sockets[0]!.serverSays({ type: 'ready' });
    expect(stale(['user', 'alerts'])).toBe(true);
    expect(stale(['portfolio', 'resume', 'PEN'])).toBe(true);
  });

  it('closes on sign-out and opens nothing without a session', () => {
    const { sockets, connected, signOut } = setUp();
    sockets[0]!.serverSays({ type: 'ready' });
    signOut();
    expect(sockets[0]!.closed).toBe(true);
    expect(connected).toEqual([true, false]);
    expect(sockets).toHaveLength(1);
    const guest = setUp(null);
    expect(guest.sockets).toHaveLength(0);
  });

  it('opens a new socket with the refreshed token when the server closes it on the token’s expiry', async () => {
    const { sockets, connected } = setUp('token-de-ana', () => 'token-renovado');
    sockets[0]!.onopen?.();
    sockets[0]!.serverSays({ type: 'ready' });
    sockets[0]!.onclose?.({ code: 4419, reason: 'TOKEN_EXPIRED' } as CloseEvent);
    await Promise.resolve();
    expect(sockets).toHaveLength(2);
    sockets[1]!.onopen?.();
    expect(sockets[1]!.sent).toEqual([JSON.stringify({ type: 'auth', token: 'token-renovado' })]);
    expect(connected).toEqual([true, false]);
  });

  it('opens nothing with the expired token when the refresh fails', async () => {
    const { sockets } = setUp('token-de-ana', () => null);
    sockets[0]!.onopen?.();
    sockets[0]!.serverSays({ type: 'ready' });
    sockets[0]!.onclose?.({ code: 4419, reason: 'TOKEN_EXPIRED' } as CloseEvent);
    await Promise.resolve();
    expect(sockets).toHaveLength(1);
  });
});
