import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { entityKeys } from './entities/entity-keys';
import { searchEntitiesQueryOptions } from './entities/search-entities';
import { postQueryOptions } from './posts/get-post';
import { postKeys } from './posts/post-keys';
import { sessionKeys } from './session/session-keys';
import { showQueryOptions } from './shows/get-show';
import { showKeys } from './shows/show-keys';
import { controlKeys } from './users/control-keys';
import {
  mentionSuggestionsQueryOptions,
  searchUsersQueryOptions,
  userSearchKeys,
} from './users/search-users';
import { userKeys } from './users/user-keys';

/** Which of `keys` an invalidation of `prefix` marks stale. */
function invalidated(keys: QueryKey[], prefix: QueryKey): QueryKey[] {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 'cached');
  void client.invalidateQueries({ queryKey: prefix, refetchType: 'none' });
  return client
    .getQueryCache()
    .findAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => q.queryKey);
}

describe('shared query keys', () => {
  it('are the GET addresses the API serves', () => {
    expect(sessionKeys.user).toEqual(['/api/user']);
    expect(userKeys.detail('u1')).toEqual(['/api/users', 'u1']);
    expect(postKeys.all).toEqual(['/api/posts']);
    expect(postKeys.feed()).toEqual(['/api/posts', 'feed']);
    expect(postKeys.byUser('u1')).toEqual(['/api/posts', 'user', 'u1']);
    expect(postKeys.byHashtag('raw')).toEqual(['/api/posts', 'hashtag', 'raw']);
    expect(postKeys.comments('p1')).toEqual(['/api/posts', 'p1', 'comments']);
    expect(postKeys.youtube('https://youtu.be/x')).toEqual(['/api/youtube/preview', 'https://youtu.be/x']);
  });

  it('invalidate every post list and comment list under postKeys.all, and nothing else', () => {
    const lists = [
      postKeys.feed(),
      postKeys.byUser('u1'),
      postKeys.byHashtag('raw'),
      postKeys.byEntity('e1'),
      postKeys.comments('p1'),
      postQueryOptions('p1').queryKey,
    ];
    const others = [sessionKeys.user, userKeys.detail('u1'), postKeys.youtube('https://youtu.be/x')];
    expect(invalidated([...lists, ...others], postKeys.all)).toEqual(lists);
  });

  it("invalidate one fan's profile without touching the session or another fan", () => {
    const keys = [userKeys.detail('u1'), userKeys.detail('u2'), sessionKeys.user];
    expect(invalidated(keys, userKeys.detail('u1'))).toEqual([userKeys.detail('u1')]);
    expect(invalidated(keys, sessionKeys.user)).toEqual([sessionKeys.user]);
  });
});

describe('keys shared between features (one client per endpoint)', () => {
  it("an admin's change to a card (every show, showKeys.all) makes the fans' cached show stale", () => {
    const fans = [showQueryOptions('s1', false).queryKey, showQueryOptions('s1', true).queryKey];
    const calendar = showKeys.calendar('2026-11-01T00:00:00.000Z', false);
    const keys = [...fans, calendar, postKeys.feed()];
    expect(invalidated(keys, showKeys.all)).toEqual([...fans, calendar]);
  });

  it("a live show's change reaches both variants of its card and no other show", () => {
    const keys = [showKeys.card('s1', false), showKeys.card('s1', true), showKeys.card('s2', true)];
    expect(invalidated(keys, showKeys.show('s1'))).toEqual(keys.slice(0, 2));
  });

  it('the tag picker and the search screen read one entity search', () => {
    expect(searchEntitiesQueryOptions(' cena ').queryKey).toEqual(entityKeys.search('cena'));
    expect(searchEntitiesQueryOptions('cena').queryKey).toEqual(['/api/entities', 'search', 'cena', '']);
  });

  it("a submitted user search refreshes the search screen's pages, under one root with the @ suggestions", () => {
    const pages = searchUsersQueryOptions('Bret ').queryKey;
    const mentions = mentionSuggestionsQueryOptions('bret').queryKey;
    expect(
      invalidated([pages, mentions, userSearchKeys.query('sting')], userSearchKeys.query('bret')),
    ).toEqual([pages, mentions]);
  });

  it('blocks and mutes have their own roots', () => {
    expect(controlKeys).toEqual({ blocks: ['/api/blocks'], mutes: ['/api/mutes'] });
  });
});
