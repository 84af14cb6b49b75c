import { randomUUID } from 'node:crypto';
import {
  GetUserAttributeVerificationCodeCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { getDb } from '../../functions/data/client';
import { userKey } from '../../functions/data/user';
import type { StallRequest } from '../../scripts/local/dynamodb-faults';
import { DYNAMODB_FAULTS_PATH, STREAM_DRAINED_PATH } from '../../scripts/local/http-gateway';
import { emulatorClient } from '../../scripts/local/s3';
import { cognitoClient, signIn, signUpFan } from '../../scripts/local/seed';

export const cloud = () => inject('cloud');

export interface TestFan {
  sub: string;
  email: string;
  password: string;
  displayName: string;
  idToken: string;
  accessToken?: string;
  refreshToken?: string;
}

let counter = 0;

/** Signs a new fan up through Cognito (PreSignUp runs) and signs them in. */
export async function newFan(displayName = 'Test Fan', birthdate = '1995-06-15'): Promise<TestFan> {
  const c = cloud();
  const client = cognitoClient(c.cognitoEndpoint);
  const email = `fan-${Date.now()}-${++counter}-${randomUUID().slice(0, 6)}@example.test`;
  const password = 'ringside-test';
  const sub = await signUpFan(client, c.clientId, { email, password, displayName, birthdate });
  const tokens = await signIn(client, c.clientId, email, password);
  client.destroy();
  return { sub, email, password, displayName, ...tokens };
}

/** The latest code the Cognito emulator "mailed" to an address, to reset its password or to verify it. */
export async function mailedCode(email: string, purpose: 'reset' | 'verify' = 'reset'): Promise<string> {
  const res = await fetch(
    `${cloud().apiBase}/__local/cognito-code?email=${encodeURIComponent(email)}&purpose=${purpose}`,
  );
  return res.ok ? ((await res.json()) as { code: string }).code : '';
}

/**
 * The fan confirms their address as the web app does (GetUserAttributeVerificationCode, then
 * VerifyUserAttribute with the mailed code) and signs in again: the returned tokens say it is verified.
 */
export async function confirmEmail<F extends TestFan>(fan: F): Promise<F> {
  const client = cognitoClient(cloud().cognitoEndpoint);
  const AccessToken = fan.accessToken;
  await client.send(new GetUserAttributeVerificationCodeCommand({ AccessToken, AttributeName: 'email' }));
  const Code = await mailedCode(fan.email, 'verify');
  await client.send(new VerifyUserAttributeCommand({ AccessToken, AttributeName: 'email', Code }));
  const tokens = await signIn(client, cloud().clientId, fan.email, fan.password);
  client.destroy();
  return { ...fan, ...tokens };
}

export async function api(
  path: string,
  init: {
    token?: string;
    method?: string;
    body?: unknown;
    rawBody?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined || init.rawBody !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${cloud().apiBase}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    redirect: 'manual',
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: res.status, headers: res.headers, text, json: json as Record<string, unknown> | null };
}

/** Sets the ban flag as the admin ban will (the flag is what the API and WebSocket check). */
export async function banFan(sub: string): Promise<void> {
  const db = getDb();
  await db.doc.send(
    new UpdateCommand({
      TableName: db.table,
      Key: userKey(sub),
      UpdateExpression: 'SET banned = :t',
      ExpressionAttributeValues: { ':t': true },
    }),
  );
}

/**
 * Waits until every stream record written so far has been delivered to every consumer it matches,
 * retries included (the local cloud's GET /__local/stream-drained). Use it before asserting that a
 * consumer did NOT do something: without it, such a check could pass before the consumer ran.
 */
export async function streamDrained({ patienceMs = 0 } = {}): Promise<void> {
  const until = Date.now() + patienceMs;
  for (;;) {
    const res = await fetch(`${cloud().apiBase}${STREAM_DRAINED_PATH}`);
    if (res.ok) return;
    const text = await res.text();
    // The endpoint waits 30 s at most; a test that wrote tens of thousands of records may wait longer.
    if (res.status !== 504 || Date.now() >= until)
      throw new Error(`The stream did not drain: ${res.status} ${text}`);
  }
}

/**
 * Sets the table's fault switch (scripts/local/dynamodb-faults.ts): `{ ms, on? }` stalls the table for
 * `ms` (from the next `on` operation if given); `{ ms: 0 }` ends a stall.
 */
export async function stallTable(request: StallRequest): Promise<void> {
  const res = await fetch(`${cloud().apiBase}${DYNAMODB_FAULTS_PATH}`, {
    method: 'POST',
    body: JSON.stringify(request),
  });
  if (!res.ok) throw new Error(`The fault switch answered ${res.status}: ${await res.text()}`);
}

/** Waits until `check` passes (stream consumers run asynchronously, as in AWS). */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}

/** The ARN of the table's stream (tests that read the real stream themselves). */
export async function tableStreamArn(): Promise<string> {
  const ddb = new DynamoDBClient({});
  const res = await ddb.send(new DescribeTableCommand({ TableName: getDb().table }));
  ddb.destroy();
  const arn = res.Table?.LatestStreamArn;
  if (!arn) throw new Error('The table has no stream');
  return arn;
}

/** The local cloud's S3 emulator, with its uploads bucket (the functions' UPLOADS_BUCKET). */
export function uploadsStore() {
  const env = cloud().env;
  return { s3: emulatorClient(String(env.AWS_ENDPOINT_URL_S3)), bucket: String(env.UPLOADS_BUCKET) };
}

/** Whether the uploads bucket holds `key` (HeadObject, behind the API). */
export async function uploadExists(key: string): Promise<boolean> {
  const { s3, bucket } = uploadsStore();
  try {
    await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (err) {
    if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw err;
  } finally {
    s3.destroy();
  }
}

/** The status of GET {apiBase}{path}, e.g. a /media/... image as a browser would load it. */
export async function mediaStatus(path: string): Promise<number> {
  const res = await fetch(`${cloud().apiBase}${path}`);
  await res.arrayBuffer();
  return res.status;
}
