import websocket from '@fastify/websocket';
import { liveCloseCodes, type LiveServerMessage } from '@invierte/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { WebSocket } from 'ws';
import { authRepository, verifyAccessTokenUntil } from '../contexts/identity/index.ts';
import type { Db } from '../db/client.ts';
import type { LiveBus, LiveEvent } from '../shared/live-bus.ts';

/** Which sessions to check again: one user's, one session, or every open socket's. */
export type SessionsToCheck = { userId: string } | { sessionId: string } | 'all';

export interface LiveSockets {
  /**
   * Checks the sessions of the matching open sockets and closes those that ended. Called whenever
   * the session cache forgets (logout, logout-all, password change or reset, a disabled account, here
   * or in another process through Redis): now, and once more a moment later, because the write that
   * forgot them may still be committing.
   */
  sessionsChanged(which: SessionsToCheck): void;
  /** How many sockets are open and authenticated (tests, health). */
  size(): number;
}

interface Holder {
  userId: string;
  sessionId: string;
  staff: boolean;
}

export interface LiveSocketOptions {
  db: Db;
  /** The secrets a token's signature is checked against (config `jwtVerifySecrets`). */
  jwtSecrets: readonly string[];
  bus: LiveBus;
  /** How long a socket may stay silent before its auth message; then it is closed as unauthorized. */
  authTimeoutMs?: number;
  /** How often every open socket's session is checked again: the bound for a change nobody announced. */
  sweepMs?: number;
  /** How long after a forget the sessions are checked again (the forgetting write's commit). */
  recheckMs?: number;
}

/** The first message: `{ type: 'auth', token }` (LiveAuthMessage). */
const liveAuthMessageSchema = z.object({ type: z.literal('auth'), token: z.string().min(1) });

/** setTimeout's longest delay (about 24.8 days); longer waits would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const send = (socket: WebSocket, message: LiveServerMessage) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
};

const isFor = (event: LiveEvent, holder: Holder) =>
  event.to === 'everyone' || (event.to === 'staff' ? holder.staff : event.to.includes(holder.userId));

/**
 * GET /api/live: a WebSocket that tells a signed-in page what changed for its user (architecture
 * A10, decision 0030). The token comes in the first message, never in the URL (URLs are logged);
 * it is checked like a request's bearer token (signature, expiry, an open session of that user, an
 * enabled account), and the socket closes when the session ends or when that token expires (the
 * client then refreshes its session and opens a new socket with the new token).
 */
export async function registerLiveSocket(
  app: FastifyInstance,
  options: LiveSocketOptions,
): Promise<LiveSockets> {
  const { db, jwtSecrets, bus } = options;
  const authTimeoutMs = options.authTimeoutMs ?? 10_000;
  const recheckMs = options.recheckMs ?? 1_000;
  const holders = new Map<WebSocket, Holder>();

  const stopListening = bus.subscribe((delivery) => {
    for (const [socket, holder] of holders) {
      if (delivery.type === 'resync') send(socket, { type: 'resync' });
      else if (isFor(delivery.event, holder)) send(socket, { type: 'event', kind: delivery.event.kind });
    }
  });

  /** The session's state now: why it may not stay open, or its user's profile when it may. */
  const sessionState = async (claims: { userId: string; sessionId: string }) => {
    const session = await authRepository.findSessionForRequest(db, claims.sessionId);
    const unauthorized = { refused: { code: liveCloseCodes.unauthorized, reason: 'UNAUTHORIZED' } } as const;
    if (!session || session.userId !== claims.userId) return unauthorized;
    // As on a request, the person must learn why her session ended, not only that it did.
    if (session.user.disabledAt)
      return { refused: { code: liveCloseCodes.disabled, reason: 'SESSION_ACCOUNT_DISABLED' } } as const;
    if (session.revokedAt) return unauthorized;
    return { refused: null, profile: session.user.profile } as const;
  };

  const check = async (which: SessionsToCheck) => {
    for (const [socket, holder] of [...holders]) {
      const matches =
        which === 'all' ||
        ('userId' in which ? holder.userId === which.userId : holder.sessionId === which.sessionId);
      if (!matches) continue;
      const { refused } = await sessionState(holder).catch((err: unknown) => {
        app.log.warn({ err }, 'live socket session check failed');
        return { refused: null };
      });
      if (refused) {
        holders.delete(socket);
        socket.close(refused.code, refused.reason);
      }
    }
  };

  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timer.unref();
    timers.add(timer);
  };
  const sweep = setInterval(() => void check('all'), options.sweepMs ?? 30_000);
  sweep.unref();
  app.addHook('onClose', async () => {
    stopListening();
    clearInterval(sweep);
    for (const timer of timers) clearTimeout(timer);
  });

  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  await app.register(async (scope) => {
    // Hidden: an upgrade, not a JSON endpoint, so it is not in the OpenAPI document.
    scope.get('/api/live', { websocket: true, schema: { hide: true } }, (socket) => {
      const refuse = (code: number, reason: string) => {
        holders.delete(socket);
        socket.close(code, reason);
      };
      const deadline = setTimeout(() => refuse(liveCloseCodes.unauthorized, 'UNAUTHORIZED'), authTimeoutMs);
      let expiry: NodeJS.Timeout | undefined;
      socket.on('close', () => {
        clearTimeout(deadline);
        clearTimeout(expiry);
        holders.delete(socket);
      });
      // Nothing but the first message is read: the channel only speaks from the server.
      socket.once('message', (data) => {
        clearTimeout(deadline);
        let parsed: unknown;
        try {
          parsed = JSON.parse(String(data));
        } catch {
          parsed = null;
        }
        const auth = liveAuthMessageSchema.safeParse(parsed);
        if (!auth.success) return refuse(liveCloseCodes.badMessage, 'BAD_MESSAGE');
        const verified = verifyAccessTokenUntil(auth.data.token, jwtSecrets);
        if (!verified) return refuse(liveCloseCodes.unauthorized, 'UNAUTHORIZED');
        const { claims, expMs } = verified;
        void sessionState(claims).then(
          (state) => {
            if (state.refused) return refuse(state.refused.code, state.refused.reason);
            if (socket.readyState !== socket.OPEN) return;
            // The token is the socket's credential: it holds no longer than the token does.
            expiry = setTimeout(
              () => refuse(liveCloseCodes.expired, 'TOKEN_EXPIRED'),
              Math.min(Math.max(expMs - Date.now(), 0), MAX_TIMER_MS),
            );
            holders.set(socket, {
              userId: claims.userId,
              sessionId: claims.sessionId,
              staff: state.profile === 'ADMIN',
            });
            send(socket, { type: 'ready' });
          },
          (err: unknown) => {
            app.log.warn({ err }, 'live socket session check failed');
            socket.close(1011, 'SERVER_ERROR');
          },
        );
      });
    });
  });

  return {
    sessionsChanged(which) {
      void check(which);
      later(recheckMs, () => void check(which));
    },
    size: () => holders.size,
  };
}
