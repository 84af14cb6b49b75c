import { Hub } from '@aws-amplify/core';
import { LIVE_PING_INTERVAL_MS, LIVE_RECONNECT_DELAY_MS, WS_NORMAL_CLOSE } from '@shared/constants';
import type { WsServerMessage } from '@shared/schemas/notifications';
import { useEffect, useRef } from 'react';
import { liveChannelUrl, parseServerMessage } from '@/features/notifications/utils/live-channel';
import { receiveLiveMessage, setLiveSocket } from '@/lib/live/show-watch';
import { currentIdToken } from '@/lib/session/id-token';

export interface LiveChannelOptions {
  userId: string;
  /** The configured WebSocket address (config.json's wsUrl). */
  wsUrl: string;
  onMessage: (message: WsServerMessage) => void;
  /** Where the token comes from (a fresh one for every connection). */
  getToken?: () => Promise<string | null>;
}

/**
 * SPEC 4's live channel, while mounted:
 * - opens a WebSocket to wsUrl?token=<ID token> and, once open, sends {"type":"auth","userId"} (the
 *   server takes the fan from the token; the message is the spec's);
 * - sends {"action":"ping"} every 5 minutes so API Gateway keeps an idle connection;
 * - after any close but 1000 (a dropped network, an expired token, API Gateway's 2-hour limit) opens
 *   again 3000 ms later with a freshly fetched token; a close with 1000 (the server closing a fan's
 *   oldest connection) stays closed;
 * - closes with 1000 on unmount and when the fan signs out;
 * - carries a show page's watch of its show (lib/live/show-watch.ts): the messages about a show go
 *   to that page, never to `onMessage`.
 */
export function useLiveChannel({ userId, wsUrl, onMessage, getToken = currentIdToken }: LiveChannelOptions) {
  const handlers = useRef({ onMessage, getToken });
  handlers.current = { onMessage, getToken };

  useEffect(() => {
    let stopped = false;
    let socket: WebSocket | null = null;
    let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
    let pingTimer: ReturnType<typeof setInterval> | undefined;

    const reconnectLater = () => {
      if (!stopped) reconnectTimer = setTimeout(() => void connect(), LIVE_RECONNECT_DELAY_MS);
    };

    async function connect(): Promise<void> {
      const token = await handlers.current.getToken();
      if (stopped) return;
      if (!token) return reconnectLater();
      let ws: WebSocket;
      try {
        ws = new WebSocket(liveChannelUrl(wsUrl, token));
      } catch {
        return reconnectLater();
      }
      socket = ws;
      ws.onopen = () => {
        ws.send(JSON.stringify({ type: 'auth', userId }));
        pingTimer = setInterval(() => {
          if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ action: 'ping' }));
        }, LIVE_PING_INTERVAL_MS);
        // A show page watching its show sends its watch on this connection (again after a reconnect).
        setLiveSocket((data) => {
          if (ws.readyState === WebSocket.OPEN) ws.send(data);
        });
      };
      ws.onmessage = (event: MessageEvent) => {
        if (receiveLiveMessage(event.data)) return;
        const message = parseServerMessage(event.data);
        if (message) handlers.current.onMessage(message);
      };
      ws.onclose = (event: CloseEvent) => {
        clearInterval(pingTimer);
        if (socket === ws) {
          socket = null;
          setLiveSocket(null);
        }
        if (event.code !== WS_NORMAL_CLOSE) reconnectLater();
      };
    }

    const stop = () => {
      if (stopped) return;
      stopped = true;
      clearTimeout(reconnectTimer);
      clearInterval(pingTimer);
      const ws = socket;
      socket = null;
      setLiveSocket(null);
      if (ws) {
        ws.onclose = null;
        ws.onmessage = null;
        ws.close(WS_NORMAL_CLOSE);
      }
    };

    const stopListening = Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'signedOut') stop();
    });
    void connect();
    return () => {
      stopListening();
      stop();
    };
  }, [userId, wsUrl]);
}
