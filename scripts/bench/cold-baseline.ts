/**
 * The bare DynamoDB handler `npm run bench:cold` (scripts/bench/cold.ts) measures every function
 * against: the DynamoDB DocumentClient created at module scope and one GetItem per invocation. Not
 * deployed; bundled with the functions' own esbuild settings.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

const doc = DynamoDBDocumentClient.from(new DynamoDBClient({}));

export const handler = async (event: { id: string }) => {
  const { Item } = await doc.send(
    new GetCommand({ TableName: process.env.TABLE_NAME, Key: { PK: event.id, SK: event.id } }),
  );
  return Item ?? null;
};
