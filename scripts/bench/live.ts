/**
 * Live latency benchmark: from an action's request (a Pop through the HTTP API) to the notification
 * arriving on the recipient's WebSocket, on the local cloud (HTTP gateway, DynamoDB Local's stream,
 * the live lane, PostToConnection through the local @connections endpoint).
 *
 *   npm run bench:live [-- --actions 200]
 *
 * Prints p50 / p95 over the actions, once on a quiet cloud and once while 10,000-follower fan-outs
 * run one after another on the derived lane (the live lane must not wait behind them). Target: p95
 * under 1 s. Locally both lanes share one DynamoDB Local and two cores, which AWS does not.
 */
import './quiet';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { ulid } from 'ulid';
import WebSocket from 'ws';
import { batchGet, batchWrite } from '../../functions/data/batch';
import { getDb } from '../../functions/data/client';
import { feedKey } from '../../functions/data/feed';
import { followEdgeItems } from '../../functions/data/follow';
import { createPost } from '../../functions/data/post';
import { createUser } from '../../functions/data/user';
import { startLocalCloud } from '../local/cloud';
import { cognitoClient, signIn, signUpFan } from '../local/seed';

const args = process.argv.slice(2);
const ACTIONS = Number(args[args.indexOf('--actions') + 1]) || 200;
const RECIPIENTS = 10;
const POSTS_EACH = 2;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

async function main() {
  const cloud = await startLocalCloud({ profile: 'bench', fresh: true, inMemory: true, seed: false });
  const cognito = cognitoClient(cloud.cognitoEndpoint);
  const fan = async (name: string) => {
    const email = `${randomUUID().slice(0, 8)}@bench.local`;
    const sub = await signUpFan(cognito, cloud.userPoolClientId, {
      email,
      password: 'ringside-bench',
      displayName: name,
    });
    const { idToken } = await signIn(cognito, cloud.userPoolClientId, email, 'ringside-bench');
    const me = await fetch(`${cloud.apiBase}/api/auth/user`, {
      headers: { authorization: `Bearer ${idToken}` },
    });
    if (!me.ok) throw new Error(`profile for ${name}: ${me.status}`);
    return { sub, idToken };
  };
  const actorsNeeded = Math.ceil(ACTIONS / (RECIPIENTS * POSTS_EACH));
  const recipients: { sub: string; idToken: string }[] = [];
  for (let i = 0; i < RECIPIENTS; i++) recipients.push(await fan(`Recipient ${i}`));
  const actors: { sub: string; idToken: string }[] = [];
  for (let i = 0; i < actorsNeeded * 2; i++) actors.push(await fan(`Actor ${i}`));
  const posts: { id: string; owner: number }[] = [];
  for (const [owner, r] of recipients.entries())
    for (let p = 0; p < POSTS_EACH; p++) {
      const res = await fetch(`${cloud.apiBase}/api/posts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${r.idToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ content: `post ${p} of recipient ${owner}` }),
      });
      posts.push({ id: ((await res.json()) as { id: string }).id, owner });
    }

  // Every recipient listens; a message is matched to the action by the post it names.
  const arrived = new Map<string, number>();
  const sockets = await Promise.all(
    recipients.map(
      (r) =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(
            `ws://127.0.0.1:${cloud.ports.ws}/ws?token=${encodeURIComponent(r.idToken)}`,
          );
          ws.on('message', (data) => {
            const msg = JSON.parse(data.toString()) as {
              data?: { notification?: { postId?: string; fromUserId?: string } };
            };
            const n = msg.data?.notification;
            if (n?.postId && n.fromUserId) arrived.set(`${n.postId}:${n.fromUserId}`, performance.now());
          });
          ws.once('open', () => resolve(ws));
          ws.once('error', reject);
        }),
    ),
  );

  const db = getDb();
  async function run(label: string, actorOffset: number, background?: () => Promise<void>) {
    let stop = false;
    const load = background
      ? (async () => {
          while (!stop) await background();
        })()
      : Promise.resolve();
    const times: number[] = [];
    let n = 0;
    for (let a = actorOffset; a < actorOffset + actorsNeeded && n < ACTIONS; a++)
      for (const post of posts) {
        if (n++ >= ACTIONS) break;
        const actor = actors[a];
        if (!actor) break;
        const key = `${post.id}:${actor.sub}`;
        const sent = performance.now();
        const res = await fetch(`${cloud.apiBase}/api/reactions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${actor.idToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ postId: post.id }),
        });
        if (!res.ok) throw new Error(`pop failed: ${res.status}`);
        const deadline = sent + 10_000;
        while (!arrived.has(key) && performance.now() < deadline) await sleep(2);
        times.push((arrived.get(key) ?? Number.POSITIVE_INFINITY) - sent);
      }
    stop = true;
    await load;
    const lost = times.filter((t) => !Number.isFinite(t)).length;
    return [
      label,
      String(times.length),
      `${percentile(times, 50).toFixed(0)} ms`,
      `${percentile(times, 95).toFixed(0)} ms`,
      String(lost),
    ];
  }

  const rows: string[][] = [];
  try {
    rows.push(await run('quiet', 0));
    // A big account's followers, then posts fanned out to them while the actions run.
    const star = 'bench-star';
    await createUser(db, { id: star, email: 'star@bench.local', displayName: 'Bench Star', isAdmin: false });
    const followers = Array.from({ length: 10_000 }, (_, i) => `live-follower-${String(i).padStart(5, '0')}`);
    await batchWrite(
      db,
      followers.flatMap((f) => followEdgeItems(f, star).map((item) => ({ put: item }))),
    );
    await cloud.streamDrained();
    let fanouts = 0;
    rows.push(
      await run('during 10,000-follower fan-outs', actorsNeeded, async () => {
        const postId = ulid();
        await createPost(db, {
          id: postId,
          authorId: star,
          content: `fan-out ${fanouts++}`,
          imageUrl: null,
          linkPreviewUrl: null,
          linkPreviewTitle: null,
          linkPreviewDescription: null,
          hashtags: [],
          createdAt: new Date().toISOString(),
        });
        // One fan-out at a time: the next starts when the last follower's feed has this post.
        const tail = followers.slice(-20).map((f) => feedKey(f, postId));
        while ((await batchGet(db, tail)).size < tail.length) await sleep(50);
      }),
    );
    rows[1]?.push(String(fanouts));
  } finally {
    for (const ws of sockets) ws.close(1000);
    cognito.destroy();
    await cloud.stop();
  }
  console.log(`\nLive latency: Pop request sent -> notification on the recipient's socket (local cloud)\n`);
  console.log('| run | actions | p50 | p95 | not arrived in 10 s | fan-outs started meanwhile |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.join(' | ')}${r.length < 6 ? ' | - ' : ''}|`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
