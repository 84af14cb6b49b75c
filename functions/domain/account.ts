/**
 * The account lifecycle: a fan deletes their account (password again), the account is closed at
 * once (refused from the next request, profile "User Not Found", handle free, Cognito user gone),
 * and the purge removes everything of theirs as bounded work items (domain/purge.ts). A scheduled
 * sweeper re-checks: it re-runs the purge of closed accounts until nothing is left, and closes the
 * accounts whose Cognito user was deleted some other way. (A fan can also export their data:
 * domain/account-export.ts.)
 */
import { STREAM_LANES } from '../../shared/manifest/stream-consumers';
import { ACCOUNT_TEXTS } from '../../shared/messages';
import {
  closeAccount,
  getClosed,
  markPurged,
  profileIdPage,
  purgingPage,
  readSweepCursor,
  writeSweepCursor,
} from '../data/account';
import type { Db } from '../data/client';
import { fanPartitionsLeft } from '../data/fan-partitions';
import type { Cursor } from '../data/page';
import { parkedNaming } from '../data/parked';
import { picksOfFanPage } from '../data/ratings/picks';
import type { StreamRecord } from '../data/record';
import { bellsOfFanPage } from '../data/rooms/alerts';
import { roomItemsOfFan } from '../data/rooms/store';
import { confirmProfileEmail, deleteSignUp, unconfirmedDue, unlistUnconfirmed } from '../data/signup';
import { authorActivityPage, fanActivityLeft, hoursBetween } from '../data/trending';
import { getUserById, type UserItem } from '../data/user';
import { PURGE_KINDS, queueWork, type WorkSubject } from '../data/work';
import type { AccountDirectory } from '../lib/accounts';
import { invalid } from '../lib/errors';
import { getS3, s3Sdk, uploadsBucket } from '../lib/s3';
import { uploadPrefixes } from './purge';

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
  if (r.item !== 'closedAccount' || r.event !== 'INSERT') return;
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
  const out: Remaining = { ...(await fanPartitionsLeft(db, userId)) };
  out.trendingActivity = await fanActivityLeft(
    db,
    userId,
    hoursBetween(Date.now() - 33 * 86_400_000, Date.now()),
  );
  out.trendingPostActivity = (await authorActivityPage(db, userId, 1)).keys.length;
  // Their show-room messages and FAN items (GSI1 ROOMBY#{userId}: purge-rooms).
  out.roomItems = (await roomItemsOfFan(db, userId, 1)).items.length;
  // The shows whose bell the fan rang (show-night alerts; GSI1 BELLBY#).
  out.showBells = (await bellsOfFanPage(db, userId, 1)).items.length;
  // Their picks at shows (GSI1 PICKSBY#: purge-picks, with their leaderboard entries).
  out.picks = (await picksOfFanPage(db, userId, 1)).items.length;
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
