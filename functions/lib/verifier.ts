/**
 * Verifies Cognito ID tokens. In AWS: CognitoJwtVerifier for our pool and client. Locally (the
 * Cognito emulator signs with a key shipped in its package): JwtRsaVerifier against the emulator's
 * JWKS over plain http. The local mode refuses to run inside Lambda or with a non-loopback issuer,
 * so it cannot be switched on in a deployed stage.
 */
import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import type { Fetcher } from 'aws-jwt-verify/https';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { Claims } from './claims';
import { requireEnv } from './env';

export interface TokenVerifier {
  verify(token: string): Promise<Claims>;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

const httpFetcher: Fetcher = {
  fetch: async (uri) => {
    const res = await fetch(uri, { signal: AbortSignal.timeout(3000) });
    if (!res.ok) throw new Error(`JWKS fetch failed with ${res.status}`);
    return res.arrayBuffer();
  },
};

export function assertLocalOnly(env: NodeJS.ProcessEnv, issuer: string): void {
  if (env.AWS_LAMBDA_FUNCTION_NAME) throw new Error('The local token verifier cannot run in Lambda');
  if (!LOOPBACK.has(new URL(issuer).hostname))
    throw new Error('The local token verifier needs a loopback issuer');
}

export function createTokenVerifier(env: NodeJS.ProcessEnv = process.env): TokenVerifier {
  const clientId = requireEnv('USER_POOL_CLIENT_ID');
  const localIssuer = env.LOCAL_JWT_ISSUER;
  if (localIssuer) {
    assertLocalOnly(env, localIssuer);
    const verifier = JwtRsaVerifier.create(
      { issuer: localIssuer, audience: clientId, jwksUri: `${localIssuer}/.well-known/jwks.json` },
      { jwksCache: new SimpleJwksCache({ fetcher: httpFetcher }) },
    );
    return {
      verify: async (token) => {
        const claims = (await verifier.verify(token)) as unknown as Claims;
        if (claims.token_use !== 'id') throw new Error('Not an ID token');
        return claims;
      },
    };
  }
  const verifier = CognitoJwtVerifier.create({
    userPoolId: requireEnv('USER_POOL_ID'),
    clientId,
    tokenUse: 'id',
  });
  return { verify: async (token) => (await verifier.verify(token)) as unknown as Claims };
}
