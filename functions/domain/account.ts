/**
 * The account lifecycle: a fan deletes their account (password again), the account is closed at
 * once (refused from the next request, profile "User Not Found", handle free, Cognito user gone),
 * and the purge removes everything of theirs as bounded work items (domain/purge.ts). A scheduled
 * sweeper re-checks: it re-runs the purge of closed accounts until nothing is left, and closes the
 * accounts whose Cognito user was deleted some other way. A fan can also export their data.
 */
import { STREAM_LANES } from '../../shared/manifest/stream-consumers';
import { ACCOUNT_TEXTS } from '../../shared/messages';
import {
  type AccountExportPage,
  EXPORT_SECTIONS,
  type ExportCursor,
  type ExportSection,
  exportCursorSchema,
} from '../../shared/schemas/account';
import {
  closeAccount,
  getClosed,
  markPurged,
  profileIdPage,
  purgingPage,
  readSweepCursor,
  writeSweepCursor,
} from '../data/account';
import { batchGet, keyOf } from '../data/batch';
import type { Db } from '../data/client';
import { type CommentItem, commentKey } from '../data/comment';
import { getControlsItem } from '../data/controls';
import { KEYS } from '../data/keys';
import type { Cursor } from '../data/page';
import { parkedNaming } from '../data/parked';
import { type PostItem, postKey } from '../data/post';
import type { StreamRecord } from '../data/record';
import { type ReportItem, reportKey } from '../data/report';
import { confirmProfileEmail, deleteSignUp, unconfirmedDue, unlistUnconfirmed } from '../data/signup';
import { authorActivityPage, hourActivityKey, hoursBetween } from '../data/trending';
import { getUserById, type UserItem } from '../data/user';
import { PURGE_KINDS, queueWork, type WorkSubject } from '../data/work';
import type { AccountDirectory } from '../lib/accounts';
import { invalid } from '../lib/errors';
import { getS3, s3Sdk, uploadsBucket } from '../lib/s3';
import { fanPartitions, partitionPage, uploadPrefixes } from './purge';

export interface AccountDeps {
  db: Db;
  directory: AccountDirectory;
  now: () => Date;
}

/**
 * The fan deletes their account: the password must be theirs, checked against the address their
 * Cognito user has now (the profile keeps the one first seen). The Cognito user is deleted first (no
 * sign-in, no refresh from then on), then closing is one transaction (marker, profile and handle
 * gone) whose stream record starts the purge. Each step can be retried: a retry after the Cognito
 * user is gone (the close failed) skips the password, which can no longer be checked, and closes;
 * the caller's verified token still names the fan, and an account without its Cognito user is
 * closed by the sweeper anyway.
 */
export async function deleteAccount(deps: AccountDeps, fan: UserItem, password: string): Promise<void> {
  const account = await deps.directory.emailOf(fan.id);
  if (account) {
    if (!(await deps.directory.checkPassword(account.email, password)))
      throw invalid(ACCOUNT_TEXTS.wrongPassword);
    await deps.directory.deleteUser(fan.id);
  }
  await closeAccount(deps.db, fan.id, fan.handle, 'deleted', deps.now());
}

/**
 * Queues page 0 of every purge kind for the fan. Work ids are deterministic, so a repeat is
 * harmless; a `round` (the sweeper's) starts a fresh chain of pages beside any page of an earlier
 * run that got stuck (a work item whose record was parked stays until it is redriven).
 */
export async function startPurge(db: Db, userId: string, now = new Date(), round?: string): Promise<void> {
  const subject: WorkSubject = round ? { userId, round } : { userId };
  await Promise.all(PURGE_KINDS.map((kind) => queueWork(db, { kind, subject, page: 0 }, now)));
}

/** A closed-account marker's INSERT (the account-purge consumer, derived lane) starts the purge. */
export async function handleAccountChange(db: Db, r: StreamRecord): Promise<void> {
  if (r.entity !== 'closedAccount' || r.event !== 'INSERT') return;
  await startPurge(db, r.ids.userId);
}

export type Remaining = Record<string, number>;

/**
 * What is left of a fan: every access pattern queried (one item is enough to count; `mentions`: the
 * posts and comments still naming them, through the mention index), the trending
 * counters of the last 32 days and those of their posts, the parked stream records naming them, the
 * objects under their upload prefixes and, given the user pool, their Cognito user. All zero =
 * purged. `npm run purge:check` prints it; the sweeper uses it.
 */
export async function remainingData(
  db: Db,
  userId: string,
  directory?: AccountDirectory,
): Promise<Remaining> {
  const parts = fanPartitions(userId);
  const out: Remaining = {};
  await Promise.all(
    Object.entries(parts).map(async ([name, pk]) => {
      out[name] = (await partitionPage(db, pk, 1)).items.length;
    }),
  );
  const hours = hoursBetween(Date.now() - 33 * 86_400_000, Date.now());
  const activity = await batchGet(
    db,
    hours.map((h) => hourActivityKey(h, 'user', userId)),
  );
  out.trendingActivity = activity.size;
  out.trendingPostActivity = (await authorActivityPage(db, userId, 1)).keys.length;
  out.parkedRecords = 0;
  for (const lane of STREAM_LANES) out.parkedRecords += (await parkedNaming(db, lane.name, userId)).length;
  if (directory) out.cognitoUser = (await directory.userExists(userId)) ? 1 : 0;
  const s3 = await getS3();
  const { ListObjectsV2Command } = await s3Sdk();
  out.uploads = 0;
  for (const prefix of uploadPrefixes(userId)) {
    const res = await s3.send(
      new ListObjectsV2Command({ Bucket: uploadsBucket(), Prefix: prefix, MaxKeys: 1 }),
    );
    out.uploads += res.KeyCount ?? 0;
  }
  return out;
}

export const isPurged = (remaining: Remaining) => Object.values(remaining).every((n) => n === 0);

export interface SweepResult {
  purged: number;
  restarted: number;
  /** Cognito users of closed accounts deleted (a deletion that stopped after the close). */
  cognitoDeleted: number;
  profilesChecked: number;
  closedGone: number;
  /** Accounts closed because their address was not confirmed in time (their Cognito user deleted). */
  released: number;
}

const SWEEP_PAGE = 100;
const SWEEP_NAME = 'profiles';

/**
 * An address not confirmed by its deadline is released. Cognito is asked again first (the fan may
 * have confirmed without calling the API since): confirmed, it leaves the list; still unconfirmed,
 * the account closes (the normal purge follows) and the Cognito user is deleted, so the address's
 * owner can sign up with it; a user gone already leaves nothing behind. Closing first, then the
 * Cognito user, then the list entry: a run cut short anywhere is finished by the next one.
 */
async function releaseUnconfirmed(deps: AccountDeps, userId: string): Promise<boolean> {
  const account = await deps.directory.emailOf(userId);
  const user = await getUserById(deps.db, userId, true);
  if (account?.verified) {
    if (!(await confirmProfileEmail(deps.db, userId, account.email)))
      await unlistUnconfirmed(deps.db, userId);
    return false;
  }
  if (!account) {
    if (user) await closeAccount(deps.db, userId, user.handle, 'cognito-user-gone', deps.now());
    await deleteSignUp(deps.db, userId);
    return false;
  }
  // No profile (the fan never called the API): the closed marker still refuses their tokens.
  await closeAccount(deps.db, userId, user?.handle ?? null, 'email-unconfirmed', deps.now());
  await deps.directory.deleteUser(userId);
  await deleteSignUp(deps.db, userId);
  return true;
}

/**
 * The account sweeper (scheduled): every closed account not verified yet is checked; its Cognito
 * user, if it still has one, is deleted; a clean account is marked purged, one with data left gets
 * a fresh run of its purge (an interrupted or stuck purge finishes this way). The addresses still
 * unconfirmed EMAIL_CONFIRM_DAYS after sign-up are released (their accounts closed). Then a pass over
 * the profiles, resumed where the last run stopped, closes the accounts whose Cognito user no longer
 * exists (deleted some other way), which starts their purge.
 */
export async function sweepAccounts(deps: AccountDeps, budgetMs = 60_000): Promise<SweepResult> {
  const started = Date.now();
  const result: SweepResult = {
    purged: 0,
    restarted: 0,
    cognitoDeleted: 0,
    profilesChecked: 0,
    closedGone: 0,
    released: 0,
  };
  const round = deps.now().getTime().toString(36);
  let cursor: Cursor | undefined;
  do {
    const page = await purgingPage(deps.db, SWEEP_PAGE, cursor);
    for (const userId of page.ids) {
      const left = await remainingData(deps.db, userId, deps.directory);
      if (left.cognitoUser) {
        await deps.directory.deleteUser(userId);
        left.cognitoUser = 0;
        result.cognitoDeleted++;
      }
      if (isPurged(left)) {
        await markPurged(deps.db, userId, deps.now());
        result.purged++;
      } else {
        await startPurge(deps.db, userId, deps.now(), round);
        result.restarted++;
      }
    }
    cursor = page.next;
  } while (cursor && Date.now() - started < budgetMs / 2);

  let due: Cursor | undefined;
  do {
    const page = await unconfirmedDue(deps.db, deps.now(), SWEEP_PAGE, due);
    for (const userId of page.ids) if (await releaseUnconfirmed(deps, userId)) result.released++;
    due = page.next;
  } while (due && Date.now() - started < (budgetMs * 3) / 4);

  let profiles = await readSweepCursor(deps.db, SWEEP_NAME);
  do {
    const page = await profileIdPage(deps.db, SWEEP_PAGE, profiles);
    for (const userId of page.ids) {
      result.profilesChecked++;
      if (await deps.directory.userExists(userId)) continue;
      const user = await getUserById(deps.db, userId, true);
      if (user && (await closeAccount(deps.db, userId, user.handle, 'cognito-user-gone', deps.now())))
        result.closedGone++;
    }
    profiles = page.next;
  } while (profiles && Date.now() - started < budgetMs);
  await writeSweepCursor(deps.db, SWEEP_NAME, profiles);
  return result;
}

/** Whether a fan without a profile closed their account (their tokens are refused). */
export const isClosed = async (db: Db, userId: string) => Boolean(await getClosed(db, userId));

// ---------------------------------------------------------------------------------------------
// Export (GDPR article 20): the fan's data, a section page at a time

const EXPORT_PAGE = 100;

const encode = (c: ExportCursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

/** Where a section's items are (the fan's own partition) and what its sort keys start with. */
function sectionSource(fan: UserItem, section: ExportSection): { pk: string; prefixes: string[] } | null {
  const parts = fanPartitions(fan.id);
  switch (section) {
    case 'profile':
      return null;
    case 'posts':
      return { pk: parts.posts, prefixes: [] };
    case 'comments':
      return { pk: parts.comments, prefixes: [] };
    case 'pops':
      return { pk: parts.pops, prefixes: [KEYS.post.pk, KEYS.comment.pk] };
    case 'following':
      return { pk: parts.profileAndEdges, prefixes: [KEYS.follow.sk] };
    case 'followers':
      return { pk: parts.followers, prefixes: [] };
    case 'notifications':
      return { pk: parts.notifications, prefixes: [] };
    case 'reports':
      return { pk: parts.reports, prefixes: [] };
    case 'blocks':
      return { pk: parts.blocks, prefixes: [] };
    case 'entityFollows':
      return { pk: parts.profileAndEdges, prefixes: [KEYS.entityFollow.sk] };
    case 'mutes':
    case 'mutedWords':
      return null;
  }
}

/**
 * Reads a cursor: anything but a section and a sort key that section's items can have is a 400
 * that changes nothing. The start key is rebuilt in the fan's own partition.
 */
function decode(fan: UserItem, cursor: string | undefined): { section: ExportSection; start?: Cursor } {
  if (!cursor) return { section: EXPORT_SECTIONS[0] };
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid(ACCOUNT_TEXTS.badExportCursor);
  }
  const parsed = exportCursorSchema.safeParse(value);
  if (!parsed.success) throw invalid(ACCOUNT_TEXTS.badExportCursor);
  const { s: section, k: lastKey } = parsed.data;
  if (lastKey === undefined) return { section };
  const source = sectionSource(fan, section);
  if (!source || (source.prefixes.length && !source.prefixes.some((p) => lastKey.startsWith(p))))
    throw invalid(ACCOUNT_TEXTS.badExportCursor);
  return { section, start: { PK: source.pk, SK: lastKey } };
}

async function itemsOf(db: Db, keys: { PK: string; SK: string }[]) {
  if (!keys.length) return new Map<string, Record<string, unknown>>();
  return batchGet(db, keys);
}

/** One page of one section; `nextCursor` walks every section in turn, then is null. */
export async function exportPage(db: Db, fan: UserItem, cursor?: string): Promise<AccountExportPage> {
  const { section, start } = decode(fan, cursor);
  const parts = fanPartitions(fan.id);
  let items: unknown[] = [];
  let next: Cursor | undefined;
  const page = (pk: string, prefix?: string) => partitionPage(db, pk, EXPORT_PAGE, start, prefix);
  switch (section) {
    case 'profile':
      items = [
        {
          id: fan.id,
          email: fan.email,
          displayName: fan.displayName,
          handle: fan.handle,
          bio: fan.bio,
          favoriteWrestlers: fan.favoriteWrestlers,
          favoritePromotions: fan.favoritePromotions,
          profileImageUrl: fan.profileImageUrl,
          followerCount: fan.followerCount,
          followingCount: fan.followingCount,
          // The band the sign-up derived (null: from before bands); the birthdate was never stored.
          ageBand: fan.ageBand ?? null,
          createdAt: fan.createdAt,
        },
      ];
      break;
    case 'posts': {
      const p = await page(parts.posts);
      const found = await itemsOf(
        db,
        p.items.map((i) => postKey(String(i.SK))),
      );
      items = p.items.flatMap((i) => {
        const post = found.get(keyOf(postKey(String(i.SK)))) as PostItem | undefined;
        return post
          ? [
              {
                id: post.id,
                content: post.content,
                imageUrl: post.imageUrl,
                linkPreviewUrl: post.linkPreviewUrl,
                hashtags: post.hashtags,
                popCount: post.popCount,
                commentCount: post.commentCount,
                createdAt: post.createdAt,
                editedAt: post.editedAt ?? null,
              },
            ]
          : [];
      });
      next = p.next;
      break;
    }
    case 'comments': {
      const p = await page(parts.comments);
      const found = await itemsOf(
        db,
        p.items.map((i) => commentKey(String(i.SK))),
      );
      items = p.items.flatMap((i) => {
        const c = found.get(keyOf(commentKey(String(i.SK)))) as CommentItem | undefined;
        return c ? [{ id: c.id, postId: c.postId, content: c.content, createdAt: c.createdAt }] : [];
      });
      next = p.next;
      break;
    }
    case 'pops': {
      const p = await page(parts.pops);
      items = p.items.map((i) => {
        const target = String(i.SK);
        return target.startsWith(KEYS.post.pk)
          ? { postId: target.slice(KEYS.post.pk.length) }
          : { commentId: target.slice(KEYS.comment.pk.length) };
      });
      next = p.next;
      break;
    }
    case 'following': {
      const p = await page(parts.profileAndEdges, KEYS.follow.sk);
      items = p.items.map((i) => ({
        userId: String(i.SK).slice(KEYS.follow.sk.length),
        since: i.createdAt ?? null,
      }));
      next = p.next;
      break;
    }
    case 'followers': {
      const p = await page(parts.followers);
      items = p.items.map((i) => ({ userId: String(i.SK), since: i.createdAt ?? null }));
      next = p.next;
      break;
    }
    case 'notifications': {
      const p = await page(parts.notifications);
      items = p.items.map((i) => ({
        id: i.id,
        kind: i.kind,
        postId: i.postId ?? null,
        actors: i.actors ?? [],
        read: i.read,
        createdAt: i.createdAt,
      }));
      next = p.next;
      break;
    }
    case 'reports': {
      const p = await page(parts.reports);
      const found = await itemsOf(
        db,
        p.items.map((i) => reportKey(String(i.SK))),
      );
      items = ([...found.values()] as ReportItem[]).map((r) => ({
        id: r.id,
        reason: r.reason,
        description: r.description,
        status: r.status,
        createdAt: r.createdAt,
        reported: { kind: r.target.kind, id: r.target.id },
      }));
      next = p.next;
      break;
    }
    case 'blocks': {
      const p = await page(parts.blocks);
      items = p.items.map((i) => ({ userId: String(i.SK), since: i.createdAt ?? null }));
      next = p.next;
      break;
    }
    case 'mutes': {
      const muted = (await getControlsItem(db, fan.id))?.muted ?? {};
      items = Object.entries(muted).map(([userId, until]) => ({
        userId,
        until: until ? new Date(until * 1000).toISOString() : null,
      }));
      break;
    }
    case 'mutedWords': {
      const words = (await getControlsItem(db, fan.id))?.words ?? {};
      items = Object.values(words).map((w) => ({
        word: w.word,
        action: w.action,
        until: w.expiresAt ? new Date(w.expiresAt * 1000).toISOString() : null,
      }));
      break;
    }
    case 'entityFollows': {
      const p = await page(parts.profileAndEdges, KEYS.entityFollow.sk);
      items = p.items.map((i) => ({
        entityId: String(i.SK).slice(KEYS.entityFollow.sk.length),
        since: i.createdAt ?? null,
      }));
      next = p.next;
      break;
    }
  }
  const after = EXPORT_SECTIONS[EXPORT_SECTIONS.indexOf(section) + 1];
  const following: ExportCursor | null = next
    ? { s: section, k: String(next.SK) }
    : after
      ? { s: after }
      : null;
  return { section, items, nextCursor: following ? encode(following) : null };
}
