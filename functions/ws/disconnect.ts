/** $disconnect: forgets the connection. */
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { getDb } from '../data/client';
import { closeConnection } from '../domain/connections';

export async function handler(event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> {
  await closeConnection(getDb(), event.requestContext.connectionId);
  return { statusCode: 200, body: 'Disconnected' };
}
