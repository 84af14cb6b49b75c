/**
 * Purge benchmark: the time and DynamoDB requests of an account purge (closed marker -> every work
 * item done, nothing left) for a fan with 10, 100 and 1,000 posts (each post with a hashtag, 3 of
 * every 10 posts popped and commented on by others, 20 follow edges each way), then the 100-post
 * fan again in a table with 10 x more unrelated items.
 *
 *   npm run bench:purge [-- --filler 20000]
 *
 * The purge's requests grow with the fan's own data (about linearly), never with the table.
 */
import './quiet';
import { performance } from 'node:perf_hooks';
import { ulid } from 'ulid';
import { closeAccount } from '../../functions/data/account';
import { batchWrite, type WriteRequest } from '../../functions/data/batch';
import { getDb } from '../../functions/data/client';
import { createComment } from '../../functions/data/comment';
import { follow } from '../../functions/data/follow';
import { togglePop } from '../../functions/data/pop';
import { createPost, postKey } from '../../functions/data/post';
import { activityEventKey } from '../../functions/data/trending';
import { createUser } from '../../functions/data/user';
import { isPurged, remainingData } from '../../functions/domain/account';
import { startLocalCloud } from '../local/cloud';
import { countRequests } from './requests';

const args = process.argv.slice(2);
const FILLER = Number(args[args.indexOf('--filler') + 1]) || 20_000;
const OTHERS = 20;

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
  const rows: string[][] = [];
  let filled = 0;
  const fillTo = async (total: number) => {
    const puts: WriteRequest[] = [];
    for (let n = filled; n < total; n++) puts.push({ put: { ...activityEventKey(`filler#${n}`), n } });
    await batchWrite(db, puts);
    filled = total;
  };
  try {
    const others = Array.from({ length: OTHERS }, (_, i) => `other-${i}`);
    for (const id of others)
      await createUser(db, { id, email: `${id}@bench.local`, displayName: `Other ${id}`, isAdmin: false });
    const runs: [number, number][] = [
      [10, FILLER],
      [100, FILLER],
      [1_000, FILLER],
      [100, FILLER * 10],
    ];
    for (const [posts, filler] of runs) {
      await fillTo(filler);
      const fan = `purgefan-${posts}-${filler}`;
      await createUser(db, {
        id: fan,
        email: `${fan}@bench.local`,
        displayName: `Purge ${posts}`,
        isAdmin: false,
      });
      for (const other of others) {
        await follow(db, fan, { id: other });
        await follow(db, other, { id: fan });
      }
      for (let i = 0; i < posts; i++) {
        const id = ulid();
        await createPost(db, {
          id,
          authorId: fan,
          content: `bench post ${i} #purgebench`,
          imageUrl: null,
          linkPreviewUrl: null,
          linkPreviewTitle: null,
          linkPreviewDescription: null,
          hashtags: ['purgebench'],
          createdAt: new Date().toISOString(),
        });
        if (i % 10 < 3) {
          const other = others[i % OTHERS] ?? 'other-0';
          await togglePop(db, postKey(id), other, new Date());
          await createComment(db, {
            id: ulid(),
            postId: id,
            authorId: other,
            content: 'nice',
            createdAt: new Date().toISOString(),
          });
        }
      }
      await cloud.streamDrained();
      const before = requests();
      const started = performance.now();
      await closeAccount(db, fan, null, 'deleted', new Date());
      // The purge runs on the derived lane (in this process); wait until its work is done.
      let checks = 0;
      for (;;) {
        await cloud.streamDrained();
        const clean = isPurged(await remainingData(db, fan));
        checks++;
        if (clean) break;
      }
      const ms = performance.now() - started;
      // Leave out the verification reads (one remainingData per check) from the purge's count.
      const perCheck = await (async () => {
        const b = requests();
        await remainingData(db, fan);
        return requests() - b;
      })();
      const purgeRequests = requests() - before - perCheck * (checks + 1);
      rows.push([
        posts.toLocaleString('en'),
        filler.toLocaleString('en'),
        purgeRequests.toLocaleString('en'),
        (purgeRequests / posts).toFixed(1),
        `${(ms / 1000).toFixed(1)} s`,
      ]);
    }
  } finally {
    await cloud.stop();
  }
  console.log(
    `\nAccount purge (DynamoDB Local; each fan: N posts with a hashtag, 30% popped and commented by others, ${OTHERS} follows each way)\n`,
  );
  console.log(
    '| posts | unrelated items in the table | DynamoDB requests | per post | time to nothing left |',
  );
  console.log('|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
