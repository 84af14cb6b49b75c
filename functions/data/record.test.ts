import { describe, expect, it } from 'vitest';
import type { ChangeRecord } from '../lib/stream';
import { closedKey } from './account';
import { commentKey, postCommentKey } from './comment';
import { followKey } from './follow';
import { popKey } from './pop';
import { postKey } from './post';
import { changeId, itemOf, type RecordOf, recordOf } from './record';
import { handleKey, userKey } from './user';
import { workKey } from './work';

const change = (
  keys: { PK: string; SK: string },
  eventName: ChangeRecord['eventName'] = 'INSERT',
  image: Record<string, unknown> = {},
): ChangeRecord => ({
  eventName,
  keys,
  oldImage: eventName === 'INSERT' ? undefined : { ...keys, ...image },
  newImage: eventName === 'REMOVE' ? undefined : { ...keys, ...image },
});

describe('recordOf', () => {
  it('names the item and its ids with the item modules’ parsers', () => {
    const cases: [{ PK: string; SK: string }, string, Record<string, string>][] = [
      [postKey('P1'), 'post', { postId: 'P1' }],
      [commentKey('C1'), 'comment', { commentId: 'C1' }],
      [popKey(postKey('P1'), 'u1'), 'pop', { userId: 'u1', postId: 'P1' }],
      [popKey(commentKey('C1'), 'u1'), 'pop', { userId: 'u1', commentId: 'C1' }],
      [followKey('a', 'b'), 'follow', { followerId: 'a', followedId: 'b' }],
      [userKey('u1'), 'user', { userId: 'u1' }],
      [closedKey('u1'), 'closedAccount', { userId: 'u1' }],
      [workKey('fanout-add:P1:u1:0'), 'workItem', { workId: 'fanout-add:P1:u1:0' }],
    ];
    for (const [keys, item, ids] of cases) {
      expect(recordOf(change(keys)), `${keys.PK} ${keys.SK}`).toMatchObject({
        item,
        ids,
        event: 'INSERT',
        keys,
      });
    }
  });

  it('carries the images: before for what went, after for what came', () => {
    const removed = recordOf(change(postKey('P1'), 'REMOVE', { authorId: 'a' }));
    expect(removed).toMatchObject({ before: { authorId: 'a' }, after: undefined });
    expect(removed && itemOf(removed)).toMatchObject({ authorId: 'a' });
    const modified = recordOf(change(userKey('u1'), 'MODIFY', { banned: true }));
    expect(modified).toMatchObject({ before: { banned: true }, after: { banned: true } });
  });

  it('is null for items no consumer reads', () => {
    for (const keys of [handleKey('Someone'), postCommentKey('P1', 'C1'), { PK: 'x', SK: 'y' }])
      expect(recordOf(change(keys)), keys.PK).toBeNull();
  });
});

describe('changeId', () => {
  const pop = (event: ChangeRecord['eventName'], createdAt: string) =>
    recordOf(change(popKey(postKey('P1'), 'u1'), event, { createdAt })) as RecordOf<'pop'>;
  it('is the same for the same change however often it is delivered, and differs between changes', () => {
    const given = changeId(pop('INSERT', '2026-01-01T00:00:00.000Z'));
    expect(given).toBe(changeId(pop('INSERT', '2026-01-01T00:00:00.000Z')));
    // Taken back, and given again later under the same keys: three changes.
    const back = changeId(pop('REMOVE', '2026-01-01T00:00:00.000Z'));
    const again = changeId(pop('INSERT', '2026-01-02T00:00:00.000Z'));
    expect(new Set([given, back, again]).size).toBe(3);
    // It is built from the item's own keys, not a second spelling of them.
    expect(given?.startsWith(`${postKey('P1').PK}/${popKey(postKey('P1'), 'u1').SK}/`)).toBe(true);
  });
  it('names no change for a modification or an image without its creation time', () => {
    expect(changeId(pop('MODIFY', '2026-01-01T00:00:00.000Z'))).toBeNull();
    expect(changeId(recordOf(change(postKey('P1'))) as RecordOf<'post'>)).toBeNull();
  });
});
