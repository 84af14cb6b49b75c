import { SignUpCommand, UpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { cognitoClient, signIn, signUpFan } from '../../scripts/local/seed';
import { toBirthdate } from '../../shared/age';
import { VALIDATION } from '../../shared/messages';
import { isReservedHandle } from '../../shared/text';
import { api, cloud, newFan } from './helpers';

const yearsAgo = (years: number, dayOffset = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + dayOffset);
  return toBirthdate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
};

async function attempt(birthdate: string | undefined, displayName = 'Young Gun') {
  const c = cloud();
  const client = cognitoClient(c.cognitoEndpoint);
  const email = `signup-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
  try {
    await signUpFan(client, c.clientId, {
      email,
      password: 'secret1',
      displayName,
      birthdate: birthdate as string,
    });
    return { ok: true as const, email, client };
  } catch (err) {
    client.destroy();
    return { ok: false as const, message: (err as Error).message };
  }
}

describe('sign-up (Cognito PreSignUp trigger through the local Lambda endpoint)', () => {
  it('refuses anyone under 13 with a clear message', async () => {
    const res = await attempt(yearsAgo(13, 1));
    expect(res.ok).toBe(false);
    expect(res.ok ? '' : res.message).toContain(VALIDATION.tooYoung);
  });

  it('refuses a sign-up without a birthdate', async () => {
    const res = await attempt('');
    expect(res.ok ? '' : res.message).toContain(VALIDATION.birthdayRequired);
  });

  it('auto-confirms a fan who turns 13 today, who can sign in at once, their e-mail not verified', async () => {
    const res = await attempt(yearsAgo(13));
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    const tokens = await signIn(res.client, cloud().clientId, res.email, 'secret1');
    res.client.destroy();
    const claims = JSON.parse(Buffer.from(tokens.idToken.split('.')[1] ?? '', 'base64url').toString());
    // Issue 25: PreSignUp set autoVerifyEmail, so anyone could hold anyone's address.
    expect(claims).toMatchObject({ email: res.email, email_verified: false });
    expect(claims['custom:displayName']).toBeUndefined();
  });

  it('refuses a display name that shows nothing', async () => {
    const res = await attempt(yearsAgo(20), '\u200B\u202E\u2060');
    expect(res.ok ? '' : res.message).toContain(VALIDATION.signupRequired);
  });
});

describe('names and handles at first contact (issue 25)', () => {
  const firstContact = async (displayName: string) => {
    const fan = await newFan(displayName);
    const me = await api('/api/user', { token: fan.idToken });
    expect(me.status).toBe(200);
    return { fan, me: me.json as { displayName: string; handle: string } };
  };

  it('never gives a reserved handle: signing up as "Moderator" is not @moderator', async () => {
    const { me } = await firstContact('Moderator');
    expect(me.displayName).toBe('Moderator');
    expect(me.handle.toLowerCase()).not.toBe('moderator');
    expect(isReservedHandle(me.handle)).toBe(false);
    expect(me.handle).toMatch(/^moderator_fan(_\d{4})?$/);
  });

  it('stores the name cleaned: no U+202E, no zero-width space', async () => {
    const { me } = await firstContact('Evil\u202E Twin\u200B Mode\u200Brator');
    expect(me.displayName).toBe('Evil Twin Moderator');
  });

  it('refuses every attribute but the e-mail in a sign-up, as Cognito holds SignUp to the write list', async () => {
    const client = cognitoClient(cloud().cognitoEndpoint);
    const email = `attr-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
    const attempt = client.send(
      new SignUpCommand({
        ClientId: cloud().clientId,
        Username: email,
        Password: 'secret1',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'custom:displayName', Value: 'Moderator' },
        ],
        ClientMetadata: { birthdate: '1990-01-01', displayName: 'Fan' },
      }),
    );
    await expect(attempt).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'A client attempted to write unauthorized attribute',
    });
    client.destroy();
  });

  it("refuses rewriting custom:displayName (or any attribute the app reads) with the fan's own token", async () => {
    const { fan, me } = await firstContact('Honest Name');
    const client = cognitoClient(cloud().cognitoEndpoint);
    for (const UserAttributes of [
      [{ Name: 'custom:displayName', Value: 'Moderator' }],
      [{ Name: 'email_verified', Value: 'true' }],
    ])
      await expect(
        client.send(new UpdateUserAttributesCommand({ AccessToken: fan.accessToken, UserAttributes })),
      ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    client.destroy();
    // Nothing changed where it shows either.
    const again = await api('/api/user', { token: fan.idToken });
    expect(again.json).toMatchObject({ displayName: me.displayName, handle: me.handle });
  });
});
