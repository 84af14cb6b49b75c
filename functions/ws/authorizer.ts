/**
 * $connect authorizer: the browser connects to wss://.../{stage}?token=<Cognito ID token>. Identity
 * comes only from this verified token; banned fans are refused. Wrapped by `observe()` like every
 * function that logs: a refusal's line carries the request id and is written before the answer.
 */
import middy from '@middy/core';
import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { getDb } from '../data/client';
import { mayConnect } from '../domain/connections';
import { identityFromClaims } from '../lib/claims';
import { logger, observe } from '../lib/observability';
import { createTokenVerifier, type TokenVerifier } from '../lib/verifier';

let verifier: TokenVerifier | undefined;

async function authorize(event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> {
  const token = event.queryStringParameters?.token;
  if (!token) throw new Error('Unauthorized');
  verifier ??= createTokenVerifier();
  let sub: string;
  try {
    const identity = identityFromClaims(await verifier.verify(token));
    if (!identity) throw new Error('No identity');
    sub = identity.sub;
  } catch (err) {
    logger.warn('WebSocket token refused', { error: err });
    throw new Error('Unauthorized');
  }
  if (!(await mayConnect(getDb(), sub))) throw new Error('Unauthorized');
  return {
    principalId: sub,
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: event.methodArn }],
    },
    context: { userId: sub },
  };
}

export const handler = middy<APIGatewayRequestAuthorizerEvent, APIGatewayAuthorizerResult>()
  .use(observe())
  .handler(authorize);
