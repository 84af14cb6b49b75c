/**
 * Home feed benchmark: what one feed page costs a fan who follows 1, 100 or 1,000 authors (and
 * 1,000 authors plus 10 big accounts merged at read time), on DynamoDB Local with the real
 * feed-fanout stream consumer filling the feeds.
 *
 *   npm run bench:feed [-- --runs 50]
 *
 * For each fan it calls the real GET /api/posts/feed handler (caller lookup included) and prints
 * the DynamoDB requests per page and the latency (p50 / p95) of the first page and a deeper page.
 * Then the viewer's filter (docs/safety.md, "Blocks and mutes"): two fans following the same 100
 * authors, one with an empty filter and one with 1,000 blocks + mutes (500 blocked, 500 muted, 5 of
 * them authors they follow) and 100 muted words in the controls item: requests per page, p50 and the
 * p50 ratio (the target: the same requests, ratio <= 1.2).
 * Then followed catalogue entities (issue 28): a fan following 1 entity against one following 200
 * (5 of them big, standing for a million followers: merged at read time from ELATEST#, the others
 * fanned out by the entity-feed consumer): requests per page, p50, and the p50 ratio (the target:
 * at most one request more than a page without entities, ratio 200 / 1 <= 1.3).
 * Then Spoiler Guard (issue 37, docs/spoilers.md "Cost"): two fans following the same 100 authors
 * whose newest 20 posts are each tagged with one of 50 shows that started in the last two days, one
 * protected from none of them and one from all 50 (they follow the shows' promotion): requests per
 * page, shielded posts per page, p50 and p95 side by side (the target: the same requests, p95 at
 * most 15 ms more; the recent shows come from the per-container cache).
 * DynamoDB Local's latency is not AWS's: compare the rows with each other, not with production.
 */
import { performance } from 'node:perf_hooks';
import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { ulid } from 'ulid';
import { entityFollowerKey, entityFollowKey } from '../../functions/data/catalogue/entity-follow';
import { entityKey } from '../../functions/data/catalogue/items';
import { type Db, getDb } from '../../functions/data/client';
import { controlsKey } from '../../functions/data/controls';
import { markBig } from '../../functions/data/feed-sources';
import { follow } from '../../functions/data/follow';
import { createPost } from '../../functions/data/post';
import { createUser, userKey } from '../../functions/data/user';
import { muteWord } from '../../functions/domain/muted-words';
import { MUTED_WORDS_MAX } from '../../shared/muted-words';
import { DynamoDBClient, ensureTable, startDynamo } from '../local/dynamodb';
import { invoke } from '../local/lambda-runtime';
import { portsFor } from '../local/ports';
import { putFixtureEntity } from '../local/seed-catalogue';
import { startStreamPoller } from '../local/stream-poller';
import { assertPortFree } from '../local/wait';

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 50;
const AUTHORS = 1000;
const BIG_ACCOUNTS = 10;
const POSTS_PER_AUTHOR = 3;
const PARALLEL = 16;
const ENTITIES = 200;
const BIG_ENTITIES = 5;
const SHOWS = 50;
const SHOW_POSTS = 20;

const ports = portsFor('bench');
Object.assign(process.env, {
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${ports.dynamodb}`,
  TABLE_NAME: 'ringside-bench',
  LOG_LEVEL: 'error',
  POWERTOOLS_METRICS_DISABLED: 'true',
});

async function inBatches<T>(items: readonly T[], fn: (item: T, index: number) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += PARALLEL)
    await Promise.all(items.slice(i, i + PARALLEL).map((item, j) => fn(item, i + j)));
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

function feedEvent(userId: string, query: Record<string, string>): APIGatewayProxyEventV2WithJWTAuthorizer {
  return {
    version: '2.0',
    routeKey: 'GET /api/posts/feed',
    rawPath: '/api/posts/feed',
    rawQueryString: new URLSearchParams(query).toString(),
    headers: {},
    queryStringParameters: Object.keys(query).length ? query : undefined,
    isBase64Encoded: false,
    requestContext: {
      http: { method: 'GET', path: '/api/posts/feed' },
      authorizer: {
        jwt: { claims: { sub: userId, token_use: 'id', email: `${userId}@bench.local` }, scopes: [] },
      },
    },
  } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
}

/** A fan follows an entity as the follow route's transaction does (edges, count, bigEntityFollows). */
async function followEntity(db: Db, userId: string, entityId: string, big: boolean) {
  await db.doc.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: db.table,
            Item: {
              ...entityFollowKey(userId, entityId),
              type: 'entity-follow',
              userId,
              entityId,
              createdAt: new Date().toISOString(),
            },
          },
        },
        {
          Put: {
            TableName: db.table,
            Item: { ...entityFollowerKey(entityId, userId), type: 'entity-follower', userId },
          },
        },
        {
          Update: {
            TableName: db.table,
            Key: entityKey(entityId),
            UpdateExpression: 'ADD followerCount :one',
            ExpressionAttributeValues: { ':one': 1 },
          },
        },
        ...(big
          ? [
              {
                Update: {
                  TableName: db.table,
                  Key: userKey(userId),
                  UpdateExpression: 'ADD bigEntityFollows :e',
                  ExpressionAttributeValues: { ':e': new Set([entityId]) },
                },
              },
            ]
          : []),
      ],
    }),
  );
}

async function main() {
  await assertPortFree(ports.dynamodb);
  const log = () => undefined;
  const dynamo = await startDynamo({ port: ports.dynamodb, dbPath: null, log });
  const ddb = new DynamoDBClient({});
  const streamArn = await ensureTable(ddb, process.env.TABLE_NAME ?? '');
  ddb.destroy();
  const poller = startStreamPoller({
    endpoint: dynamo.endpoint,
    streamArn,
    consumers: [
      {
        name: 'derived',
        filters: [],
        batchSize: 100,
        invoke: (event) => invoke('streams/derived-lane', 'stream', event) as Promise<undefined>,
      },
    ],
    log: (line) => console.error(line),
  });
  await poller.ready;
  const db = getDb();
  let requests = 0;
  db.doc.middlewareStack.add(
    (next) => (a) => {
      requests++;
      return next(a);
    },
    { step: 'initialize', name: 'countRequests' },
  );

  try {
    const started = performance.now();
    const user = (id: string, bigAccount = false) =>
      createUser(db, { id, email: `${id}@bench.local`, displayName: `Bench ${id}`, isAdmin: false }).then(
        async (u) => {
          if (bigAccount) await markBig(db, { type: 'author', id });
          return u;
        },
      );
    const authors = Array.from({ length: AUTHORS }, (_, i) => `author-${i}`);
    const bigAccounts = Array.from({ length: BIG_ACCOUNTS }, (_, i) => `star-${i}`);
    const now = Date.now();
    await inBatches([...authors, ...bigAccounts], (id) => user(id, id.startsWith('star-')));
    await inBatches([...authors, ...bigAccounts], async (authorId, i) => {
      for (let p = 0; p < POSTS_PER_AUTHOR; p++) {
        const at = now - (i * POSTS_PER_AUTHOR + p) * 60_000;
        await createPost(db, {
          id: ulid(at),
          authorId,
          content: `Post ${p} by ${authorId} #bench`,
          imageUrl: null,
          linkPreviewUrl: null,
          linkPreviewTitle: null,
          linkPreviewDescription: null,
          hashtags: ['bench'],
          createdAt: new Date(at).toISOString(),
        });
      }
    });

    const scenarios = [
      { fan: 'fan-1', follows: authors.slice(0, 1), big: [] as string[], words: 0 },
      { fan: 'fan-100', follows: authors.slice(0, 100), big: [], words: 0 },
      { fan: 'fan-1000', follows: authors, big: [], words: 0 },
      { fan: 'fan-1000-big', follows: authors, big: bigAccounts, words: 0 },
      // The most muted words a fan may have (none matching: the same posts per page, the filter's cost).
      { fan: 'fan-1000-words', follows: authors, big: [], words: MUTED_WORDS_MAX },
    ];
    for (const s of scenarios) {
      await user(s.fan);
      for (let w = 0; w < s.words; w++)
        await muteWord(db, s.fan, {
          word: `nomatch ${w}`,
          duration: 'forever',
          action: w % 2 ? 'warn' : 'hide',
        });
      await inBatches(s.follows, (id) => follow(db, s.fan, { id }));
      await inBatches(s.big, (id) => follow(db, s.fan, { id, bigAccount: true }));
    }
    // The filter rows: the same 100 authors followed, an empty filter and a full one.
    const filterFans = { empty: 'fan-filter-0', full: 'fan-filter-1000' };
    for (const fan of Object.values(filterFans)) {
      await user(fan);
      await inBatches(authors.slice(0, 100), (id) => follow(db, fan, { id }));
    }
    const muted: Record<string, number> = {};
    for (let i = 0; i < 500; i++) muted[i < 5 ? `author-${i * 7}` : `muted-${i}`] = i % 2 ? 0 : 4_000_000_000;
    const words: Record<string, unknown> = {};
    for (let i = 0; i < 100; i++)
      words[ulid()] = {
        word: `word ${i}`,
        folded: `word ${i}`,
        action: i % 2 ? 'hide' : 'warn',
        expiresAt: 0,
      };
    await db.doc.send(
      new PutCommand({
        TableName: db.table,
        Item: {
          ...controlsKey(filterFans.full),
          type: 'filters',
          blocked: new Set(Array.from({ length: 500 }, (_, i) => `blocked-${i}-${ulid()}`)),
          muted,
          words,
        },
      }),
    );
    // Followed entities: 200 (5 big, a million followers each), 3 tagged posts each by the authors.
    const entities = await Promise.all(
      Array.from({ length: ENTITIES }, (_, i) =>
        putFixtureEntity(db, {
          kind: i % 2 ? 'wrestler' : 'promotion',
          slug: `bench-entity-${i}`,
          name: `Bench Entity ${i}`,
          ...(i < BIG_ENTITIES ? { big: true, followerCount: 1_000_000 } : {}),
        }),
      ),
    );
    const entityFans = { one: 'fan-entities-1', many: 'fan-entities-200' };
    for (const fan of Object.values(entityFans)) await user(fan);
    // The fan following one follows a small one (fanned out), like most of the 200.
    await followEntity(db, entityFans.one, entities[BIG_ENTITIES]?.id ?? '', false);
    await inBatches(entities, (e, i) => followEntity(db, entityFans.many, e.id, i < BIG_ENTITIES));
    await poller.drained();
    // The entity the one-entity fan follows has a full page and more of tagged posts (both rows
    // then hydrate 20 posts: the same work but for the merge).
    await inBatches(entities, async (e, i) => {
      const count = i === BIG_ENTITIES ? 25 : POSTS_PER_AUTHOR;
      for (let p = 0; p < count; p++) {
        const at = now - (i * POSTS_PER_AUTHOR + p) * 30_000 - 15_000;
        const authorId = authors[(i * 7 + p) % AUTHORS] ?? 'author-0';
        await createPost(db, {
          id: ulid(at),
          authorId,
          content: `Tagged post ${p} about ${e.name}`,
          imageUrl: null,
          linkPreviewUrl: null,
          linkPreviewTitle: null,
          linkPreviewDescription: null,
          hashtags: [],
          tags: [e.id],
          createdAt: new Date(at).toISOString(),
        });
      }
    });
    await poller.drained();
    // Spoiler Guard: 50 shows of one promotion that started in the last two days (protected for 3
    // days after their end by default), two fans following 100 authors, one of them following the
    // promotion; then the authors' newest 20 posts, each tagged with one of the shows.
    const promotion = await putFixtureEntity(db, {
      kind: 'promotion',
      slug: 'bench-spoilers',
      name: 'Bench Spoilers',
    });
    const shows = await Promise.all(
      Array.from({ length: SHOWS }, (_, i) => {
        const startsAt = new Date(now - (i + 1) * 3_600_000).toISOString();
        return putFixtureEntity(db, {
          kind: 'show',
          slug: `bench-show-${i}`,
          name: `Bench Show ${i}`,
          promotionId: promotion.id,
          startsAt,
          endsAt: new Date(Date.parse(startsAt) + 3 * 3_600_000).toISOString(),
        });
      }),
    );
    // The shows' posts are by authors only these two fans follow (the rows above stay as they were).
    const showAuthors = Array.from({ length: SHOW_POSTS }, (_, i) => `show-author-${i}`);
    await inBatches(showAuthors, (id) => user(id));
    const spoilerFans = { none: 'fan-spoilers-0', all: `fan-spoilers-${SHOWS}` };
    for (const fan of Object.values(spoilerFans)) {
      await user(fan);
      await inBatches([...authors.slice(0, 100), ...showAuthors], (id) => follow(db, fan, { id }));
    }
    await db.doc.send(
      new PutCommand({
        TableName: db.table,
        Item: { ...controlsKey(spoilerFans.all), type: 'filters', promotions: new Set([promotion.id]) },
      }),
    );
    await inBatches(
      Array.from({ length: SHOW_POSTS }, (_, i) => i),
      async (i) => {
        const at = now + 60_000 + i * 1_000;
        await createPost(db, {
          id: ulid(at),
          authorId: showAuthors[i] ?? 'show-author-0',
          content: `Who won at Bench Show ${i % SHOWS}? #bench`,
          imageUrl: null,
          linkPreviewUrl: null,
          linkPreviewTitle: null,
          linkPreviewDescription: null,
          hashtags: ['bench'],
          tags: [shows[i % SHOWS]?.id ?? ''],
          createdAt: new Date(at).toISOString(),
        });
      },
    );
    await poller.drained();
    console.log(
      `setup: ${AUTHORS + BIG_ACCOUNTS} authors, ${(AUTHORS + BIG_ACCOUNTS) * POSTS_PER_AUTHOR} posts, feeds filled by the stream consumer in ${((performance.now() - started) / 1000).toFixed(1)} s; ${RUNS} runs per row\n`,
    );

    const rows: string[][] = [];
    const measureFan = async (fan: string, query: Record<string, string>) => {
      const times: number[] = [];
      let perPage = 0;
      let posts = 0;
      let shielded = 0;
      for (let run = 0; run < RUNS + 3; run++) {
        requests = 0;
        const t0 = performance.now();
        const res = (await invoke('http/get-feed', 'http', feedEvent(fan, query))) as {
          statusCode: number;
          body: string;
        };
        const ms = performance.now() - t0;
        if (res.statusCode !== 200) throw new Error(`feed answered ${res.statusCode}: ${res.body}`);
        const page = JSON.parse(res.body) as { shielded?: unknown }[];
        posts = page.length;
        shielded = page.filter((p) => p.shielded).length;
        perPage = requests;
        if (run >= 3) times.push(ms);
      }
      times.sort((a, b) => a - b);
      return { perPage, posts, shielded, p50: percentile(times, 50), p95: percentile(times, 95) };
    };
    for (const s of scenarios) {
      const measure = (query: Record<string, string>) => measureFan(s.fan, query);
      const first = await measure({});
      // A deeper page: the cursor after the first two pages (none when the feed is shorter).
      const pageAfter = async (before?: string) =>
        JSON.parse(
          (
            (await invoke('http/get-feed', 'http', feedEvent(s.fan, before ? { before } : {}))) as {
              body: string;
            }
          ).body,
        ) as { id: string }[];
      const page1 = await pageAfter();
      const page2 = page1.length ? await pageAfter(page1.at(-1)?.id) : [];
      const cursor = page2.at(-1)?.id;
      const deep = cursor ? await measure({ before: cursor }) : null;
      rows.push([
        String(s.follows.length),
        String(s.big.length),
        String(s.words),
        String(first.posts),
        String(first.perPage),
        first.p50.toFixed(1),
        first.p95.toFixed(1),
        deep ? String(deep.perPage) : '-',
        deep ? deep.p50.toFixed(1) : '-',
        deep ? deep.p95.toFixed(1) : '-',
      ]);
    }
    const header = [
      'authors followed',
      'big accounts',
      'muted words',
      'posts/page',
      'requests (page 1)',
      'p50 ms',
      'p95 ms',
      'requests (page 3)',
      'p50 ms',
      'p95 ms',
    ];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
    const line = (cells: string[]) => `| ${cells.map((c, i) => c.padStart(widths[i] ?? 0)).join(' | ')} |`;
    console.log(line(header));
    console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
    for (const r of rows) console.log(line(r));
    console.log(
      "\nrequests = DynamoDB calls per GET /api/posts/feed: the request's viewer (the caller's profile and controls item in one BatchGet: blocks, mutes and muted words), the rate limit, one Query of the feed, one per followed big account, one BatchGet.",
    );

    // The viewer's filter: an empty one against 1,000 blocks + mutes and 100 muted words. Measured
    // in turns (empty, full, empty, full ...) so both rows see the same machine.
    const filterRows: { label: string; perPage: number; posts: number; p50s: number[] }[] = [
      { label: '0 blocks + mutes, 0 words', perPage: 0, posts: 0, p50s: [] },
      { label: '1,000 blocks + mutes, 100 words', perPage: 0, posts: 0, p50s: [] },
    ];
    for (let round = 0; round < 5; round++)
      for (const [i, fan] of [filterFans.empty, filterFans.full].entries()) {
        const m = await measureFan(fan, {});
        const row = filterRows[i];
        if (!row) continue;
        row.perPage = m.perPage;
        row.posts = m.posts;
        row.p50s.push(m.p50);
      }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
    const [emptyRow, fullRow] = filterRows.map((r) => ({ ...r, p50: median(r.p50s) }));
    console.log('\n| viewer filter (100 authors followed) | posts/page | requests (page 1) | p50 ms |');
    console.log('|---|---|---|---|');
    for (const r of [emptyRow, fullRow])
      if (r) console.log(`| ${r.label} | ${r.posts} | ${r.perPage} | ${r.p50.toFixed(1)} |`);
    if (emptyRow && fullRow)
      console.log(
        `\np50 ratio (1,000 / 0): ${(fullRow.p50 / emptyRow.p50).toFixed(2)} (target <= 1.2); requests ${fullRow.perPage} vs ${emptyRow.perPage} (the filter rides the viewer's one read in both)`,
      );

    // Followed entities: 1 against 200 (5 big), measured in turns like the filter rows.
    const entityRows = [
      {
        label: '1 entity (small)',
        fan: entityFans.one,
        perPage: 0,
        posts: 0,
        p50s: [] as number[],
        p95s: [] as number[],
      },
      {
        label: `${ENTITIES} entities (${BIG_ENTITIES} big)`,
        fan: entityFans.many,
        perPage: 0,
        posts: 0,
        p50s: [] as number[],
        p95s: [] as number[],
      },
    ];
    for (let round = 0; round < 5; round++)
      for (const row of entityRows) {
        const m = await measureFan(row.fan, {});
        row.perPage = m.perPage;
        row.posts = m.posts;
        row.p50s.push(m.p50);
        row.p95s.push(m.p95);
      }
    console.log('\n| entities followed | posts/page | requests (page 1) | p50 ms | p95 ms |');
    console.log('|---|---|---|---|---|');
    const [oneRow, manyRow] = entityRows.map((r) => ({ ...r, p50: median(r.p50s), p95: median(r.p95s) }));
    for (const r of [oneRow, manyRow])
      if (r)
        console.log(`| ${r.label} | ${r.posts} | ${r.perPage} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} |`);
    if (oneRow && manyRow)
      console.log(
        `\np50 ratio (${ENTITIES} / 1 entities): ${(manyRow.p50 / oneRow.p50).toFixed(2)} (target <= 1.3); requests ${manyRow.perPage} vs ${oneRow.perPage} (target: at most one more: the BatchGet of the big entities' ELATEST# items)`,
      );

    // Spoiler Guard: protected from no show against 50, measured in turns like the rows above.
    const spoilerRows = [
      { label: '0 protected shows', fan: spoilerFans.none },
      { label: `${SHOWS} protected shows`, fan: spoilerFans.all },
    ].map((r) => ({ ...r, perPage: 0, posts: 0, shielded: 0, p50s: [] as number[], p95s: [] as number[] }));
    for (let round = 0; round < 5; round++)
      for (const row of spoilerRows) {
        const m = await measureFan(row.fan, {});
        Object.assign(row, { perPage: m.perPage, posts: m.posts, shielded: m.shielded });
        row.p50s.push(m.p50);
        row.p95s.push(m.p95);
      }
    console.log(
      '\n| Spoiler Guard (100 authors followed) | posts/page | shielded | requests (page 1) | p50 ms | p95 ms |',
    );
    console.log('|---|---|---|---|---|---|');
    const [noneRow, allRow] = spoilerRows.map((r) => ({ ...r, p50: median(r.p50s), p95: median(r.p95s) }));
    for (const r of [noneRow, allRow])
      if (r)
        console.log(
          `| ${r.label} | ${r.posts} | ${r.shielded} | ${r.perPage} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} |`,
        );
    if (noneRow && allRow)
      console.log(
        `\np95 ${SHOWS} - 0 protected shows: ${(allRow.p95 - noneRow.p95).toFixed(1)} ms (target <= 15 ms); requests ${allRow.perPage} vs ${noneRow.perPage} (target: the same: the statuses ride the viewer's read, the recent shows the container's cache)`,
      );
  } finally {
    await poller.stop();
    await dynamo.stop();
  }
}

main().catch((err: Error) => {
  console.error(err.stack ?? err.message);
  process.exit(1);
});
