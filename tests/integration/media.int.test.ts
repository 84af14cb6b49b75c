/**
 * Takedowns remove the content, and unattached uploads expire, on the real local cloud: the
 * media-cleanup consumer deletes a deleted post's image and a replaced profile picture from the S3
 * emulator (the local /media proxy then answers 404 at once: there is no CDN to invalidate), and the
 * local sweeper deletes pending uploads older than PENDING_UPLOAD_EXPIRY_HOURS.
 */
import http from 'node:http';
import { AdminAddUserToGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { sweepPendingUploads } from '../../scripts/local/s3';
import { cognitoClient, signIn } from '../../scripts/local/seed';
import { ADMIN_GROUP, PENDING_UPLOAD_EXPIRY_HOURS } from '../../shared/constants';
import { IMAGE_VARIANTS, variantUrl } from '../../shared/media';
import type { Post } from '../../shared/schemas/posts';
import type { CurrentUser } from '../../shared/schemas/users';
import { api, cloud, eventually, mediaStatus, streamDrained, uploadExists, uploadsStore } from './helpers';
import { keyOfUpload, type Member, member, post, uploadImage, uploadPostImage } from './social-helpers';

const keyOfMedia = (path: string) => path.replace(/^\/media\//, '');

async function postWithImage(fan: Member, content: string): Promise<{ post: Post; pendingKey: string }> {
  const address = await uploadPostImage(fan);
  const res = await post(fan, { content, imageURL: address });
  expect(res.status, res.text).toBe(201);
  const created = res.json as unknown as Post;
  expect(created.imageUrl).toMatch(new RegExp(`^/media/uploads/${fan.sub}/[0-9A-Z]{26}\\.full\\.webp$`));
  return { post: created, pendingKey: keyOfUpload(address) };
}

async function setPicture(fan: Member): Promise<string> {
  const address = await uploadImage(fan, 'profile');
  const res = await api('/api/profile-picture', {
    token: fan.idToken,
    method: 'PUT',
    body: { profileImageURL: address },
  });
  expect(res.status, res.text).toBe(200);
  return String((res.json as unknown as CurrentUser).profileImageUrl);
}

/** A member promoted to the admins group, signed in again so the token carries the group. */
async function adminMember(name: string): Promise<Member> {
  const fan = await member(name);
  const c = cloud();
  const client = cognitoClient(c.cognitoEndpoint);
  await client.send(
    new AdminAddUserToGroupCommand({ UserPoolId: c.userPoolId, Username: fan.sub, GroupName: ADMIN_GROUP }),
  );
  const tokens = await signIn(client, c.clientId, fan.email, fan.password);
  client.destroy();
  return { ...fan, ...tokens };
}

/** The image and its smaller copies are deleted from S3, and /media answers 404 for all. */
const gone = async (mediaPath: string) => {
  const copies = IMAGE_VARIANTS.map((variant) => variantUrl(mediaPath, variant));
  expect(copies).not.toContain(mediaPath);
  for (const path of [mediaPath, ...copies]) {
    await eventually(async () => !(await uploadExists(keyOfMedia(path))));
    expect(await mediaStatus(path)).toBe(404);
  }
};

describe('takedowns remove the content', () => {
  it("deletes a post's image from S3 when its author deletes the post; /media answers 404", async () => {
    const a = await member('Image Poster');
    const { post: p, pendingKey } = await postWithImage(a, 'Look at this dive');
    const image = String(p.imageUrl);
    // Taken: moved out of pending/, served from the fan's own prefix.
    expect(await uploadExists(pendingKey)).toBe(false);
    expect(await uploadExists(keyOfMedia(image))).toBe(true);
    expect(await mediaStatus(image)).toBe(200);

    // Another post of the same fan keeps its image.
    const { post: other } = await postWithImage(a, 'And this one stays');

    expect((await api(`/api/posts/${p.id}`, { token: a.idToken, method: 'DELETE' })).status).toBe(200);
    await gone(image);
    await streamDrained();
    expect(await mediaStatus(String(other.imageUrl))).toBe(200);
  });

  it("deletes a post's image when an admin takes the post down", async () => {
    const [a, admin] = await Promise.all([member('Taken Down'), adminMember('Media Mod')]);
    const { post: p } = await postWithImage(a, 'Something that breaks the rules');
    const res = await api(`/api/admin/posts/${p.id}`, { token: admin.idToken, method: 'DELETE' });
    expect(res.status, res.text).toBe(200);
    await gone(String(p.imageUrl));
  });

  it('deletes the old profile picture when it is replaced, and keeps the current one', async () => {
    const fan = await member('Picture Changer');
    const first = await setPicture(fan);
    expect(first).toMatch(new RegExp(`^/media/uploads/${fan.sub}/[0-9A-Z]{26}\\.full\\.webp$`));
    // Editing the profile (same picture) takes nothing down.
    const edit = await api('/api/profile', { token: fan.idToken, method: 'PUT', body: { bio: 'New bio' } });
    expect(edit.status, edit.text).toBe(200);
    await streamDrained();
    expect(await mediaStatus(first)).toBe(200);

    const second = await setPicture(fan);
    expect(second).not.toBe(first);
    await gone(first);
    await streamDrained();
    expect(await mediaStatus(second)).toBe(200);
    expect((await api('/api/user', { token: fan.idToken })).json?.profileImageUrl).toBe(second);
  });
});

describe('unattached uploads expire', () => {
  it('the sweeper deletes a pending upload once it is older than the expiry, never an attached one', async () => {
    const fan = await member('Forgetful Uploader');
    const neverAttached = keyOfUpload(await uploadPostImage(fan));
    const { post: attached } = await postWithImage(fan, 'This one was posted');
    const attachedKey = keyOfMedia(String(attached.imageUrl));
    const { s3, bucket } = uploadsStore();
    try {
      // Too young: nothing of this fan goes.
      const now = await sweepPendingUploads(s3, bucket, Date.now());
      expect(now).not.toContain(neverAttached);
      expect(await uploadExists(neverAttached)).toBe(true);

      const later = Date.now() + (PENDING_UPLOAD_EXPIRY_HOURS + 1) * 3_600_000;
      const swept = await sweepPendingUploads(s3, bucket, later);
      expect(swept).toContain(neverAttached);
      expect(swept.every((key) => key.startsWith('uploads/pending/'))).toBe(true);
      expect(await uploadExists(neverAttached)).toBe(false);
      expect(await uploadExists(attachedKey)).toBe(true);
      expect(await mediaStatus(String(attached.imageUrl))).toBe(200);
      // The expired upload can no longer be attached.
      const res = await post(fan, { content: 'too late', imageURL: `/media/${neverAttached}` });
      expect(res.status).toBe(400);
    } finally {
      s3.destroy();
    }
  });
});

/** The status of GET `path` sent exactly as written (fetch would normalise dots and backslashes). */
function rawMediaStatus(path: string): Promise<number> {
  const { hostname, port } = new URL(cloud().apiBase);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('pending originals are never served locally, however the URI spells them', () => {
  it('answers 404 for percent-encoded, double-encoded, upper-case and dotted spellings of a pending key', async () => {
    const fan = await member('Sneaky Linker');
    const key = keyOfUpload(await uploadPostImage(fan));
    expect(key.startsWith('uploads/pending/')).toBe(true);
    expect(await uploadExists(key)).toBe(true);
    const rest = key.slice('uploads/pending/'.length);
    for (const path of [
      `/media/${key}`,
      `/media/uploads/%70ending/${rest}`,
      `/media/uploads/%2570ending/${rest}`,
      `/media/uploads%2Fpending/${rest}`,
      `/media/%75ploads/pending/${rest}`,
      `/media/uploads/PENDING/${rest}`,
      `/media/uploads//pending/${rest}`,
      `/media/uploads/./pending/${rest}`,
      `/media/uploads/x/../pending/${rest}`,
      `/media/uploads%5Cpending%5C${rest}`,
    ])
      expect(await rawMediaStatus(path), path).toBe(404);
  });
});
