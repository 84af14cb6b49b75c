/**
 * $connect authorizer: the browser connects to wss://.../{stage}?token=<Cognito ID token>. Identity
 * comes only from this verified token; banned fans are refused.
 */
import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { getDb } from '../data/client';
import { mayConnect } from '../domain/connections';
import { identityFromClaims } from '../lib/claims';
import { logger } from '../lib/observability';
import { createTokenVerifier, type TokenVerifier } from '../lib/verifier';

let verifier: TokenVerifier | undefined;

export async function handler(event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> {
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
