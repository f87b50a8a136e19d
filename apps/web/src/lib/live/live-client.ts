import type { LiveServerMessage } from '@invierte/domain';
import { liveCloseCodes } from '@invierte/domain';
import type { QueryClient } from '@tanstack/react-query';
import { everyLiveKey, keysToRefresh } from './live-keys';

export interface LiveClientOptions {
  queryClient: QueryClient;
  /** The session's access token, or null when signed out. */
  getToken: () => string | null;
  /** Calls back on every sign-in, token refresh and sign-out; returns the unsubscribe. */
  subscribeSession: (listener: () => void) => () => void;
  /**
   * Renews the session's access token (the API client's one refresh at a time); a success is
   * announced through `subscribeSession`, which reconnects with the new token.
   */
  refreshSession?: () => Promise<boolean>;
  /** ws(s)://host/api/live */
  url: string;
  createSocket?: (url: string) => WebSocket;
  /** Told when the channel comes up or goes down (the alert polling stops while it is up). */
  onConnectedChange?: (connected: boolean) => void;
}

const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * The web's end of the live channel: open while there is a session, the token sent as the first
 * message (never in the URL), reconnected with back-off, closed on sign-out, and opened again with
 * the refreshed token when the server closes it because its token expired. Each event marks the
 * matching reads stale; after a (re)connection everything is read again, since events may have been
 * missed meanwhile. Returns the stop.
 */
export function startLiveClient(options: LiveClientOptions): () => void {
  const create = options.createSocket ?? ((url: string) => new WebSocket(url));
  let socket: WebSocket | null = null;
  let token: string | null = null;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const refresh = (keys: ReadonlyArray<readonly string[]>) => {
    for (const queryKey of keys) void options.queryClient.invalidateQueries({ queryKey });
  };
  const setConnected = (connected: boolean) => options.onConnectedChange?.(connected);

  const close = () => {
    clearTimeout(retry);
    const open = socket;
    socket = null;
    if (open) {
      open.onclose = null;
      open.close(1000, 'SIGNED_OUT');
      setConnected(false);
    }
  };

  const connect = () => {
    token = options.getToken();
    if (!token || stopped) return;
    const sent = token;
    const ws = create(options.url);
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token: sent }));
    ws.onmessage = (message: MessageEvent) => {
      const data = JSON.parse(String(message.data)) as LiveServerMessage;
      if (data.type === 'ready') {
        attempt = 0;
        setConnected(true);
        refresh(everyLiveKey);
      } else if (data.type === 'resync') refresh(everyLiveKey);
      else refresh(keysToRefresh[data.kind] ?? []);
    };
    ws.onclose = (event: CloseEvent) => {
      if (socket !== ws) return;
      socket = null;
      setConnected(false);
      // A refused token waits for the session to change (a refresh, a new sign-in) unless it is
      // still the same token, which is tried again later: the polling covers the meantime.
      const refused = event.code === liveCloseCodes.unauthorized || event.code === liveCloseCodes.disabled;
      if (refused && options.getToken() !== sent) return;
      // The token it was opened with expired: a newer one may already be here (another call
      // refreshed it), else the session is refreshed, and its announcement reconnects.
      if (event.code === liveCloseCodes.expired) {
        if (options.getToken() !== sent) return connect();
        if (options.refreshSession) {
          void options.refreshSession().then((renewed) => {
            // A failed refresh leaves the session to the API client (a 401 signs out); retry later.
            if (!renewed && !stopped && !socket && options.getToken() === sent)
              retry = setTimeout(connect, BACKOFF_MS[BACKOFF_MS.length - 1]!);
          });
          return;
        }
      }
      const wait = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]!;
      attempt += 1;
      retry = setTimeout(connect, refused ? BACKOFF_MS[BACKOFF_MS.length - 1]! : wait);
    };
  };

  const stopListening = options.subscribeSession(() => {
    const current = options.getToken();
    if (current === token && (socket || retry)) return;
    close();
    attempt = 0;
    connect();
  });
  connect();

  return () => {
    stopped = true;
    stopListening();
    close();
  };
}
