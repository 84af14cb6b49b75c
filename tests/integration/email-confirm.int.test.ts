/**
 * Issue 25: an address counts as a fan's only once they enter the code mailed to it. Sign-up still
 * goes straight in; the server learns that an address is confirmed from Cognito only (the verified
 * token's `email_verified`, AdminGetUser), never from the client; password recovery reaches only
 * confirmed addresses; an address not confirmed in EMAIL_CONFIRM_DAYS is released (the account
 * closes through the normal purge and the Cognito user goes, so the owner can sign up). Deleting an
 * account checks the password against the address the Cognito user has now.
 */
import {
  AdminUpdateUserAttributesCommand,
  ForgotPasswordCommand,
  GetUserAttributeVerificationCodeCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { getClosed } from '../../functions/data/account';
import { getDb } from '../../functions/data/client';
import { getSignUp, putSignUp } from '../../functions/data/signup';
import { getUserById, handleKey } from '../../functions/data/user';
import { sweepAccounts } from '../../functions/domain/account';
import { cognitoDirectory } from '../../functions/lib/accounts';
import { cognitoClient, signIn, signUpFan } from '../../scripts/local/seed';
import { EMAIL_CONFIRM_DAYS } from '../../shared/constants';
import { ACCOUNT_TEXTS } from '../../shared/messages';
import { api, cloud, confirmEmail, mailedCode, newFan, type TestFan } from './helpers';

const DAY_MS = 86_400_000;
const db = () => getDb();
const client = () => cognitoClient(cloud().cognitoEndpoint);

async function firstContact(fan: TestFan) {
  const me = await api('/api/user', { token: fan.idToken });
  expect(me.status).toBe(200);
  return me.json as { handle: string; confirmEmailBy: string | null; createdAt: string; email: string };
}

/** The fan's sign-up as if it had been `days` ago (its confirmation deadline moves with it). */
const signedUpDaysAgo = (fan: TestFan, days: number) =>
  putSignUp(db(), fan.sub, fan.displayName, 'adult', new Date(Date.now() - days * DAY_MS));

describe('e-mail confirmation', () => {
  it("lists a new fan's address as unconfirmed, says by when, and sends it no recovery code", async () => {
    const fan = await newFan('Unconfirmed Fan');
    const me = await firstContact(fan);
    expect(me.confirmEmailBy).not.toBeNull();
    const deadline = Date.parse(String(me.confirmEmailBy));
    expect(Math.abs(deadline - Date.now() - EMAIL_CONFIRM_DAYS * DAY_MS)).toBeLessThan(60_000);
    expect((await getSignUp(db(), fan.sub))?.confirmBy).toBe(me.confirmEmailBy);

    // Cognito sends a recovery code only to a verified address; the emulator now says so too.
    const before = await mailedCode(fan.email, 'reset');
    const c = client();
    await expect(
      c.send(new ForgotPasswordCommand({ ClientId: cloud().clientId, Username: fan.email })),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });
    c.destroy();
    expect(await mailedCode(fan.email, 'reset')).toBe(before);
  });

  it('confirms the address with the mailed code, believing Cognito and not an old token', async () => {
    const fan = await newFan('Confirming Fan');
    await firstContact(fan);
    const c = client();
    const AccessToken = fan.accessToken;
    await c.send(new GetUserAttributeVerificationCodeCommand({ AccessToken, AttributeName: 'email' }));
    const code = await mailedCode(fan.email, 'verify');
    expect(code).toMatch(/^\d{6}$/);
    await expect(
      c.send(
        new VerifyUserAttributeCommand({
          AccessToken,
          AttributeName: 'email',
          Code: code === '000000' ? '111111' : '000000',
        }),
      ),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    await c.send(new VerifyUserAttributeCommand({ AccessToken, AttributeName: 'email', Code: code }));

    // The token the fan holds still says unverified: nothing changes on a client's word.
    expect((await firstContact(fan)).confirmEmailBy).not.toBeNull();
    const fresh = await signIn(c, cloud().clientId, fan.email, fan.password);
    const me = await firstContact({ ...fan, ...fresh });
    expect(me.confirmEmailBy).toBeNull();
    expect(await getSignUp(db(), fan.sub)).toBeNull();
    expect((await getUserById(db(), fan.sub, true))?.confirmEmailBy).toBeUndefined();

    // Recovery reaches the address now.
    const before = await mailedCode(fan.email, 'reset');
    await c.send(new ForgotPasswordCommand({ ClientId: cloud().clientId, Username: fan.email }));
    expect(await mailedCode(fan.email, 'reset')).not.toBe(before);
    c.destroy();
  });

  it(`releases an address not confirmed in ${EMAIL_CONFIRM_DAYS} days, so its owner can sign up`, async () => {
    const squatter = await newFan('Address Squatter');
    const { handle } = await firstContact(squatter);
    // Never called the API: no profile, but the sign-up is listed all the same.
    const silent = await newFan('Silent Squatter');
    // Confirmed the address in Cognito but never came back with a fresh token.
    const late = await newFan('Late Confirmer');
    await firstContact(late);
    await confirmEmail(late);
    // Still within the deadline.
    const recent = await newFan('Recent Fan');
    await firstContact(recent);
    for (const fan of [squatter, silent, late]) await signedUpDaysAgo(fan, EMAIL_CONFIRM_DAYS + 1);
    await signedUpDaysAgo(recent, EMAIL_CONFIRM_DAYS - 1);

    const result = await sweepAccounts(
      { db: db(), directory: cognitoDirectory(), now: () => new Date() },
      60_000,
    );
    expect(result.released).toBeGreaterThanOrEqual(2);

    // The squatter's account closed through the normal purge; handle free; Cognito user gone.
    expect((await getClosed(db(), squatter.sub))?.reason).toBe('email-unconfirmed');
    expect(await getUserById(db(), squatter.sub, true)).toBeNull();
    const marker = await db().doc.send(
      new GetCommand({ TableName: db().table, Key: handleKey(handle), ConsistentRead: true }),
    );
    expect(marker.Item).toBeUndefined();
    expect(await cognitoDirectory().emailOf(squatter.sub)).toBeNull();
    expect(await api('/api/user', { token: squatter.idToken })).toMatchObject({
      status: 401,
      json: { message: ACCOUNT_TEXTS.accountDeleted },
    });
    expect((await getClosed(db(), silent.sub))?.reason).toBe('email-unconfirmed');
    expect(await cognitoDirectory().emailOf(silent.sub)).toBeNull();
    expect(await getSignUp(db(), silent.sub)).toBeNull();

    // The address's owner signs up with it.
    const c = client();
    const owner = await signUpFan(c, cloud().clientId, {
      email: squatter.email,
      password: 'the-real-owner',
      displayName: 'Real Owner',
    });
    expect(owner).not.toBe(squatter.sub);
    c.destroy();

    // Cognito was asked again: the late confirmer stays, confirmed; the recent fan waits.
    expect(await getClosed(db(), late.sub)).toBeNull();
    expect((await getUserById(db(), late.sub, true))?.confirmEmailBy).toBeUndefined();
    expect(await getSignUp(db(), late.sub)).toBeNull();
    expect(await getClosed(db(), recent.sub)).toBeNull();
    expect((await firstContact(recent)).confirmEmailBy).not.toBeNull();
  }, 90_000);
});

describe('deleting an account', () => {
  it('checks the password against the address the Cognito user has now, not the first one seen', async () => {
    const fan = await newFan('Moving Fan');
    expect((await firstContact(fan)).email).toBe(fan.email);
    const moved = `moved-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
    const c = client();
    // A changed address counts once verified (the pool keeps the original until then).
    await c.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: cloud().userPoolId,
        Username: fan.sub,
        UserAttributes: [
          { Name: 'email', Value: moved },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    c.destroy();
    const del = (password: string) =>
      api('/api/account', { token: fan.idToken, method: 'DELETE', body: { password } });
    expect(await del('not-my-password')).toMatchObject({
      status: 400,
      json: { message: ACCOUNT_TEXTS.wrongPassword },
    });
    expect(await del(fan.password)).toMatchObject({ status: 200, json: { deleted: true } });
    expect((await getClosed(db(), fan.sub))?.reason).toBe('deleted');
    expect(await getSignUp(db(), fan.sub)).toBeNull();
  });
});
