/**
 * The derived lane on the real local cloud: a big fan-out split into work items, replays, a failing
 * consumer parked and redriven, a time budget that resumes instead of redoing, and unrelated
 * records that keep flowing while a big fan-out runs.
 */
import { marshall } from '@aws-sdk/util-dynamodb';
import type { Context, DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { batchGet, batchWrite } from '../../functions/data/batch';
import { getDb } from '../../functions/data/client';
import { feedKey, feedPk } from '../../functions/data/feed';
import { followEdgeItems } from '../../functions/data/follow';
import { parkedRecords } from '../../functions/data/parked';
import { getPost } from '../../functions/data/post';
import { getUserById, updateUserProfile } from '../../functions/data/user';
import { workId, workKey } from '../../functions/data/work';
import { type LaneConsumer, processLaneBatch } from '../../functions/lib/lane';
import { handler as derivedLane } from '../../functions/streams/derived-lane';
import { laneConsumers, parkingInTable, redriveLane } from '../../functions/streams/registry';
import { PARK_AFTER_ATTEMPTS } from '../../shared/manifest/runtime';
import { KEYS } from '../../shared/table';
import { eventually, streamDrained } from './helpers';
import { member, newPost, partition } from './social-helpers';

let seq = 0;
/** A stream record as the stream would carry it for an item's INSERT (or REMOVE). */
function recordOf(item: Record<string, unknown>, eventName: 'INSERT' | 'REMOVE' = 'INSERT'): DynamoDBRecord {
  seq++;
  const keys = { PK: item.PK, SK: item.SK };
  return {
    eventID: `test-${Date.now()}-${seq}`,
    eventName,
    dynamodb: {
      SequenceNumber: String(seq).padStart(21, '0'),
      Keys: marshall(keys) as never,
      ...(eventName === 'INSERT'
        ? {
            NewImage: marshall(item, {
              removeUndefinedValues: true,
              convertClassInstanceToMap: true,
            }) as never,
          }
        : {
            OldImage: marshall(item, {
              removeUndefinedValues: true,
              convertClassInstanceToMap: true,
            }) as never,
          }),
    },
  };
}

const context = (remainingMs = 60_000) =>
  ({ getRemainingTimeInMillis: () => remainingMs, awsRequestId: 'lanes-test' }) as unknown as Context;

/** Writes `count` follower edges to `star` directly (no counters: the fan-out only reads the list). */
async function followers(starId: string, count: number, prefix: string): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, i) => `${prefix}-${String(i).padStart(5, '0')}`);
  await batchWrite(
    getDb(),
    ids.flatMap((id) => followEdgeItems(id, starId).map((item) => ({ put: item }))),
  );
  return ids;
}

async function feedsHaving(userIds: readonly string[], postId: string): Promise<number> {
  const found = await batchGet(
    getDb(),
    userIds.map((id) => feedKey(id, postId)),
  );
  return found.size;
}

describe('the derived lane', () => {
  it('fans a post out to 10,000 followers in work items, each follower once, while unrelated records keep flowing', async () => {
    const star = await member('Ten Thousand Star');
    const fans = await followers(star.sub, 10_000, `tenk-${Date.now()}`);
    // 10,000 follow edges are 10,000 records on both lanes (and 10,000 follow notifications for
    // one fan): on a busy 2-core CI machine that can take longer than the endpoint's 30 s.
    await streamDrained({ patienceMs: 90_000 });
    const bystander = await member('Bystander');

    const post = await newPost(star, 'hello, all ten thousand of you');
    // While the fan-out runs: a profile becomes complete and must reach the directory.
    await updateUserProfile(getDb(), bystander.sub, {
      bio: 'just here',
      favoriteWrestlers: 'Sting',
      favoritePromotions: 'WCW',
      profileImageUrl: '/media/uploads/x/y.png',
    });
    let directoryAt = 0;
    let fannedOutAt = 0;
    await Promise.all([
      eventually(async () => {
        const listed = Boolean((await getUserById(getDb(), bystander.sub, true))?.GSI2PK);
        if (listed) directoryAt = Date.now();
        return listed;
      }, 60_000),
      eventually(async () => {
        const done = (await feedsHaving(fans.slice(-50), post.id)) === 50;
        if (done) fannedOutAt = Date.now();
        return done;
      }, 90_000),
    ]);
    await streamDrained();
    expect(await feedsHaving(fans, post.id)).toBe(10_000);
    // The profile edit did not wait for the fan-out.
    expect(directoryAt).toBeLessThanOrEqual(fannedOutAt);
    // Every page of work was done and removed.
    const subject = { postId: post.id, authorId: star.sub };
    const pages = await batchGet(
      getDb(),
      Array.from({ length: 10 }, (_, page) => workKey(workId('fanout-add', subject, page + 1))),
    );
    expect(pages.size).toBe(0);
  }, 180_000);

  it('changes nothing when the same records and work items are replayed twice', async () => {
    const star = await member('Replay Star');
    const fans = await followers(star.sub, 1_500, `replay-${Date.now()}`);
    const post = await newPost(star, 'replay me');
    await streamDrained();
    expect(await feedsHaving(fans, post.id)).toBe(1_500);

    const stored = await getPost(getDb(), post.id, true);
    const subject = { postId: post.id, authorId: star.sub };
    // The second page's work item as the first page queued it: resume after the 1,000th follower.
    const secondPage = {
      ...workKey(workId('fanout-add', subject, 1)),
      type: 'work',
      kind: 'fanout-add',
      subject,
      page: 1,
      cursor: { PK: `${KEYS.follower.pk}${star.sub}`, SK: fans[999] },
      createdAt: new Date().toISOString(),
    };
    const records = [recordOf(stored as unknown as Record<string, unknown>), recordOf(secondPage)];
    for (let i = 0; i < 2; i++)
      expect(await derivedLane({ Records: records }, context())).toEqual({ batchItemFailures: [] });
    await streamDrained();
    expect(await feedsHaving(fans, post.id)).toBe(1_500);
    for (const fan of fans.slice(0, 3)) {
      const pointers = (await partition(feedPk(fan))).filter((i) => i.postId === post.id);
      expect(pointers).toHaveLength(1);
    }
  }, 120_000);

  it('keeps the other consumers work when one throws, parks the record, and redrives it', async () => {
    const star = await member('Flaky Star');
    const fans = await followers(star.sub, 5, `flaky-${Date.now()}`);
    const post = await newPost(star, 'one consumer will choke on this');
    await streamDrained();
    const stored = await getPost(getDb(), post.id, true);
    const record = recordOf(stored as unknown as Record<string, unknown>);
    let healthy = false;
    const failing: LaneConsumer = {
      name: 'feed-fanout',
      filters: [{ eventName: ['INSERT'] }],
      consume: async () => {
        if (!healthy) throw new Error('not today');
      },
    };
    const others = laneConsumers('derived').filter((c) => c.name !== 'feed-fanout');
    const consumers = [failing, ...others];
    for (let attempt = 1; attempt < PARK_AFTER_ATTEMPTS; attempt++) {
      const res = await processLaneBatch(
        'derived',
        consumers,
        parkingInTable(),
        [record],
        Date.now() + 30_000,
      );
      expect(res.batchItemFailures).toEqual([{ itemIdentifier: record.dynamodb?.SequenceNumber }]);
    }
    const last = await processLaneBatch(
      'derived',
      consumers,
      parkingInTable(),
      [record],
      Date.now() + 30_000,
    );
    expect(last.batchItemFailures).toEqual([]);
    const parked = (await parkedRecords(getDb(), 'derived')).filter((p) => p.eventId === record.eventID);
    expect(parked).toHaveLength(1);
    expect(parked[0]).toMatchObject({ consumer: 'feed-fanout', attempts: PARK_AFTER_ATTEMPTS });
    expect(JSON.parse(parked[0]?.record ?? '{}').dynamodb.NewImage.id.S).toBe(post.id);

    // The real consumer replays it from the parked copy and it is unparked.
    healthy = true;
    await redriveLane('derived');
    expect((await parkedRecords(getDb(), 'derived')).filter((p) => p.eventId === record.eventID)).toEqual([]);
    expect(await feedsHaving(fans, post.id)).toBe(5);
  });

  it('stops before its deadline and reports what it did not start; the retry finishes the job', async () => {
    const author = await member('Deadline Author');
    const fans = await followers(author.sub, 3, `deadline-${Date.now()}`);
    const posts: Awaited<ReturnType<typeof newPost>>[] = [];
    for (let i = 0; i < 3; i++) posts.push(await newPost(author, `deadline ${i}`));
    await streamDrained();
    // Pretend the fan-out never happened, then hand the lane the three INSERTs with no time left.
    await batchWrite(
      getDb(),
      fans.flatMap((f) => posts.map((p) => ({ delete: feedKey(f, p.id) }))),
    );
    const records = await Promise.all(
      posts.map(async (p) =>
        recordOf((await getPost(getDb(), p.id, true)) as unknown as Record<string, unknown>),
      ),
    );
    const late = await derivedLane({ Records: records }, context(1));
    expect(late.batchItemFailures.map((f) => f.itemIdentifier)).toEqual(
      records.map((r) => r.dynamodb?.SequenceNumber),
    );
    for (const p of posts) expect(await feedsHaving(fans, p.id)).toBe(0);
    expect(await derivedLane({ Records: records }, context())).toEqual({ batchItemFailures: [] });
    for (const p of posts) expect(await feedsHaving(fans, p.id)).toBe(3);
  });
});
