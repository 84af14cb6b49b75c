/** $disconnect: forgets the connection. */
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { getDb } from '../data/client';
import { removeConnection } from '../data/connection';

export async function handler(event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> {
  await removeConnection(getDb(), event.requestContext.connectionId);
  return { statusCode: 200, body: 'Disconnected' };
}
