/**
 * Blocking and muting fans, and the lists of those a fan blocked and mutes (the viewer's controls
 * they make up are domain/viewer-controls.ts, the items data/controls.ts). Each refuses the caller
 * themself and a fan who does not exist (or is banned) and changes nothing then; each is idempotent.
 */
import { API_ERRORS } from '../../shared/messages';
import { BLOCK_TEXTS } from '../../shared/messages-controls';
import type {
  BlockedUser,
  BlockState,
  ControlsPageQuery,
  MutedUser,
  MuteInput,
  MuteState,
} from '../../shared/schemas/controls';
import { MUTE_SECONDS } from '../../shared/schemas/controls';
import type { Db } from '../data/client';
import { block, blocksPage, getControlsItem, removeMute, setMute, unblock } from '../data/controls';
import { getUserById, type UserItem, usersById } from '../data/user';
import { clockNow } from '../lib/clock';
import { invalid, notFound } from '../lib/errors';
import { toSuggestedUser } from './follows';
import { visibleAuthor } from './users';
import { nowSeconds, viewerControlsOf } from './viewer-controls';

/** The fan a control is about: not the caller, and a fan who exists and is not banned. */
async function target(db: Db, me: UserItem, userId: string, self: string): Promise<UserItem> {
  if (userId === me.id) throw invalid(self);
  const user = await getUserById(db, userId);
  if (!user || user.banned) throw notFound(API_ERRORS.userNotFound);
  return user;
}

/** Blocks a fan (idempotent): follows both ways end, counters corrected; nothing tells them. */
export async function blockFan(db: Db, me: UserItem, userId: string, now = clockNow()): Promise<BlockState> {
  await target(db, me, userId, BLOCK_TEXTS.blockSelf);
  if ((await block(db, me.id, userId, now)) === 'missing') throw notFound(API_ERRORS.userNotFound);
  return { userId, blocked: true };
}

/** Takes a block back (idempotent); the follows it ended stay ended. */
export async function unblockFan(db: Db, me: UserItem, userId: string): Promise<BlockState> {
  if (userId === me.id) throw invalid(BLOCK_TEXTS.blockSelf);
  await unblock(db, me.id, userId);
  return { userId, blocked: false };
}

const toIso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** Mutes a fan for a duration; muting again starts the duration again. */
export async function muteFan(db: Db, me: UserItem, input: MuteInput, now = clockNow()): Promise<MuteState> {
  await target(db, me, input.userId, BLOCK_TEXTS.muteSelf);
  const seconds = MUTE_SECONDS[input.duration];
  const expiresAt = seconds ? nowSeconds(now) + seconds : 0;
  await setMute(db, me.id, input.userId, expiresAt);
  return { userId: input.userId, muted: true, mutedUntil: expiresAt ? toIso(expiresAt) : null };
}

/** Takes a mute back (idempotent). */
export async function unmuteFan(db: Db, me: UserItem, userId: string): Promise<MuteState> {
  if (userId === me.id) throw invalid(BLOCK_TEXTS.muteSelf);
  await removeMute(db, me.id, userId);
  return { userId, muted: false, mutedUntil: null };
}

const LIST_PAGE = 50;

/** The profiles of `ids`, in order, leaving out fans gone or banned (one BatchGet per 100). */
async function profiles(db: Db, ids: readonly string[]) {
  const found = await usersById(db, ids);
  return (id: string) => visibleAuthor(found.get(id));
}

/** A page of the fans the caller blocked, and the cursor of the next page. */
export async function listBlocks(
  db: Db,
  me: UserItem,
  query: ControlsPageQuery,
): Promise<{ items: BlockedUser[]; nextCursor: string | undefined }> {
  const page = await blocksPage(db, me.id, LIST_PAGE, query.cursor);
  const profileOf = await profiles(
    db,
    page.items.map((b) => b.blockedId),
  );
  const items = page.items.flatMap((b) => {
    const user = profileOf(b.blockedId);
    return user ? [{ user: toSuggestedUser(user), blockedAt: b.createdAt }] : [];
  });
  return { items, nextCursor: page.next };
}

/** A page of the fans the caller mutes now (by id), and the cursor of the next page. */
export async function listMutes(
  db: Db,
  me: UserItem,
  query: ControlsPageQuery,
  now = clockNow(),
): Promise<{ items: MutedUser[]; nextCursor: string | undefined }> {
  const item = await getControlsItem(db, me.id);
  const filter = viewerControlsOf(me.id, item, now);
  const ids = Object.keys(item?.muted ?? {})
    .filter((id) => filter.mutedUntil(id) !== null)
    .sort();
  const rest = query.cursor ? ids.filter((id) => id > (query.cursor as string)) : ids;
  const page = rest.slice(0, LIST_PAGE);
  const profileOf = await profiles(db, page);
  const items = page.flatMap((id) => {
    const user = profileOf(id);
    const until = filter.mutedUntil(id);
    return user ? [{ user: toSuggestedUser(user), mutedUntil: until ? toIso(until) : null }] : [];
  });
  return { items, nextCursor: rest.length > page.length ? page[page.length - 1] : undefined };
}
