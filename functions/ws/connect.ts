/**
 * $connect: remembers the connection under the user the authorizer verified; a fan's oldest
 * connections beyond MAX_CONNECTIONS_PER_FAN are closed. A fan past WS_CONNECT_RATE_LIMIT is refused
 * with 429, Retry-After and the rate-limit message (docs/safety.md), before anything is stored.
 */
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { getDb } from '../data/client';
import { connectRefusal, openConnection } from '../domain/connections';
import { closeConnectionAt, getManagementClient } from '../realtime/send';

type ConnectEvent = APIGatewayProxyWebsocketEventV2 & {
  requestContext: { authorizer?: { userId?: string } };
};

export async function handler(event: ConnectEvent): Promise<APIGatewayProxyResultV2> {
  const userId = event.requestContext.authorizer?.userId;
  if (!userId) return { statusCode: 401, body: 'Unauthorized' };
  const refused = await connectRefusal(getDb(), userId);
  if (refused)
    return {
      statusCode: 429,
      headers: { 'retry-after': String(refused.retryAfterSeconds) },
      body: refused.message,
    };
  await openConnection(
    { db: getDb(), disconnect: async (id) => closeConnectionAt(await getManagementClient(), id) },
    userId,
    event.requestContext.connectionId,
  );
  return { statusCode: 200, body: 'Connected' };
}
