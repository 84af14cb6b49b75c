import { describe, expect, it } from 'vitest';
import { cognitoClient, signIn, signUpFan } from '../../scripts/local/seed';
import { toBirthdate } from '../../shared/age';
import { VALIDATION } from '../../shared/messages';
import { cloud } from './helpers';

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

  it('auto-confirms a fan who turns 13 today, who can sign in at once', async () => {
    const res = await attempt(yearsAgo(13));
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    const tokens = await signIn(res.client, cloud().clientId, res.email, 'secret1');
    res.client.destroy();
    const claims = JSON.parse(Buffer.from(tokens.idToken.split('.')[1] ?? '', 'base64url').toString());
    expect(claims).toMatchObject({
      email: res.email,
      email_verified: true,
      'custom:displayName': 'Young Gun',
    });
  });
});
