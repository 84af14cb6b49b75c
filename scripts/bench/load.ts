/**
 * Server throughput benchmark (docs/performance.md, "Throughput on the local cloud"): fans reading
 * their home feed and toggling Pops through the local cloud's HTTP API, as fast as the cloud answers.
 *
 *   npm run bench:load [-- --fans 20] [-- --seconds 30]
 *
 * Starts the local cloud (profile `bench`, in memory, no demo seed; RINGSIDE_PORT_SHIFT moves its
 * ports), signs up `--fans` fans, each following the next ten and writing five posts (the fan-out
 * to their followers' feeds drained before the clock starts), warms every fan's feed and Pop once,
 * then runs one loop per fan for `--seconds`: GET /api/posts/feed?limit=20, then POST
 * /api/reactions for a post of that page (a Pop, or taking it back). Every request goes through the
 * gateway exactly as the SPA's would (the JWT checked, the route's function, the answer checked
 * against the OpenAPI document), and the stream lanes work on the Pops meanwhile, as they would.
 *
 * Prints the requests answered per second (all requests, finished within the window, over the
 * window), p50 / p95 per route and any answer that was not 2xx. The client runs in the cloud's
 * process, as the other benchmarks do: it is the same on every version measured. Compare runs made
 * back to back, alternating versions: the machine's load moves the absolute numbers.
 */
import './quiet';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { getDb } from '../../functions/data/client';
import { startLocalCloud } from '../local/cloud';
import { cognitoClient, signIn, signUpFan } from '../local/seed';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const FANS = Number(option('--fans')) || 20;
const SECONDS = Number(option('--seconds')) || 30;
const FOLLOWS_EACH = Math.min(10, FANS - 1);
const POSTS_EACH = 5;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/** CPU time (ms) the process listening on `port` has used so far (Linux: ss and /proc), or NaN. */
function cpuMsOfListener(port: number): () => number {
  const out = spawnSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' }).stdout ?? '';
  const pid = out.match(/pid=(\d+)/)?.[1];
  const ticks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
  return () => {
    if (!pid) return Number.NaN;
    // /proc/<pid>/stat: utime and stime are fields 14 and 15 (after the parenthesised name).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks;
  };
}

async function main() {
  // No scheduled jobs: the trending job's run every 30 s (721 Queries) would land in some windows only.
  const cloud = await startLocalCloud({
    profile: 'bench',
    fresh: true,
    inMemory: true,
    seed: false,
    scheduleJobs: false,
  });
  const cognito = cognitoClient(cloud.cognitoEndpoint);
  const api = async (token: string, method: string, path: string, body?: unknown) => {
    const res = await fetch(`${cloud.apiBase}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, text };
  };
  const must = async (what: string, p: Promise<{ status: number; text: string }>) => {
    const res = await p;
    if (res.status >= 300) throw new Error(`${what}: ${res.status} ${res.text}`);
    return JSON.parse(res.text) as unknown;
  };

  try {
    console.log(`Signing up ${FANS} fans...`);
    const fans: { sub: string; token: string }[] = [];
    for (let i = 0; i < FANS; i++) {
      const email = `${randomUUID().slice(0, 8)}@bench.local`;
      const sub = await signUpFan(cognito, cloud.userPoolClientId, {
        email,
        password: 'ringside-bench',
        displayName: `Load Fan ${i}`,
      });
      const { idToken } = await signIn(cognito, cloud.userPoolClientId, email, 'ringside-bench');
      await must('profile', api(idToken, 'GET', '/api/auth/user'));
      fans.push({ sub, token: idToken });
    }
    console.log(`Each follows ${FOLLOWS_EACH} others and writes ${POSTS_EACH} posts...`);
    for (const [i, fan] of fans.entries())
      for (let f = 1; f <= FOLLOWS_EACH; f++) {
        const other = fans[(i + f) % FANS] as { sub: string };
        await must('follow', api(fan.token, 'POST', '/api/follow', { followingId: other.sub }));
      }
    for (let p = 0; p < POSTS_EACH; p++)
      for (const [i, fan] of fans.entries())
        await must('post', api(fan.token, 'POST', '/api/posts', { content: `Post ${p} of fan ${i} #load` }));
    await cloud.streamDrained();

    const feedOf = async (token: string) =>
      (await must('feed', api(token, 'GET', '/api/posts/feed?limit=20'))) as { id: string }[];
    for (const fan of fans) {
      const page = await feedOf(fan.token);
      if (page.length === 0) throw new Error('empty feed after the fan-out');
    }

    // Every DynamoDB request the cloud's functions send (one client in this process), by command.
    const commands = new Map<string, number>();
    /** How long each call took, from the client's send to its answer (by command). */
    const latency = new Map<string, number[]>();
    let counting = false;
    getDb().doc.middlewareStack.add(
      (next, context) => async (a) => {
        if (!counting) return next(a);
        const command = (context.commandName ?? '?').replace(/Command$/, '');
        // A BatchGet of two keys is a request's Viewer (profile and filter item); the others are pages.
        const keys = Object.values(
          (a.input as { RequestItems?: Record<string, { Keys?: unknown[] }> }).RequestItems ?? {},
        ).reduce((sum, r) => sum + (r.Keys?.length ?? 0), 0);
        const name = command === 'BatchGetItem' ? `${command} (${keys <= 2 ? '2 keys' : 'more'})` : command;
        commands.set(name, (commands.get(name) ?? 0) + 1);
        const start = performance.now();
        try {
          return await next(a);
        } finally {
          const ms = performance.now() - start;
          const list = latency.get(name);
          if (list) list.push(ms);
          else latency.set(name, [ms]);
        }
      },
      { step: 'initialize', name: 'loadBenchCount' },
    );
    const times: Record<'feed' | 'pop', number[]> = { feed: [], pop: [] };
    const failures = new Map<string, number>();
    let stop = false;
    const timed = async (
      kind: 'feed' | 'pop',
      token: string,
      method: string,
      path: string,
      body?: unknown,
    ) => {
      const start = performance.now();
      const res = await api(token, method, path, body);
      const ms = performance.now() - start;
      if (stop) return res; // answered after the window: not counted
      times[kind].push(ms);
      if (res.status >= 300)
        failures.set(`${kind} ${res.status}`, (failures.get(`${kind} ${res.status}`) ?? 0) + 1);
      return res;
    };
    const loop = async (fan: { token: string }, n: number) => {
      let round = n;
      while (!stop) {
        const feed = await timed('feed', fan.token, 'GET', '/api/posts/feed?limit=20');
        if (stop) break;
        const posts = feed.status === 200 ? (JSON.parse(feed.text) as { id: string }[]) : [];
        const post = posts[round++ % Math.max(1, posts.length)];
        if (post) await timed('pop', fan.token, 'POST', '/api/reactions', { postId: post.id });
      }
    };

    console.log(`${FANS} fans reading feeds and toggling Pops for ${SECONDS} s...`);
    const started = performance.now();
    const dynamoCpu = cpuMsOfListener(cloud.ports.dynamodb);
    const dynamoStart = dynamoCpu();
    const cpuStart = process.cpuUsage();
    counting = true;
    const streamBefore = cloud.streamStats();
    const loops = fans.map((fan, i) => loop(fan, i));
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    stop = true;
    const elapsed = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuStart);
    const dynamoMs = dynamoCpu() - dynamoStart;
    counting = false;
    const streamAfter = cloud.streamStats();
    await Promise.all(loops);

    const all = [...times.feed, ...times.pop];
    const row = (label: string, values: number[]) =>
      `| ${label} | ${values.length} | ${(values.length / elapsed).toFixed(1)} | ${percentile(values, 50).toFixed(0)} ms | ${percentile(values, 95).toFixed(0)} ms |`;
    console.log(`\nLoad: ${FANS} fans, feed page + Pop, ${elapsed.toFixed(1)} s (local cloud)\n`);
    console.log('| requests | answered | per second | p50 | p95 |');
    console.log('|---|---|---|---|---|');
    console.log(row('all', all));
    console.log(row('GET /api/posts/feed', times.feed));
    console.log(row('POST /api/reactions', times.pop));
    const cpuMs = (cpu.user + cpu.system) / 1000;
    console.log(
      `\nThe cloud's process (gateway, functions, lanes, this client): ${(cpuMs / elapsed / 10).toFixed(0)}% of a core, ${(cpuMs / all.length).toFixed(1)} ms CPU per request.`,
    );
    console.log(
      `DynamoDB Local (its own Java process): ${(dynamoMs / elapsed / 10).toFixed(0)}% of a core, ${(dynamoMs / all.length).toFixed(1)} ms CPU per request.`,
    );
    const lanes = Object.entries(streamAfter.lanes).map(([lane, after]) => {
      const before = streamBefore.lanes[lane as keyof typeof streamBefore.lanes];
      const records = after.delivered - (before?.delivered ?? 0);
      const invocations = after.invocations - (before?.invocations ?? 0);
      return `${lane} ${(records / all.length).toFixed(2)} records, ${(invocations / all.length).toFixed(2)} invocations`;
    });
    console.log(`Stream lanes meanwhile, per request answered: ${lanes.join('; ')}.`);
    const sent = [...commands].sort((a, b) => b[1] - a[1]);
    const total = sent.reduce((sum, [, n]) => sum + n, 0);
    console.log(
      `DynamoDB requests meanwhile (functions and lanes): ${(total / all.length).toFixed(1)} per request answered (${sent.map(([k, n]) => `${k} ${(n / all.length).toFixed(2)}`).join(', ')}).`,
    );
    const p = (k: string, q: number) => percentile(latency.get(k) ?? [], q).toFixed(0);
    console.log(
      `DynamoDB call times, p50 / p95: ${sent.map(([k]) => `${k} ${p(k, 50)} / ${p(k, 95)} ms`).join(', ')}.`,
    );
    console.log(
      failures.size === 0
        ? 'Every answer 2xx.'
        : `Not 2xx: ${[...failures].map(([k, n]) => `${k} x${n}`).join(', ')}`,
    );
    console.log(`\nRESULT requests/s ${(all.length / elapsed).toFixed(1)}`);
  } finally {
    cognito.destroy();
    await cloud.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
