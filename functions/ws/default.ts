/**
 * $default: the client sends {type:"auth", userId} on open (SPEC 7). It is accepted for
 * compatibility and ignored: identity was fixed by the token at $connect, never by a message.
 */
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { wsClientMessageSchema } from '../../shared/schemas/notifications';

export async function handler(event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> {
  let message: unknown;
  try {
    message = JSON.parse(event.body ?? '');
  } catch {
    return { statusCode: 400, body: 'Messages must be JSON' };
  }
  const parsed = wsClientMessageSchema.safeParse(message);
  if (!parsed.success) return { statusCode: 400, body: 'Unknown message type' };
  return { statusCode: 200, body: 'OK' };
}
