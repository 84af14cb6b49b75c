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
});
export type WebConfig = z.infer<typeof webConfigSchema>;
