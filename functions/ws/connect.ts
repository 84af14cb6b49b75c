/**
 * $connect: remembers the connection under the user the authorizer verified; a fan's oldest
 * connections beyond MAX_CONNECTIONS_PER_FAN are closed.
 */
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { getDb } from '../data/client';
import { openConnection } from '../domain/connections';
import { closeConnectionAt, getManagementClient } from '../realtime/send';

type ConnectEvent = APIGatewayProxyWebsocketEventV2 & {
  requestContext: { authorizer?: { userId?: string } };
};

export async function handler(event: ConnectEvent): Promise<APIGatewayProxyResultV2> {
  const userId = event.requestContext.authorizer?.userId;
  if (!userId) return { statusCode: 401, body: 'Unauthorized' };
  await openConnection(
    { db: getDb(), disconnect: async (id) => closeConnectionAt(await getManagementClient(), id) },
    userId,
    event.requestContext.connectionId,
  );
  return { statusCode: 200, body: 'Connected' };
}
