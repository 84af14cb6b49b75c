/**
 * Show room benchmark (issue 38, docs/rooms.md "Speed"): viewers subscribed to one room's channel on
 * the local AppSync Events endpoint while talkers post through the real HTTP API.
 *
 *   npm run bench:room [-- --viewers 10000] [-- --seconds 60] [-- --rate 50] [-- --talkers 200]
 *                      [-- --grace 5] [-- --viewer-fans 10]
 *
 * Starts the local cloud (profile `bench`, in memory, no demo seed; RINGSIDE_PORT_SHIFT moves its
 * ports) in a child process, so the cloud (HTTP gateway, functions, the Events endpoint broadcasting
 * to every socket, DynamoDB Local's client) and the viewers each have a core. Signs up `--talkers`
 * talkers, `--viewer-fans` fans whose tokens the viewers share, and an admin; moves the functions'
 * clock 25 hours ahead (POST /__local/clock) so every account is past the 24-hour age to talk; makes
 * a promotion and a show starting in 30 minutes (its room open: it opens 60 minutes before).
 *
 * Then opens `--viewers` real WebSocket connections to the Events endpoint (the `aws-appsync-event-ws`
 * subprotocol with the Cognito token in the base64url header, connection_init, subscribe to
 * /rooms/{showId}) and, once all are subscribed, posts `--rate` messages a second for `--seconds`,
 * round robin over the talkers (POST /api/shows/{showId}/room/messages, each text unique and carrying
 * its bench index). Each viewer handles the frames as the room page does (its room log,
 * web/src/features/rooms/utils/room-log.ts, and use-room-live.ts): the data frame's event decoded
 * with roomFrameSchema, messages merged by sequence (one already held is dropped), `upTo` moved while
 * they follow on, and when they do not, or the frame's `lastSeq` is past `upTo`, one catch-up at a
 * time: GET .../room/messages?after=upTo until `more` is false. Identical bytes are decoded once and
 * shared (every viewer gets the same data frame: one subscription id for all); each viewer runs its
 * own sequence logic on them. `--resumes` viewers also make the catch-up the page makes after every
 * subscribe (the others start from the room's sequence read just before: the same state).
 *
 * Prints the viewers, messages/s achieved, frames/s, post-to-screen latency per (viewer, message)
 * from the talker's send to the frame's arrival (p50 / p95 / p99), messages lost (accepted but
 * never shown to a viewer by the end plus `--grace` seconds), doubled (shown twice after the dedupe:
 * must be 0) and the raw duplicates the dedupe dropped. The last line:
 * `room: N viewers, p95 N ms, p99 N ms, lost N, doubled N`. No timed assertions: numbers only.
 */
import './quiet';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { AdminAddUserToGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import WebSocket from 'ws';
import { decodeFrame } from '../../functions/domain/rooms/frame-codec';
import type { WebConfig } from '../../shared/config';
import { ROOM_CATCH_UP_JITTER_MS, ROOM_PUBLISH_WINDOW_MS } from '../../shared/rooms';
import { type RoomFrame, roomMessagesPageSchema } from '../../shared/schemas/rooms';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const VIEWERS = Number(option('--viewers')) || 10_000;
const SECONDS = Number(option('--seconds')) || 60;
const RATE = Number(option('--rate')) || 50;
const TALKERS = Number(option('--talkers')) || 200;
const GRACE_S = Number(option('--grace')) || 5;
const VIEWER_FANS = Number(option('--viewer-fans')) || 10;
/**
 * How many viewers (spread evenly) make the room page's fetch `after` right after subscribing; the
 * others start from the room's sequence read just before (the same state: the room is empty).
 */
const RESUMES = Math.min(VIEWERS, Number(option('--resumes')) || 1000);
/**
 * A gap is caught up after the next window plus a random 0-N ms, as the room page does
 * (ROOM_CATCH_UP_JITTER_MS by default; 0: at once, a what-if).
 */
const jitterOption = option('--catch-up-jitter');
const CATCH_UP_JITTER_MS = jitterOption === undefined ? ROOM_CATCH_UP_JITTER_MS : Number(jitterOption) || 0;
/** Functions' clock moved ahead so every account is older than ROOM_MIN_ACCOUNT_AGE_HOURS. */
const CLOCK_OFFSET_MS = 25 * 3600_000;
const READY = 'ROOM_BENCH_CLOUD ';
const PASSWORD = 'ringside-bench';
/** Every viewer subscribes with this id (ids are per connection): identical data frames for all. */
const SUBSCRIPTION_ID = 'room';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What the cloud's child process tells the bench. */
interface CloudInfo {
  apiBase: string;
  cognitoEndpoint: string;
  userPoolId: string;
  userPoolClientId: string;
  webConfig: WebConfig;
  /** The Events endpoint itself (config.json's same-origin path goes through the web server). */
  eventsRealtimeEndpoint: string;
}

// --- The child: the local cloud, until the bench closes its stdin ------------------------------

async function serveCloud() {
  const { startLocalCloud } = await import('../local/cloud');
  const cloud = await startLocalCloud({
    profile: 'bench',
    fresh: true,
    inMemory: true,
    seed: false,
    scheduleJobs: false,
  });
  const info: CloudInfo = {
    apiBase: cloud.apiBase,
    cognitoEndpoint: cloud.cognitoEndpoint,
    userPoolId: cloud.userPoolId,
    userPoolClientId: cloud.userPoolClientId,
    webConfig: cloud.webConfig,
    eventsRealtimeEndpoint: cloud.events.realtimeEndpoint,
  };
  process.stdout.write(`${READY}${JSON.stringify(info)}\n`);
  // Once, whichever comes first (stdin's end and close, a SIGTERM): a second exit while the first
  // waits would leave the cloud's helper processes (cognito-local) running.
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= cloud
      .stop()
      .catch(() => undefined)
      .then(() => process.exit(0));
    return stopping;
  };
  process.stdin.on('end', stop);
  process.stdin.on('close', stop);
  process.on('SIGTERM', stop);
  process.stdin.resume();
}

let cloudLogLines = 0;

function startCloudProcess(): Promise<{ child: ChildProcess; info: CloudInfo }> {
  const child = spawn(process.execPath, [...process.execArgv, import.meta.filename, '--serve-cloud'], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: process.env,
  });
  return new Promise((resolve, reject) => {
    let buffer = '';
    let ready = false;
    child.stdout?.on('data', (chunk: Buffer) => {
      if (ready) return; // drained, not kept: the pipe must never fill
      buffer += chunk.toString('utf8');
      const at = buffer.indexOf(READY);
      const end = buffer.indexOf('\n', at);
      if (at >= 0 && end > at) {
        ready = true;
        resolve({ child, info: JSON.parse(buffer.slice(at + READY.length, end)) });
        buffer = '';
      }
    });
    // The functions' log lines (warnings under load) are counted, the first few shown.
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      for (const line of text.split('\n')) {
        if (!line.trim()) continue;
        cloudLogLines++;
        if (cloudLogLines <= 3) process.stderr.write(`  cloud: ${line.slice(0, 200)}\n`);
      }
    });
    child.once('exit', (code) => reject(new Error(`the local cloud exited (${code}) before it was ready`)));
  });
}

// --- Numbers -----------------------------------------------------------------------------------

/** Post-to-screen latencies in 1 ms buckets (up to 2 minutes, then one overflow bucket). */
const HISTOGRAM_MS = 120_000;
const histogram = new Uint32Array(HISTOGRAM_MS + 1);
let samples = 0;
let latencyMax = 0;
function record(ms: number) {
  const bucket = Math.min(HISTOGRAM_MS, Math.max(0, Math.round(ms)));
  histogram[bucket] = (histogram[bucket] ?? 0) + 1;
  samples++;
  if (ms > latencyMax) latencyMax = ms;
}
function percentile(p: number): number {
  if (samples === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * samples);
  let seen = 0;
  for (let ms = 0; ms <= HISTOGRAM_MS; ms++) {
    seen += histogram[ms] ?? 0;
    if (seen >= rank) return ms;
  }
  return HISTOGRAM_MS;
}

// --- Talking -----------------------------------------------------------------------------------

/** Send time (performance.now()) of bench message k; its text carries `[bk]`. */
const MAX_MESSAGES = Math.ceil(RATE * SECONDS * 1.2) + 100;
const sentAt = new Float64Array(MAX_MESSAGES).fill(Number.NaN);
const TEXT_INDEX = /\[b(\d+)\]/;

interface Fan {
  sub: string;
  email: string;
  idToken: string;
}

// --- Viewing -----------------------------------------------------------------------------------

/** A frame as a viewer shows it: its messages by sequence, each with its bench index (-1: not ours). */
interface Decoded {
  seqs: number[];
  ks: number[];
  /** The room's newest sequence when the frame was published. */
  lastSeq: number;
  bytes: number;
}

/** Decoded frames by their exact bytes (the newest few: identical data frames arrive together). */
const decodedByText = new Map<string, Decoded | null>();
let framesDecoded = 0;
let framesRefused = 0;
/** The frame an event carries (deflated, base64: functions/domain/rooms/frame-codec.ts), as the page decodes it. */
function safeDecode(event: string): { success: true; data: RoomFrame } | { success: false } {
  try {
    return { success: true, data: decodeFrame(event) };
  } catch {
    return { success: false };
  }
}

function decode(text: string): Decoded | null {
  const known = decodedByText.get(text);
  if (known !== undefined) return known;
  let decoded: Decoded | null = null;
  const outer = JSON.parse(text) as { type?: string; event?: unknown };
  if (outer.type === 'data' && typeof outer.event === 'string') {
    const parsed = safeDecode(outer.event);
    if (parsed.success) {
      const messages = [...parsed.data.messages].sort((a, b) => a.seq - b.seq);
      decoded = {
        seqs: messages.map((m) => m.seq),
        ks: messages.map((m) => Number(TEXT_INDEX.exec(m.text)?.[1] ?? -1)),
        lastSeq: parsed.data.lastSeq,
        bytes: Buffer.byteLength(text),
      };
      framesDecoded++;
    } else framesRefused++;
  }
  decodedByText.set(text, decoded);
  if (decodedByText.size > 64) decodedByText.delete(decodedByText.keys().next().value as string);
  return decoded;
}

interface Viewer {
  index: number;
  fan: Fan;
  socket?: WebSocket;
  /** The room page's `upTo`: every sequence up to it is held (web/src/features/rooms/utils/room-log.ts). */
  upTo: number;
  /** One catch-up at a time; asked again meanwhile, it runs once more at its end (as the page does). */
  catching: boolean;
  again: boolean;
  /** The newest sequence a frame announced (`lastSeq`), and a delayed catch-up's timer (what-if). */
  wanted: number;
  delayed?: NodeJS.Timeout;
  /** Whether each sequence (from the bench's first) is on the viewer's screen. */
  shown: Uint8Array;
  /**
   * Whether each bench message (by the index in its text) is on the screen: a message shown under
   * two sequences would pass the dedupe by sequence and count as doubled.
   */
  byIndex: Uint8Array;
}

/** Catch-up pages a viewer reads at most before it waits for the next frame (the page's CATCH_UP_PAGES). */
const CATCH_UP_PAGES = 20;
let firstSeq = 1;
let doubled = 0;
let rawDuplicates = 0;
let framesReceived = 0;
let frameBytes = 0;
let catchUps = 0;
let catchUpRequests = 0;
let catchUpFailures = 0;
let otherFrames = 0;

/** A message onto the viewer's screen: its post-to-screen time recorded; held already, it is dropped. */
function show(v: Viewer, seq: number, k: number, at: number) {
  const i = seq - firstSeq;
  if (i >= 0 && i < v.shown.length) {
    if ((v.shown[i] ?? 0) > 0) {
      rawDuplicates++;
      return;
    }
    v.shown[i] = 1;
  }
  if (k >= 0 && k < v.byIndex.length) {
    if ((v.byIndex[k] ?? 0) > 0) doubled++;
    v.byIndex[k] = 1;
  }
  const sent = k >= 0 ? sentAt[k] : Number.NaN;
  if (sent !== undefined && !Number.isNaN(sent)) record(at - sent);
}

/**
 * A frame as the room page takes it (room-log's withFrame): its messages merged by sequence (one
 * already held is dropped), `upTo` moved while they follow on, and a catch-up when they do not or
 * when the frame's `lastSeq` is past `upTo`.
 */
function onFrame(v: Viewer, frame: Decoded, at: number, api: Api) {
  let gap = false;
  for (let j = 0; j < frame.seqs.length; j++) {
    const seq = frame.seqs[j] as number;
    show(v, seq, frame.ks[j] as number, at);
    if (seq <= v.upTo) continue;
    if (seq === v.upTo + 1 && !gap) v.upTo = seq;
    else gap = true;
  }
  if (frame.lastSeq > v.upTo) gap = true;
  v.wanted = Math.max(v.wanted, frame.lastSeq, frame.seqs.at(-1) ?? 0);
  if (!gap) return;
  if (CATCH_UP_JITTER_MS === 0) {
    void catchUp(v, api);
    return;
  }
  v.delayed ??= setTimeout(
    () => {
      v.delayed = undefined;
      if (v.upTo < v.wanted) void catchUp(v, api);
    },
    ROOM_PUBLISH_WINDOW_MS + Math.random() * CATCH_UP_JITTER_MS,
  );
}

/** The page's catch-up: GET messages `after` upTo until `more` is false (room-log's withPageAfter). */
async function catchUp(v: Viewer, api: Api) {
  if (v.catching) {
    v.again = true;
    return;
  }
  v.catching = true;
  v.again = false;
  catchUps++;
  try {
    for (let pages = 0; pages < CATCH_UP_PAGES; pages++) {
      catchUpRequests++;
      const res = await api.call(v.fan.idToken, 'GET', `${api.roomPath}/messages?after=${v.upTo}`);
      if (res.status !== 200) throw new Error(String(res.status));
      const page = roomMessagesPageSchema.parse(JSON.parse(res.text));
      const at = performance.now();
      for (const m of page.messages) show(v, m.seq, Number(TEXT_INDEX.exec(m.text)?.[1] ?? -1), at);
      const newest = page.messages.at(-1)?.seq ?? v.upTo;
      v.upTo = Math.max(v.upTo, page.more ? newest : page.lastSeq);
      if (!page.more) break;
    }
  } catch {
    catchUpFailures++; // the next frame asks again
  } finally {
    const again = v.again;
    v.catching = false;
    v.again = false;
    if (again) void catchUp(v, api);
  }
}

function base64Url(text: string): string {
  return Buffer.from(text, 'utf8')
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Connects a viewer and subscribes it to the room's channel; resolves on subscribe_success. */
function connect(v: Viewer, url: string, host: string, channel: string, api: Api): Promise<void> {
  return new Promise((resolve, reject) => {
    const auth = { Authorization: v.fan.idToken, host };
    const socket = new WebSocket(url, ['aws-appsync-event-ws', `header-${base64Url(JSON.stringify(auth))}`], {
      perMessageDeflate: false,
      skipUTF8Validation: true,
    });
    v.socket = socket;
    let subscribed = false;
    const timer = setTimeout(
      () => reject(new Error(`viewer ${v.index}: no subscribe_success in 60 s`)),
      60_000,
    );
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('message', (data: Buffer) => {
      const at = performance.now();
      const text = data.toString('utf8');
      if (subscribed && text.startsWith('{"type":"data"')) {
        framesReceived++;
        frameBytes += data.length;
        const frame = decode(text);
        if (frame) onFrame(v, frame, at, api);
        return;
      }
      const msg = JSON.parse(text) as { type?: string; id?: string; errors?: unknown };
      if (msg.type === 'connection_ack')
        socket.send(JSON.stringify({ type: 'subscribe', id: SUBSCRIPTION_ID, channel, authorization: auth }));
      else if (msg.type === 'subscribe_success') {
        subscribed = true;
        clearTimeout(timer);
        resolve();
      } else if (msg.type === 'ka') return;
      else if (msg.type?.endsWith('error')) {
        clearTimeout(timer);
        reject(new Error(`viewer ${v.index}: ${text}`));
      } else otherFrames++;
    });
    socket.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

interface Api {
  roomPath: string;
  call: (
    token: string,
    method: string,
    path: string,
    body?: unknown,
  ) => Promise<{ status: number; text: string }>;
}

// --- The run -----------------------------------------------------------------------------------

async function main() {
  console.log('Starting the local cloud (child process)...');
  const { child, info } = await startCloudProcess();
  const stopCloud = () => {
    child.stdin?.end();
  };
  try {
    await run(info);
  } finally {
    stopCloud();
    await new Promise((r) => child.once('exit', r));
  }
}

async function run(info: CloudInfo) {
  const { cognitoClient, signIn, signUpFan } = await import('../local/seed');
  const cognito = cognitoClient(info.cognitoEndpoint);
  const call: Api['call'] = async (token, method, path, body) => {
    const res = await fetch(`${info.apiBase}${path}`, {
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
    if (res.status >= 300) throw new Error(`${what}: ${res.status} ${res.text}`);
    return JSON.parse(res.text) as Record<string, unknown>;
  };
  const newFan = async (name: string): Promise<Fan> => {
    const email = `${randomUUID().slice(0, 8)}@bench.local`;
    const sub = await signUpFan(cognito, info.userPoolClientId, {
      email,
      password: PASSWORD,
      displayName: name,
    });
    const { idToken } = await signIn(cognito, info.userPoolClientId, email, PASSWORD);
    await must('profile', call(idToken, 'GET', '/api/auth/user'));
    return { sub, email, idToken };
  };

  console.log(`Signing up ${TALKERS} talkers, ${VIEWER_FANS} viewer fans and an admin...`);
  const talkers: Fan[] = [];
  const viewerFans: Fan[] = [];
  await pool(
    Array.from({ length: TALKERS + VIEWER_FANS }, (_, i) => i),
    8,
    async (i) => {
      if (i < TALKERS) talkers[i] = await newFan(`Talker ${i}`);
      else viewerFans[i - TALKERS] = await newFan(`Viewer ${i - TALKERS}`);
    },
  );
  let admin = await newFan('Room Bench Admin');
  await cognito.send(
    new AdminAddUserToGroupCommand({ UserPoolId: info.userPoolId, Username: admin.sub, GroupName: 'admins' }),
  );
  admin = {
    ...admin,
    idToken: (await signIn(cognito, info.userPoolClientId, admin.email, PASSWORD)).idToken,
  };

  // Every account is a day old for the functions (the room's minimum age to talk is 24 hours).
  const clock = await fetch(`${info.apiBase}/__local/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ offsetMs: CLOCK_OFFSET_MS }),
  });
  if (!clock.ok) throw new Error(`moving the clock: ${clock.status}`);
  const now = Date.now() + CLOCK_OFFSET_MS;
  const slug = `room-bench-${Date.now().toString(36)}`;
  const promotion = await must(
    'promotion',
    call(admin.idToken, 'POST', '/api/admin/entities', {
      kind: 'promotion',
      slug: `${slug}-fed`,
      name: 'Room Bench Wrestling',
      shortName: 'RBW',
      country: 'United States',
      founded: 2000,
      website: null,
      active: true,
      colors: { primary: '#d50000', secondary: '#ffffff' },
    }),
  );
  const show = await must(
    'show',
    call(admin.idToken, 'POST', '/api/admin/entities', {
      kind: 'show',
      slug: `${slug}-show`,
      name: 'Room Bench Weekly',
      promotionId: promotion.id,
      showKind: 'weekly',
      startsAt: new Date(now + 30 * 60_000).toISOString(),
      timeZone: 'America/New_York',
      endsAt: new Date(now + 3.5 * 3600_000).toISOString(),
      venue: 'The Arena',
      city: 'Orlando',
      hashtag: null,
      status: 'scheduled',
    }),
  );
  const showId = String(show.id);
  const roomPath = `/api/shows/${showId}/room`;
  const api: Api = { roomPath, call };
  const room = await must('room', call(admin.idToken, 'GET', roomPath));
  if (room.state !== 'open') throw new Error(`the room is ${String(room.state)}, not open`);
  const channel = String(room.channel);
  const startSeq = Number((room.recent as { lastSeq?: number } | undefined)?.lastSeq ?? 0);
  firstSeq = startSeq + 1;

  const realtimeUrl = info.eventsRealtimeEndpoint;
  const host = info.webConfig.eventsHttpHost;
  console.log(`Room ${channel} open; ${VIEWERS} viewers connecting to ${realtimeUrl}...`);
  const viewers: Viewer[] = Array.from({ length: VIEWERS }, (_, index) => ({
    index,
    fan: viewerFans[index % viewerFans.length] as Fan,
    upTo: startSeq,
    catching: false,
    again: false,
    wanted: startSeq,
    shown: new Uint8Array(MAX_MESSAGES),
    byIndex: new Uint8Array(MAX_MESSAGES),
  }));
  const connectStart = performance.now();
  let failedConnects = 0;
  await pool(viewers, 200, async (v) => {
    try {
      await connect(v, realtimeUrl, host, channel, api);
    } catch (err) {
      failedConnects++;
      if (failedConnects <= 3) console.log(`  ${(err as Error).message}`);
    }
  });
  const subscribed = viewers.filter((v) => v.socket?.readyState === WebSocket.OPEN).length;
  console.log(
    `${subscribed} viewers subscribed in ${((performance.now() - connectStart) / 1000).toFixed(1)} s (${failedConnects} failed)`,
  );
  // The room page fetches `after` its last sequence after every subscribe (Events replays
  // nothing): `--resumes` viewers do, before the talk starts (the room is empty: one page each).
  const resumeStart = performance.now();
  const step = VIEWERS / RESUMES;
  const resuming = Array.from({ length: RESUMES }, (_, i) => viewers[Math.floor(i * step)] as Viewer);
  await pool(resuming, 50, async (v) => {
    await catchUp(v, api);
  });
  const resumeFetches = catchUps;
  const resumeFailures = catchUpFailures;
  catchUps = 0;
  catchUpRequests = 0;
  catchUpFailures = 0;
  console.log(
    `${resumeFetches} viewers fetched \`after\` once subscribed (${resumeFailures} failed) in ${((performance.now() - resumeStart) / 1000).toFixed(1)} s`,
  );

  console.log(`${TALKERS} talkers posting ${RATE} messages/s for ${SECONDS} s...`);
  const refusals = new Map<string, number>();
  let accepted = 0;
  let sent = 0;
  const acceptedIndexes: number[] = [];
  const inFlight: Promise<void>[] = [];
  const talkStart = performance.now();
  const talkEnd = talkStart + SECONDS * 1000;
  const framesAtStart = framesReceived;
  const decodedAtStart = framesDecoded;
  while (performance.now() < talkEnd) {
    const due = Math.min(MAX_MESSAGES, Math.floor(((performance.now() - talkStart) / 1000) * RATE));
    while (sent < due) {
      const k = sent++;
      const talker = talkers[k % talkers.length] as Fan;
      const text = `What a match, bench message [b${k}] from talker ${k % talkers.length}`;
      sentAt[k] = performance.now();
      inFlight.push(
        call(talker.idToken, 'POST', `${roomPath}/messages`, { text }).then(
          (res) => {
            if (res.status === 201) {
              accepted++;
              acceptedIndexes.push(k);
            } else {
              const key = `${res.status} ${res.text.slice(0, 120)}`;
              if (!refusals.has(key)) console.log(`  refused: ${text} -> ${key}`);
              refusals.set(key, (refusals.get(key) ?? 0) + 1);
              sentAt[k] = Number.NaN;
            }
          },
          (err: Error) => {
            refusals.set(`error ${err.message}`, (refusals.get(`error ${err.message}`) ?? 0) + 1);
            sentAt[k] = Number.NaN;
          },
        ),
      );
    }
    await sleep(5);
  }
  const talkSeconds = (performance.now() - talkStart) / 1000;
  await Promise.all(inFlight);
  const answeredSeconds = (performance.now() - talkStart) / 1000;
  console.log(`Talk over; waiting ${GRACE_S} s for the last frames...`);
  await sleep(GRACE_S * 1000);
  // Catch-ups started by a late gap finish before counting.
  while (viewers.some((v) => v.catching || v.delayed)) await sleep(50);
  const framesInWindow = framesReceived - framesAtStart;
  const uniqueFrames = framesDecoded - decodedAtStart;

  // Lost: accepted messages (answered 201) a viewer never showed.
  let lost = 0;
  let viewersMissing = 0;
  for (const v of viewers) {
    if (v.socket?.readyState !== WebSocket.OPEN) continue;
    let missing = 0;
    for (const k of acceptedIndexes) if ((v.byIndex[k] ?? 0) === 0) missing++;
    lost += missing;
    if (missing > 0) viewersMissing++;
  }
  for (const v of viewers) v.socket?.terminate();

  const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
  console.log(
    CATCH_UP_JITTER_MS > 0
      ? `\n(a gap caught up after the next window plus 0-${CATCH_UP_JITTER_MS} ms, if still there, as the page does)`
      : '\n(what-if: a gap caught up at once)',
  );
  console.log(
    `\nRoom: ${fmt(subscribed)} viewers, ${TALKERS} talkers, ${SECONDS} s at ${RATE} messages/s (local cloud)\n`,
  );
  console.log('| measure | value |');
  console.log('| --- | --- |');
  console.log(`| viewers subscribed | ${fmt(subscribed)} of ${fmt(VIEWERS)} (${failedConnects} failed) |`);
  console.log(`| messages sent / accepted | ${fmt(sent)} / ${fmt(accepted)} |`);
  console.log(
    `| messages/s achieved | ${(accepted / talkSeconds).toFixed(1)} (answers done ${answeredSeconds.toFixed(1)} s after the start) |`,
  );
  for (const [why, count] of refusals) console.log(`| refused: ${why.replace(/\|/g, '/')} | ${count} |`);
  console.log(
    `| frames published (distinct) | ${fmt(uniqueFrames)}, ${(uniqueFrames / talkSeconds).toFixed(1)}/s over the talk, ${(accepted / Math.max(1, uniqueFrames)).toFixed(1)} messages a frame |`,
  );
  console.log(
    `| frames delivered (all viewers) | ${fmt(framesInWindow)}, ${fmt(framesInWindow / talkSeconds)}/s over the talk, ${fmt(frameBytes / Math.max(1, framesReceived))} bytes a frame |`,
  );
  console.log(
    `| post-to-screen (${fmt(samples)} viewer-messages) | p50 ${percentile(50)} ms, p95 ${percentile(95)} ms, p99 ${percentile(99)} ms, max ${fmt(latencyMax)} ms |`,
  );
  console.log(
    `| catch-ups after a gap (GET after=N) | ${fmt(catchUps)} by the viewers, ${fmt(catchUpRequests)} requests, ${fmt(catchUpFailures)} failed |`,
  );
  console.log(`| raw duplicates dropped by the dedupe | ${fmt(rawDuplicates)} |`);
  console.log(
    `| frames not decodable as roomFrameSchema | ${framesRefused} (other frames: ${otherFrames}) |`,
  );
  console.log(
    `| lost (viewer-messages never shown) | ${fmt(lost)} (${fmt(viewersMissing)} viewers missing some) |`,
  );
  console.log(`| doubled (shown twice after the dedupe) | ${fmt(doubled)} |`);
  console.log(`| the cloud's log lines (warnings, errors) | ${fmt(cloudLogLines)} |`);
  console.log(
    `\nroom: ${subscribed} viewers, p95 ${percentile(95)} ms, p99 ${percentile(99)} ms, lost ${lost}, doubled ${doubled}`,
  );
}

if (args.includes('--serve-cloud')) {
  serveCloud().catch((err) => {
    console.error(err);
    process.exit(1);
  });
} else {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
