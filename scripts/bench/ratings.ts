/**
 * Ratings benchmark (issue 39, docs/ratings.md "The bench"): the real routes and the real consumers
 * of the local cloud.
 *
 *   npm run bench:ratings [-- --genuine 200] [-- --brigade 500] [-- --follows 5] [-- --concurrent 100]
 *                         [-- --throughput-matches 3]
 *
 * Starts the local cloud in this process (profile `bench`, in memory, no demo seed;
 * RINGSIDE_PORT_SHIFT moves its ports), signs up the fans through Cognito (the local pool) and their
 * profiles through GET /api/user, then sets each account's `createdAt` in the table (the 7-day rule
 * reads it): genuine fans made over the last five years, the brigade 20 days ago within two days.
 * The brigade's follow edges (each follows the next `--follows` of the brigade) are written straight
 * into the table (data/follow.ts followEdgeItems), as the load tests do.
 *
 * 1. ratings/s: every genuine fan rates `--throughput-matches` matches through PUT .../rating, 32 at
 *    a time: accepted ratings a second, and counted a second (until the derived lane has drained).
 * 2. The issue's brigade: `--genuine` ratings of one match spread over the three days after the show
 *    (the functions' clock moved back, POST /__local/clock), the score read; then `--brigade` votes
 *    of 0 with comments that pass every rule, all within minutes, while ten more genuine fans rate;
 *    the score read again: before, after, the shift (target: at most 0.2) and how many were held.
 * 3. Exactness: `--concurrent` fans rate one match at once, then all change their rating at once;
 *    once drained, the counters must equal the sums over the ratings stored (yes / no).
 * 4. The leaderboard's read cost (scripts/bench/leaderboard.ts): the DynamoDB requests a page of a 100,000-player board takes.
 *
 * Numbers only, no timed assertions. The last line:
 * `ratings: brigade shift N, counts exact yes|no, leaderboard requests N`.
 */
import './quiet';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { AdminAddUserToGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const GENUINE = Number(option('--genuine')) || 200;
const BRIGADE = Number(option('--brigade')) || 500;
const FOLLOWS = Number(option('--follows')) || 5;
const CONCURRENT = Math.min(GENUINE, Number(option('--concurrent')) || 100);
const THROUGHPUT_MATCHES = Number(option('--throughput-matches')) || 3;
const EXTRA_GENUINE = 10;
const PASSWORD = 'ringside-bench';
const DAY = 86_400_000;
const COMMENTS = [
  'A proper match with a hot finish and good selling',
  'Solid work from both, the last five minutes were great',
  'Slow start but it built well to a strong closing stretch',
  'Fun sprint, a bit sloppy in places but worth a watch',
];

interface Fan {
  sub: string;
  email: string;
  idToken: string;
}

async function pool<T>(items: T[], limit: number, work: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i] as T, i);
      }
    }),
  );
}

/** A deterministic spread of genuine values around 7.3 (half steps, 4..10). */
const genuineValue = (i: number) => [7, 7.5, 8, 6.5, 7, 8.5, 6, 7.5, 9, 7, 5.5, 8][i % 12] as number;

async function main() {
  const { startLocalCloud } = await import('../local/cloud');
  console.log('Starting the local cloud (in this process)...');
  const cloud = await startLocalCloud({
    profile: 'bench',
    fresh: true,
    inMemory: true,
    seed: false,
    scheduleJobs: false,
  });
  try {
    await run(cloud);
  } finally {
    await cloud.stop();
  }
}

type Cloud = Awaited<ReturnType<typeof import('../local/cloud').startLocalCloud>>;

async function run(cloud: Cloud) {
  const { cognitoClient, signIn, signUpFan } = await import('../local/seed');
  const { getDb } = await import('../../functions/data/client');
  const { batchWrite } = await import('../../functions/data/batch');
  const { followEdgeItems } = await import('../../functions/data/follow');
  const { userKey } = await import('../../functions/data/user');
  const { getCounters } = await import('../../functions/data/ratings/counters');
  const { targetRatingsPage } = await import('../../functions/data/ratings/ratings');
  const db = getDb();
  const cognito = cognitoClient(cloud.cognitoEndpoint);
  const base = cloud.apiBase;
  const call = async (token: string, method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, text: await res.text() };
  };
  const must = async (what: string, p: Promise<{ status: number; text: string }>) => {
    const res = await p;
    if (res.status >= 300) throw new Error(`${what}: ${res.status} ${res.text.slice(0, 300)}`);
    return JSON.parse(res.text) as Record<string, unknown>;
  };
  const setClock = async (offsetMs: number) => {
    const res = await fetch(`${base}/__local/clock`, { method: 'POST', body: JSON.stringify({ offsetMs }) });
    if (!res.ok) throw new Error(`clock: ${res.status}`);
  };
  const drained = async () => {
    for (;;) {
      const res = await fetch(`${base}/__local/stream-drained`);
      if (res.ok) return;
      if (res.status !== 504) throw new Error(`stream-drained: ${res.status} ${await res.text()}`);
    }
  };
  const newFan = async (name: string): Promise<Fan> => {
    const email = `${randomUUID().slice(0, 8)}@bench.local`;
    const sub = await signUpFan(cognito, cloud.userPoolClientId, {
      email,
      password: PASSWORD,
      displayName: name,
    });
    const { idToken } = await signIn(cognito, cloud.userPoolClientId, email, PASSWORD);
    await must('profile', call(idToken, 'GET', '/api/user'));
    return { sub, email, idToken };
  };
  /** The account made at `at`, following `following` fans (the edges are written below, as the load tests do). */
  const madeAt = async (fan: Fan, at: number, following = 0) => {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: userKey(fan.sub),
        UpdateExpression: 'SET createdAt = :at, followingCount = :following',
        ExpressionAttributeValues: { ':at': new Date(at).toISOString(), ':following': following },
      }),
    );
  };

  // --- Fans ---------------------------------------------------------------------------------------
  const total = GENUINE + EXTRA_GENUINE + BRIGADE;
  console.log(`Signing up ${total} fans and an admin (Cognito, then GET /api/user)...`);
  const t0 = performance.now();
  const fans: Fan[] = [];
  await pool(
    Array.from({ length: total }, (_, i) => i),
    8,
    async (i) => {
      fans[i] = await newFan(`${i < GENUINE + EXTRA_GENUINE ? 'Fan' : 'Brigader'} ${i}`);
    },
  );
  let admin = await newFan('Ratings Bench Admin');
  await cognito.send(
    new AdminAddUserToGroupCommand({
      UserPoolId: cloud.userPoolId,
      Username: admin.sub,
      GroupName: 'admins',
    }),
  );
  admin = {
    ...admin,
    idToken: (await signIn(cognito, cloud.userPoolClientId, admin.email, PASSWORD)).idToken,
  };
  console.log(`  ${total + 1} fans in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  const genuine = fans.slice(0, GENUINE);
  const extra = fans.slice(GENUINE, GENUINE + EXTRA_GENUINE);
  const brigade = fans.slice(GENUINE + EXTRA_GENUINE);
  const now = Date.now();
  // Genuine accounts made over five years; the brigade 20 days ago, within two days.
  await pool([...genuine, ...extra], 16, (f, i) =>
    madeAt(f, now - 30 * DAY - ((i * 7919) % (5 * 365)) * DAY),
  );
  await pool(brigade, 16, (f, i) => madeAt(f, now - 20 * DAY - (i * 3_600_000 * 48) / BRIGADE, FOLLOWS));
  const edges = brigade.flatMap((f, i) =>
    Array.from({ length: FOLLOWS }, (_, k) => brigade[(i + k + 1) % brigade.length] as Fan).flatMap((g) =>
      followEdgeItems(f.sub, g.sub).map((item) => ({ put: item })),
    ),
  );
  // A hundred at a time, retried: DynamoDB Local is slow while the lanes read the stream.
  for (let i = 0; i < edges.length; i += 100) {
    for (let attempt = 0; ; attempt++) {
      try {
        await batchWrite(db, edges.slice(i, i + 100));
        break;
      } catch (err) {
        if (attempt === 5) throw err;
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }
  await drained();

  // --- The card -----------------------------------------------------------------------------------
  const slug = `ratings-bench-${Date.now().toString(36)}`;
  const entity = (body: Record<string, unknown>) =>
    must('entity', call(admin.idToken, 'POST', '/api/admin/entities', body));
  const promotion = await entity({
    kind: 'promotion',
    slug: `${slug}-fed`,
    name: 'Ratings Bench Wrestling',
    shortName: 'RBW',
    country: 'United States',
    founded: 2000,
    website: null,
    active: true,
    colors: { primary: '#d50000', secondary: '#ffffff' },
  });
  const wrestlers = await Promise.all(
    ['a', 'b'].map((x) =>
      entity({
        kind: 'wrestler',
        slug: `${slug}-${x}`,
        name: `Bench ${x.toUpperCase()}`,
        akas: [],
        promotionIds: [promotion.id],
        status: 'active',
        hometown: null,
        debutYear: null,
      }),
    ),
  );
  const startsAt = now - 3 * DAY - 3 * 3_600_000;
  const show = await entity({
    kind: 'show',
    slug: `${slug}-show`,
    name: 'Ratings Bench Weekly',
    promotionId: promotion.id,
    showKind: 'weekly',
    startsAt: new Date(startsAt).toISOString(),
    timeZone: 'America/New_York',
    endsAt: new Date(startsAt + 3 * 3_600_000).toISOString(),
    venue: 'The Arena',
    city: 'Orlando',
    hashtag: null,
    status: 'scheduled',
  });
  const matchIds: string[] = [];
  for (let position = 1; position <= THROUGHPUT_MATCHES + 2; position++) {
    const m = await must(
      'match',
      call(admin.idToken, 'POST', `/api/admin/shows/${show.id}/matches`, {
        position,
        sides: wrestlers.map((w) => [w.id]),
        stipulation: null,
        championshipId: null,
      }),
    );
    await must(
      'result',
      call(admin.idToken, 'PUT', `/api/admin/shows/${show.id}/matches/${m.id}/result`, { winnerSide: 0 }),
    );
    matchIds.push(m.id as string);
  }
  const [brigaded, exact, ...throughput] = matchIds as [string, string, ...string[]];
  const rate = (fan: Fan, matchId: string, rating: number, watched: 'live' | 'later', comment?: string) =>
    call(fan.idToken, 'PUT', `/api/matches/${matchId}/rating`, {
      rating,
      watched,
      ...(comment ? { comment } : {}),
    });

  // --- 1. ratings/s --------------------------------------------------------------------------------
  const jobs = throughput.flatMap((m) => genuine.map((f, i) => ({ f, m, i })));
  let accepted = 0;
  let refused = 0;
  const t1 = performance.now();
  await pool(jobs, 32, async ({ f, m, i }) => {
    const res = await rate(f, m, genuineValue(i), i % 2 ? 'live' : 'later', COMMENTS[i % COMMENTS.length]);
    if (res.status === 200) accepted++;
    else refused++;
  });
  const acceptedS = (performance.now() - t1) / 1000;
  await drained();
  const countedS = (performance.now() - t1) / 1000;
  console.log(
    `ratings/s: ${(accepted / acceptedS).toFixed(1)} accepted through PUT .../rating (${accepted} in ${acceptedS.toFixed(1)} s, 32 at a time, ${refused} refused); ${(accepted / countedS).toFixed(1)} counted (the derived lane drained in ${countedS.toFixed(1)} s)`,
  );

  // --- 2. The brigade ------------------------------------------------------------------------------
  const score = async (matchId: string) => {
    const page = await must('ratings', call(admin.idToken, 'GET', `/api/matches/${matchId}/ratings`));
    return page.summary as { score: number | null; count: number };
  };
  // The genuine ratings over the three days after the show: the clock moved back, in steps.
  const steps = 40;
  for (let s = 0; s < steps; s++) {
    await setClock(-3 * DAY + Math.round((s * 3 * DAY) / steps));
    const part = genuine.slice(Math.floor((s * GENUINE) / steps), Math.floor(((s + 1) * GENUINE) / steps));
    await Promise.all(
      part.map((f) => {
        const i = genuine.indexOf(f);
        return rate(f, brigaded, genuineValue(i), s < 4 ? 'live' : 'later', COMMENTS[i % COMMENTS.length]);
      }),
    );
    await drained();
  }
  await setClock(0);
  const before = await score(brigaded);
  const t2 = performance.now();
  let brigadeAccepted = 0;
  await Promise.all([
    pool(brigade, 8, async (f, i) => {
      const res = await rate(f, brigaded, 0, 'live', `Worst match of the year, an absolute disgrace ${i}`);
      if (res.status === 200) brigadeAccepted++;
    }),
    pool(extra, 1, async (f, i) => {
      await new Promise((r) => setTimeout(r, 200 * i));
      await rate(f, brigaded, genuineValue(i), 'later', COMMENTS[i % COMMENTS.length]);
    }),
  ]);
  const brigadeS = (performance.now() - t2) / 1000;
  await drained();
  const after = await score(brigaded);
  const counters = await getCounters(db, brigaded, true);
  const held = counters.counters.heldLive.count + counters.counters.heldLater.count;
  const shift =
    before.score !== null && after.score !== null ? Math.abs(after.score - before.score) : Number.NaN;
  console.log(
    `brigade: before ${before.score?.toFixed(2)} (${before.count} ratings), after ${after.score?.toFixed(2)} (${after.count} scored), shift ${shift.toFixed(2)} (target <= 0.2); ${brigadeAccepted} of ${BRIGADE} brigade votes accepted in ${brigadeS.toFixed(0)} s, ${held} held`,
  );

  // --- 3. Exactness ----------------------------------------------------------------------------------
  const crowd = genuine.slice(0, CONCURRENT);
  await Promise.all(crowd.map((f, i) => rate(f, exact, genuineValue(i), 'live', COMMENTS[i % 4])));
  await Promise.all(
    crowd.map((f, i) => rate(f, exact, genuineValue(i + 5), i % 3 ? 'live' : 'later', COMMENTS[i % 4])),
  );
  await drained();
  const stored: Awaited<ReturnType<typeof targetRatingsPage>>['items'] = [];
  let before_: string | undefined;
  for (;;) {
    const page = await targetRatingsPage(db, exact, 100, before_);
    stored.push(...page.items);
    if (!page.next) break;
    before_ = page.next;
  }
  const c = (await getCounters(db, exact, true)).counters;
  const sum = (w: 'live' | 'later') => {
    const rs = stored.filter((r) => r.watched === w);
    const buckets = Array.from(
      { length: 11 },
      (_, b) => rs.filter((r) => Math.floor(r.halves / 2) === b).length,
    );
    return {
      count: rs.length,
      weightMilli: rs.reduce((s, r) => s + r.weightMilli, 0),
      weightedHalves: rs.reduce((s, r) => s + r.weightMilli * r.halves, 0),
      buckets,
    };
  };
  const same = (['live', 'later'] as const).every((w) => JSON.stringify(sum(w)) === JSON.stringify(c[w]));
  console.log(
    `exactness: ${stored.length} ratings stored after ${CONCURRENT} concurrent ratings and ${CONCURRENT} concurrent changes; counters ${c.live.count + c.later.count}: ${same ? 'exact' : 'NOT exact'}`,
  );

  // --- 4. The leaderboard ------------------------------------------------------------------------------
  // Imported here, as the other modules that read the cloud's environment (set once it is up).
  const { leaderboardRequestsPerPage } = await import('./leaderboard');
  const requests = await leaderboardRequestsPerPage((line) => console.log(line));
  console.log(
    `ratings: brigade shift ${shift.toFixed(2)}, counts exact ${same ? 'yes' : 'no'}, leaderboard requests ${requests}`,
  );
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
