import { describe, expect, it } from 'vitest';
import { type WorkItem, workId, workOf } from './work';

const stored = (kind: string, subject: Record<string, unknown>) =>
  ({ kind, subject }) as unknown as Pick<WorkItem, 'kind' | 'subject'>;

describe('work ids', () => {
  it('name a page by its kind, its subject’s ids and the page, as before issue 36 for authors and purges', () => {
    const author = { type: 'author', id: 'A' } as const;
    expect(workId('fanout-add', { source: author, postId: 'P', authorId: 'A', tags: ['t1', 't2'] }, 0)).toBe(
      'fanout-add:P:A:0',
    );
    expect(workId('fanout-remove', { source: author, postId: 'P' }, 3)).toBe('fanout-remove:P:A:3');
    expect(workId('big-follows', { source: author }, 1)).toBe('big-follows:A:1');
    expect(workId('purge-posts', { userId: 'U' }, 0)).toBe('purge-posts:U:0');
    expect(workId('purge-posts', { userId: 'U', round: 'R' }, 2)).toBe('purge-posts:U:R:2');
    expect(workId('cascade-pops', { target: 'comment', id: 'C' }, 0)).toBe('cascade-pops:comment:C:0');
    expect(workId('cascade-comments', { postId: 'P' }, 4)).toBe('cascade-comments:P:4');
  });

  it('tell an entity’s fan-out from its author’s, and read a stored subject of the former shape alike', () => {
    const viaEntity = workId(
      'fanout-add',
      { source: { type: 'entity', id: 'A' }, postId: 'P', authorId: 'A', teensOnly: true },
      0,
    );
    expect(viaEntity).toBe('fanout-add:P:entity:A:0');
    expect(workId('big-follows', { source: { type: 'entity', id: 'E' } }, 0)).toBe('big-follows:entity:E:0');
    // As the first page of an author's fan-out queued its next page before issue 36.
    expect(workId('fanout-add', { postId: 'P', authorId: 'A' }, 1)).toBe('fanout-add:P:A:1');
    expect(workId('entity-fanout-remove', { entityId: 'E', postId: 'P' }, 1)).toBe(
      'fanout-remove:P:entity:E:1',
    );
  });
});

describe('workOf', () => {
  it('reads the items of the former kinds and flat subjects as the kinds and typed subjects of now', () => {
    expect(workOf(stored('fanout-add', { postId: 'P', authorId: 'A', tags: 'e1,e2' }))).toEqual({
      kind: 'fanout-add',
      subject: { source: { type: 'author', id: 'A' }, postId: 'P', authorId: 'A', tags: ['e1', 'e2'] },
    });
    expect(workOf(stored('fanout-remove', { postId: 'P', authorId: 'A' }))).toEqual({
      kind: 'fanout-remove',
      subject: { source: { type: 'author', id: 'A' }, postId: 'P' },
    });
    expect(workOf(stored('big-follows', { accountId: 'A' }))).toEqual({
      kind: 'big-follows',
      subject: { source: { type: 'author', id: 'A' } },
    });
    expect(
      workOf(
        stored('entity-fanout-add', { entityId: 'E', postId: 'P', authorId: 'A', tags: 'E', teen: '1' }),
      ),
    ).toEqual({
      kind: 'fanout-add',
      subject: {
        source: { type: 'entity', id: 'E' },
        postId: 'P',
        authorId: 'A',
        tags: ['E'],
        teensOnly: true,
      },
    });
    expect(workOf(stored('entity-fanout-remove', { entityId: 'E', postId: 'P' }))).toEqual({
      kind: 'fanout-remove',
      subject: { source: { type: 'entity', id: 'E' }, postId: 'P' },
    });
    expect(workOf(stored('entity-big-follows', { entityId: 'E' }))).toEqual({
      kind: 'big-follows',
      subject: { source: { type: 'entity', id: 'E' } },
    });
  });

  it('leaves the subjects of now, and of the other kinds, as they are', () => {
    const now = stored('fanout-add', { source: { type: 'entity', id: 'E' }, postId: 'P', authorId: 'A' });
    expect(workOf(now)).toEqual(now);
    const purge = stored('purge-feed', { userId: 'U', round: 'R' });
    expect(workOf(purge)).toEqual(purge);
  });

  it('refuses a subject without the ids its kind needs (the record fails and is parked)', () => {
    expect(() => workOf(stored('purge-posts', { broken: 'yes' }))).toThrow('Work subject without userId');
    expect(() => workOf(stored('fanout-add', { source: { type: 'entity', id: 'E' }, postId: 'P' }))).toThrow(
      'Work subject without authorId',
    );
    expect(() => workOf(stored('fanout-remove', { source: { type: 'room', id: 'R' }, postId: 'P' }))).toThrow(
      'Work subject without source',
    );
    expect(() => workOf(stored('entity-big-follows', {}))).toThrow('Work subject without entityId');
    expect(() => workOf(stored('big-follows', {}))).toThrow('Work subject without authorId');
    expect(() => workOf(stored('no-such-work', { userId: 'U' }))).toThrow('No work of kind no-such-work');
  });
});
