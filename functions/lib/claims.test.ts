import { describe, expect, it } from 'vitest';
import { identityFromClaims, parseGroups } from './claims';

describe('claims', () => {
  it('parses groups as API Gateway flattens them and as arrays', () => {
    expect(parseGroups('[admins moderators]')).toEqual(['admins', 'moderators']);
    expect(parseGroups(['admins'])).toEqual(['admins']);
    expect(parseGroups(undefined)).toEqual([]);
  });

  it('builds the identity from ID-token claims only', () => {
    expect(
      identityFromClaims({
        sub: 's',
        token_use: 'id',
        email: 'ric@flair.test',
        'cognito:groups': '[admins]',
      }),
    ).toEqual({
      sub: 's',
      email: 'ric@flair.test',
      displayName: 'ric',
      groups: ['admins'],
      isAdmin: true,
    });
    expect(identityFromClaims({ sub: 's', token_use: 'access' })).toBeNull();
    expect(identityFromClaims(undefined)).toBeNull();
  });
});
