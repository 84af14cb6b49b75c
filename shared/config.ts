/** The runtime configuration the SPA loads from /config.json (written by the web stack or the local cloud). */
import * as z from 'zod/mini';

export const webConfigSchema = z.object({
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Only set locally: the Cognito emulator's endpoint (relative URLs resolve against the page). */
  userPoolEndpoint: z.optional(z.string()),
  /** wss://.../{stage} in AWS, ws://host/ws locally. Relative paths resolve against the page. */
  wsUrl: z.string(),
  /**
   * Show rooms' AppSync Events API (docs/rooms.md): the real-time endpoint
   * (wss://{id}.appsync-realtime-api.{region}.amazonaws.com/event/realtime in AWS, ws://.../event/realtime
   * locally) and the HTTP endpoint's host, which the connection's auth header names.
   */
  eventsRealtimeUrl: z.string(),
  eventsHttpHost: z.string(),
});
export type WebConfig = z.infer<typeof webConfigSchema>;
