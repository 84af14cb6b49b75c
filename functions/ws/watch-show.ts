/**
 * watchShow: `{"action":"watchShow","showId":"..."}` from a show page over the fan's live channel
 * (null: stop watching). The connection is the one $connect verified; the message names only the
 * show. The answer goes back on the same connection (`{type: "watch", showId, live}`).
 */
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { wsWatchShowSchema } from '../../shared/schemas/notifications';
import { getDb } from '../data/client';
import { removeConnection } from '../data/connection';
import { watchShow } from '../domain/catalogue/show-watch';
import { getManagementClient, sendToConnections } from '../realtime/send';

type MessageEvent = APIGatewayProxyWebsocketEventV2 & {
  requestContext: { authorizer?: { userId?: string } };
};

export async function handler(event: MessageEvent): Promise<APIGatewayProxyResultV2> {
  if (!event.requestContext.authorizer?.userId) return { statusCode: 401, body: 'Unauthorized' };
  let message: unknown;
  try {
    message = JSON.parse(event.body ?? '');
  } catch {
    return { statusCode: 400, body: 'Messages must be JSON' };
  }
  const parsed = wsWatchShowSchema.safeParse(message);
  if (!parsed.success) return { statusCode: 400, body: 'A show id (or null) is required' };
  const { connectionId } = event.requestContext;
  const db = getDb();
  const outcome = await watchShow(
    {
      db,
      reply: async (answer) => {
        await sendToConnections(
          { api: await getManagementClient(), gone: (id) => removeConnection(db, id) },
          [connectionId],
          answer,
        );
      },
    },
    connectionId,
    parsed.data.showId,
  );
  return { statusCode: 200, body: outcome };
}
