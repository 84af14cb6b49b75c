/** Helpers for the social-core integration tests: members with profiles, admins, posts, feeds. */
import { AdminAddUserToGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { getDb } from '../../functions/data/client';
import { updateUserProfile, userKey } from '../../functions/data/user';
import { avatarPng } from '../../scripts/local/png';
import { cognitoClient, signIn } from '../../scripts/local/seed';
import type { Post } from '../../shared/schemas/posts';
import { api, cloud, newFan, type TestFan } from './helpers';

export interface Member extends TestFan {
  handle: string;
}

/** A signed-up fan whose profile exists (first GET /api/user creates it). */
export async function member(name = 'Social Fan'): Promise<Member> {
  const fan = await newFan(name);
  const me = await api('/api/user', { token: fan.idToken });
  expect(me.status).toBe(200);
  return { ...fan, handle: String(me.json?.handle) };
}

/** A member promoted to the admins group, signed in again so the token carries the group. */
export async function adminMember(name: string): Promise<Member> {
  const fan = await member(name);
  const c = cloud();
  const client = cognitoClient(c.cognitoEndpoint);
  await client.send(
    new AdminAddUserToGroupCommand({ UserPoolId: c.userPoolId, Username: fan.sub, GroupName: 'admins' }),
  );
  const tokens = await signIn(client, c.clientId, fan.email, fan.password);
  client.destroy();
  return { ...fan, ...tokens };
}

/** A member who finished onboarding (listed in the suggested-users directory). */
export async function completeMember(name = 'Complete Fan'): Promise<Member> {
  const fan = await member(name);
  await updateUserProfile(getDb(), fan.sub, {
    bio: `${name} loves wrestling`,
    favoriteWrestlers: 'Sting',
    favoritePromotions: 'WCW',
    profileImageUrl: `/media/uploads/${fan.sub}/avatar.png`,
  });
  return fan;
}

export async function post(fan: TestFan, body: Record<string, unknown>) {
  return api('/api/posts', { token: fan.idToken, method: 'POST', body });
}

export async function newPost(fan: TestFan, content: string): Promise<Post> {
  const res = await post(fan, { content });
  expect(res.status, res.text).toBe(201);
  return res.json as unknown as Post;
}

export async function feedIds(fan: TestFan, query = ''): Promise<string[]> {
  const res = await api(`/api/posts/feed${query}`, { token: fan.idToken });
  expect(res.status, res.text).toBe(200);
  return (res.json as unknown as Post[]).map((p) => p.id);
}

export const follow = (fan: TestFan, followingId: string) =>
  api('/api/follow', { token: fan.idToken, method: 'POST', body: { followingId } });
export const unfollow = (fan: TestFan, userId: string) =>
  api(`/api/follow/${userId}`, { token: fan.idToken, method: 'DELETE' });

export async function counts(fan: TestFan, userId: string) {
  const res = await api(`/api/users/${userId}`, { token: fan.idToken });
  return { followers: Number(res.json?.followerCount), following: Number(res.json?.followingCount) };
}

type StoredItem = Record<string, unknown> & { PK: string; SK: string };

/** Every item stored in a partition (to look behind the API: feed pointers, Pop markers). */
export async function partition(pk: string): Promise<StoredItem[]> {
  const db = getDb();
  const res = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': pk },
    }),
  );
  return (res.Items ?? []) as StoredItem[];
}

export const PNG = avatarPng(24, [240, 180, 0], [200, 20, 20]);

/**
 * Uploads an image through a presigned PUT, as the SPA does, and returns its address without the
 * query: a pending upload (uploads/pending/{sub}/...) until a post or the profile picture takes it.
 */
export async function uploadImage(fan: TestFan, purpose: 'post' | 'profile' = 'post'): Promise<string> {
  const { address } = await uploadFile(fan, PNG, 'image/png', purpose);
  expect(new URL(address).pathname).toMatch(new RegExp(`/uploads/pending/${fan.sub}/[0-9A-Z]{26}\\.png$`));
  return address;
}

/** PUTs `bytes` to a presigned upload URL (what the SPA's uploader does); answers S3's status. */
export async function putToPresigned(url: string, bytes: Uint8Array, contentType: string): Promise<number> {
  const put = await fetch(url, {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: { 'content-type': contentType },
  });
  return put.status;
}

/** Any file through a presigned PUT: its address (no query) and the presigned URL itself. */
export async function uploadFile(
  fan: TestFan,
  bytes: Uint8Array,
  contentType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp',
  purpose: 'post' | 'profile' = 'post',
): Promise<{ address: string; presigned: string }> {
  const res = await api('/api/objects/upload', {
    token: fan.idToken,
    method: 'POST',
    body: { contentType, contentLength: bytes.byteLength, purpose },
  });
  expect(res.status, res.text).toBe(200);
  const presigned = String(res.json?.uploadURL);
  expect(await putToPresigned(presigned, bytes, contentType)).toBe(200);
  return { address: presigned.split('?')[0] ?? '', presigned };
}

/** Uploads a post image (see uploadImage). */
export const uploadPostImage = (fan: TestFan) => uploadImage(fan, 'post');

/** The object key an upload address names (the path after the bucket). */
export const keyOfUpload = (address: string) =>
  decodeURIComponent(new URL(address).pathname.replace(/^\/[^/]+\//, ''));

/** The fan's profile made `hours` ago (an account's age is its profile's: show rooms' age rule). */
export async function aged<T extends Member>(fan: T, hours: number): Promise<T> {
  const db = getDb();
  await db.doc.send(
    new UpdateCommand({
      TableName: db.table,
      Key: userKey(fan.sub),
      UpdateExpression: 'SET createdAt = :at',
      ExpressionAttributeValues: { ':at': new Date(Date.now() - hours * 3_600_000).toISOString() },
    }),
  );
  return fan;
}
