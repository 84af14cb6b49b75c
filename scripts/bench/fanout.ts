/**
 * Fan-out benchmark: how long a post takes to reach every follower's feed through the derived
 * lane's work items, for authors with 100, 1,000 and 10,000 followers, on the local cloud (DynamoDB
 * Local with its real stream, the lane pollers and the lane function).
 *
 *   npm run bench:fanout [-- --posts 5]
 *
 * Per author size it prints: time from the post's write until the last follower's feed has it
 * (p50 / p95 over several posts), the work items queued per post, and the longest single lane
 * invocation. During the 10,000-follower fan-outs it also completes fans' profiles one after
 * another and measures how long each takes to reach the suggested-users directory (the same lane,
 * an unrelated record): that lag must not wait for the fan-out.
 * DynamoDB Local is not AWS: compare the rows with each other and with the targets in the issue.
 */
import './quiet';
import { performance } from 'node:perf_hooks';
import { ulid } from 'ulid';
import { batchGet, batchWrite } from '../../functions/data/batch';
import { getDb } from '../../functions/data/client';
import { feedKey } from '../../functions/data/feed';
import { followEdgeItems } from '../../functions/data/follow';
import { createPost } from '../../functions/data/post';
import { createUser, getUserById, updateUserProfile } from '../../functions/data/user';
import { parseWorkKey } from '../../functions/data/work';
import { FUNCTION_SETTINGS } from '../../shared/manifest/runtime';
import { startLocalCloud } from '../local/cloud';

const args = process.argv.slice(2);
const POSTS = Number(args[args.indexOf('--posts') + 1]) || 5;
const SIZES = [100, 1_000, 10_000];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : 'n/a');

async function main() {
  const cloud = await startLocalCloud({ profile: 'bench', fresh: true, inMemory: true, seed: false });
  const db = getDb();
  // Count the work items the lane queues (the lane runs in this process, on this client).
  let workItems = 0;
  db.doc.middlewareStack.add(
    (next) => async (a) => {
      const input = (a.input ?? {}) as { Item?: { PK?: string; SK?: string } };
      if (input.Item && parseWorkKey(input.Item)) workItems++;
      return next(a);
    },
    { step: 'initialize', name: 'countWorkItems' },
  );
  const user = (id: string, name: string) =>
    createUser(db, { id, email: `${id}@bench.local`, displayName: name, isAdmin: false });

  const rows: string[][] = [];
  const lags: number[] = [];
  try {
    for (const size of SIZES) {
      const star = `star-${size}`;
      await user(star, `Star ${size}`);
      const fans = Array.from({ length: size }, (_, i) => `fan-${size}-${String(i).padStart(5, '0')}`);
      await batchWrite(
        db,
        fans.flatMap((f) => followEdgeItems(f, star).map((item) => ({ put: item }))),
      );
      await cloud.streamDrained();
      const tail = fans.slice(-50);
      cloud.resetStreamStats();
      const times: number[] = [];
      let queued = 0;
      let measuringLag = size === SIZES[SIZES.length - 1];
      for (let p = 0; p < POSTS; p++) {
        const before = workItems;
        const postId = ulid();
        const started = performance.now();
        await createPost(db, {
          id: postId,
          authorId: star,
          content: `benchmark post ${p}`,
          imageUrl: null,
          linkPreviewUrl: null,
          linkPreviewTitle: null,
          linkPreviewDescription: null,
          hashtags: [],
          createdAt: new Date().toISOString(),
        });
        const lagProbe = measuringLag ? probeDirectoryLag(db, lags, `lag-${size}-${p}`, user) : null;
        for (;;) {
          const found = await batchGet(
            db,
            tail.map((f) => feedKey(f, postId)),
          );
          if (found.size === tail.length) break;
          await sleep(20);
        }
        times.push(performance.now() - started);
        if (lagProbe) await lagProbe.stop();
        await cloud.streamDrained();
        const all = await batchGet(
          db,
          fans.map((f) => feedKey(f, postId)),
        );
        if (all.size !== size) throw new Error(`post ${postId} reached ${all.size} of ${size} feeds`);
        queued += workItems - before;
      }
      measuringLag = false;
      const stats = cloud.streamStats();
      rows.push([
        size.toLocaleString('en'),
        ms(percentile(times, 50)),
        ms(percentile(times, 95)),
        String(queued / POSTS),
        ms(stats.longestInvocationMs),
      ]);
    }
  } finally {
    await cloud.stop();
  }

  const timeout = FUNCTION_SETTINGS.stream.timeoutSeconds * 1000;
  console.log(`\nFan-out through the derived lane (${POSTS} posts per author, DynamoDB Local)\n`);
  const head = ['followers', 'all feeds p50', 'all feeds p95', 'work items/post', 'longest invocation'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
  console.log(`\nlane function timeout ${timeout / 1000} s: a quarter is ${timeout / 4000} s`);
  console.log(
    `profile edit -> directory during the 10,000-follower fan-outs: ${lags.length} samples, p50 ${ms(percentile(lags, 50))}, p95 ${ms(percentile(lags, 95))}`,
  );
}

/** Completes fresh profiles one after another while a fan-out runs; records how long each takes to be listed. */
function probeDirectoryLag(
  db: ReturnType<typeof getDb>,
  lags: number[],
  prefix: string,
  user: (id: string, name: string) => Promise<unknown>,
) {
  let running = true;
  const done = (async () => {
    for (let i = 0; running; i++) {
      const id = `${prefix}-${i}`;
      await user(id, `Lag Probe ${i}`);
      const started = performance.now();
      await updateUserProfile(db, id, {
        bio: 'probe',
        favoriteWrestlers: 'Sting',
        favoritePromotions: 'WCW',
        profileImageUrl: '/media/uploads/probe/p.png',
      });
      while (!(await getUserById(db, id, true))?.GSI2PK) await sleep(10);
      lags.push(performance.now() - started);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
    },
  };
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
