/**
 * Stream records, parsed once. The lanes hand every consumer a typed record (functions/streams/
 * wiring.ts): what item changed, its ids, the kind of change and its images, read with the key
 * parsers of the item modules. No consumer parses a key or casts an image itself. The item's kind
 * is the record's `item` field (a catalogue entity's record is `item: 'entity'`).
 *
 * Which consumer reacts to which record: docs/architecture.md ("Which consumers react to which
 * item", generated from the manifest) and the key-layout header of each item module.
 */
import type { ChangeRecord } from '../lib/stream';
import { type ClosedItem, parseClosedKey } from './account';
import { type EntityFollowItem, parseEntityFollowKey } from './catalogue/entity-follow';
import { type EntityItem, type MatchItem, parseEntityKey, parseMatchKey } from './catalogue/items';
import { type CommentItem, parseCommentKey } from './comment';
import { type ControlsItem, parseControlsKey } from './controls';
import { type FollowItem, parseFollowKey } from './follow';
import { type PopItem, parsePopKey, parsePopTarget } from './pop';
import { type PostItem, parsePostKey } from './post';
import { parseRatingKey, type RatingItem } from './ratings/ratings';
import { parseUserKey, type UserItem } from './user';
import { parseWorkKey, type WorkItem } from './work';

interface Of<E extends string, Ids, Item> {
  /** The kind of item ('post', 'follow', 'entity': a catalogue entity, 'match', ...). */
  item: E;
  event: ChangeRecord['eventName'];
  /** The item's primary key, as stored. */
  keys: { PK: string; SK: string };
  ids: Ids;
  /** The item before the change (MODIFY, REMOVE). */
  before: Item | undefined;
  /** The item after the change (INSERT, MODIFY). */
  after: Item | undefined;
}

/** A stream record of an item some consumer reacts to. */
export type StreamRecord =
  | Of<'post', { postId: string }, PostItem>
  | Of<'comment', { commentId: string }, CommentItem>
  | Of<'pop', { userId: string } & ({ postId: string } | { commentId: string }), PopItem>
  | Of<'follow', { followerId: string; followedId: string }, FollowItem>
  | Of<'user', { userId: string }, UserItem>
  | Of<'closedAccount', { userId: string }, ClosedItem>
  | Of<'workItem', { workId: string }, WorkItem>
  | Of<'entityFollow', { userId: string; entityId: string }, EntityFollowItem>
  | Of<'viewerControls', { userId: string }, ControlsItem>
  | Of<'entity', { entityId: string }, EntityItem>
  | Of<'match', { showId: string; matchId: string }, MatchItem>
  | Of<'rating', { targetId: string; userId: string }, RatingItem>;

/** The kinds of item a stream record is about ('post', 'match', ...). */
export type RecordItemKind = StreamRecord['item'];
export type RecordOf<E extends RecordItemKind> = Extract<StreamRecord, { item: E }>;

function of<E extends RecordItemKind>(item: E, ids: RecordOf<E>['ids'], change: ChangeRecord): RecordOf<E> {
  return {
    item,
    event: change.eventName,
    keys: change.keys,
    ids,
    before: change.oldImage,
    after: change.newImage,
  } as RecordOf<E>;
}

/** What a stream record is about, or null for an item no consumer reacts to. */
export function recordOf(change: ChangeRecord): StreamRecord | null {
  const { keys } = change;
  const post = parsePostKey(keys);
  if (post) return of('post', post, change);
  const comment = parseCommentKey(keys);
  if (comment) return of('comment', comment, change);
  const pop = parsePopKey(keys);
  const target = pop && parsePopTarget(keys);
  if (pop && target) return of('pop', { ...pop, ...target }, change);
  const follow = parseFollowKey(keys);
  if (follow) return of('follow', follow, change);
  const user = parseUserKey(keys);
  if (user) return of('user', user, change);
  const closed = parseClosedKey(keys);
  if (closed) return of('closedAccount', closed, change);
  const work = parseWorkKey(keys);
  if (work) return of('workItem', work, change);
  const entityFollow = parseEntityFollowKey(keys);
  if (entityFollow) return of('entityFollow', entityFollow, change);
  const filter = parseControlsKey(keys);
  if (filter) return of('viewerControls', filter, change);
  const entity = parseEntityKey(keys);
  if (entity) return of('entity', entity, change);
  const match = parseMatchKey(keys);
  if (match) return of('match', match, change);
  const rating = parseRatingKey(keys);
  if (rating) return of('rating', rating, change);
  return null;
}

/** The item as it is after an INSERT or MODIFY, or as it was before a REMOVE. */
export const itemOf = <R extends StreamRecord>(r: R): R['after'] =>
  r.event === 'REMOVE' ? r.before : r.after;

/**
 * Names one change of one item, the same however often its record is delivered: the item's keys,
 * when it was made (a Pop taken back and given again is another item under the same keys) and
 * whether it came or went. Null when the item's image has no creation time.
 */
export function changeId(r: RecordOf<'post' | 'comment' | 'pop'>): string | null {
  const createdAt = itemOf(r)?.createdAt;
  if (!createdAt || r.event === 'MODIFY') return null;
  return `${r.keys.PK}/${r.keys.SK}/${createdAt}/${r.event}`;
}

/**
 * Names one edit of a post (its keys, when it was made and which edit), the same however often
 * its record is delivered; null when the record is not an edit (a counter changed, say).
 */
export function editId(r: RecordOf<'post'>): string | null {
  const { before, after } = r;
  if (r.event !== 'MODIFY' || !after?.editedAt || after.editedAt === before?.editedAt) return null;
  return `${r.keys.PK}/${r.keys.SK}/${after.createdAt}/EDIT/${after.editCount ?? 0}`;
}
