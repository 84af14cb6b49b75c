import { describe, expect, it } from 'vitest';
import type { Comment, Post } from '../../../shared/schemas/posts';
import type { EntityRef } from '../../../shared/schemas/wrestling';
import { OPEN_GUARD, type ShowFacts, type SpoilerState, spoilerGuard } from './guard';
import { protectsAny } from './reads';
import {
  mayConcernShows,
  shieldComments,
  shieldPosts,
  showCandidateOf,
  showOfComment,
  showOfPost,
  stubComment,
  stubPost,
} from './shield';

const colors = { primary: '#000000', secondary: '#ffffff' };
const rawRef: EntityRef = { id: 'RAW', kind: 'show', slug: 'raw', name: 'Raw', colors };
const rhea: EntityRef = { id: 'RHEA', kind: 'wrestler', slug: 'rhea', name: 'Rhea Ripley', colors };
const raw: ShowFacts = {
  id: 'RAW',
  name: 'Raw',
  promotionId: 'WWE',
  startsAt: '2026-11-23T01:00:00.000Z',
  endsAt: '2026-11-23T04:00:00.000Z',
};
const during = new Date('2026-11-23T02:00:00.000Z');
const state = (over: Partial<SpoilerState> = {}): SpoilerState => ({
  protect: 'followed',
  liftAfter: '3d',
  statuses: {},
  followedPromotions: new Set(['WWE']),
  ...over,
});
const guard = spoilerGuard('me', state(), [raw], during);
const note = { showId: 'RAW', showName: 'Raw', revealAt: '2026-11-26T04:00:00.000Z' };

const post = (over: Partial<Post> = {}): Post => ({
  id: 'P1',
  content: 'Rhea retains at Raw!',
  imageUrl: 'https://cdn/img.webp',
  imageWidth: 800,
  imageHeight: 600,
  authorId: 'them',
  authorDisplayName: 'Them',
  authorHandle: 'them',
  authorProfileImageUrl: null,
  createdAt: '2026-11-23T03:00:00.000Z',
  popCount: 4,
  userReacted: true,
  commentCount: 2,
  linkPreviewUrl: 'https://www.youtube.com/watch?v=abc',
  linkPreviewTitle: 'Rhea retains',
  linkPreviewDescription: 'The finish',
  editedAt: null,
  editCount: 0,
  replyPolicy: 'everyone',
  canReply: true,
  mentions: [{ handle: 'rhea', userId: 'U2' }],
  tags: [rawRef, rhea],
  ...over,
});
const comment = (over: Partial<Comment> = {}): Comment => ({
  id: 'C1',
  postId: 'P1',
  content: 'She won with the Riptide',
  createdAt: '2026-11-23T03:10:00.000Z',
  authorId: 'them',
  authorDisplayName: 'Them',
  authorHandle: 'them',
  authorProfileImageUrl: null,
  popCount: 1,
  userReacted: false,
  mentions: [{ handle: 'rhea', userId: 'U2' }],
  ...over,
});

describe('which show an item is about', () => {
  it('a post: its first tag when that is a show', () => {
    expect(showOfPost(post())).toBe('RAW');
    expect(showOfPost(post({ tags: [rhea, rawRef] }))).toBeNull();
    expect(showOfPost(post({ tags: [] }))).toBeNull();
    expect(showCandidateOf({ tags: ['RAW', 'RHEA'] })).toBe('RAW');
    expect(showCandidateOf({})).toBeNull();
  });

  it('a comment: its own showId, else its post’s', () => {
    expect(showOfComment({ showId: 'DYN' }, 'RAW')).toBe('DYN');
    expect(showOfComment({}, 'RAW')).toBe('RAW');
    expect(showOfComment({ showId: '' }, null)).toBeNull();
  });
});

describe('stubs', () => {
  it('a post keeps id, author, time, counts, Pop and reply; drops text, image, preview, mentions, other tags, cover', () => {
    const stub = stubPost(post({ filtered: { word: 'riptide' } }), note);
    expect(stub).toEqual({
      ...post(),
      content: '',
      imageUrl: null,
      imageWidth: null,
      imageHeight: null,
      linkPreviewUrl: null,
      linkPreviewTitle: null,
      linkPreviewDescription: null,
      mentions: [],
      tags: [rawRef],
      shielded: note,
    });
    expect(stub).not.toHaveProperty('filtered');
    expect(JSON.stringify(stub)).not.toMatch(/retains|Rhea|youtube|img/);
  });

  it('keeps the extra fields of a trending post', () => {
    const stub = stubPost({ ...post(), engagementScore: 7 }, note);
    expect(stub.engagementScore).toBe(7);
  });

  it('a comment: no text, no mentions', () => {
    const stub = stubComment(comment(), note);
    expect(stub).toEqual({ ...comment(), content: '', mentions: [], shielded: note });
    expect(JSON.stringify(stub)).not.toMatch(/Riptide|rhea/);
  });
});

describe('shieldPosts', () => {
  it('stubs others’ posts about a protected show, never the fan’s own, nothing else', () => {
    const mine = post({ id: 'P2', authorId: 'me' });
    const untagged = post({ id: 'P3', tags: [] });
    const wrestlerOnly = post({ id: 'P4', tags: [rhea] });
    const [a, b, c, d] = shieldPosts(guard, [post(), mine, untagged, wrestlerOnly]);
    expect(a?.shielded).toEqual(note);
    expect(a?.content).toBe('');
    expect(b).toEqual(mine);
    expect(c).toEqual(untagged);
    expect(d).toEqual(wrestlerOnly);
  });

  it('the open guard and a lifted show change nothing', () => {
    expect(shieldPosts(OPEN_GUARD, [post()])).toEqual([post()]);
    const watched = state({ statuses: { RAW: { ...raw, status: 'watched', at: during.toISOString() } } });
    expect(shieldPosts(spoilerGuard('me', watched, [raw], during), [post()])).toEqual([post()]);
  });

  it('knows when a page may need the guard at all', () => {
    expect(mayConcernShows('me', [post({ tags: [] }), post({ tags: [rhea] })])).toBe(false);
    expect(mayConcernShows('me', [post({ authorId: 'me' })])).toBe(false);
    expect(mayConcernShows('me', [post()])).toBe(true);
  });
});

describe('shieldComments', () => {
  const showOf = (c: Comment) => (c.id === 'C3' ? 'RAW' : null);
  const comments = [comment(), comment({ id: 'C2', authorId: 'me' }), comment({ id: 'C3' })];

  it('all of them (but the fan’s own) with a shielded post', () => {
    const out = shieldComments(guard, comments, showOf, note, 'me');
    expect(out.map((c) => Boolean(c.shielded))).toEqual([true, false, true]);
  });

  it('on a post shown in full, only those about a protected show', () => {
    const out = shieldComments(guard, comments, showOf, null, 'me');
    expect(out.map((c) => c.shielded?.showName ?? null)).toEqual([null, null, 'Raw']);
    expect(out[2]?.content).toBe('');
  });
});

describe('protectsAny', () => {
  it('is false only when nothing can protect the fan (no read then)', () => {
    expect(protectsAny(state())).toBe(true);
    expect(protectsAny(state({ followedPromotions: new Set() }))).toBe(false);
    expect(protectsAny(state({ protect: 'none' }))).toBe(false);
    expect(protectsAny(state({ protect: 'all', followedPromotions: new Set() }))).toBe(true);
    const later = { RAW: { ...raw, status: 'later' as const, at: during.toISOString() } };
    expect(protectsAny(state({ protect: 'none', statuses: later }))).toBe(true);
  });
});
