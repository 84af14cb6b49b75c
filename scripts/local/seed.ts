/**
 * Seeds the demo community through the real paths: Cognito sign-up (PreSignUp runs), a real
 * sign-in, the profile created by the first GET /api/user, avatars uploaded to the S3 emulator.
 */
import {
  AdminAddUserToGroupCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getDb } from '../../functions/data/client';
import { updateUserProfile } from '../../functions/data/user';
import { ADMIN_GROUP } from '../../shared/constants';
import type { CurrentUser } from '../../shared/schemas/users';
import { scriptDb, seedStarterCatalogue } from '../catalogue/seed';
import { avatarPng } from './png';
import { SEED_FANS, type SeedFan } from './seed-data';
import { seedSocial } from './seed-social';

export interface SeedTarget {
  cognitoEndpoint: string;
  userPoolId: string;
  clientId: string;
  apiBase: string;
  s3Endpoint: string;
  bucket: string;
}

// The S3 emulator knows one key pair; the other local services accept any.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export function cognitoClient(endpoint: string) {
  return new CognitoIdentityProviderClient({ endpoint, region: 'local', credentials });
}

/**
 * Signs a fan up as the web app does (the e-mail as the one attribute; the display name and the
 * birthdate as client metadata, which PreSignUp checks) and returns the Cognito sub. The fan's
 * e-mail is not verified yet.
 */
export async function signUpFan(
  client: CognitoIdentityProviderClient,
  clientId: string,
  fan: { email: string; password: string; displayName: string; birthdate?: string },
): Promise<string> {
  const res = await client.send(
    new SignUpCommand({
      ClientId: clientId,
      Username: fan.email,
      Password: fan.password,
      UserAttributes: [{ Name: 'email', Value: fan.email }],
      ClientMetadata: { birthdate: fan.birthdate ?? '1990-04-01', displayName: fan.displayName },
    }),
  );
  if (!res.UserSub) throw new Error(`No sub for ${fan.email}`);
  return res.UserSub;
}

/**
 * Marks a demo fan's address verified, as an operator can (AdminUpdateUserAttributes): the demo
 * addresses are ours, and a demo fan must not be released after EMAIL_CONFIRM_DAYS.
 */
export async function verifyEmailAsOperator(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  sub: string,
  email: string,
): Promise<void> {
  await client.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: userPoolId,
      Username: sub,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
}

export async function signIn(
  client: CognitoIdentityProviderClient,
  clientId: string,
  email: string,
  password: string,
) {
  const res = await client.send(
    new InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const idToken = res.AuthenticationResult?.IdToken;
  if (!idToken) throw new Error(`No ID token for ${email}`);
  return {
    idToken,
    accessToken: res.AuthenticationResult?.AccessToken,
    refreshToken: res.AuthenticationResult?.RefreshToken,
  };
}

async function seedFan(
  target: SeedTarget,
  cognito: CognitoIdentityProviderClient,
  s3: S3Client,
  fan: SeedFan,
): Promise<string> {
  const sub = await signUpFan(cognito, target.clientId, fan);
  await verifyEmailAsOperator(cognito, target.userPoolId, sub, fan.email);
  if (fan.admin) {
    await cognito.send(
      new AdminAddUserToGroupCommand({
        UserPoolId: target.userPoolId,
        Username: sub,
        GroupName: ADMIN_GROUP,
      }),
    );
  }
  const { idToken } = await signIn(cognito, target.clientId, fan.email, fan.password);
  const res = await fetch(`${target.apiBase}/api/user`, { headers: { authorization: `Bearer ${idToken}` } });
  if (!res.ok) throw new Error(`GET /api/user for ${fan.email}: ${res.status} ${await res.text()}`);
  const user = (await res.json()) as CurrentUser;
  const key = `uploads/${user.id}/avatar-seed.png`;
  await s3.send(
    new PutObjectCommand({
      Bucket: target.bucket,
      Key: key,
      Body: avatarPng(128, fan.colors[0], fan.colors[1]),
      ContentType: 'image/png',
    }),
  );
  await updateUserProfile(getDb(), user.id, {
    bio: fan.bio,
    favoriteWrestlers: fan.favoriteWrestlers,
    favoritePromotions: fan.favoritePromotions,
    profileImageUrl: `/media/${key}`,
  });
  return user.id;
}

export async function seedDemo(target: SeedTarget): Promise<SeedFan[]> {
  const cognito = cognitoClient(target.cognitoEndpoint);
  const s3 = new S3Client({
    endpoint: target.s3Endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials,
  });
  const fans = async () => {
    const ids = new Map<string, string>();
    for (const fan of SEED_FANS)
      ids.set(fan.email.split('@')[0] ?? '', await seedFan(target, cognito, s3, fan));
    await seedSocial(ids);
  };
  // The starter catalogue and its generated shows (the fixture slugs the tests use are in it),
  // written while the fans sign up: neither needs the other.
  await Promise.all([fans(), seedStarterCatalogue(scriptDb(), { freshTable: true })]);
  cognito.destroy();
  s3.destroy();
  return SEED_FANS;
}
