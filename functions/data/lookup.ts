/**
 * Many items of different kinds read in one BatchGetItem, asked for by what they are (a post, its
 * author, the viewer's Pop on it, a follow edge, a tagged entity), never by key: the domain names
 * ids, this module builds the keys and reads the answers back. A feed page stays one BatchGet
 * however many kinds it needs (docs/performance.md).
 *
 *   const look = lookup();
 *   look.want.post(id); look.want.user(authorId); look.want.follow(viewerId, authorId);
 *   await look.run(db);
 *   look.post(id); look.user(authorId); look.follows(viewerId, authorId);
 *
 * `run` reads only what was wanted since the last run, so a second round (the entities of a post
 * the first round found) adds to the same answers.
 */
import { batchGet, type Item, type Key, keyOf } from './batch';
import { type EntityItem, entityKey } from './catalogue/items';
import type { Db } from './client';
import { type CommentItem, commentKey } from './comment';
import { followKey } from './follow';
import { type PopOn, popKey, popTargetOf } from './pop';
import { type PostItem, postKey } from './post';
import { type UserItem, userKey } from './user';

export type Lookup = ReturnType<typeof lookup>;

export function lookup() {
  const wanted = new Map<string, Key>();
  const found = new Map<string, Item>();
  const want = (key: Key) => {
    const k = keyOf(key);
    if (!wanted.has(k)) wanted.set(k, key);
  };
  const read = <T>(key: Key) => found.get(keyOf(key)) as T | undefined;
  let done = 0;
  return {
    want: {
      user: (id: string) => want(userKey(id)),
      post: (id: string) => want(postKey(id)),
      comment: (id: string) => want(commentKey(id)),
      entity: (id: string) => want(entityKey(id)),
      /** The edge `followerId` -> `followedId`. */
      follow: (followerId: string, followedId: string) => want(followKey(followerId, followedId)),
      /** `userId`'s Pop on a post or a comment. */
      pop: (on: PopOn, userId: string) => want(popKey(popTargetOf(on), userId)),
    },
    /** Reads what was wanted since the last run (`consistent`: strongly consistent reads). */
    async run(db: Db, options?: { consistent?: boolean }) {
      const keys = [...wanted.values()].slice(done);
      done = wanted.size;
      if (keys.length) for (const [k, item] of await batchGet(db, keys, options)) found.set(k, item);
    },
    user: (id: string) => read<UserItem>(userKey(id)),
    post: (id: string) => read<PostItem>(postKey(id)),
    comment: (id: string) => read<CommentItem>(commentKey(id)),
    entity: (id: string) => read<EntityItem>(entityKey(id)),
    /** Whether the edge `followerId` -> `followedId` exists (it must have been wanted). */
    follows: (followerId: string, followedId: string) => found.has(keyOf(followKey(followerId, followedId))),
    /** Whether `userId` popped it (it must have been wanted). */
    popped: (on: PopOn, userId: string) => found.has(keyOf(popKey(popTargetOf(on), userId))),
    /** Whether the entity was read (or wanted in vain): a second round asks only for the others. */
    hasEntity: (id: string) => found.has(keyOf(entityKey(id))),
  };
}
