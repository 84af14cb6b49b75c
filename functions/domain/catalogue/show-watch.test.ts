import { describe, expect, it } from 'vitest';
import type { EntityItem } from '../../data/catalogue/items';
import type { PostItem } from '../../data/post';
import type { StreamRecord } from '../../data/record';
import { showChangesOf } from './show-watch';

const keys = { PK: 'x', SK: 'y' };
const show = (over: Partial<EntityItem> = {}) =>
  ({ id: 'S1', kind: 'show', status: 'scheduled', name: 'Raw', cardVersion: 1, ...over }) as EntityItem;

describe('showChangesOf', () => {
  it('a match added, changed or removed changes its show’s card', () => {
    for (const event of ['INSERT', 'MODIFY', 'REMOVE'] as const) {
      const r = { item: 'match', event, keys, ids: { showId: 'S1', matchId: 'M1' } } as StreamRecord;
      expect(showChangesOf(r)).toEqual([{ showId: 'S1', changed: 'card' }]);
    }
  });

  it('a show’s status or facts change its card; its card version or follower count alone do not', () => {
    const modify = (before: EntityItem, after: EntityItem) =>
      showChangesOf({ item: 'entity', event: 'MODIFY', keys, ids: { entityId: 'S1' }, before, after });
    expect(modify(show(), show({ status: 'live' }))).toEqual([{ showId: 'S1', changed: 'card' }]);
    expect(modify(show(), show({ venue: 'Arena' }))).toEqual([{ showId: 'S1', changed: 'card' }]);
    expect(modify(show(), show({ cardVersion: 2, updatedAt: 'later' }))).toEqual([]);
    // Not a show: nothing.
    expect(modify(show({ kind: 'wrestler' }), show({ kind: 'wrestler', name: 'New' }))).toEqual([]);
  });

  it('a post written or deleted changes the posts of each entity it is tagged with; an edit of its text or an untagged post nothing', () => {
    const post = (tags?: string[]) => ({ id: 'P1', tags }) as PostItem;
    const r = (event: 'INSERT' | 'MODIFY' | 'REMOVE', item: PostItem) =>
      ({ item: 'post', event, keys, ids: { postId: 'P1' }, before: item, after: item }) as StreamRecord;
    expect(showChangesOf(r('INSERT', post(['S1', 'W1'])))).toEqual([
      { showId: 'S1', changed: 'posts' },
      { showId: 'W1', changed: 'posts' },
    ]);
    expect(showChangesOf(r('REMOVE', post(['S1'])))).toEqual([{ showId: 'S1', changed: 'posts' }]);
    expect(showChangesOf(r('MODIFY', post(['S1'])))).toEqual([]);
    expect(showChangesOf(r('INSERT', post()))).toEqual([]);
  });

  it('an edit that tagged the post with a show (Spoiler Guard) changes that show’s posts', () => {
    const edit = (before?: string[], after?: string[]) =>
      showChangesOf({
        item: 'post',
        event: 'MODIFY',
        keys,
        ids: { postId: 'P1' },
        before: { id: 'P1', tags: before } as PostItem,
        after: { id: 'P1', tags: after } as PostItem,
      });
    expect(edit(['W1'], ['S1', 'W1'])).toEqual([{ showId: 'S1', changed: 'posts' }]);
    expect(edit(undefined, ['S1'])).toEqual([{ showId: 'S1', changed: 'posts' }]);
    expect(edit(['S1', 'W1'], ['S1', 'W1'])).toEqual([]);
  });

  it('reads nothing else', () => {
    expect(
      showChangesOf({ item: 'user', event: 'MODIFY', keys, ids: { userId: 'u' } } as StreamRecord),
    ).toEqual([]);
  });
});
