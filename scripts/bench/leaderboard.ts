/**
 * The leaderboard's read cost for 100,000 players (issue 39's target: at most 3 requests a page),
 * against a running local cloud's table (`npm run dev`; or the DynamoDB of AWS_ENDPOINT_URL_DYNAMODB
 * and TABLE_NAME when set, e.g. by a benchmark that started its own cloud).
 *
 * It seeds one board (a bench promotion's, all time) with 100,000 players' entries directly in the
 * table (BatchWrite, 25 a request, side by side; skipped when the last one is there already) and
 * profiles for the players of the first pages (the page names its fans), then reads the first pages
 * through the route's handler (GET /api/leaderboards?scope=promotion&period=all, the same function
 * the gateway runs, its middleware and all) in this process and counts every DynamoDB request the
 * client sends while a page is read: the caller's viewer, the board's Query, the names' BatchGet.
 *
 *   npx tsx scripts/bench/leaderboard.ts        (RINGSIDE_PORT_SHIFT picks the cloud's ports)
 *
 * Its last line: `leaderboard: 100000 players, N requests a page` (the most any page took).
 * `npm run bench:ratings` imports `leaderboardRequestsPerPage` for its own last line.
 */
import './quiet';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { entityIdBySlug } from '../../functions/data/catalogue/entities';
import { type Db, getDb } from '../../functions/data/client';
import {
  boardBucket,
  boardEntryItem,
  boardEntryKey,
  putBoardEntries,
} from '../../functions/data/ratings/leaderboard';
import { createUser, getUserById } from '../../functions/data/user';
import type { Leaderboard } from '../../shared/schemas/ratings';
import { invoke } from '../local/lambda-runtime';
import { portsFor } from '../local/ports';
import { putFixtureEntity } from '../local/seed-catalogue';
import { requestsOf } from './requests';

const PLAYERS = 100_000;
const PAGES = 3;
const PAGE = 50;
const PARALLEL = 16;
const SLUG = 'bench-leaderboard-promotion';
const playerId = (i: number) => `bench-player-${String(i).padStart(6, '0')}`;
/** Points spread so the board is a real order (deterministic): the lower the index, the more. */
const pointsOf = (i: number) => PLAYERS - i + ((i * 7919) % 13);

function pointAtRunningCloud() {
  process.env.AWS_REGION ??= 'us-east-1';
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  process.env.AWS_ENDPOINT_URL_DYNAMODB ??= `http://127.0.0.1:${portsFor('dev').dynamodb}`;
  process.env.TABLE_NAME ??= 'ringside';
}

async function benchPromotion(db: Db): Promise<string> {
  const id = await entityIdBySlug(db, SLUG);
  if (id) return id;
  const made = await putFixtureEntity(db, {
    kind: 'promotion',
    slug: SLUG,
    name: 'Bench Leaderboard Promotion',
    shortName: 'BENCH',
  });
  return made.id;
}

/** 100,000 entries on the board (BatchWrite), unless the last one is there already. */
async function seed(db: Db, bucket: string): Promise<void> {
  const last = await db.doc.send(
    new GetCommand({ TableName: db.table, Key: boardEntryKey(bucket, playerId(PLAYERS - 1)) }),
  );
  if (!last.Item) {
    const CHUNK = 25 * 4;
    const chunks: number[] = [];
    for (let i = 0; i < PLAYERS; i += CHUNK) chunks.push(i);
    for (let c = 0; c < chunks.length; c += PARALLEL)
      await Promise.all(
        chunks.slice(c, c + PARALLEL).map((start) =>
          putBoardEntries(
            db,
            Array.from({ length: Math.min(CHUNK, PLAYERS - start) }, (_, k) =>
              boardEntryItem(bucket, playerId(start + k), pointsOf(start + k)),
            ),
          ),
        ),
      );
  }
  // The players a page names have profiles (the first pages' and the reader's).
  for (let i = 0; i <= PAGES * PAGE + 1; i += PARALLEL)
    await Promise.all(
      Array.from({ length: Math.min(PARALLEL, PAGES * PAGE + 2 - i) }, async (_, k) => {
        const id = playerId(i + k);
        if (!(await getUserById(db, id)))
          await createUser(db, {
            id,
            email: `${id}@bench.local`,
            displayName: `Bench Player ${i + k}`,
            isAdmin: false,
          });
      }),
    );
}

function leaderboardEvent(userId: string, query: Record<string, string>) {
  const qs = new URLSearchParams(query).toString();
  return {
    version: '2.0',
    routeKey: 'GET /api/leaderboards',
    rawPath: '/api/leaderboards',
    rawQueryString: qs,
    queryStringParameters: query,
    headers: {},
    isBase64Encoded: false,
    requestContext: {
      http: { method: 'GET', path: '/api/leaderboards' },
      authorizer: {
        jwt: { claims: { sub: userId, token_use: 'id', email: `${userId}@bench.local` }, scopes: [] },
      },
    },
  } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
}

/**
 * Seeds 100,000 players on one board of the running local cloud's table and reads its first pages
 * through the route: the most DynamoDB requests one page took.
 */
export async function leaderboardRequestsPerPage(
  log: (line: string) => void = () => undefined,
): Promise<number> {
  pointAtRunningCloud();
  const db = getDb();
  const promotionId = await benchPromotion(db);
  const bucket = boardBucket(promotionId, null);
  const seeding = Date.now();
  await seed(db, bucket);
  log(`leaderboard: board ready in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
  const counted = requestsOf(db);
  const reader = playerId(PAGES * PAGE + 1);
  let before: string | null = null;
  let most = 0;
  for (let page = 0; page < PAGES; page++) {
    const query: Record<string, string> = { scope: 'promotion', period: 'all', promotion: promotionId };
    if (before) query.before = before;
    const { result: res, requests: took } = await counted(
      async () =>
        (await invoke('http/get-leaderboard', 'http', leaderboardEvent(reader, query))) as {
          statusCode: number;
          body: string;
        },
    );
    if (res.statusCode !== 200)
      throw new Error(`GET /api/leaderboards answered ${res.statusCode}: ${res.body}`);
    const body = JSON.parse(res.body) as Leaderboard;
    log(
      `leaderboard: page ${page + 1}: ${body.entries.length} fans, ranks ${body.entries[0]?.rank}-${body.entries.at(-1)?.rank}, ${took} requests`,
    );
    most = Math.max(most, took);
    before = body.nextBefore;
    if (!before) break;
  }
  return most;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const n = await leaderboardRequestsPerPage(console.log);
  console.log(`leaderboard: ${PLAYERS} players, ${n} requests a page`);
  process.exit(0);
}
