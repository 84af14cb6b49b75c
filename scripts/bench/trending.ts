/**
 * Trending benchmark: the trending job's time and DynamoDB requests for the same week of activity
 * (200 fans, 600 posts with hashtags, ~3,000 Pops and comments spread over 7 days) in a table that
 * also holds N and then 10 x N older items (a year of earlier activity: hour buckets, event
 * markers, hashtag index entries), and the read routes' DynamoDB requests per call at both sizes.
 *
 *   npm run bench:trending [-- --filler 20000 --runs 3]
 *
 * The job reads only the hours of the longest window, so its requests must be the same at both
 * sizes and its time ratio 10N : N should stay under 1.2; the routes' requests per call are constant.
 */
import './quiet';
import { performance } from 'node:perf_hooks';
import { ulid } from 'ulid';
import { batchWrite, type WriteRequest } from '../../functions/data/batch';
import { getDb } from '../../functions/data/client';
import { createPost } from '../../functions/data/post';
import { activityEventKey, hourActivityKey, hourOf, recordActivity } from '../../functions/data/trending';
import { createUser } from '../../functions/data/user';
import {
  discovery,
  runTrendingJob,
  trendingContent,
  trendingHashtags,
  trendingUsers,
} from '../../functions/domain/trending';
import { startLocalCloud } from '../local/cloud';
import { countRequests } from './requests';
import { requestViewer } from './viewer';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) || fallback : fallback;
};
const FILLER = option('filler', 20_000);
const RUNS = option('runs', 3);
const FANS = 200;
const POSTS = 600;
const TAGS = Array.from({ length: 30 }, (_, i) => `benchtag${i}`);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A small deterministic generator, so both sizes get the very same week. */
function lcg(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function main() {
  const cloud = await startLocalCloud({
    profile: 'bench',
    fresh: true,
    inMemory: true,
    seed: false,
    scheduleJobs: false,
  });
  const db = getDb();
  const requests = countRequests(db);
  const now = Date.now();
  const random = lcg(42);
  const rows: string[][] = [];
  const routeRows: string[][] = [];
  const jobMs: Record<string, number> = {};
  const jobRequests: Record<string, number> = {};
  try {
    // The week of activity: fans, their posts (counted by the real derived lane), then Pops and
    // comments as the trending consumer counts them, spread over the hours after each post.
    const fans = Array.from({ length: FANS }, (_, i) => `trendfan-${i}`);
    for (let i = 0; i < fans.length; i += 20)
      await Promise.all(
        fans.slice(i, i + 20).map((id, j) =>
          createUser(db, {
            id,
            email: `${id}@bench.local`,
            displayName: `Trend Fan ${i + j}`,
            isAdmin: false,
          }),
        ),
      );
    const posts: { id: string; authorId: string; createdAt: string }[] = [];
    for (let i = 0; i < POSTS; i++) {
      const at = now - Math.floor(random() * 7 * DAY);
      const authorId = fans[Math.floor(random() * FANS)] ?? 'trendfan-0';
      const tags = [TAGS[Math.floor(random() ** 2 * TAGS.length)] ?? 'benchtag0'];
      const post = { id: ulid(at), authorId, createdAt: new Date(at).toISOString() };
      posts.push(post);
      await createPost(db, {
        ...post,
        content: `bench post #${tags[0]}`,
        imageUrl: null,
        linkPreviewUrl: null,
        linkPreviewTitle: null,
        linkPreviewDescription: null,
        hashtags: tags,
      });
    }
    let events = 0;
    const engagement = posts.flatMap((post, i) =>
      Array.from({ length: Math.floor(random() * 10) }, (_, k) => {
        const at = Math.min(now, Date.parse(post.createdAt) + Math.floor(random() * 12 * HOUR));
        const comment = k % 3 === 0;
        return {
          source: `bench#${i}#${k}`,
          hour: hourOf(new Date(at)),
          changes: [
            {
              kind: 'post' as const,
              postId: post.id,
              authorId: post.authorId,
              postCreatedAt: post.createdAt,
              pops: comment ? 0 : 1,
              comments: comment ? 1 : 0,
            },
            { kind: 'user' as const, userId: post.authorId, posts: 0, engagement: comment ? 2 : 1 },
          ],
        };
      }),
    );
    for (let i = 0; i < engagement.length; i += 16)
      await Promise.all(
        engagement.slice(i, i + 16).map(async (e) => {
          if (await recordActivity(db, e, new Date(now))) events++;
        }),
      );
    await cloud.streamDrained();

    // Older items: a year of earlier activity (outside every window), N then 10 x N in all.
    let written = 0;
    const fillTo = async (total: number) => {
      const puts: WriteRequest[] = [];
      for (let n = written; n < total; n++) {
        const hour = hourOf(new Date(now - 31 * DAY - (n % (330 * 24)) * HOUR));
        const kind = n % 3;
        const item =
          kind === 0
            ? { ...hourActivityKey(hour, 'post', `old-${n}`), pops: 3, comments: 1, authorId: 'old' }
            : kind === 1
              ? { ...hourActivityKey(hour, 'tag', `oldtag${n % 500}-${n}`), posts: 2 }
              : { ...activityEventKey(`old#${n}`) };
        puts.push({ put: item });
      }
      await batchWrite(db, puts);
      written = total;
    };

    for (const size of [FILLER, FILLER * 10]) {
      await fillTo(size);
      const times: number[] = [];
      const counts: number[] = [];
      for (let r = 0; r < RUNS; r++) {
        const before = requests();
        const started = performance.now();
        await runTrendingJob({ db, now: () => new Date(now) });
        times.push(performance.now() - started);
        counts.push(requests() - before);
      }
      const label = size.toLocaleString('en');
      jobMs[label] = median(times);
      jobRequests[label] = median(counts);
      rows.push([label, `${Math.min(...counts)}-${Math.max(...counts)}`, `${median(times).toFixed(0)} ms`]);

      const viewer = fans[0] ?? 'trendfan-0';
      const perCall = async (call: () => Promise<unknown>) => {
        const before = requests();
        await call();
        return requests() - before;
      };
      routeRows.push([
        label,
        String(await perCall(async () => trendingHashtags(db, await requestViewer(db, viewer), 'day'))),
        // The viewer is read as the routes' chain reads it (one BatchGet), inside each count.
        String(await perCall(async () => trendingContent(db, await requestViewer(db, viewer), 'week'))),
        String(await perCall(async () => trendingUsers(db, await requestViewer(db, viewer), 'week'))),
        String(
          await perCall(async () =>
            discovery(db, await requestViewer(db, viewer), { timeframe: 'week', limit: 10, cursor: 0 }),
          ),
        ),
      ]);
    }
    const [small, big] = Object.keys(jobMs);
    console.log(
      `\nTrending job: the same week (${FANS} fans, ${POSTS} posts, ${events} Pops/comments) with N and 10 x N older items (DynamoDB Local, ${RUNS} runs each)\n`,
    );
    console.log('| older items in the table | DynamoDB requests per run | median run time |');
    console.log('|---|---|---|');
    for (const r of rows) console.log(`| ${r.join(' | ')} |`);
    const ratio = (jobMs[big ?? ''] ?? Number.NaN) / (jobMs[small ?? ''] ?? Number.NaN);
    console.log(`\njob time ratio 10N : N = ${ratio.toFixed(2)}`);
    console.log(
      `job requests 10N : N = ${jobRequests[big ?? '']} : ${jobRequests[small ?? '']} (one Query per hour of 30 days, BatchGets and 12 snapshot writes)`,
    );
    console.log('\nRead routes: DynamoDB requests per call\n');
    console.log('| older items | hashtags | content | users | discovery |');
    console.log('|---|---|---|---|---|');
    for (const r of routeRows) console.log(`| ${r.join(' | ')} |`);
  } finally {
    await cloud.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
