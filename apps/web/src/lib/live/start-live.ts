import { refreshAccessToken } from '../api-client';
import { queryClient } from '../query-client';
import { getAccessToken, subscribeSession } from '../session';
import { startLiveClient } from './live-client';
import { setLiveConnected } from './live-status';

/** Starts the app's live channel on its own origin; returns the stop. */
export function startLive(): () => void {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return startLiveClient({
    queryClient,
    getToken: getAccessToken,
    subscribeSession,
    refreshSession: refreshAccessToken,
    url: `${scheme}//${window.location.host}/api/live`,
    onConnectedChange: setLiveConnected,
  });
}
