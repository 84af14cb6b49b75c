/** $connect: remembers the connection under the user the authorizer verified. */
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { getDb } from '../data/client';
import { openConnection } from '../domain/connections';

type ConnectEvent = APIGatewayProxyWebsocketEventV2 & {
  requestContext: { authorizer?: { userId?: string } };
};

export async function handler(event: ConnectEvent): Promise<APIGatewayProxyResultV2> {
  const userId = event.requestContext.authorizer?.userId;
  if (!userId) return { statusCode: 401, body: 'Unauthorized' };
  await openConnection(getDb(), userId, event.requestContext.connectionId);
  return { statusCode: 200, body: 'Connected' };
}
