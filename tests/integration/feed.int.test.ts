import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../functions/data/client';
import { feedPk } from '../../functions/data/feed';
import { followKey } from '../../functions/data/follow';
import { postKey } from '../../functions/data/post';
import { getUserById, userKey } from '../../functions/data/user';
import { handler as derivedLane } from '../../functions/streams/derived-lane';
import { lambdaContext } from '../../scripts/local/lambda-runtime';
import { startStreamPoller } from '../../scripts/local/stream-poller';
import type { Post } from '../../shared/schemas/posts';
import { KEYS } from '../../shared/table';
import { api, eventually, streamDrained, tableStreamArn } from './helpers';
import { BIG_ACCOUNT_FOLLOWERS } from './knobs';
import { feedIds, follow, member, newPost, partition, unfollow } from './social-helpers';

describe('home feed fan-out through the real stream', () => {
  it('shows the posts of fans I follow and my own; unfollow prunes, re-follow backfills, delete removes', async () => {
    const a = await member('Feed Reader A');
    const b = await member('Feed Writer B');
    const c = await member('Not Followed C');
    expect((await follow(a, b.sub)).status).toBe(200);
    const mine = await newPost(a, 'my own post');
    const fromB = await newPost(b, 'B posts #feedtest');
    const fromC = await newPost(c, 'C posts');
    await eventually(async () => (await feedIds(a)).includes(fromB.id));
    await streamDrained();
    const feed = await feedIds(a);
    expect(feed).toEqual([fromB.id, mine.id]);
    expect(feed).not.toContain(fromC.id);

    expect((await unfollow(a, b.sub)).status).toBe(200);
    await eventually(async () => !(await feedIds(a)).includes(fromB.id));
    expect(await feedIds(a)).toEqual([mine.id]);

    expect((await follow(a, b.sub)).status).toBe(200);
    await eventually(async () => (await feedIds(a)).includes(fromB.id));

    expect((await api(`/api/posts/${fromB.id}`, { token: b.idToken, method: 'DELETE' })).status).toBe(200);
    await eventually(async () => (await partition(feedPk(a.sub))).every((i) => i.postId !== fromB.id));
    expect(await feedIds(a)).toEqual([mine.id]);
    // B's own feed pointer went with the post.
    expect((await partition(feedPk(b.sub))).map((i) => i.postId)).not.toContain(fromB.id);
  });

  it('pages the feed newest first with the before cursor', async () => {
    const a = await member('Pager A');
    const b = await member('Pager B');
    await follow(a, b.sub);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await newPost(i % 2 ? a : b, `post ${i}`)).id);
    await eventually(async () => (await feedIds(a, '?limit=50')).length === 4);
    const newest = ids.slice().reverse();
    const first = await feedIds(a, '?limit=3');
    expect(first).toEqual(newest.slice(0, 3));
    expect(await feedIds(a, `?limit=3&before=${first[2]}`)).toEqual(newest.slice(3));
  });

  it('creates no duplicate feed items when the stream delivers the same records twice', async () => {
    const streamArn = await tableStreamArn();
    const a = await member('Replay Reader');
    const b = await member('Replay Writer');
    // Capture the real records of B's follow and post from the table's stream.
    const captured: DynamoDBRecord[] = [];
    const poller = startStreamPoller({
      endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB ?? '',
      streamArn,
      intervalMs: 50,
      log: () => undefined,
      consumers: [
        {
          name: 'capture',
          batchSize: 100,
          filters: [
            {
              eventName: ['INSERT'],
              dynamodb: { Keys: { PK: { S: [userKey(a.sub).PK, { prefix: KEYS.post.pk }] } } },
            },
          ],
          invoke: async (event) => {
            captured.push(...event.Records);
            return { batchItemFailures: [] };
          },
        },
      ],
    });
    await poller.ready;
    await follow(a, b.sub);
    const p = await newPost(b, 'replayed post');
    await eventually(() => captured.some((r) => r.dynamodb?.Keys?.PK?.S === postKey(p.id).PK));
    await poller.stop();
    const records = captured.filter(
      (r) =>
        r.dynamodb?.Keys?.PK?.S === postKey(p.id).PK ||
        r.dynamodb?.Keys?.SK?.S === followKey(a.sub, b.sub).SK,
    );
    expect(records).toHaveLength(2);

    const event = { Records: records } as DynamoDBStreamEvent;
    for (let i = 0; i < 2; i++)
      expect(await derivedLane(event, lambdaContext('derived-lane', 'stream'))).toEqual({
        batchItemFailures: [],
      });
    await eventually(async () => (await feedIds(a)).includes(p.id));
    const items = (await partition(feedPk(a.sub))).filter((i) => i.postId === p.id);
    expect(items).toHaveLength(1);
    expect(await feedIds(a)).toEqual([p.id]);

    // A replay after the post was deleted does not bring it back.
    await api(`/api/posts/${p.id}`, { token: b.idToken, method: 'DELETE' });
    await eventually(async () => (await partition(feedPk(a.sub))).length === 0);
    expect(await derivedLane(event, lambdaContext('derived-lane', 'stream'))).toEqual({
      batchItemFailures: [],
    });
    expect(await partition(feedPk(a.sub))).toEqual([]);
  });

  it(`merges a big account (${BIG_ACCOUNT_FOLLOWERS}+ followers) into feeds at read time instead of fanning out`, async () => {
    const star = await member('Big Star');
    const fans = await Promise.all(
      Array.from({ length: BIG_ACCOUNT_FOLLOWERS }, (_, i) => member(`Star Fan ${i}`)),
    );
    const early = await newPost(star, 'before the fame');
    for (const f of fans) expect((await follow(f, star.sub)).status).toBe(200);
    const db = getDb();
    // The consumer marks the star, then tells every follower to merge it.
    await eventually(async () => {
      const followers = await Promise.all(fans.map((f) => getUserById(db, f.sub)));
      return followers.every((u) => u?.bigFollows?.has(star.sub));
    });
    expect((await getUserById(db, star.sub))?.bigAccount).toBe(true);

    const famous = await newPost(star, 'after the fame');
    const late = await member('Late Fan');
    await follow(late, star.sub);
    expect((await getUserById(db, late.sub))?.bigFollows?.has(star.sub)).toBe(true);
    await streamDrained();
    for (const f of [...fans, late]) {
      await eventually(async () => {
        const ids = await feedIds(f);
        return ids[0] === famous.id && ids.includes(early.id);
      });
      // Not fanned out: no pointer in the follower's feed for the new post.
      expect((await partition(feedPk(f.sub))).map((i) => i.postId)).not.toContain(famous.id);
    }
    const feed = (await api('/api/posts/feed', { token: late.idToken })).json as unknown as Post[];
    expect(feed.filter((p) => p.id === early.id)).toHaveLength(1);

    expect((await unfollow(late, star.sub)).status).toBe(200);
    expect((await getUserById(db, late.sub))?.bigFollows?.has(star.sub) ?? false).toBe(false);
    await eventually(async () => (await feedIds(late)).length === 0);
  });
});
