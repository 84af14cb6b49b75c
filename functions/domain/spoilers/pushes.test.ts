/**
 * Spoiler Guard and what is pushed (docs/spoilers.md, "Notifications", "The WebSocket"): every server message kind was
 * checked to carry no result and no post or comment text (a notification's message is shaped by
 * domain/notifications.ts `guardedNotification`; a show page's messages name what to refetch). A new
 * kind fails here until it is checked the same way and added.
 */
import { describe, expect, it } from 'vitest';
import { SPOILER_TEXTS } from '../../../shared/messages-spoilers';
import {
  type Notification,
  wsServerMessageSchema,
  wsShowMessageSchema,
} from '../../../shared/schemas/notifications';
import { guardedNotification } from '../notifications';

const kindsOf = (schema: unknown): string[] => {
  const def = (schema as { _zod: { def: { options?: unknown[]; shape?: { type: unknown } } } })._zod.def;
  const options = def.options ?? [schema];
  return options.map((o) => {
    const type = (o as { _zod: { def: { shape: { type: { _zod: { def: { values: string[] } } } } } } })._zod
      .def.shape.type;
    return type._zod.def.values[0] as string;
  });
};

describe('the WebSocket’s server messages', () => {
  it('are the kinds checked against Spoiler Guard, and no other', () => {
    expect(kindsOf(wsServerMessageSchema)).toEqual(['notification']);
    expect(kindsOf(wsShowMessageSchema).sort()).toEqual(['show', 'watch']);
  });

  it('a show page’s messages hold only ids, what changed, and whether it is live', () => {
    const shapes = (wsShowMessageSchema as unknown as { _zod: { def: { options: unknown[] } } })._zod.def
      .options;
    const keys = shapes.map((o) =>
      Object.keys((o as { _zod: { def: { shape: object } } })._zod.def.shape).sort(),
    );
    expect(keys).toEqual([
      ['changed', 'showId', 'type'],
      ['live', 'showId', 'type'],
    ]);
  });
});

describe('a notification about a shielded text', () => {
  const base: Notification = {
    id: 'N1',
    type: 'comment',
    message: 'Them commented on your post',
    read: false,
    createdAt: '2026-11-23T03:00:00.000Z',
    postId: 'P1',
    fromUserId: 'them',
    actorCount: 1,
    actors: [{ id: 'them', displayName: 'Them', handle: 'them', profileImageUrl: null }],
  };
  const note = { showId: 'RAW', showName: 'Raw', revealAt: null };

  it('a comment’s reads that it is hidden; without a note, or for another kind, nothing changes', () => {
    expect(guardedNotification(base, note)).toEqual({ ...base, message: SPOILER_TEXTS.commentHidden('Raw') });
    expect(guardedNotification(base, null)).toEqual(base);
    const mention = { ...base, type: 'mention' as const, message: 'Them mentioned you' };
    expect(guardedNotification(mention, note)).toEqual(mention);
  });
});
