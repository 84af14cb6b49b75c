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
        'custom:displayName': 'Moderator',
      }),
    ).toEqual({
      sub: 's',
      email: 'ric@flair.test',
      emailVerified: false,
      groups: ['admins'],
      isAdmin: true,
    });
    expect(identityFromClaims({ sub: 's', token_use: 'access' })).toBeNull();
    expect(identityFromClaims(undefined)).toBeNull();
  });

  it("takes the e-mail as verified only on Cognito's claim, boolean or as API Gateway passes it", () => {
    const verified = (value: boolean | string | undefined) =>
      identityFromClaims({
        sub: 's',
        token_use: 'id',
        email: 'a@b.c',
        ...(value === undefined ? {} : { email_verified: value }),
      })?.emailVerified;
    expect([verified(true), verified('true')]).toEqual([true, true]);
    expect([verified(false), verified('false'), verified(undefined), verified('yes')]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
