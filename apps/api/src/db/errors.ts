/** The unique constraint a failed insert broke, from either driver (drizzle wraps the cause). */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
  }
  return null;
}

/** Socket failures: the database server is away, restarting, or not reachable over the network. */
const UNREACHABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own word that it cannot serve now: connection exceptions (class 08), and a server
 * shutting down or starting (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123])$/;

/** node-postgres's messages for a connection that closed under a query or could not be opened in time. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * Whether an error means the database could not be reached (it restarted, the network to it broke),
 * not that a statement was wrong: the request did nothing that committed and may be sent again, so
 * the API answers 503 "not available now" instead of a 500 (docs/deploy.md, "When a part fails").
 */
export function databaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    const { code, message, syscall } = e as { code?: unknown; message?: unknown; syscall?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)))
      return true;
    // A connection that could not be opened, whatever the errno: a route the network took away
    // answers EINVAL at once (the partition test's blackhole), a missing address EADDRNOTAVAIL.
    if (syscall === 'connect') return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.startsWith(m))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Whether a write failed because the disk (or the file store's quota) is full. */
export function storageFull(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    const { code } = e as { code?: unknown };
    if (code === 'ENOSPC' || code === 'EDQUOT') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
