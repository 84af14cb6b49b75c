/** Caller identity, taken only from verified JWT claims (API Gateway's JWT authorizer or ours). */
import { ADMIN_GROUP } from '../../shared/constants';

export type ClaimValue = string | number | boolean | string[];
export type Claims = Record<string, ClaimValue>;

export interface Identity {
  sub: string;
  email: string;
  displayName: string;
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
  const named = claims['custom:displayName'];
  const displayName = (typeof named === 'string' && named.trim()) || email.split('@')[0] || 'Wrestling Fan';
  const groups = parseGroups(claims['cognito:groups']);
  return { sub, email, displayName, groups, isAdmin: groups.includes(ADMIN_GROUP) };
}
