/** Caller identity, taken only from verified JWT claims (API Gateway's JWT authorizer or ours). */
import { ADMIN_GROUP } from '../../shared/constants';

export type ClaimValue = string | number | boolean | string[];
export type Claims = Record<string, ClaimValue>;

/**
 * Who is calling. No display name: the token carries none (the app client cannot write or read
 * one); the name a fan signed up with comes from the sign-up record (data/signup.ts).
 */
export interface Identity {
  sub: string;
  email: string;
  /** Cognito's `email_verified`: the fan entered the code mailed to `email`. No client can set it. */
  emailVerified: boolean;
  groups: string[];
  isAdmin: boolean;
}

/** API Gateway flattens array claims to "[a b]"; our local verifier keeps arrays. Accept both. */
export function parseGroups(value: ClaimValue | undefined): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || !value) return [];
  return value
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

export function identityFromClaims(claims: Claims | undefined): Identity | null {
  const sub = claims?.sub;
  if (!claims || typeof sub !== 'string' || !sub || claims.token_use !== 'id') return null;
  const email = typeof claims.email === 'string' ? claims.email : '';
  // A boolean in the token; API Gateway's JWT authorizer passes claims on as strings.
  const emailVerified = claims.email_verified === true || claims.email_verified === 'true';
  const groups = parseGroups(claims['cognito:groups']);
  return { sub, email, emailVerified, groups, isAdmin: groups.includes(ADMIN_GROUP) };
}
