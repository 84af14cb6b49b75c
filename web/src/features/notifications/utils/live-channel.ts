import { LIVE_NOTIFICATION_TITLES } from '@shared/messages-social';
import {
  type Notification,
  type WsServerMessage,
  wsServerMessageSchema,
} from '@shared/schemas/notifications';

/**
 * The live channel's address: the configured wsUrl (wss://... in AWS, "/ws" locally, resolved against the
 * page with ws: or wss:) with the Cognito ID token as ?token=, which $connect verifies.
 */
export function liveChannelUrl(wsUrl: string, token: string, origin = window.location.origin): string {
  const url = new URL(wsUrl, origin);
  if (url.protocol === 'http:') url.protocol = 'ws:';
  else if (url.protocol === 'https:') url.protocol = 'wss:';
  url.searchParams.set('token', token);
  return url.toString();
}

/** A server message if it is one we know (a notification); pongs and anything else read as null. */
export function parseServerMessage(data: unknown): WsServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = wsServerMessageSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * SPEC 8: "New Follower!", "Got a Pop!", "New Comment!", "Show night" for a show-night alert, or
 * "Notification" for any other type.
 */
export function liveToastTitle(type: Notification['type']): string {
  const titles: Partial<Record<Notification['type'], string>> = LIVE_NOTIFICATION_TITLES;
  return titles[type] ?? LIVE_NOTIFICATION_TITLES.other;
}
