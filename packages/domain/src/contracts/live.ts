/**
 * The live channel (GET /api/live, a WebSocket; architecture A10): the server only says that
 * something changed, never what it is now, so a page reads its data again and a missed message is
 * caught up by reading (decision 0030).
 */
export const liveEventKinds = [
  'alert-created',
  'request-changed',
  'rescue-paid',
  'quotas-received',
  'quota-value-published',
  'back-office-queue-changed',
] as const;
export type LiveEventKind = (typeof liveEventKinds)[number];

/**
 * The first message a client sends: the session's access token (never in the URL, which is logged).
 * No zod here: the web imports this module, and a schema would pull zod into its shared chunk.
 */
export interface LiveAuthMessage {
  type: 'auth';
  token: string;
}

/**
 * What the server sends: `ready` once the token is accepted; `event` per change; `resync` when the
 * server may have missed events (its Redis subscription came back), so the client reads everything.
 */
export type LiveServerMessage =
  { type: 'ready' } | { type: 'event'; kind: LiveEventKind } | { type: 'resync' };

/** Close codes of the live socket: the client reconnects after any other code. */
export const liveCloseCodes = {
  /** No token, a malformed, expired or revoked one, or a session that ended while open. */
  unauthorized: 4401,
  /** The account was disabled. */
  disabled: 4403,
  /** The first message was not an auth message. */
  badMessage: 4400,
  /**
   * The access token the socket was opened with expired: the client refreshes its session and
   * opens a new socket with the new token.
   */
  expired: 4419,
} as const;
