import {
  ApiGatewayManagementApiClient,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { sendToConnections, sendToUser } from './send';

describe('sendToUser failure paths', () => {
  it('removes a 410 Gone connection and rethrows other failures', async () => {
    const ddb = mockClient(DynamoDBDocumentClient);
    const mgmt = mockClient(ApiGatewayManagementApiClient);
    ddb.on(QueryCommand).resolves({ Items: [{ connectionId: 'gone' }, { connectionId: 'ok' }] });
    ddb.on(GetCommand).resolves({ Item: { userId: 'u1' } });
    ddb.on(DeleteCommand).resolves({});
    mgmt
      .on(PostToConnectionCommand, { ConnectionId: 'gone' })
      .rejects(
        Object.assign(new Error('Gone'), { name: 'GoneException', $metadata: { httpStatusCode: 410 } }),
      )
      .on(PostToConnectionCommand, { ConnectionId: 'ok' })
      .resolves({});
    const db = { doc: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })), table: 't' };
    const api = new ApiGatewayManagementApiClient({ endpoint: 'http://127.0.0.1:1' });
    const msg = { type: 'notification' as const, data: { type: 'pop' as const, message: 'Got a Pop!' } };
    expect(await sendToUser({ db, api }, 'u1', msg)).toEqual({ delivered: 1, removed: 1 });
    expect(ddb.commandCalls(DeleteCommand).length).toBe(2);

    mgmt
      .on(PostToConnectionCommand, { ConnectionId: 'ok' })
      .rejects(Object.assign(new Error('Throttled'), { name: 'LimitExceededException' }));
    await expect(sendToUser({ db, api }, 'u1', msg)).rejects.toThrow('Throttled');
  });
});

describe('sendToConnections failure paths', () => {
  it('forgets a 410 Gone connection, delivers to the rest, and rethrows other failures', async () => {
    const mgmt = mockClient(ApiGatewayManagementApiClient);
    const gone = Object.assign(new Error('Gone'), {
      name: 'GoneException',
      $metadata: { httpStatusCode: 410 },
    });
    mgmt
      .on(PostToConnectionCommand)
      .resolves({})
      .on(PostToConnectionCommand, { ConnectionId: 'gone' })
      .rejects(gone);
    const api = new ApiGatewayManagementApiClient({ endpoint: 'http://127.0.0.1:1' });
    const forgotten: string[] = [];
    const deps = { api, gone: async (id: string) => void forgotten.push(id) };
    const msg = { type: 'show' as const, showId: 'S1', changed: 'card' as const };
    const ids = ['a', 'gone', ...Array.from({ length: 25 }, (_, i) => `c${i}`)];
    expect(await sendToConnections(deps, ids, msg)).toEqual({ delivered: 26, removed: 1 });
    expect(forgotten).toEqual(['gone']);
    expect(mgmt.commandCalls(PostToConnectionCommand)).toHaveLength(27);
    const sent = mgmt.commandCalls(PostToConnectionCommand)[0]?.args[0].input.Data as Uint8Array;
    expect(JSON.parse(new TextDecoder().decode(sent))).toEqual(msg);

    mgmt
      .on(PostToConnectionCommand, { ConnectionId: 'a' })
      .rejects(Object.assign(new Error('Throttled'), { name: 'LimitExceededException' }));
    await expect(sendToConnections(deps, ['a'], msg)).rejects.toThrow('Throttled');
  });
});
